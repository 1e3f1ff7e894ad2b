import Foundation

/// Shared wording of the formats: the report's models, assumptions and reload reasons in words.
enum ReportText {
    /// `deferred (atEnd, asked Mon 14:50)`, `event logout`, `atEnd`, `after (plan dragon)`,
    /// `after (earliest: after 1h)`.
    static func reason(_ reload: Reload, clock: ReportClock) -> String {
        var text = reload.reason.rawValue
        var details: [String] = []
        if let cause = reload.cause { details.append(cause.rawValue) }
        if let candidate = reload.candidate { details.append("earliest: \(candidate)") }
        if let planned = reload.planned { details.append("asked \(clock.dayAndClock(planned))") }
        if !reload.events.isEmpty { details.append(reload.events.joined(separator: ", ")) }
        if let exemption = reload.exemption { details.append(exemption.rawValue) }
        if reload.plan != TimelineRule.defaultPlanName { details.append("plan \(reload.plan)") }
        if !details.isEmpty { text += " (" + details.joined(separator: ", ") + ")" }
        return text
    }

    /// `relevance: from the app's data, per entry (not simulated)`, `relevance: 0.5 for 1h on every entry`; nil
    /// without relevance.
    static func relevance(_ source: RelevanceSource?) -> String? {
        switch source {
        case nil: nil
        case .app: "relevance: from the app's data, per entry (not simulated)"
        case .spec(let relevance):
            "relevance: \(relevance.score) for \(relevance.duration) on every entry (not simulated)"
        }
    }

    /// `1h`, `15h`, `0` for a number of seconds.
    static func duration(_ seconds: Int) -> String { ScheduleDuration(seconds: seconds).description }

    /// The report's window: `2026-01-05 09:00 to 2026-01-06 09:00 America/New_York (1d)`.
    static func window(_ result: SimulationResult) -> String {
        let options = result.options
        let clock = ReportClock(timeZone: options.timeZone)
        return "\(clock.dateAndClock(options.start)) to \(clock.dateAndClock(options.end)) "
            + "\(options.timeZone.identifier) (\(options.horizon))"
    }

    /// What the guaranteed view shows.
    static let guaranteedModel =
        "Guaranteed view: what policies and app events ask; WidgetKit asks no earlier [S1][S3][S7]."

    /// What the budget view assumes: `Budget view (assumed): 70 reloads per 24h per placed widget, typical:
    /// at least 20m35s apart.`
    static func budgetModel(_ budget: BudgetAssumption) -> String {
        let spending =
            switch budget.model {
            case .typical: "at least \(budget.pace) apart"
            case .pessimistic: "spent greedily in any 24h"
            }
        return "Budget view (assumed): \(budget.reloadsPerDay) reloads per 24h per placed widget, "
            + "\(budget.model.rawValue): \(spending)."
    }

    /// `budget 70 typical`, for table titles.
    static func budgetLabel(_ budget: BudgetAssumption) -> String {
        "budget \(budget.reloadsPerDay) per 24h, \(budget.model.rawValue)"
    }

    /// `Plans: onError from Mon 09:00, default from Mon 12:00.`, or nil when every request uses the default.
    static func plans(_ options: SimulationOptions, clock: ReportClock) -> String? {
        guard !options.plans.isEmpty else { return nil }
        let switches = options.plans.map { change in
            "\(change.name) from \(clock.dayAndClock(options.date(at: change.offset)))"
        }
        return "Plans: " + switches.joined(separator: ", ") + "."
    }

    /// How a jittered widget's installation is simulated, or nil without jitter: `jitter 15m: the earliest
    /// installation; the latest (+15m): 20 requests, longest gap 1h15m` (the guaranteed view's figures).
    static func jitter(_ range: JitterRange?) -> String? {
        guard let range else { return nil }
        guard let latest = range.latest else {
            let seed = range.seed.map { "the installation with seed \($0)" } ?? "the simulated installation"
            return "jitter \(range.window): \(seed), +\(duration(range.offset)) after each policy date"
        }
        return "jitter \(range.window): the earliest installation; the latest (+\(duration(latest.offset))): "
            + "\(latest.guaranteed.reloads) requests, longest gap \(duration(latest.guaranteed.longestGapSeconds))"
    }

