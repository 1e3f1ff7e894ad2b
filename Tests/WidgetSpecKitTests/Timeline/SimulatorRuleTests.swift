import Foundation
import Testing
import WidgetSpecKit

/// The individual rules of the timeline model.
@Suite struct SimulatorRuleTests {
    @Test func horizonIsHalfOpen() {
        // Requests every 6 h over a 24 h horizon: the one at exactly 24 h is outside.
        let result = Fixture.simulate(Fixture.widget("W", entries: .now, policy: .after(.hours(6))))
        #expect(Fixture.hours(result.budget.reloads.map(\.at)) == [0, 6, 12, 18])
        #expect(result.budget.summary.longestGapSeconds == 6 * 3600)
    }

    @Test func onlyTheLatestPastEntryRendersAtTheRequest() {
        let entries = EntrySchedule.offsets([.hours(-2), .hours(-1), .zero, .hours(1)])
        let result = Fixture.simulate(Fixture.widget("W", entries: entries, policy: .never))
        #expect(result.budget.renders.map(\.entry) == [2, 3])
        #expect(Fixture.hours(result.budget.renders.map(\.at)) == [0, 1])
    }

    @Test func futureOnlyTimelineShowsNothingUntilItsFirstEntry() {
        let result = Fixture.simulate(Fixture.widget("W", entries: .offsets([.hours(2)]), policy: .never))
        #expect(Fixture.hours(result.budget.renders.map(\.at)) == [2])
        #expect(result.budget.summary.longestGapSeconds == 22 * 3600)
    }

    @Test func foregroundEventsDoNotCountAgainstTheBudget() {
        let widget = Fixture.widget("W", entries: .now, policy: .never)
        let spec = Fixture.spec(
            widgets: [widget],
            events: [
                Fixture.event("opened", reloads: ["W"], foreground: true),
                Fixture.event("synced", reloads: ["W"]),
            ])
        let events = (1...6).map { ScheduledEvent(name: $0 % 2 == 0 ? "opened" : "synced", offset: .hours($0)) }
        let result = TimelineSimulator.simulate(
            [spec], options: Fixture.options(budget: 3, model: .pessimistic, events: events)
        )
        .widgets[0]
        // 0, 1 h and 3 h use the budget of 3: the 5 h background event waits, and the 6 h foreground event,
        // which does not wait, reloads first and covers it.
        #expect(Fixture.hours(result.budget.reloads.map(\.at)) == [0, 1, 2, 3, 4, 6])
        #expect(result.budget.reloads.map(\.countsAgainstBudget) == [true, true, false, true, false, false])
        #expect(result.budget.reloads.last?.events == ["opened", "synced"])
        #expect(result.budget.summary.deferrals == 0)
        #expect(result.budget.summary.budgetUsed == 3)
    }

    @Test func actionsReloadTheirWidgetsAndThoseTheyNameWithoutCounting() {
        var shows = Fixture.widget("Shows", entries: .now, policy: .never)
        shows.actions = [Fixture.located("Complete")]
        let named = Fixture.widget("Named", entries: .now, policy: .never)
        let other = Fixture.widget("Other", entries: .now, policy: .never)
        var spec = Fixture.spec(widgets: [other, named, shows], events: [Fixture.event("synced", reloads: nil)])
        spec.actions = [
            ActionDecl(
                name: Fixture.located("Complete"), title: DisplayText("Complete", at: Fixture.range),
                reloads: .widgets([Fixture.located("Named")]))
        ]
        // Four runs with a budget of 2: none waits; at 5 h a counting event joins the run, and that reload counts.
        let events =
            (1...4).map { ScheduledEvent(name: "Complete", offset: .hours($0)) }
            + [ScheduledEvent(name: "Complete", offset: .hours(5)), ScheduledEvent(name: "synced", offset: .hours(5))]
        let result = TimelineSimulator.simulate(
            [spec], options: Fixture.options(budget: 2, model: .pessimistic, events: events))
        #expect(result.events.filter { $0.kind == .action }.map(\.widgets).allSatisfy { $0 == ["Named", "Shows"] })
        #expect(result.events.map(\.exemption) == [.action, .action, .action, .action, .action, nil])
        let widget = result.widgets[2].budget
        #expect(Fixture.hours(widget.reloads.map(\.at)) == [0, 1, 2, 3, 4, 5])
        #expect(widget.reloads.map(\.exemption) == [nil, .action, .action, .action, .action, nil])
        #expect(widget.summary.deferrals == 0)
        #expect(result.widgets[0].budget.summary.reloads == 2)
    }

