import Foundation
import Testing
import WidgetSpecKit

/// The seeds' scenarios of issue 4, asserted exactly (default start Monday 09:00 New York, 24 h, budget 70
/// typical unless a test says otherwise).
@Suite struct SeedScenarioTests {
    let fourHourly = EntrySchedule.every(.hours(1), count: 4, start: .zero)

    @Test func fourHourlyEntriesAtEndReloadEveryThreeHours() {
        let result = Fixture.simulate(Fixture.widget("Character", entries: fourHourly, policy: .atEnd))
        #expect(Fixture.hours(result.budget.reloads.map(\.at)) == [0, 3, 6, 9, 12, 15, 18, 21])
        #expect(result.budget.reloads.dropFirst().allSatisfy { $0.reason == .atEnd })
        #expect(result.budget.reloads.first?.reason == .initial)
        #expect(result.budget.summary.reloads == 8)
        // One render an hour; the entry dated at the next request is replaced by the new timeline's first.
        #expect(Fixture.hours(result.budget.renders.map(\.at)) == (0..<24).map(Double.init))
        #expect(result.budget.renders.map(\.entry) == Array(repeating: [0, 1, 2], count: 8).flatMap { $0 })
        #expect(result.budget.summary.renders == 24)
        #expect(result.budget.summary.deadEntries == 0)
        #expect(result.budget.summary.deferrals == 0)
        #expect(result.budget.summary.longestGapSeconds == 3600)
        #expect(result.budget.summary.budgetUsed == 8)
    }

