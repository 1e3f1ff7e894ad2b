import Foundation

/// Simulates the widgets of one or more specs over a horizon (the "timeline model" of the spec language): what
/// their policies ask of WidgetKit, what an assumed budget may make of it (requests, renders, dead entries,
/// deferrals), and the Live Activity lanes.
package enum TimelineSimulator {
    /// At most this many dead entries are listed per widget; the summary still counts them all.
    package static let deadEntryListLimit = 10_000

    /// Simulates the selected widgets and activities of `specs`.
    ///
    /// - Parameters:
    ///   - specs: The specs, in the order the report lists them.
    ///   - options: Start, zone, horizon, budget, events and failure mode.
    ///   - names: Widget and activity names to keep; nil keeps all.
    /// Events are resolved in each spec by name; an event a spec does not declare reloads nothing there. Once
    /// the work exceeds `options.workLimit` the simulation stops: `SimulationResult.isComplete` is false.
    package static func simulate(
        _ specs: [ScheduleSpec], options: SimulationOptions, only names: Set<String>? = nil
    ) -> SimulationResult {
        var work = SimulationWork(limit: options.workLimit)
        var widgets: [WidgetTimeline] = []
        var activities: [ActivityTimeline] = []
        var occurrences: [EventOccurrence] = []
        let selected = specs.reduce(0) { count, spec in
            count + spec.widgets.count(where: { names?.contains($0.name) ?? true })
        }
        // Each widget's two views share its part of the list limit.
        let detailLimit = options.listLimit / max(2 * selected, 1)
        widgets.reserveCapacity(selected)
        for spec in specs {
            let bundle = spec.bundle
            let specOccurrences = eventOccurrences(in: spec, options: options)
            occurrences += specOccurrences
            for widget in spec.widgets where names?.contains(widget.name) ?? true {
                let triggers = triggers(for: widget.name, from: specOccurrences, options: options)
                var timeline = WidgetTimeline(
                    name: widget.name, kind: widget.kind, bundle: bundle, families: widget.families)
                timeline.relevance = RelevanceSource(widget)
                simulate(
                    widget.rule, into: &timeline, triggers: triggers, options: options,
                    detailLimit: detailLimit, work: &work)
                widgets.append(timeline)
            }
            for activity in spec.activities where names?.contains(activity.name) ?? true {
                activities.append(ActivityTimeline(activity: activity, bundle: bundle, start: options.start))
            }
        }
        occurrences.sort { ($0.at, $0.name) < ($1.at, $1.name) }
        return SimulationResult(
            options: options, widgets: widgets, activities: activities, events: occurrences,
            isComplete: !work.isExceeded)
    }

    /// `simulate` of the specs' `ScheduleSpec`s.
    package static func simulate(_ specs: [Spec], options: SimulationOptions, only names: Set<String>? = nil)
        -> SimulationResult
    {
        simulate(specs.map(ScheduleSpec.init), options: options, only: names)
    }

    /// Both views of one widget, and the other end of the jitter range when no seed is given.
    static func simulate(
        _ rule: TimelineRule, into timeline: inout WidgetTimeline, triggers: [EventTrigger],
        options: SimulationOptions, detailLimit: Int, work: inout SimulationWork
    ) {
        /// The budget view, then the guaranteed view; a budget that moved no request leaves the same requests,
        /// so the guaranteed view is simulated only when it differs (most widgets cost one run, not two).
        func views(_ installation: WidgetSimulator.Installation, _ options: SimulationOptions)
            -> (guaranteed: TimelineView, budget: TimelineView, plans: [String])
        {
            func run(_ limit: ReloadBudget.Limit) -> (TimelineView, [String]) {
                var simulator = WidgetSimulator(
                    rule: rule, options: options, budget: limit, triggers: triggers, installation: installation,
                    listLimit: deadEntryListLimit, detailLimit: detailLimit)
                return (simulator.run(work: &work), simulator.plansUsed)
            }
            let budget = run(ReloadBudget.Limit(options.budget))
            guard budget.0.summary.deferrals > 0 else { return (budget.0, budget.0, budget.1) }
            let guaranteed = run(.unlimited)
            let plans = (guaranteed.1 + budget.1).reduce(into: [String]()) { names, name in
                if !names.contains(name) { names.append(name) }
            }
            return (guaranteed.0, budget.0, plans)
        }
        let simulated = views(options.jitterSeed.map { .seed($0) } ?? .offset(0), options)
        timeline.guaranteed = simulated.guaranteed
        timeline.budget = simulated.budget
        timeline.plansUsed = simulated.plans.map {
            PlanPolicy(name: $0, policy: rule.plan(named: $0).policy.specNotation)
        }
        guard let window = rule.jitter, window.seconds > 0,
            timeline.plansUsed.contains(where: { rule.plan(named: $0.name).policy != .never })
        else { return }
        guard let seed = options.jitterSeed else {
            // The other end of the range: the same runs asking at the end of every window (offsets are below it).
            var summaries = options
            summaries.recordsDetail = false
            let latest = views(.offset(window.seconds), summaries)
            timeline.jitter = JitterRange(
                window: window, seed: nil, offset: 0,
                latest: InstallationFigures(
                    offset: window.seconds, guaranteed: latest.guaranteed.summary, budget: latest.budget.summary))
            return
        }
        timeline.jitter = JitterRange(window: window, seed: seed, offset: Jitter.offset(seed: seed, window: window))
    }

    /// The events and actions of `options` that `spec` declares, at their times inside the horizon. A name is
    /// looked up among the events first.
    static func eventOccurrences(in spec: ScheduleSpec, options: SimulationOptions) -> [EventOccurrence] {
        let end = options.end
        var result: [EventOccurrence] = []
        for scheduled in options.events {
            let at = options.start.addingTimeInterval(TimeInterval(scheduled.offset.seconds))
            guard at >= options.start, at < end else { continue }
            if let event = spec.events.first(where: { $0.name == scheduled.name }) {
                result.append(
                    EventOccurrence(
                        name: scheduled.name, at: at, widgets: event.widgets, foreground: event.foreground,
                        kind: .event))
            } else if let action = spec.actions.first(where: { $0.name == scheduled.name }) {
                result.append(
                    EventOccurrence(
                        name: scheduled.name, at: at, widgets: action.widgets, foreground: false, kind: .action))
            }
        }
        return result.sorted { ($0.at, $0.name) < ($1.at, $1.name) }
    }

    /// The reload triggers one widget gets: one per instant strictly after the start (an event at the start
    /// coincides with the first request), counting against the budget unless every event at that instant is a
    /// foreground one or an action.
    static func triggers(for widget: String, from occurrences: [EventOccurrence], options: SimulationOptions)
        -> [EventTrigger]
    {
        let start = options.start.timeIntervalSinceReferenceDate
        var result: [EventTrigger] = []
        for occurrence in occurrences where occurrence.widgets.contains(widget) {
            let at = occurrence.at.timeIntervalSinceReferenceDate
            guard at > start else { continue }
            if let last = result.last, last.at == at {
                result[result.count - 1].names.append(occurrence.name)
                // One that counts makes the reload count.
                result[result.count - 1].exemption = occurrence.exemption.flatMap { _ in last.exemption }
            } else {
                result.append(EventTrigger(at: at, names: [occurrence.name], exemption: occurrence.exemption))
            }
        }
        return result
    }
}