    @Test func backgroundEventsAreDeferredWhenTheBudgetIsUsed() {
        let widget = Fixture.widget("W", entries: .now, policy: .never)
        let spec = Fixture.spec(widgets: [widget], events: [Fixture.event("synced", reloads: nil)])
        let events = [1, 2, 3].map { ScheduledEvent(name: "synced", offset: .hours($0)) }
        let options = Fixture.options(horizon: .hours(48), budget: 2, model: .pessimistic, events: events)
        let result = TimelineSimulator.simulate([spec], options: options).widgets[0]
        // 0 and 1 h use the budget; the 2 h event waits until 24 h; the 3 h one is covered by that reload.
        #expect(Fixture.hours(result.budget.reloads.map(\.at)) == [0, 1, 24])
        #expect(result.budget.reloads.last?.reason == .deferred)
        #expect(result.budget.reloads.last?.cause == .event)
        #expect(result.budget.reloads.last?.events == ["synced"])
        #expect(result.budget.summary.deferrals == 1)
    }

    @Test func eventsAtTheSameInstantMakeOneReload() {
        let widget = Fixture.widget("W", entries: .now, policy: .never)
        let spec = Fixture.spec(
            widgets: [widget], events: [Fixture.event("a", reloads: nil), Fixture.event("b", reloads: ["W"])])
        let events = [ScheduledEvent(name: "b", offset: .hours(1)), ScheduledEvent(name: "a", offset: .hours(1))]
        let result = TimelineSimulator.simulate([spec], options: Fixture.options(events: events)).widgets[0]
        #expect(result.budget.reloads.count == 2)
        #expect(result.budget.reloads[1].events == ["a", "b"])
    }

    @Test func eventsReloadOnlyTheWidgetsTheyName() {
        let spec = Fixture.spec(
            widgets: [
                Fixture.widget("A", entries: .now, policy: .never), Fixture.widget("B", entries: .now, policy: .never),
            ],
            events: [Fixture.event("onlyA", reloads: ["A"]), Fixture.event("both", reloads: nil)])
        let events = [
            ScheduledEvent(name: "onlyA", offset: .hours(1)), ScheduledEvent(name: "both", offset: .hours(2)),
        ]
        let result = TimelineSimulator.simulate([spec], options: Fixture.options(events: events))
        #expect(result.widgets.map(\.budget.summary.reloads) == [3, 2])
        #expect(result.events.map(\.widgets) == [["A"], ["A", "B"]])
    }

    @Test func anEventBeforeTheNextRequestKillsTheLaterEntries() {
        let widget = Fixture.widget("W", entries: .every(.hours(1), count: 4, start: .zero), policy: .atEnd)
        let spec = Fixture.spec(widgets: [widget], events: [Fixture.event("ping", reloads: nil)])
        let options = Fixture.options(horizon: .hours(3), events: [ScheduledEvent(name: "ping", offset: .minutes(90))])
        let result = TimelineSimulator.simulate([spec], options: options).widgets[0]
        #expect(result.budget.deadEntries.map(\.entry) == [2, 3])
        #expect(result.budget.deadEntries.allSatisfy { $0.request == 0 })
    }

    @Test func deadEntriesAreListedUpToALimitAndCountedInFull() {
        // 24 requests 5 minutes apart as the policy asks, each killing the 1,434 entries dated after the next one.
        let widget = Fixture.widget(
            "W", entries: .every(.minutes(1), count: 1440, start: .zero), policy: .after(.minutes(5)))
        let result = TimelineSimulator.simulate(
            [Fixture.spec(widgets: [widget])], options: Fixture.options(horizon: .hours(2))
        )
        .widgets[0]
        #expect(result.guaranteed.summary.deadEntries == 24 * 1434)
        #expect(result.guaranteed.deadEntries.count + result.guaranteed.unlistedDeadEntries == 24 * 1434)
        #expect(result.guaranteed.deadEntries.count <= TimelineSimulator.deadEntryListLimit)
    }

    @Test func summaryOnlyModeGivesTheSameFigures() {
        let widget = Fixture.widget(
            "W", entries: .every(.minutes(7), count: 9, start: .zero), policy: .after(.minutes(50)))
        var options = Fixture.options(budget: 20)
        let detailed = Fixture.simulate(widget, options: options)
        options.recordsDetail = false
        let summary = Fixture.simulate(widget, options: options)
        #expect(summary.budget.summary == detailed.budget.summary)
        #expect(summary.budget.reloads.isEmpty && summary.budget.renders.isEmpty)
        #expect(detailed.budget.summary.renders == detailed.budget.renders.count)
        #expect(detailed.budget.summary.reloads == detailed.budget.reloads.count)
        #expect(detailed.budget.summary.deadEntries == detailed.budget.deadEntries.count)
    }

