import Foundation

/// What the timeline simulator is asked: from when, in which zone, for how long, under which budget, with which
/// app events and which plans the app's data selects.
package struct SimulationOptions: Hashable, Sendable {
    /// The first request; the horizon starts here.
    package var start: Date
    /// The device's time zone for `.device` wall-clock rules; also the zone the report is written in.
    package var timeZone: TimeZone
    /// The length of the half-open horizon `[start, start + horizon)`.
    package var horizon: ScheduleDuration
    /// The budget the budget view assumes for each placed widget.
    package var budget: BudgetAssumption
    /// App events fired during the horizon.
    package var events: [ScheduledEvent]
    /// The plans the app's data selects over the horizon, in time order; before the first (and without any)
    /// every request uses the default plan.
    package var plans: [PlanSwitch]
    /// The installation simulated for jittered widgets (see `WidgetSchedule.Jitter`): with a seed, each request
    /// is moved exactly as the app with that seed moves it; without one the report simulates the earliest
    /// installation and gives the latest's figures as the other end of the range.
    package var jitterSeed: UInt64?
    /// Whether to keep every reload, render and dead entry, or only the summary figures (for very long
    /// horizons of many widgets, where the lists would not fit in memory).
    package var recordsDetail: Bool
    /// The most reloads, renders, dead entries and deferrals listed in one simulation, shared equally among
    /// its widgets' views: a view stops listing at the first request after its share (`TimelineView.listedUntil`),
    /// so a season's report of thousands of widgets keeps its memory bounded.
    package var listLimit: Int
    /// The units of work (`SimulationWork`) the simulation may take before it stops incomplete;
    /// `SimulationWork.noLimit` lifts the limit.
    package var workLimit: Int

    package init(
        start: Date, timeZone: TimeZone, horizon: ScheduleDuration = Self.defaultHorizon,
        budget: BudgetAssumption = BudgetAssumption(), events: [ScheduledEvent] = [], plans: [PlanSwitch] = [],
        jitterSeed: UInt64? = nil, recordsDetail: Bool = true, workLimit: Int = SimulationWork.defaultLimit,
        listLimit: Int = Self.defaultListLimit
    ) {
        self.start = start
        self.timeZone = timeZone
        self.horizon = horizon
        self.budget = budget
        self.events = events
        self.plans = plans
        self.jitterSeed = jitterSeed
        self.recordsDetail = recordsDetail
        self.workLimit = workLimit
        self.listLimit = listLimit
    }

    /// The end of the horizon; instants at or after it are outside.
    package var end: Date { start.addingTimeInterval(TimeInterval(horizon.seconds)) }

    /// The instant `offset` after the start.
    package func date(at offset: ScheduleDuration) -> Date { start.addingTimeInterval(TimeInterval(offset.seconds)) }

    /// The plan the app's data selects at `date`: the last switch at or before it (later switches given for the
    /// same instant win), else the default plan.
    package func planName(at date: Date) -> String {
        plans.last { self.date(at: $0.offset) <= date }?.name ?? TimelineRule.defaultPlanName
    }

    /// The default `listLimit`: about 10 MB of lists, a year of a few widgets' requests and renders in full.
    package static let defaultListLimit = 100_000
    /// How far ahead the simulation looks unless a spec or the command line says otherwise.
    package static let defaultHorizon = ScheduleDuration.hours(24)
    /// The minimum time between two requests of one widget the report assumes (see `ReportAssumption`).
    package static let minimumSpacing = ScheduleDuration.minutes(5)
    /// The sliding window the budget counts reloads in.
    package static let budgetWindow = BudgetAssumption.window
}

/// An app event fired at an offset from the start (`--event logout@3h`, `report.events`).
package struct ScheduledEvent: Hashable, Sendable {
    /// The event's name under `events:`.
    package var name: String
    package var offset: ScheduleDuration

    package init(name: String, offset: ScheduleDuration) {
        self.name = name
        self.offset = offset
    }
}

/// From `offset` on, the app's data selects the plan `name` (`--plan full@6h`, `report.plans`): `default`,
/// `onError` (loading fails), or a plan declared under `timeline.plans`. A widget that declares no plan of that
/// name uses its default plan meanwhile. A switch reloads nothing by itself: the next request uses it.
package struct PlanSwitch: Hashable, Sendable {
    package var name: String
    package var offset: ScheduleDuration

    package init(name: String, offset: ScheduleDuration) {
        self.name = name
        self.offset = offset
    }
}
