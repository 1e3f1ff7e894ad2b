import Foundation
import Testing
import WidgetSchedule

@Suite struct TimelineRuleTests {
    let request = date("2026-01-05T09:00:00-05:00")
    let midnight = WallClockRule(times: [WallTime(hour: 0, minute: 0)!])

    var newsRule: TimelineRule {
        TimelineRule(
            plan: TimelinePlan(entries: .now, policy: .afterWallClock(midnight)), jitter: .hours(1),
            onError: TimelinePlan(entries: .now, policy: .after(.hours(2))))
    }

    @Test func successUsesThePlanAndShowsTheJitterWindow() {
        let result = newsRule.evaluate(requestedAt: request, in: newYork)
        let nextMidnight = date("2026-01-06T00:00:00-05:00")
        #expect(result.outcome == .success)
        #expect(result.entryDates == [request])
        #expect(result.policyDate == nextMidnight)
        #expect(result.jitterWindow == DateInterval(start: nextMidnight, duration: 3600))
        #expect(result.nextRequestDate == nextMidnight)
    }

    @Test func seedMovesTheRequestInsideTheWindow() {
        let seed = Jitter.seed(for: "install")
        let result = newsRule.evaluate(requestedAt: request, in: newYork, jitterSeed: seed)
        let offset = Jitter.offset(seed: seed, window: .hours(1))
        #expect(result.nextRequestDate == result.policyDate!.addingTimeInterval(TimeInterval(offset)))
        #expect(result.jitterWindow!.contains(result.nextRequestDate!))
    }

    @Test func failureUsesOnError() {
        let result = newsRule.evaluate(requestedAt: request, in: newYork, outcome: .failure)
        #expect(result.outcome == .failure)
        #expect(result.plan == newsRule.onError)
        #expect(result.policyDate == request.addingTimeInterval(7200))
        #expect(result.jitterWindow?.start == request.addingTimeInterval(7200))
    }

    @Test func failureWithoutOnErrorUsesTheDefault() {
        let rule = TimelineRule(plan: TimelinePlan(entries: .every(.hours(1), count: 4, start: .zero), policy: .atEnd))
        let result = rule.evaluate(requestedAt: request, in: newYork, outcome: .failure)
        #expect(result.plan == TimelineRule.defaultErrorPlan)
        #expect(result.entryDates == [request])
        #expect(result.nextRequestDate == request.addingTimeInterval(3600))
        #expect(result.jitterWindow == nil)
    }

    @Test func neverHasNoNextRequestEvenWithJitter() {
        let rule = TimelineRule(plan: TimelinePlan(entries: .now, policy: .never), jitter: .hours(1))
        let result = rule.evaluate(requestedAt: request, in: newYork, jitterSeed: 7)
        #expect(result.nextRequestDate == nil)
        #expect(result.jitterWindow == nil)
    }

    @Test func dynamicDatesReachTheEntries() {
        let rule = TimelineRule(plan: TimelinePlan(entries: .dynamic(count: 3, every: .hours(2)), policy: .atEnd))
        let supplied = [request.addingTimeInterval(600), request.addingTimeInterval(1200)]
        let result = rule.evaluate(requestedAt: request, in: newYork, dynamicDates: supplied)
        #expect(result.entryDates == supplied)
        #expect(result.nextRequestDate == supplied.last)
    }
}