    @Test func zeroBudgetAllowsOnlyTheFirstRequest() {
        let result = Fixture.simulate(
            Fixture.widget("W", entries: .now, policy: .after(.hours(1))),
            options: Fixture.options(budget: 0, model: .pessimistic))
        #expect(result.budget.summary.reloads == 1)
    }

    @Test func widgetFilterKeepsNamedWidgets() {
        let spec = Fixture.spec(widgets: [
            Fixture.widget("A", entries: .now, policy: .never), Fixture.widget("B", entries: .now, policy: .never),
        ])
        let result = TimelineSimulator.simulate([spec], options: Fixture.options(), only: ["B"])
        #expect(result.widgets.map(\.name) == ["B"])
    }
}

@Suite struct ActivityLaneTests {
    func activity(duration: ScheduleDuration?, stale: ScheduleDuration?, dismissal: ActivityDismissal) -> ActivityDecl {
        ActivityDecl(
            name: Fixture.located("PizzaDelivery"), attributes: [], state: [],
            duration: duration.map { Fixture.located($0) }, staleAfter: stale.map { Fixture.located($0) },
            dismissal: Fixture.located(dismissal), lockScreenView: Fixture.located("V"),
            dynamicIsland: Fixture.located("D"))
    }

    @Test func pizzaDelivery() {
        let lane = ActivityTimeline(
            activity: activity(duration: .minutes(45), stale: .minutes(30), dismissal: .default), bundle: "B",
            start: Fixture.monday)
        #expect(Fixture.hours([lane.staleAt!, lane.end, lane.dismissedAt]) == [0.5, 0.75, 4.75])
        #expect(lane.endReason == .duration)
        #expect(Fixture.hours([lane.activeLimit, lane.lockScreenLimit]) == [8, 12])
    }

    @Test func systemEndsLongActivitiesAtEightHours() {
        let lane = ActivityTimeline(
            activity: activity(duration: nil, stale: nil, dismissal: .after(.hours(9))), bundle: "B",
            start: Fixture.monday)
        #expect(lane.endReason == .systemLimit)
        #expect(Fixture.hours([lane.end, lane.dismissedAt]) == [8, 12])
        #expect(lane.staleAt == nil)
    }

    @Test func immediateDismissal() {
        let lane = ActivityTimeline(
            activity: activity(duration: .hours(1), stale: nil, dismissal: .immediate), bundle: "B",
            start: Fixture.monday)
        #expect(lane.dismissedAt == lane.end)
    }
}

@Suite struct SimulatorLongRunTests {
    @Test func budgetWindowSlidesDayAfterDay() {
        // A single `atEnd` entry over 100 days: 70 reloads a day, the 71st deferred to the next day each time.
        let result = Fixture.simulate(
            Fixture.widget("Ticker", entries: .now, policy: .atEnd),
            options: Fixture.options(horizon: .days(100), model: .pessimistic))
        #expect(result.budget.summary.reloads == 7000)
        #expect(result.budget.summary.budgetUsed == 70)
        #expect(result.budget.summary.deferrals == 100)
        #expect(result.budget.reloads[70].at == Fixture.monday.addingTimeInterval(86_400))
    }

    @Test func wallClockPolicyAcrossSpringForward() {
        let open = WallClockRule(times: [WallTime(hour: 9, minute: 30)!], timeZone: .named("America/New_York"))
        let widget = Fixture.widget("Daily", entries: .wallClock(open, count: 1), policy: .afterWallClock(open))
        let start = Fixture.date("2026-03-07T10:00:00-05:00")
        let result = Fixture.simulate(widget, options: Fixture.options(start: start, horizon: .days(3)))
        #expect(
            result.budget.reloads.map(\.at) == [
                start, Fixture.date("2026-03-08T09:30:00-04:00"), Fixture.date("2026-03-09T09:30:00-04:00"),
                Fixture.date("2026-03-10T09:30:00-04:00"),
            ])
        // 72 elapsed hours end at 11:00 daylight time on 10 March, so three 09:30s fall inside. The first
        // timeline's only entry is the next 09:30: it renders when the next timeline starts then.
        #expect(
            result.budget.renders.map(\.at) == [
                Fixture.date("2026-03-08T09:30:00-04:00"), Fixture.date("2026-03-09T09:30:00-04:00"),
                Fixture.date("2026-03-10T09:30:00-04:00"),
            ])
        // Saturday 10:00 to Sunday 09:30 is 22.5 elapsed hours (the night lost an hour); later gaps are 24 h.
        #expect(result.budget.renders[0].at.timeIntervalSince(start) == 22.5 * 3600)
        #expect(result.budget.summary.longestGapSeconds == 24 * 3600)
    }
}
