import Foundation
import Testing
import WidgetSchedule

@Suite struct EntryScheduleTests {
    let request = date("2026-01-05T09:00:00-05:00")

    func offsets(_ schedule: EntrySchedule, dynamic: [Date]? = nil) -> [Int] {
        schedule.entryDates(forRequestAt: request, in: newYork, dynamicDates: dynamic)
            .map { Int($0.timeIntervalSince(request)) }
    }

    @Test func nowIsTheRequest() {
        #expect(offsets(.now) == [0])
    }

    @Test func offsetsAreSortedAndDeduplicated() {
        #expect(offsets(.offsets([.hours(2), .zero, .hours(1), .hours(2)])) == [0, 3600, 7200])
        #expect(offsets(.offsets([])) == [])
    }

    @Test func everyCountStartsAtStart() {
        #expect(offsets(.every(.hours(1), count: 4, start: .zero)) == [0, 3600, 7200, 10800])
        #expect(offsets(.every(.minutes(15), count: 2, start: .minutes(30))) == [1800, 2700])
    }

    @Test func everyCountEdges() {
        #expect(offsets(.every(.hours(1), count: 0, start: .zero)) == [])
        #expect(offsets(.every(.hours(1), count: -3, start: .zero)) == [])
        #expect(offsets(.every(.hours(1), count: 1, start: .zero)) == [0])
        // A zero step cannot make distinct dates: one entry.
        #expect(offsets(.every(.zero, count: 5, start: .minutes(5))) == [300])
    }

    @Test func everyForCountsOffsetsBelowTheSpan() {
        #expect(offsets(.everyFor(.minutes(1), span: .hours(1), start: .zero)).count == 60)
        #expect(offsets(.everyFor(.minutes(1), span: .hours(1), start: .zero)).last == 59 * 60)
        // A span that is not a multiple of the step keeps the partial step's start.
        #expect(offsets(.everyFor(.minutes(20), span: .minutes(50), start: .zero)) == [0, 1200, 2400])
        #expect(offsets(.everyFor(.minutes(20), span: .minutes(40), start: .zero)) == [0, 1200])
        #expect(offsets(.everyFor(.minutes(20), span: .minutes(41), start: .zero)) == [0, 1200, 2400])
        #expect(offsets(.everyFor(.minutes(20), span: .minutes(1), start: .minutes(5))) == [300])
        #expect(offsets(.everyFor(.minutes(20), span: .zero, start: .zero)) == [])
    }

    @Test func dynamicUsesTheAssumptionOrTheAppsDates() {
        #expect(offsets(.dynamic(count: 3, every: .hours(2))) == [0, 7200, 14400])
        let supplied = [request.addingTimeInterval(600), request, request.addingTimeInterval(600)]
        #expect(offsets(.dynamic(count: 3, every: .hours(2)), dynamic: supplied) == [0, 600])
    }

    @Test func unionIsSortedAndDeduplicated() {
        let union = EntrySchedule.union([
            .every(.hours(1), count: 3, start: .zero), .now, .offsets([.minutes(90), .hours(2)]),
        ])
        #expect(offsets(union) == [0, 3600, 5400, 7200])
    }

    @Test func unionWithWallClock() {
        let rule = WallClockRule(times: [WallTime(hour: 12, minute: 0)!], timeZone: .named("America/New_York"))
        #expect(offsets(.union([.now, .wallClock(rule, count: 2)])) == [0, 3 * 3600, 27 * 3600])
    }

    @Test func longScheduleStopsAtTheLimit() {
        let dates = EntrySchedule.every(.minutes(1), count: 525_600, start: .zero)
            .entryDates(forRequestAt: request, in: newYork)
        #expect(dates.count == EntrySchedule.maximumEntryCount)
        #expect(dates.last == request.addingTimeInterval(Double(EntrySchedule.maximumEntryCount - 1) * 60))
    }
}
