import Foundation
import Testing
import WidgetSpecKit

/// The seeds' scenarios of issue 4, asserted exactly (default start Monday 09:00 New York, 24 h, budget 70).
@Suite struct SeedScenarioTests {
    let fourHourly = EntrySchedule.every(.hours(1), count: 4, start: .zero)

    @Test func fourHourlyEntriesAtEndReloadEveryThreeHours() {
        let result = Fixture.simulate(Fixture.widget("Character", entries: fourHourly, policy: .atEnd))
        #expect(Fixture.hours(result.reloads.map(\.at)) == [0, 3, 6, 9, 12, 15, 18, 21])
        #expect(result.reloads.dropFirst().allSatisfy { $0.reason == .atEnd })
        #expect(result.reloads.first?.reason == .initial)
        #expect(result.summary.reloads == 8)
        // One render an hour; the entry dated at the next request is replaced by the new timeline's first.
        #expect(Fixture.hours(result.renders.map(\.at)) == (0..<24).map(Double.init))
        #expect(result.renders.map(\.entry) == Array(repeating: [0, 1, 2], count: 8).flatMap { $0 })
        #expect(result.summary.renders == 24)
        #expect(result.summary.deadEntries == 0)
        #expect(result.summary.deferrals == 0)
        #expect(result.summary.longestGapSeconds == 3600)
        #expect(result.summary.budgetUsed == 8)
    }

    @Test func afterTwoHoursKillsTheThreeHourEntryInEveryTimeline() {
        let result = Fixture.simulate(Fixture.widget("Character", entries: fourHourly, policy: .after(.hours(2))))
        #expect(Fixture.hours(result.reloads.map(\.at)) == stride(from: 0.0, to: 24, by: 2).map { $0 })
        #expect(result.summary.reloads == 12)
        #expect(result.summary.deadEntries == 12)
        #expect(result.deadEntries.allSatisfy { $0.entry == 3 })
        #expect(
            result.deadEntries.map { $0.date.timeIntervalSince(result.reloads[$0.request].at) }
                == Array(repeating: 3 * 3600, count: 12))
        #expect(result.summary.renders == 24)
        #expect(result.summary.longestGapSeconds == 3600)
        #expect(result.summary.deferrals == 0)
    }

    @Test func singleEntryAtEndReloadsEveryFiveMinutesUntilTheBudgetIsUsed() {
        let result = Fixture.simulate(Fixture.widget("Ticker", entries: .now, policy: .atEnd))
        #expect(result.summary.reloads == 70)
        #expect(result.reloads.map { Int($0.at.timeIntervalSince(Fixture.monday)) } == (0..<70).map { $0 * 300 })
        #expect(result.reloads.dropFirst().allSatisfy { $0.reason == .throttled && $0.cause == .atEnd })
        #expect(result.summary.throttled == 69)
        #expect(result.summary.deferrals == 1)
        // The 71st request, due at 5h50m, waits until the first reload leaves the 24 h window: the horizon's end.
        #expect(result.deferrals.first?.planned == Fixture.monday.addingTimeInterval(350 * 60))
        #expect(result.deferrals.first?.deferredTo == Fixture.monday.addingTimeInterval(24 * 3600))
        #expect(result.deferrals.first?.cause == .atEnd)
        #expect(result.summary.renders == 70)
        #expect(result.summary.budgetUsed == 70)
        #expect(result.summary.longestGapSeconds == 24 * 3600 - 345 * 60)
        #expect(result.summary.deadEntries == 0)
    }

    @Test func stockWidgetOnFridayAfternoonWaitsForMondayOpen() {
        let open = WallClockRule(
            times: [WallTime(hour: 9, minute: 30)!], weekdays: [.mon, .tue, .wed, .thu, .fri],
            timeZone: .named("America/New_York"))
        let widget = Fixture.widget("Stock", entries: .now, policy: .afterWallClock(open))
        let friday = Fixture.date("2026-01-09T16:00:00-05:00")
        let day = Fixture.simulate(widget, options: Fixture.options(start: friday))
        #expect(day.summary.reloads == 1)
        #expect(day.summary.renders == 1)
        #expect(day.summary.longestGapSeconds == 24 * 3600)
        let weekend = Fixture.simulate(widget, options: Fixture.options(start: friday, horizon: .hours(72)))
        #expect(weekend.reloads.map(\.at) == [friday, Fixture.date("2026-01-12T09:30:00-05:00")])
        #expect(weekend.reloads.last?.reason == .after)
        #expect(weekend.summary.longestGapSeconds == 65 * 3600 + 1800)
    }

    @Test func neverReloadsOnlyOnTheEvent() {
        let widget = Fixture.widget("BusinessCard", entries: .now, policy: .never)
        let spec = Fixture.spec(widgets: [widget], events: [Fixture.event("logout", reloads: nil)])
        let options = Fixture.options(events: [ScheduledEvent(name: "logout", offset: .hours(3))])
        let result = TimelineSimulator.simulate([spec], options: options).widgets[0]
        #expect(Fixture.hours(result.reloads.map(\.at)) == [0, 3])
        #expect(result.reloads.map(\.reason) == [.initial, .event])
        #expect(result.reloads.last?.events == ["logout"])
        #expect(result.summary.renders == 2)
        #expect(result.summary.longestGapSeconds == 21 * 3600)
        let quiet = Fixture.simulate(widget)
        #expect(quiet.summary.reloads == 1)
    }

    @Test func onErrorWithFailRetriesEveryTwoHours() {
        let midnight = WallClockRule(times: [WallTime(hour: 0, minute: 0)!])
        let rule = TimelineRule(
            plan: TimelinePlan(entries: .now, policy: .afterWallClock(midnight)), jitter: .hours(1),
            onError: TimelinePlan(entries: .now, policy: .after(.hours(2))))
        let widget = Fixture.widget("News", rule)
        let failing = Fixture.simulate(widget, options: Fixture.options(fail: true))
        #expect(Fixture.hours(failing.reloads.map(\.at)) == stride(from: 0.0, to: 24, by: 2).map { $0 })
        #expect(failing.summary.reloads == 12)
        #expect(failing.reloads[1].jitterWindow?.duration == 3600)
        #expect(failing.policyDescription == "after 2h")
        let succeeding = Fixture.simulate(widget)
        #expect(Fixture.hours(succeeding.reloads.map(\.at)) == [0, 15])
        #expect(succeeding.reloads[1].jitterWindow == DateInterval(start: succeeding.reloads[1].at, duration: 3600))
        #expect(succeeding.summary.longestGapSeconds == 15 * 3600)
    }
}
