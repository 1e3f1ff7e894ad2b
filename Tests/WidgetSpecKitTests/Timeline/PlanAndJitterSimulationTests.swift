import Foundation
import Testing
import WidgetSchedule
import WidgetSpecKit

/// The plans the app's data selects over the horizon, and the jitter of one installation or the range.
@Suite struct PlanSimulationTests {
    /// Apple's health widget [S3]: hourly recovery by default, one entry and no request when full, a retry in two
    /// hours while a dragon attacks.
    static let health = TimelineRule(
        plan: TimelinePlan(entries: .every(.hours(1), count: 4, start: .zero), policy: .atEnd),
        plans: [
            "full": TimelinePlan(entries: .now, policy: .never),
            "dragon": TimelinePlan(entries: .now, policy: .after(.hours(2))),
        ])

    let widget = Fixture.widget("Health", health)

    @Test func theDefaultPlanAnswersWithoutSwitches() {
        let result = Fixture.simulate(widget)
        #expect(Fixture.hours(result.budget.reloads.map(\.at)) == [0, 3, 6, 9, 12, 15, 18, 21])
        #expect(result.budget.reloads.allSatisfy { $0.plan == "default" })
        #expect(result.plansUsed == [PlanPolicy(name: "default", policy: "atEnd")])
        #expect(result.policyDescription == "atEnd")
    }

    @Test func aSwitchIsUsedByTheNextRequestAndReloadsNothingByItself() {
        let result = Fixture.simulate(widget, options: Fixture.options(plans: [Fixture.plan("full", at: 2)]))
        // The 3 h request sees full health: one entry and `never`, so nothing asks again.
        #expect(Fixture.hours(result.budget.reloads.map(\.at)) == [0, 3])
        #expect(result.budget.reloads.map(\.plan) == ["default", "full"])
        #expect(result.budget.summary.longestGapSeconds == 21 * 3600)
        #expect(result.policyDescription == "atEnd; full: never")
    }

    @Test func aSequenceOfPlansWithTheEventThatReloads() {
        let spec = Fixture.spec(widgets: [widget], events: [Fixture.event("dragonAttacked", reloads: ["Health"])])
        let options = Fixture.options(
            events: [ScheduledEvent(name: "dragonAttacked", offset: .hours(4))],
            plans: [Fixture.plan("full", at: 3), Fixture.plan("dragon", at: 4), Fixture.plan("default", at: 8)])
        let result = TimelineSimulator.simulate([spec], options: options).widgets[0]
        // Healing, full at 3 h (never), the dragon's event at 4 h (after 2h), healing again from the 8 h request.
        #expect(Fixture.hours(result.budget.reloads.map(\.at)) == [0, 3, 4, 6, 8, 11, 14, 17, 20, 23])
        #expect(
            result.budget.reloads.map(\.plan) == [
                "default", "full", "dragon", "dragon", "default", "default", "default", "default", "default",
                "default",
            ])
        #expect(result.budget.reloads[2].reason == .event)
        #expect(result.plansUsed.map(\.name) == ["default", "full", "dragon"])
    }

    @Test func laterSwitchesAtTheSameOffsetWin() {
        let options = Fixture.options(plans: [Fixture.plan("full", at: 0), Fixture.plan("dragon", at: 0)])
        #expect(options.planName(at: Fixture.monday) == "dragon")
        #expect(options.planName(at: Fixture.monday.addingTimeInterval(-1)) == "default")
    }

    @Test func aWidgetWithoutThePlanUsesItsDefault() {
        let other = Fixture.widget("Clock", entries: .now, policy: .after(.hours(6)))
        let options = Fixture.options(plans: [Fixture.plan("full", at: 0)])
        let result = TimelineSimulator.simulate([Fixture.spec(widgets: [widget, other])], options: options)
        #expect(result.widgets[0].budget.reloads.map(\.plan) == ["full"])
        #expect(result.widgets[1].budget.reloads.map(\.plan) == ["default", "default", "default", "default"])
    }

    @Test func onErrorIsAPlanInTheSequence() {
        let options = Fixture.options(plans: [Fixture.plan("onError", at: 5), Fixture.plan("default", at: 9)])
        let result = Fixture.simulate(widget, options: options)
        // The default error plan retries after an hour; the 9 h request is healthy again.
        #expect(Fixture.hours(result.budget.reloads.map(\.at)) == [0, 3, 6, 7, 8, 9, 12, 15, 18, 21])
        #expect(result.budget.reloads[2...4].allSatisfy { $0.plan == "onError" })
    }

    @Test func bothViewsUseTheSamePlans() {
        let options = Fixture.options(plans: [Fixture.plan("dragon", at: 0)])
        let result = Fixture.simulate(widget, options: options)
        #expect(result.guaranteed.reloads == result.budget.reloads)
        #expect(result.guaranteed.summary.reloads == 12)
    }
}

