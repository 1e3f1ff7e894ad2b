import Foundation
import Testing
import WidgetSchedule

/// `ReloadPolicy.earliest`: the date the generated provider hands to `TimelineReloadPolicy.after(_:)` and the
/// report simulates, at its edges.
@Suite struct EarliestPolicyTests {
    let lordHowe = "Australia/Lord_Howe"

    func wallClock(_ time: String, in zone: String) -> ReloadPolicy {
        let parts = time.split(separator: ":").map { Int($0)! }
        return .afterWallClock(
            WallClockRule(times: [WallTime(hour: parts[0], minute: parts[1])!], timeZone: .named(zone)))
    }

    func next(_ policy: ReloadPolicy, at request: String, entries: [Date] = [], in zone: String) -> String? {
        let date = policy.nextRequestDate(forRequestAt: date(request), entryDates: entries, in: .gmt)
        return date.map { iso([$0], zone)[0] }
    }

    func winner(_ policy: ReloadPolicy, at request: String, entries: [Date] = []) -> Int? {
        policy.earliestCandidate(forRequestAt: date(request), entryDates: entries, in: .gmt)?.index
    }

    @Test func theEarlierCandidateWins() {
        let request = "2026-01-05T09:00:00-05:00"
        let hourly: ReloadPolicy = .earliest([.atEnd, .after(.hours(1))])
        let entries = [date(request), date("2026-01-05T09:30:00-05:00")]
        #expect(next(hourly, at: request, entries: entries, in: "America/New_York") == "2026-01-05T09:30:00-05:00")
        #expect(winner(hourly, at: request, entries: entries) == 0)
        let late = [date(request), date("2026-01-05T14:00:00-05:00")]
        #expect(next(hourly, at: request, entries: late, in: "America/New_York") == "2026-01-05T10:00:00-05:00")
        #expect(winner(hourly, at: request, entries: late) == 1)
    }

    @Test func equalCandidatesGiveTheirDateAndTheFirstListedWins() {
        let request = "2026-01-05T09:00:00-05:00"
        let entries = [date("2026-01-05T10:00:00-05:00")]
        let policy: ReloadPolicy = .earliest([.after(.hours(1)), .atEnd])
        #expect(next(policy, at: request, entries: entries, in: "America/New_York") == "2026-01-05T10:00:00-05:00")
        #expect(winner(policy, at: request, entries: entries) == 0)
        #expect(winner(.earliest([.atEnd, .after(.hours(1))]), at: request, entries: entries) == 0)
    }

    @Test func aLastEntryInThePastWinsWithItsPastDate() {
        // The app's calendar had its last event before the request: `atEnd` is already due, so WidgetKit asks
        // again as soon as its spacing allows; the date is not moved.
        let request = "2026-01-05T09:00:00-05:00"
        let entries = [date("2026-01-05T07:00:00-05:00"), date("2026-01-05T08:00:00-05:00")]
        let policy: ReloadPolicy = .earliest([.after(.hours(1)), .atEnd])
        #expect(next(policy, at: request, entries: entries, in: "America/New_York") == "2026-01-05T08:00:00-05:00")
        #expect(winner(policy, at: request, entries: entries) == 1)
    }

    @Test func neverDropsOutAndAllNeverIsNever() {
        let request = "2026-01-05T09:00:00-05:00"
        #expect(
            next(.earliest([.never, .after(.hours(2))]), at: request, in: "America/New_York")
                == "2026-01-05T11:00:00-05:00")
        #expect(winner(.earliest([.never, .after(.hours(2))]), at: request) == 1)
        #expect(next(.earliest([.never, .never]), at: request, in: "America/New_York") == nil)
        #expect(next(.earliest([]), at: request, in: "America/New_York") == nil)
        #expect(winner(.after(.hours(1)), at: request) == nil)
    }

    @Test func lordHoweSpringForwardHalfHour() {
        // Lord Howe goes from +10:30 to +11:00 at 02:00 on 4 October 2026: 02:15 does not exist that night and
        // becomes 02:45, before the request's hour (03:00 after the change); 03:00 local ties with the hour.
        let request = "2026-10-04T01:30:00+10:30"
        let gap: ReloadPolicy = .earliest([.after(.hours(1)), wallClock("02:15", in: lordHowe)])
        #expect(next(gap, at: request, in: lordHowe) == "2026-10-04T02:45:00+11:00")
        #expect(winner(gap, at: request) == 1)
        let tie: ReloadPolicy = .earliest([.after(.hours(1)), wallClock("03:00", in: lordHowe)])
        #expect(next(tie, at: request, in: lordHowe) == "2026-10-04T03:00:00+11:00")
        #expect(winner(tie, at: request) == 0)
    }

    @Test func lordHoweFallBackHalfHour() {
        // Back from +11:00 to +10:30 at 02:00 on 5 April 2026: 01:45 first happens at +11:00, before the hour.
        let request = "2026-04-05T01:00:00+11:00"
        let overlap: ReloadPolicy = .earliest([.after(.hours(1)), wallClock("01:45", in: lordHowe)])
        #expect(next(overlap, at: request, in: lordHowe) == "2026-04-05T01:45:00+11:00")
        #expect(winner(overlap, at: request) == 1)
        // An hour after 01:00 (+11:00) is 01:30 on the far side of the change.
        #expect(next(.after(.hours(1)), at: request, in: lordHowe) == "2026-04-05T01:30:00+10:30")
    }

    @Test func theRuleEvaluatesTheEarliestPolicy() {
        let rule = TimelineRule(
            plan: TimelinePlan(
                entries: .dynamic(count: 3, every: .hours(2)), policy: .earliest([.atEnd, .after(.hours(1))])))
        let request = date("2026-01-05T09:00:00-05:00")
        let soon = [request, request.addingTimeInterval(1800)]
        #expect(
            rule.evaluate(requestedAt: request, in: newYork, dynamicDates: soon).nextRequestDate
                == request.addingTimeInterval(1800))
        #expect(
            rule.evaluate(requestedAt: request, in: newYork).nextRequestDate == request.addingTimeInterval(3600))
    }

    @Test func theEarliestPolicyRoundTripsThroughCodable() throws {
        let policy: ReloadPolicy = .earliest([.atEnd, .after(.hours(1)), wallClock("09:30", in: lordHowe)])
        let data = try JSONEncoder().encode(policy)
        #expect(try JSONDecoder().decode(ReloadPolicy.self, from: data) == policy)
    }
}
