import Foundation
import Testing

@testable import WidgetSpecKit

/// The Live Activity lane's push budget assumption and the restart the 8-hour limit forces, as every report
/// format words them.
@Suite struct ActivityPushLaneTests {
    static func lane(_ body: String) throws -> ActivityTimeline {
        let text =
            "spec: 1\nbundle: B\nplatforms: { iOS: \"18.0\" }\nactivities:\n  Match:\n    state: { score: Int }\n"
            + body.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n") + "\n"
        let spec = try #require(SpecLoader.load(SourceFile(path: "a.widgets.yaml", text: text)).spec)
        return ActivityTimeline(activity: spec.activities[0], bundle: "B", start: Date(timeIntervalSince1970: 0))
    }

    static func lines(_ lane: ActivityTimeline) -> [String] {
        Array(ReportText.activityLines(lane, clock: ReportClock(timeZone: TimeZone(identifier: "UTC")!)).dropFirst(2))
    }

    @Test func anActivityWithoutPushHasNoBudgetAndItsDurationEndsIt() throws {
        let lane = try Self.lane("duration: 2h")
        #expect(lane.pushBudget == nil)
        #expect(lane.restart == nil)
        #expect(Self.lines(lane) == ["updates: by the app alone (no push)"])
    }

    @Test func priorityTenCountsAndFrequentUpdatesRaiseTheBudget() throws {
        let lane = try Self.lane("duration: 2h\npush: { type: token, frequentUpdates: true }")
        #expect(lane.pushBudget?.countsTowardBudget == true)
        #expect(
            Self.lines(lane) == [
                "updates: pushes by token at priority 10",
                "budget: priority 10 counts toward an hourly budget Apple does not publish; frequent updates raise it",
            ])
    }

    @Test func theEightHourLimitForcesARestartByPushToStartOrByTheApp() throws {
        let byPush = try Self.lane("push: { type: channel, start: true, priority: 5 }")
        #expect(
            byPush.restart == ActivityTimeline.Restart(at: Date(timeIntervalSince1970: 8 * 3600), byPushToStart: true))
        #expect(
            Self.lines(byPush) == [
                "updates: pushes by channel at priority 5",
                "budget: priority 5 does not count toward the hourly budget",
                "restart: the 8h limit ends it Thu 08:00; a push-to-start begins the next",
            ])
        let byApp = try Self.lane("staleAfter: 1h")
        #expect(byApp.restart?.byPushToStart == false)
        #expect(Self.lines(byApp).last == "restart: the 8h limit ends it Thu 08:00; the app must start the next")
    }
}
