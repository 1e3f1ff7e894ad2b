/// The WidgetKit rules over the validated IR. Every rule is described in `DiagnosticCatalog`.
///
/// `check(_:options:)` is what a caller normally wants. Callers that decode files in parallel can call
/// `check(file:options:)` per file (independent of the others) and `checkAcrossFiles(_:options:)` once; those
/// two leave `--warnings-as-errors` to `CheckPipeline`, which applies it to every stage's diagnostics.
public enum Checker {
    /// Checks every spec, alone and together, with every option applied; sorted by `Diagnostic.stableOrder`.
    public static func check(_ specs: [Spec], options: CheckOptions = CheckOptions()) -> [Diagnostic] {
        CheckPipeline.diagnostics(of: specs.map { (spec: $0, diagnostics: []) }, options: options)
    }

    /// The rules that concern one file, with the file's and the options' rule switches applied.
    public static func check(file spec: Spec, options: CheckOptions = CheckOptions()) -> [Diagnostic] {
        var context = CheckContext(spec: spec)
        FamilyRules.check(&context)
        ConfigurationRules.check(&context)
        IdentityRules.check(&context)
        EntryRules.check(&context)
        PolicyRules.check(&context)
        ActivityRules.check(&context)
        EventAndBundleRules.check(&context)
        let control = SeverityControl(spec: spec, options: options)
        return (control.settingsDiagnostics() + control.apply(to: context.findings))
            .sorted(by: Diagnostic.stableOrder)
    }

    /// The rules that concern several files checked together (kinds unique across files).
    public static func checkAcrossFiles(_ specs: [Spec], options: CheckOptions = CheckOptions()) -> [Diagnostic] {
        let ordered = specs.sorted { $0.file < $1.file }
        var findings: [String: [Finding]] = [:]
        var firstKind: [String: (spec: Spec, widget: WidgetDecl)] = [:]
        for spec in ordered {
            for widget in spec.widgets where !widget.kind.value.isEmpty {
                guard let first = firstKind[widget.kind.value] else {
                    firstKind[widget.kind.value] = (spec, widget)
                    continue
                }
                guard first.spec.file != spec.file else { continue }  // same file: `duplicateKind`
                let diagnostic = Diagnostic.error(
                    .duplicateKindAcrossFiles,
                    "kind '\(widget.kind.value)' of widget '\(widget.name.value)' is also the kind of widget "
                        + "'\(first.widget.name.value)' in \(first.spec.file)",
                    at: widget.kind.range,
                    notes: [DiagnosticNote("first used here", at: first.widget.kind.range)])
                findings[spec.file, default: []].append(Finding(diagnostic, widget: widget.name.value))
            }
        }
        return ordered.flatMap { spec in
            SeverityControl(spec: spec, options: options).apply(to: findings[spec.file] ?? [])
        }.sorted(by: Diagnostic.stableOrder)
    }
}

/// A diagnostic found by a rule, with the widget it concerns (for per-widget `checks:`).
struct Finding {
    var diagnostic: Diagnostic
    var widget: String?

    init(_ diagnostic: Diagnostic, widget: String?) {
        self.diagnostic = diagnostic
        self.widget = widget
    }
}

/// What the rules of one file share: the spec and the findings so far.
struct CheckContext {
    let spec: Spec
    let schedule: ScheduleSettings
    private(set) var findings: [Finding] = []
    /// Analyses already run (see `analysis(of:outcome:)`).
    var analyses: [TimelineAnalysis.Key: TimelineAnalysis] = [:]

    init(spec: Spec) {
        self.spec = spec
        self.schedule = ScheduleSettings(spec: spec)
    }

    mutating func report(_ diagnostic: Diagnostic, widget: WidgetDecl? = nil) {
        findings.append(Finding(diagnostic, widget: widget?.name.value))
    }

    /// The deployment minimum of a widget on a platform: the spec's, raised by the widget's `available`.
    func minimum(of widget: WidgetDecl, on platform: Platform) -> OSVersion? {
        guard let base = spec.minimum(for: platform) else { return nil }
        let raised = widget.available.first { $0.platform == platform }?.version
        return max(base, raised ?? base)
    }

    /// The targeted platforms a widget is offered on (it has families there).
    func platformsOffering(_ widget: WidgetDecl) -> [PlatformVersion] {
        spec.platforms.filter { !widget.families.families(on: $0.platform).isEmpty }
    }
}
