/// What the rules of one file share: the spec, its schedule settings and the findings so far.
struct CheckContext {
    let spec: Spec
    let schedule: ScheduleSettings
    private(set) var findings: [Finding] = []
    /// The diagnostics reported so far, so that one a rule finds twice (a family list shared by two platforms)
    /// is reported once.
    private var reported: Set<Diagnostic> = []
    /// Analyses already run (see `analysis(of:outcome:)`).
    var analyses: [TimelineAnalysis.Key: TimelineAnalysis] = [:]

    init(spec: Spec) {
        self.spec = spec
        self.schedule = ScheduleSettings(spec: spec)
    }

    /// Reports a finding of `rule`, with the rule's severity; `widget` (or `control`) is the one whose `checks:`
    /// apply.
    mutating func report(
        _ rule: DiagnosticDescription, _ message: String, at range: SourceRange?, notes: [DiagnosticNote] = [],
        fixIt: FixIt? = nil, widget: WidgetDecl? = nil, control: ControlDecl? = nil
    ) {
        let diagnostic = rule.diagnostic(message, at: range, notes: notes, fixIt: fixIt)
        guard reported.insert(diagnostic).inserted else { return }
        findings.append(Finding(diagnostic, widget: widget?.name.value ?? control?.name.value, rule: rule))
    }

    /// The deployment minimum of a control on a platform: the spec's, raised by the control's `available`.
    func minimum(of control: ControlDecl, on platform: Platform) -> OSVersion? {
        spec.minimum(of: control, on: platform)
    }

    /// The deployment minimum of a widget on a platform: the spec's, raised by the widget's `available`.
    func minimum(of widget: WidgetDecl, on platform: Platform) -> OSVersion? {
        spec.minimum(of: widget, on: platform)
    }

    /// The targeted platforms a widget is offered on (it has families there). Families behind the app's flag
    /// (`familiesWhen`) are offered on every targeted platform, when the flag is on.
    func platformsOffering(_ widget: WidgetDecl) -> [PlatformVersion] {
        if let flagged = widget.familiesWhen, !flagged.families.isEmpty { return spec.platforms }
        return spec.platforms.filter { !widget.families.families(on: $0.platform).isEmpty }
    }
}

/// A diagnostic found by a rule, with the widget or control it concerns (for their `checks:`).
struct Finding {
    var diagnostic: Diagnostic
    /// The name of the widget or control.
    var widget: String?
    /// Whether the rule reports unless switched off (it is not opt-in), from the rule that found it: asking
    /// `DiagnosticCatalog` instead builds every rule's description and examples, a third of the instructions of
    /// a `check` of a small spec.
    var isOnByDefault: Bool

    init(_ diagnostic: Diagnostic, widget: String?, rule: DiagnosticDescription) {
        self.diagnostic = diagnostic
        self.widget = widget
        self.isOnByDefault = !rule.isOptIn
    }
}