    @Test func afterTwoHoursKillsTheThreeHourEntryInEveryTimeline() {
        let result = Fixture.simulate(Fixture.widget("Character", entries: fourHourly, policy: .after(.hours(2))))
        #expect(Fixture.hours(result.budget.reloads.map(\.at)) == stride(from: 0.0, to: 24, by: 2).map { $0 })
        #expect(result.budget.summary.reloads == 12)
        #expect(result.budget.summary.deadEntries == 12)
        #expect(result.budget.deadEntries.allSatisfy { $0.entry == 3 })
        #expect(
            result.budget.deadEntries.map { $0.date.timeIntervalSince(result.budget.reloads[$0.request].at) }
                == Array(repeating: 3 * 3600, count: 12))
        #expect(result.budget.summary.renders == 24)
        #expect(result.budget.summary.longestGapSeconds == 3600)
        #expect(result.budget.summary.deferrals == 0)
    }

    @Test func singleEntryAtEndAsksEveryFiveMinutesAndTheTypicalBudgetSpreadsItsReloads() {
        let result = Fixture.simulate(Fixture.widget("Ticker", entries: .now, policy: .atEnd))
        // Guaranteed: the policy asks again at once, so every request is throttled to the 5-minute minimum.
        #expect(result.guaranteed.summary.reloads == 288)
        #expect(result.guaranteed.summary.throttled == 287)
        #expect(result.guaranteed.summary.deferrals == 0)
        #expect(result.guaranteed.summary.longestGapSeconds == 300)
        // Budget view: 70 reloads 20m35s apart all day, no blackout.
        #expect(result.budget.summary.reloads == 70)
        #expect(
            result.budget.reloads.map { Int($0.at.timeIntervalSince(Fixture.monday)) } == (0..<70).map { $0 * 1235 })
        #expect(result.budget.reloads.dropFirst().allSatisfy { $0.reason == .deferred && $0.cause == .atEnd })
        #expect(result.budget.summary.deferrals == 70)
        #expect(result.budget.summary.longestGapSeconds == 1235)
        #expect(result.budget.summary.budgetUsed == 70)
    }

    @Test func singleEntryAtEndUnderThePessimisticBudgetGoesDarkForHours() {
        let result = Fixture.simulate(
            Fixture.widget("Ticker", entries: .now, policy: .atEnd), options: Fixture.options(model: .pessimistic))
        #expect(result.budget.summary.reloads == 70)
        #expect(result.budget.reloads.map { Int($0.at.timeIntervalSince(Fixture.monday)) } == (0..<70).map { $0 * 300 })
        #expect(result.budget.reloads.dropFirst().allSatisfy { $0.reason == .throttled && $0.cause == .atEnd })
        #expect(result.budget.summary.throttled == 69)
        #expect(result.budget.summary.deferrals == 1)
        // The 71st request, due at 5h50m, waits until the first reload leaves the 24 h window: the horizon's end.
        #expect(result.budget.deferrals.first?.planned == Fixture.monday.addingTimeInterval(350 * 60))
        #expect(result.budget.deferrals.first?.deferredTo == Fixture.monday.addingTimeInterval(24 * 3600))
        #expect(result.budget.deferrals.first?.cause == .atEnd)
        #expect(result.budget.summary.renders == 70)
        #expect(result.budget.summary.budgetUsed == 70)
        #expect(result.budget.summary.longestGapSeconds == 24 * 3600 - 345 * 60)
        #expect(result.budget.summary.deadEntries == 0)
    }

    @Test func stockWidgetOnFridayAfternoonWaitsForMondayOpen() {
        let open = WallClockRule(
            times: [WallTime(hour: 9, minute: 30)!], weekdays: [.mon, .tue, .wed, .thu, .fri],
            timeZone: .named("America/New_York"))
        let widget = Fixture.widget("Stock", entries: .now, policy: .afterWallClock(open))
        let friday = Fixture.date("2026-01-09T16:00:00-05:00")
        let day = Fixture.simulate(widget, options: Fixture.options(start: friday))
        #expect(day.budget.summary.reloads == 1)
        #expect(day.budget.summary.renders == 1)
        #expect(day.budget.summary.longestGapSeconds == 24 * 3600)
        let weekend = Fixture.simulate(widget, options: Fixture.options(start: friday, horizon: .hours(72)))
        #expect(weekend.budget.reloads.map(\.at) == [friday, Fixture.date("2026-01-12T09:30:00-05:00")])
        #expect(weekend.budget.reloads.last?.reason == .after)
        #expect(weekend.budget.summary.longestGapSeconds == 65 * 3600 + 1800)
    }

    @Test func neverReloadsOnlyOnTheEvent() {
        let widget = Fixture.widget("BusinessCard", entries: .now, policy: .never)
        let spec = Fixture.spec(widgets: [widget], events: [Fixture.event("logout", reloads: nil)])
        let options = Fixture.options(events: [ScheduledEvent(name: "logout", offset: .hours(3))])
        let result = TimelineSimulator.simulate([spec], options: options).widgets[0]
        #expect(Fixture.hours(result.budget.reloads.map(\.at)) == [0, 3])
        #expect(result.budget.reloads.map(\.reason) == [.initial, .event])
        #expect(result.budget.reloads.last?.events == ["logout"])
        #expect(result.budget.summary.renders == 2)
        #expect(result.budget.summary.longestGapSeconds == 21 * 3600)
        let quiet = Fixture.simulate(widget)
        #expect(quiet.budget.summary.reloads == 1)
    }

    @Test func onErrorWithFailRetriesEveryTwoHours() {
        let midnight = WallClockRule(times: [WallTime(hour: 0, minute: 0)!])
        let rule = TimelineRule(
            plan: TimelinePlan(entries: .now, policy: .afterWallClock(midnight)), jitter: .hours(1),
            onError: TimelinePlan(entries: .now, policy: .after(.hours(2))))
        let widget = Fixture.widget("News", rule)
        let failing = Fixture.simulate(widget, options: Fixture.options(plans: [Fixture.plan("onError", at: 0)]))
        #expect(Fixture.hours(failing.budget.reloads.map(\.at)) == stride(from: 0.0, to: 24, by: 2).map { $0 })
        #expect(failing.budget.summary.reloads == 12)
        #expect(failing.budget.reloads[1].jitterWindow?.duration == 3600)
        #expect(failing.policyDescription == "onError: after 2h")
        #expect(failing.budget.reloads.allSatisfy { $0.plan == "onError" })
        let succeeding = Fixture.simulate(widget)
        #expect(Fixture.hours(succeeding.budget.reloads.map(\.at)) == [0, 15])
        #expect(
            succeeding.budget.reloads[1].jitterWindow
                == DateInterval(start: succeeding.budget.reloads[1].at, duration: 3600))
        #expect(succeeding.budget.summary.longestGapSeconds == 15 * 3600)
    }
}
