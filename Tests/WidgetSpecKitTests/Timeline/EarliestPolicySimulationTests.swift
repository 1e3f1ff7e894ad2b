import Foundation
import Testing
import WidgetSchedule
@testable import WidgetSpecKit

/// The report's simulation of an `earliest` policy: each request at the earliest candidate's date, named in the
/// reload and in the report's reason.
@Suite struct EarliestPolicySimulationTests {
    /// Three hourly entries (`atEnd` two hours after each request) raced against noon in New York.
    let widget = Fixture.widget(
        "Calendar", entries: .every(.hours(1), count: 3, start: .zero),
        policy: .earliest([.atEnd, .afterWallClock(WallClockRule(times: [WallTime(hour: 12, minute: 0)!]))]))

    @Test func theCandidateThatWinsChangesWithTheRequest() {
        let reloads = Fixture.simulate(widget, options: Fixture.options(horizon: .hours(6))).guaranteed.reloads
        // 09:00 asks at 11:00 (atEnd beats noon); 11:00 asks at noon (before 13:00); noon asks at 14:00 (atEnd
        // beats tomorrow's noon).
        #expect(Fixture.hours(reloads.map(\.at)) == [0, 2, 3, 5])
        #expect(reloads.map(\.candidate) == [nil, "atEnd", "after 12:00", "atEnd"])
        #expect(reloads.map(\.reason) == [.initial, .atEnd, .after, .atEnd])
    }

    @Test func theReportNamesTheWinningCandidate() {
        let reloads = Fixture.simulate(widget, options: Fixture.options(horizon: .hours(6))).guaranteed.reloads
        let clock = ReportClock(timeZone: TimeZone(identifier: "America/New_York")!)
        #expect(ReportText.reason(reloads[2], clock: clock) == "after (earliest: after 12:00)")
        #expect(ReportText.reason(reloads[1], clock: clock) == "atEnd (earliest: atEnd)")
    }

    @Test func aPolicyOtherThanEarliestNamesNoCandidate() {
        let plain = Fixture.widget("Plain", entries: .now, policy: .after(.hours(1)))
        let reloads = Fixture.simulate(plain, options: Fixture.options(horizon: .hours(3))).guaranteed.reloads
        #expect(reloads.allSatisfy { $0.candidate == nil })
    }

    @Test func aPastWinnerIsThrottledToTheSpacing() {
        // `dynamic` dates the app gives all before the request are the form's assumption in the report, so a
        // past `atEnd` is modelled with entries before the request: WidgetKit asks again 5 minutes later.
        let past = Fixture.widget(
            "Past", entries: .offsets([.hours(-2), .hours(-1)]), policy: .earliest([.after(.hours(1)), .atEnd]))
        let reloads = Fixture.simulate(past, options: Fixture.options(horizon: .minutes(12))).guaranteed.reloads
        #expect(reloads.map(\.reason) == [.initial, .throttled, .throttled])
        #expect(reloads.map(\.cause) == [nil, .atEnd, .atEnd])
        #expect(reloads.map(\.candidate) == [nil, "atEnd", "atEnd"])
    }
}
