import Foundation
import Testing
import WidgetSchedule

/// Daylight-saving changes that are not one hour, and days a zone skips: a nonexistent wall time moves forward
/// by the length of its gap; a repeated one matches its first occurrence.
@Suite struct UnusualZoneTests {
    func entries(_ times: [String], _ count: Int, from start: String, in zone: String) -> [String] {
        let rule = WallClockRule(times: times.map { WallTime(parsing: $0)! }, timeZone: .named(zone))
        return iso(EntrySchedule.wallClock(rule, count: count).entryDates(forRequestAt: date(start), in: .gmt), zone)
    }

    @Test func lordHoweHalfHourGapMovesForwardByHalfAnHour() {
        // Lord Howe goes from +10:30 to +11:00 at 02:00 on 4 October 2026: 02:00-02:30 does not exist.
        #expect(
            entries(["02:15"], 3, from: "2026-10-03T12:00:00+10:30", in: "Australia/Lord_Howe") == [
                "2026-10-04T02:45:00+11:00", "2026-10-05T02:15:00+11:00", "2026-10-06T02:15:00+11:00",
            ])
    }

    @Test func lordHoweHalfHourOverlapMatchesTheFirstOccurrence() {
        // Back from +11:00 to +10:30 at 02:00 on 5 April 2026: 01:30-02:00 happens twice.
        #expect(
            entries(["01:45"], 2, from: "2026-04-04T12:00:00+11:00", in: "Australia/Lord_Howe") == [
                "2026-04-05T01:45:00+11:00", "2026-04-06T01:45:00+10:30",
            ])
        #expect(
            entries(["01:45"], 1, from: "2026-04-05T01:50:00+11:00", in: "Australia/Lord_Howe") == [
                "2026-04-05T01:45:00+10:30"
            ])
    }

    @Test func chathamGapMovesForwardByTheGapNotByAnHour() {
        // Chatham goes from +12:45 to +13:45 at 02:45 on 27 September 2026: 02:50 is 03:50.
        #expect(
            entries(["02:50"], 2, from: "2026-09-26T12:00:00+12:45", in: "Pacific/Chatham") == [
                "2026-09-27T03:50:00+13:45", "2026-09-28T02:50:00+13:45",
            ])
    }

    @Test func chathamOverlapMatchesTheFirstOccurrence() {
        // Back from +13:45 to +12:45 at 03:45 on 5 April 2026: 02:45-03:45 happens twice.
        #expect(
            entries(["03:00"], 2, from: "2026-04-04T12:00:00+13:45", in: "Pacific/Chatham") == [
                "2026-04-05T03:00:00+13:45", "2026-04-06T03:00:00+12:45",
            ])
    }

    @Test func newYorkGapKeepsTimesInInstantOrder() {
        // 02:30 becomes 03:30 daylight time, after 03:15.
        #expect(
            entries(["02:30", "03:15"], 4, from: "2026-03-08T00:00:00-05:00", in: "America/New_York") == [
                "2026-03-08T03:15:00-04:00", "2026-03-08T03:30:00-04:00", "2026-03-09T02:30:00-04:00",
                "2026-03-09T03:15:00-04:00",
            ])
    }

    @Test func berlinOverlapSearchFromInsideFindsTheSecondOccurrence() {
        // Berlin repeats 02:00-03:00 on 25 October 2026.
        #expect(
            entries(["02:30"], 1, from: "2026-10-25T02:45:00+02:00", in: "Europe/Berlin") == [
                "2026-10-25T02:30:00+01:00"
            ])
    }

    @Test func apiaSkippedThirtiethOfDecember2011() {
        // Apia went from -10:00 to +14:00 at the end of 29 December 2011; the 30th never happened. Its 09:00
        // moves forward 24 hours onto the 31st's 09:00 and counts once.
        #expect(
            entries(["09:00"], 3, from: "2011-12-29T00:00:00-10:00", in: "Pacific/Apia") == [
                "2011-12-29T09:00:00-10:00", "2011-12-31T09:00:00+14:00", "2012-01-01T09:00:00+14:00",
            ])
    }

    @Test func kiritimatiAndKwajaleinSkippedADay() {
        // Kiritimati skipped 31 December 1994 (-10:00 to +14:00); Kwajalein 21 August 1993 (-12:00 to +12:00).
        #expect(
            entries(["12:00"], 2, from: "1994-12-30T00:00:00-10:00", in: "Pacific/Kiritimati") == [
                "1994-12-30T12:00:00-10:00", "1995-01-01T12:00:00+14:00",
            ])
        #expect(
            entries(["12:00"], 2, from: "1993-08-20T00:00:00-12:00", in: "Pacific/Kwajalein") == [
                "1993-08-20T12:00:00-12:00", "1993-08-22T12:00:00+12:00",
            ])
    }
}

/// Values no spec may declare, built by hand: the library clamps or answers, and never traps.
@Suite struct HostileScheduleTests {
    let request = date("2026-01-05T09:00:00-05:00")

    @Test func hugeCountsStopAtTheLimit() {
        let forms: [EntrySchedule] = [
            .every(.seconds(1), count: Int.max, start: .zero),
            .dynamic(count: Int.max, every: .minutes(1)),
            .everyFor(.seconds(1), span: .seconds(Int.max), start: .zero),
            .wallClock(WallClockRule(times: [WallTime(hour: 9, minute: 0)!]), count: Int.max),
            .union([.every(.seconds(1), count: Int.max, start: .zero), .every(.seconds(2), count: 5_000, start: .zero)]
            ),
        ]
        for form in forms {
            #expect(form.entryDates(forRequestAt: request, in: newYork).count == EntrySchedule.maximumEntryCount)
        }
    }

    @Test func hugeStepsDoNotOverflow() {
        // `index * step` overflows `Int` here.
        let dates = EntrySchedule.every(.days(100_000_000), count: 1_100_000, start: .zero)
            .entryDates(forRequestAt: request, in: newYork)
        #expect(dates.count == EntrySchedule.maximumEntryCount)
        #expect(dates == dates.sorted())
    }

    @Test func extremeValuesAreDescribedAndSearchedWithoutTrapping() {
        #expect(ScheduleDuration(seconds: Int.min).description.hasPrefix("-"))
        #expect(ScheduleDuration(parsing: "999999999d999999999h") != nil)
        let rule = WallClockRule(times: [WallTime(hour: 9, minute: 0)!])
        #expect(rule.nextDate(after: .distantFuture, in: newYork) != nil)
        #expect(rule.nextDate(after: Date(timeIntervalSince1970: 1e300), in: newYork) == nil)
        let policy = ReloadPolicy.after(.seconds(Int.max))
        #expect(policy.nextRequestDate(forRequestAt: request, entryDates: [], in: newYork) != nil)
    }
}
