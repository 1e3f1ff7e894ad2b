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

    /// Apple's health widget [S3]: recovering hourly by default, one entry and no request when full, a retry in
    /// 2 hours while a dragon attacks (the dragon plan keeps the default entries).
    var healthRule: TimelineRule {
        let hourly = EntrySchedule.every(.hours(1), count: 4, start: .zero)
        return TimelineRule(
            plan: TimelinePlan(entries: hourly, policy: .atEnd),
            plans: [
                "full": TimelinePlan(entries: .now, policy: .never),
                "dragon": TimelinePlan(entries: hourly, policy: .after(.hours(2))),
            ],
            jitter: .minutes(10))
    }

    @Test func aNamedPlanAnswersWithItsOwnEntriesAndPolicy() {
        let full = healthRule.evaluate(requestedAt: request, in: newYork, plan: "full")
        #expect(full.planName == "full")
        #expect(full.outcome == .success)
        #expect(full.entryDates == [request])
        #expect(full.nextRequestDate == nil)
        let dragon = healthRule.evaluate(requestedAt: request, in: newYork, plan: "dragon")
        #expect(dragon.entryDates.count == 4)
        #expect(dragon.policyDate == request.addingTimeInterval(7200))
    }

    @Test func theDefaultPlanIsNamedDefault() {
        let byName = healthRule.evaluate(requestedAt: request, in: newYork, plan: "default")
        let byOmission = healthRule.evaluate(requestedAt: request, in: newYork)
        #expect(byName == byOmission)
        #expect(byName.planName == TimelineRule.defaultPlanName)
        #expect(byName.plan == healthRule.plan)
        #expect(byName.policyDate == request.addingTimeInterval(3 * 3600))
    }

    @Test func anUndeclaredNameFallsBackToTheDefaultPlan() {
        let result = healthRule.evaluate(requestedAt: request, in: newYork, plan: "asleep")
        #expect(result.planName == TimelineRule.defaultPlanName)
        #expect(result.plan == healthRule.plan)
        #expect(healthRule.plan(named: "") == healthRule.plan)
    }

    @Test func onErrorIsAPlanLikeTheOthers() {
        let byName = healthRule.evaluate(requestedAt: request, in: newYork, plan: "onError")
        let byOutcome = healthRule.evaluate(requestedAt: request, in: newYork, outcome: .failure)
        #expect(byName == byOutcome)
        #expect(byName.outcome == .failure)
        #expect(byName.plan == TimelineRule.defaultErrorPlan)
        #expect(TimelineOutcome.allCases.map(\.planName) == ["default", "onError"])
    }

    @Test func theSeedMovesTheRequestOfEveryPlan() {
        let seed = Jitter.seed(for: "install/com.example.health")
        let offset = TimeInterval(Jitter.offset(seed: seed, window: .minutes(10)))
        for name in ["default", "dragon", "onError"] {
            let result = healthRule.evaluate(requestedAt: request, in: newYork, plan: name, jitterSeed: seed)
            #expect(result.nextRequestDate == result.policyDate!.addingTimeInterval(offset))
        }
    }
}
