import Foundation
import Testing
import WidgetSchedule

@Suite struct ReloadPolicyTests {
    let request = date("2026-01-05T09:00:00-05:00")

    func next(_ policy: ReloadPolicy, entries: [Int]) -> Int? {
        policy.nextRequestDate(
            forRequestAt: request, entryDates: entries.map { request.addingTimeInterval(TimeInterval($0)) },
            in: newYork
        ).map { Int($0.timeIntervalSince(request)) }
    }

    @Test func atEndIsTheLastEntry() {
        #expect(next(.atEnd, entries: [0, 3600, 7200, 10800]) == 10800)
        #expect(next(.atEnd, entries: [0]) == 0)
        #expect(next(.atEnd, entries: []) == 0)
    }

    @Test func neverHasNoDate() {
        #expect(next(.never, entries: [0, 3600]) == nil)
    }

    @Test func afterIsRelativeToTheRequest() {
        #expect(next(.after(.hours(2)), entries: [0, 3600, 7200, 10800]) == 7200)
        #expect(next(.after(.zero), entries: []) == 0)
    }

    @Test func afterWallClockNextMidnight() {
        let midnight = WallClockRule(times: [WallTime(hour: 0, minute: 0)!])
        #expect(next(.afterWallClock(midnight), entries: [0]) == 15 * 3600)
    }

    @Test func afterWallClockWaitsForMondayOpen() {
        let open = WallClockRule(
            times: [WallTime(hour: 9, minute: 30)!], weekdays: [.mon, .tue, .wed, .thu, .fri],
            timeZone: .named("America/New_York"))
        let friday = date("2026-01-09T16:00:00-05:00")
        let next = ReloadPolicy.afterWallClock(open).nextRequestDate(forRequestAt: friday, entryDates: [], in: berlin)
        #expect(iso([next!], "America/New_York") == ["2026-01-12T09:30:00-05:00"])
    }
}
