import Foundation

/// WS0704–WS0710: what the reload policy asks of WidgetKit.
enum PolicyRules {
    /// Above this many requests a day a widget may not be refreshed as asked on every device [S3].
    static let frequentReloadLimit = 40

    static func check(_ context: inout CheckContext) {
        for widget in context.spec.widgets {
            check(widget, plan: .success, &context)
            if widget.timeline.rule.onError != nil { check(widget, plan: .failure, &context) }
        }
    }

    private static func check(_ widget: WidgetDecl, plan outcome: TimelineOutcome, _ context: inout CheckContext) {
        let rule = widget.timeline.rule
        let plan = rule.plan(for: outcome)
        let timeline = widget.timeline
        let policyRange =
            outcome == .success ? timeline.policyRange : timeline.onErrorPolicyRange ?? timeline.policyRange
        let prefix = outcome == .success ? "" : "onError: "
        let dailyPrefix = outcome == .success ? "" : "onError: if loading keeps failing, "
        let analysis = context.analysis(of: rule, outcome: outcome)
        let name = widget.name.value

        if plan.policy == .never {
            checkNever(widget, prefix: prefix, range: policyRange, &context)
            return
        }
        if let dead = analysis.dead {
            let offsets = dead.entries.map { TimelineAnalysis.offset($0, from: dead.request) }
            let listed =
                offsets.count > 5
                ? offsets.prefix(5).joined(separator: ", ") + ", …"
                : offsets.joined(
                    separator: ", ")
            let noun = dead.entries.count == 1 ? "entry" : "\(dead.entries.count) entries"
            let verb = dead.entries.count == 1 ? "is" : "are"
            context.report(
                .warning(
                    .deadEntries,
                    "\(prefix)\(noun) of widget '\(name)' at \(listed) \(verb) never shown: policy "
                        + "'\(plan.policy.specNotation)' asks for the next timeline at "
                        + "\(TimelineAnalysis.offset(dead.next, from: dead.request)), before \(dead.entries.count == 1 ? "it" : "them")",
                    at: policyRange,
                    notes: [DiagnosticNote("shorten the entries or move the policy's date")]),
                widget: widget)
        }
        let requests = analysis.requestsPerDay
        if let interval = analysis.smallestInterval, interval < TimelineAnalysis.minimumSpacing {
            let when = interval <= 0 ? "immediately" : "\(Int(interval)) seconds after the request"
            context.report(
                .warning(
                    .reloadLoop,
                    "\(prefix)policy '\(plan.policy.specNotation)' of widget '\(name)' asks for the next timeline "
                        + "\(when): \(requests) requests a day; WidgetKit spaces them at least 5 minutes apart and "
                        + "throttles them to its budget (about \(context.schedule.budget) a day)",
                    at: policyRange,
                    notes: [
                        DiagnosticNote(
                            "date the last entry later, or use `after:` with the interval the content really "
                                + "changes at")
                    ]),
                widget: widget)
        } else if requests > context.schedule.budget {
            context.report(
                .warning(
                    .reloadsOverBudget,
                    "\(dailyPrefix)widget '\(name)' asks for \(requests) timelines a day, more than the budget of "
                        + "\(context.schedule.budget); WidgetKit will defer the requests beyond it",
                    at: policyRange),
                widget: widget)
        } else if requests > frequentReloadLimit {
            context.report(
                .warning(
                    .frequentReloads,
                    "\(dailyPrefix)widget '\(name)' asks for \(requests) timelines a day; WidgetKit typically grants "
                        + "a frequently viewed widget 40 to 70",
                    at: policyRange),
                widget: widget)
        }
        checkJitter(widget, analysis: analysis, prefix: prefix, policy: plan.policy, &context)
    }

    private static func checkJitter(
        _ widget: WidgetDecl, analysis: TimelineAnalysis, prefix: String, policy: ReloadPolicy,
        _ context: inout CheckContext
    ) {
        let timeline = widget.timeline
        guard let interval = analysis.firstInterval else { return }
        guard let jitter = timeline.rule.jitter, jitter.seconds > 0 else {
            if case .atEnd = policy { return }
            guard prefix.isEmpty else { return }
            context.report(
                .note(
                    .afterWithoutJitter,
                    "policy '\(policy.specNotation)' of widget '\(widget.name.value)' has no jitter: every device asks "
                        + "at the same moment",
                    at: timeline.policyRange,
                    notes: [DiagnosticNote("add `jitter:` (for example `jitter: 15m`) under `timeline`")]),
                widget: widget)
            return
        }
        guard interval >= TimelineAnalysis.minimumSpacing, TimeInterval(jitter.seconds) > interval else { return }
        context.report(
            .warning(
                .jitterExceedsInterval,
                "\(prefix)jitter \(jitter) of widget '\(widget.name.value)' is longer than the \(ScheduleDuration(seconds: Int(interval))) "
                    + "interval it spreads",
                at: timeline.jitterRange ?? timeline.policyRange,
                notes: [DiagnosticNote("use a jitter shorter than the interval between requests")]),
            widget: widget)
    }

    private static func checkNever(
        _ widget: WidgetDecl, prefix: String, range: SourceRange, _ context: inout CheckContext
    ) {
        guard !widget.entry.isEmpty, !isReloadedByEvent(widget, in: context.spec) else { return }
        // The success path already warned about the same widget.
        if !prefix.isEmpty, widget.timeline.rule.plan.policy == .never { return }
        let fields = widget.entry.map(\.name.value).joined(separator: ", ")
        context.report(
            .warning(
                .neverReloaded,
                "\(prefix)widget '\(widget.name.value)' uses policy 'never' and no event reloads it: its entry "
                    + "(\(fields)) would never change",
                at: range,
                notes: [
                    DiagnosticNote(
                        "declare an event under `events` that reloads \(widget.name.value), or use `atEnd` or "
                            + "`after:`")
                ]),
            widget: widget)
    }

    static func isReloadedByEvent(_ widget: WidgetDecl, in spec: Spec) -> Bool {
        spec.events.contains { event in
            switch event.reloads {
            case .all: true
            case .widgets(let names): names.contains { $0.value == widget.name.value }
            }
        }
    }
}
