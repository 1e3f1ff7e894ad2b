import Foundation
import Testing
import WidgetSchedule

@Suite struct WallClockTests {
    func rule(_ times: [String], on days: [Weekday] = Weekday.allCases, _ zoneName: String? = nil) -> WallClockRule {
        WallClockRule(
            times: times.map { WallTime(parsing: $0)! }, weekdays: days,
            timeZone: zoneName.map { .named($0) } ?? .device)
    }

    func entries(_ rule: WallClockRule, _ count: Int, from start: String, device: TimeZone = newYork) -> [Date] {
        EntrySchedule.wallClock(rule, count: count).entryDates(forRequestAt: date(start), in: device)
    }

    @Test func entriesIncludeAMatchExactlyAtTheRequest() {
        let dates = entries(rule(["09:30"]), 2, from: "2026-01-05T09:30:00-05:00")
        #expect(iso(dates, "America/New_York") == ["2026-01-05T09:30:00-05:00", "2026-01-06T09:30:00-05:00"])
    }

    @Test func policyIsStrictlyAfterTheRequest() {
        let next = ReloadPolicy.afterWallClock(rule(["09:30"]))
            .nextRequestDate(forRequestAt: date("2026-01-05T09:30:00-05:00"), entryDates: [], in: newYork)
        #expect(iso([next!], "America/New_York") == ["2026-01-06T09:30:00-05:00"])
    }

    @Test func weekdaysSkipTheWeekend() {
        let market = rule(["09:30", "16:00"], on: [.mon, .tue, .wed, .thu, .fri], "America/New_York")
        let dates = entries(market, 3, from: "2026-01-09T16:00:01-05:00")  // a Friday, just after the close
        #expect(
            iso(dates, "America/New_York") == [
                "2026-01-12T09:30:00-05:00", "2026-01-12T16:00:00-05:00", "2026-01-13T09:30:00-05:00",
            ])
    }

    @Test func atListAcrossMidnight() {
        let dates = entries(rule(["23:30", "00:15", "01:00"]), 4, from: "2026-01-05T23:00:00-05:00")
        #expect(
            iso(dates, "America/New_York") == [
                "2026-01-05T23:30:00-05:00", "2026-01-06T00:15:00-05:00", "2026-01-06T01:00:00-05:00",
                "2026-01-06T23:30:00-05:00",
            ])
    }

    @Test func onlySomeWeekdaysAcrossMidnight() {
        // 00:15 on Tuesdays only: from Monday evening the first is a few hours away, the next a week later.
        let dates = entries(rule(["00:15"], on: [.tue]), 2, from: "2026-01-05T23:00:00-05:00")
        #expect(iso(dates, "America/New_York") == ["2026-01-06T00:15:00-05:00", "2026-01-13T00:15:00-05:00"])
    }

    @Test func leapDay() {
        let dates = entries(rule(["12:00"]), 3, from: "2028-02-28T13:00:00-05:00")
        #expect(
            iso(dates, "America/New_York") == [
                "2028-02-29T12:00:00-05:00", "2028-03-01T12:00:00-05:00", "2028-03-02T12:00:00-05:00",
            ])
        let weekly = entries(rule(["08:00"], on: [.tue]), 1, from: "2028-02-28T00:00:00-05:00")
        #expect(iso(weekly, "America/New_York") == ["2028-02-29T08:00:00-05:00"])
    }

    @Test func namedZoneWinsOverTheDevice() {
        let dates = entries(rule(["09:00"], "Europe/Berlin"), 1, from: "2026-01-05T00:00:00-05:00")
        #expect(iso(dates, "Europe/Berlin") == ["2026-01-05T09:00:00+01:00"])
        let device = entries(rule(["09:00"]), 1, from: "2026-01-05T00:00:00-05:00", device: berlin)
        #expect(iso(device, "Europe/Berlin") == ["2026-01-05T09:00:00+01:00"])
    }

    @Test func unknownZoneFallsBackToTheDevice() {
        let dates = entries(rule(["09:00"], "Nowhere/Special"), 1, from: "2026-01-05T00:00:00-05:00")
        #expect(iso(dates, "America/New_York") == ["2026-01-05T09:00:00-05:00"])
    }

    @Test func emptyRuleMatchesNothing() {
        #expect(entries(rule([], on: []), 3, from: "2026-01-05T00:00:00-05:00").isEmpty)
        #expect(entries(rule(["09:00"]), 0, from: "2026-01-05T00:00:00-05:00").isEmpty)
    }
}

