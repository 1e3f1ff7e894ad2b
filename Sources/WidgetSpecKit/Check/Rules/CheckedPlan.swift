/// One plan of a widget's timeline rule as the timeline rules check it: the success path, or `onError`'s.
struct CheckedPlan {
    let widget: WidgetDecl
    let outcome: TimelineOutcome
    let analysis: TimelineAnalysis

    var policy: ReloadPolicy { widget.timeline.rule.plan(for: outcome).policy }

    /// Where the plan's entries are written (the success path's when `onError` has none of its own).
    var entriesRange: SourceRange {
        let timeline = widget.timeline
        return outcome == .success ? timeline.entriesRange : timeline.onErrorEntriesRange ?? timeline.entriesRange
    }

    /// Where the plan's policy is written.
    var policyRange: SourceRange {
        let timeline = widget.timeline
        return outcome == .success ? timeline.policyRange : timeline.onErrorPolicyRange ?? timeline.policyRange
    }

    /// Starts messages about the failure path.
    var prefix: String { outcome == .success ? "" : "onError: " }
}

extension CheckContext {
    /// The plans of a widget's timeline: the success path, and `onError`'s when the widget has one.
    mutating func plans(of widget: WidgetDecl) -> [CheckedPlan] {
        let rule = widget.timeline.rule
        let outcomes: [TimelineOutcome] = rule.onError == nil ? [.success] : [.success, .failure]
        return outcomes.map { CheckedPlan(widget: widget, outcome: $0, analysis: analysis(of: rule, outcome: $0)) }
    }
}
