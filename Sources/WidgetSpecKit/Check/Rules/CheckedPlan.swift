/// One plan of a widget's timeline rule as the timeline rules check it: the default plan, one of `plans:`, or
/// `onError`'s.
struct CheckedPlan {
    let widget: WidgetDecl
    /// `default`, a name under `timeline.plans`, or `onError`.
    let name: String
    let analysis: TimelineAnalysis

    var policy: ReloadPolicy { widget.timeline.rule.plan(named: name).policy }

    var isDefault: Bool { name == TimelineRule.defaultPlanName }
    /// Whether the plan has entries of its own: rules about entries alone skip the others (the default's
    /// findings cover them).
    var hasOwnEntries: Bool {
        isDefault || widget.timeline.rule.plan(named: name).entries != widget.timeline.rule.plan.entries
    }
    var isErrorPlan: Bool { name == TimelineRule.errorPlanName }

    /// The declaration of a named plan.
    private var declaration: PlanDecl? { widget.timeline.plans.first { $0.name.value == name } }

    /// Where the plan's entries are written (the default plan's when the plan takes them).
    var entriesRange: SourceRange {
        let timeline = widget.timeline
        if isErrorPlan { return timeline.onErrorEntriesRange ?? timeline.entriesRange }
        return declaration?.entriesRange ?? timeline.entriesRange
    }

    /// Where the plan's policy is written (the default plan's when the plan takes it).
    var policyRange: SourceRange {
        let timeline = widget.timeline
        if isErrorPlan { return timeline.onErrorPolicyRange ?? timeline.policyRange }
        return declaration?.policyRange ?? timeline.policyRange
    }

    /// Starts messages about a plan other than the default: `onError: `, `plan 'full': `.
    var prefix: String {
        if isDefault { return "" }
        return isErrorPlan ? "onError: " : "plan '\(name)': "
    }

    /// Starts messages about a day of requests: what makes a plan other than the default answer all day.
    var dailyPrefix: String {
        if isDefault { return "" }
        return isErrorPlan ? "onError: if loading keeps failing, " : "plan '\(name)': if the app's data keeps it, "
    }
}

extension CheckContext {
    /// The plans of a widget's timeline: the default, the named ones in spec order, and `onError` when the
    /// widget declares it. A plan equal to the default is left out: it would repeat the default's findings.
    mutating func plans(of widget: WidgetDecl) -> [CheckedPlan] {
        let rule = widget.timeline.rule
        let others = widget.timeline.plans.map(\.name.value) + (rule.onError == nil ? [] : [TimelineRule.errorPlanName])
        let names = [TimelineRule.defaultPlanName] + others.filter { rule.plan(named: $0) != rule.plan }
        return names.map { CheckedPlan(widget: widget, name: $0, analysis: analysis(of: rule, plan: $0)) }
    }
}