@Suite struct DaylightSavingTests {
    func entries(_ time: String, _ count: Int, from start: String, in zone: String) -> [String] {
        let rule = WallClockRule(times: [WallTime(parsing: time)!], timeZone: .named(zone))
        return iso(EntrySchedule.wallClock(rule, count: count).entryDates(forRequestAt: date(start), in: .gmt), zone)
    }

    @Test func newYorkSpringForwardKeepsTheWallTime() {
        #expect(
            entries("09:30", 3, from: "2026-03-07T00:00:00-05:00", in: "America/New_York") == [
                "2026-03-07T09:30:00-05:00", "2026-03-08T09:30:00-04:00", "2026-03-09T09:30:00-04:00",
            ])
    }

    @Test func newYorkFallBackKeepsTheWallTime() {
        #expect(
            entries("09:30", 3, from: "2026-10-31T00:00:00-04:00", in: "America/New_York") == [
                "2026-10-31T09:30:00-04:00", "2026-11-01T09:30:00-05:00", "2026-11-02T09:30:00-05:00",
            ])
    }

    @Test func berlinSpringForwardAndFallBack() {
        #expect(
            entries("09:30", 2, from: "2026-03-28T12:00:00+01:00", in: "Europe/Berlin") == [
                "2026-03-29T09:30:00+02:00", "2026-03-30T09:30:00+02:00",
            ])
        #expect(
            entries("09:30", 2, from: "2026-10-24T12:00:00+02:00", in: "Europe/Berlin") == [
                "2026-10-25T09:30:00+01:00", "2026-10-26T09:30:00+01:00",
            ])
    }

    @Test func sydneyChangesInTheSouthernHemisphere() {
        // Sydney leaves daylight time on 5 April 2026 and enters it on 4 October 2026.
        #expect(
            entries("09:30", 2, from: "2026-04-04T12:00:00+11:00", in: "Australia/Sydney") == [
                "2026-04-05T09:30:00+10:00", "2026-04-06T09:30:00+10:00",
            ])
        #expect(
            entries("09:30", 2, from: "2026-10-03T12:00:00+10:00", in: "Australia/Sydney") == [
                "2026-10-04T09:30:00+11:00", "2026-10-05T09:30:00+11:00",
            ])
    }

    @Test func nonexistentTimeMovesForwardByTheGap() {
        // New York skips 02:00-03:00 on 8 March 2026; 02:30 becomes 03:30 daylight time.
        #expect(
            entries("02:30", 3, from: "2026-03-07T12:00:00-05:00", in: "America/New_York") == [
                "2026-03-08T03:30:00-04:00", "2026-03-09T02:30:00-04:00", "2026-03-10T02:30:00-04:00",
            ])
        // Berlin skips 02:00-03:00 on 29 March 2026.
        #expect(
            entries("02:15", 2, from: "2026-03-28T12:00:00+01:00", in: "Europe/Berlin") == [
                "2026-03-29T03:15:00+02:00", "2026-03-30T02:15:00+02:00",
            ])
    }

    @Test func repeatedTimeMatchesItsFirstOccurrence() {
        // New York repeats 01:00-02:00 on 1 November 2026: 01:30 daylight time only.
        #expect(
            entries("01:30", 2, from: "2026-10-31T12:00:00-04:00", in: "America/New_York") == [
                "2026-11-01T01:30:00-04:00", "2026-11-02T01:30:00-05:00",
            ])
        // Berlin repeats 02:00-03:00 on 25 October 2026.
        #expect(
            entries("02:30", 2, from: "2026-10-24T12:00:00+02:00", in: "Europe/Berlin") == [
                "2026-10-25T02:30:00+02:00", "2026-10-26T02:30:00+01:00",
            ])
    }

    @Test func searchInsideTheRepeatedHourFindsTheSecondOccurrence() {
        #expect(
            entries("01:30", 1, from: "2026-11-01T01:45:00-04:00", in: "America/New_York") == [
                "2026-11-01T01:30:00-05:00"
            ])
    }

    @Test func afterPolicyIsAbsoluteAcrossTheChange() {
        // `after: 24h` is 24 elapsed hours, so the wall time moves by the change.
        let next = ReloadPolicy.after(.hours(24))
            .nextRequestDate(forRequestAt: date("2026-03-07T09:30:00-05:00"), entryDates: [], in: newYork)
        #expect(iso([next!], "America/New_York") == ["2026-03-08T10:30:00-04:00"])
    }
}