@Suite struct BudgetViewTests {
    @Test func theGuaranteedViewAsksWhatThePolicyAsks() {
        let result = Fixture.simulate(Fixture.widget("Poll", entries: .now, policy: .after(.minutes(15))))
        #expect(result.guaranteed.summary.reloads == 96)
        #expect(result.guaranteed.summary.deferrals == 0)
        #expect(result.guaranteed.reloads.dropFirst().allSatisfy { $0.reason == .after })
        #expect(result.guaranteed.summary.longestGapSeconds == 900)
        #expect(result.guaranteed.summary.budgetUsed == 96)
    }

    @Test func theTypicalBudgetSpreadsTheReloadsOverTheDay() {
        // Apple's 15-minute example: 70 reloads 20m35s apart, no blackout.
        let result = Fixture.simulate(Fixture.widget("Poll", entries: .now, policy: .after(.minutes(15))))
        #expect(result.budget.summary.reloads == 70)
        #expect(result.budget.summary.longestGapSeconds == 1235)
        #expect(result.budget.reloads.last?.at == Fixture.monday.addingTimeInterval(69 * 1235))
        #expect(result.budget.deferrals.first?.planned == Fixture.monday.addingTimeInterval(900))
        #expect(result.budget.deferrals.first?.deferredTo == Fixture.monday.addingTimeInterval(1235))
    }

    @Test func thePessimisticBudgetShowsTheBlackout() {
        let options = Fixture.options(model: .pessimistic)
        let result = Fixture.simulate(
            Fixture.widget("Poll", entries: .now, policy: .after(.minutes(15))), options: options)
        #expect(result.budget.summary.reloads == 70)
        #expect(result.budget.summary.longestGapSeconds == 6 * 3600 + 45 * 60)
    }

    @Test func aPolicySlowerThanThePaceIsNotDeferred() {
        let result = Fixture.simulate(Fixture.widget("Hourly", entries: .now, policy: .after(.hours(1))))
        #expect(result.budget.summary.deferrals == 0)
        #expect(result.budget.reloads == result.guaranteed.reloads)
    }

    @Test func thePaceIsTheDayOverTheBudgetRoundedUp() {
        #expect(BudgetAssumption(reloadsPerDay: 70).pace == .seconds(1235))
        #expect(BudgetAssumption(reloadsPerDay: 40).pace == .seconds(2160))
        #expect(BudgetAssumption(reloadsPerDay: 1).pace == .hours(24))
        #expect(BudgetAssumption(reloadsPerDay: 0).pace == .hours(24))
    }
}

@Suite struct JitterSimulationTests {
    static let rule = TimelineRule(
        plan: TimelinePlan(entries: .now, policy: .after(.hours(1))), jitter: .minutes(15))

    @Test func aSeedGivesTheAppsExactOffset() throws {
        let seed = Jitter.seed(for: "7D3C0F7E-0000-4000-8000-000000000001/com.example.leaderboard")
        let result = Fixture.simulate(
            Fixture.widget("Leaderboard", Self.rule), options: Fixture.options(jitterSeed: seed))
        let offset = Jitter.offset(seed: seed, window: .minutes(15))
        #expect(result.jitter == JitterRange(window: .minutes(15), seed: seed, offset: offset))
        // Each request is the app's: evaluated with the same seed at the previous request.
        for (previous, next) in zip(result.budget.reloads, result.budget.reloads.dropFirst()) {
            let app = Self.rule.evaluate(requestedAt: previous.at, in: Fixture.newYork, jitterSeed: seed)
            #expect(next.at == app.nextRequestDate)
            #expect(next.at.timeIntervalSince(previous.at) == TimeInterval(3600 + offset))
        }
    }

    @Test func withoutASeedTheReportGivesTheRange() throws {
        let result = Fixture.simulate(Fixture.widget("Leaderboard", Self.rule))
        let range = try #require(result.jitter)
        #expect(range.seed == nil)
        #expect(range.offset == 0)
        // The earliest installation asks every hour; one at the end of every window every 1h15m.
        #expect(result.budget.summary.reloads == 24)
        let latest = try #require(range.latest)
        #expect(latest.offset == 900)
        #expect(latest.guaranteed.reloads == 20)
        #expect(latest.budget.longestGapSeconds == 4500)
    }

    @Test func widgetsWithoutJitterOrWithoutADatedPolicyHaveNoRange() {
        let plain = Fixture.simulate(Fixture.widget("Plain", entries: .now, policy: .after(.hours(1))))
        #expect(plain.jitter == nil)
        let never = TimelineRule(plan: TimelinePlan(entries: .now, policy: .never), jitter: .minutes(15))
        #expect(Fixture.simulate(Fixture.widget("Never", never)).jitter == nil)
    }
}