    /// `iOS: systemSmall, systemMedium; watchOS: accessoryCircular`, or the one list.
    static func families(_ families: [PlatformFamilyNames]) -> String {
        // A widget offered only behind the app's flag shows that list alone, not "none" before it.
        let flagged = families.contains { $0.flag != nil }
        return families.filter { !flagged || $0.flag != nil || !$0.families.isEmpty }.map { list in
            let names = list.families.isEmpty ? "none" : list.families.joined(separator: ", ")
            if let flag = list.flag { return "behind the app's flag \(flag), assumed on: \(names)" }
            return list.platform.map { "\($0): \(names)" } ?? names
        }.joined(separator: "; ")
    }

    /// The note of a view whose lists stop at `until` (`TimelineView.listedUntil`).
    static func unlistedRequests(
        _ view: TimelineView, from until: Date, options: SimulationOptions, clock: ReportClock
    ) -> String {
        "From \(clock.day(until)) \(clock.clock(until)) on, \(view.summary.reloads - view.reloads.count) more "
            + "requests counted, not listed (a report lists at most \(options.listLimit) items)"
    }

    /// Whether both views hold the same requests and renders (the budget moved nothing).
    static func viewsAgree(_ widget: WidgetTimeline) -> Bool {
        widget.guaranteed.reloads == widget.budget.reloads && widget.guaranteed.renders == widget.budget.renders
            && widget.guaranteed.summary.reloads == widget.budget.summary.reloads
    }

    /// `[S3][S4]` for what Apple documents, `assumed` otherwise.
    /// The sources the assumption list cites (Apple's ids, and those an assumption's reason names), each once, for
    /// the lines that give their addresses.
    static let assumptionSources: [ReferenceSource] = ReferenceSources.cited(
        in: ReportAssumption.all.map { $0.source.citations }.joined())

    static func sourceLabel(_ source: DiagnosticSource) -> String {
        switch source {
        case .apple(let ids): ids.map { "[\($0)]" }.joined()
        case .assumption, .specLanguage: "assumed"
        }
    }

    /// `start Mon 09:00, stale Mon 09:30, ends Mon 09:45 (duration), dismissed Mon 10:00 (default)`, the limits,
    /// the push budget assumption and the restart the 8-hour limit forces, one line each.
    static func activityLines(_ lane: ActivityTimeline, clock: ReportClock) -> [String] {
        var parts = ["start \(clock.dayAndClock(lane.start))"]
        if let stale = lane.staleAt { parts.append("stale \(clock.dayAndClock(stale))") }
        let how = lane.endReason == .duration ? "duration" : "8h system limit"
        parts.append("ends \(clock.dayAndClock(lane.end)) (\(how))")
        parts.append("dismissed \(clock.dayAndClock(lane.dismissedAt)) (\(lane.dismissal))")
        let limits =
            "limits: active until \(clock.dayAndClock(lane.activeLimit)), "
            + "on the Lock Screen until \(clock.dayAndClock(lane.lockScreenLimit))"
        var lines = [parts.joined(separator: ", "), limits] + pushLines(lane.pushBudget)
        if let restart = lane.restart {
            let next = restart.byPushToStart ? "a push-to-start begins the next" : "the app must start the next"
            lines.append("restart: the 8h limit ends it \(clock.dayAndClock(restart.at)); \(next)")
        }
        return lines
    }

    /// `updates: pushes by token at priority 10` and what that means for the budget.
    static func pushLines(_ budget: ActivityTimeline.PushBudget?) -> [String] {
        guard let budget else { return ["updates: by the app alone (no push)"] }
        let counting =
            budget.countsTowardBudget
            ? "priority 10 counts toward an hourly budget Apple does not publish"
            : "priority 5 does not count toward the hourly budget"
        let raised = budget.frequentUpdates && budget.countsTowardBudget ? "; frequent updates raise it" : ""
        return [
            "updates: pushes by \(budget.type.rawValue) at priority \(budget.priority)", "budget: \(counting)\(raised)",
        ]
    }

    static func activity(_ lane: ActivityTimeline, clock: ReportClock) -> String {
        activityLines(lane, clock: clock).joined(separator: "; ")
    }
}
