/// Decides which findings are reported: opt-in rules, `--disable` / `--enable`, and `checks:` at the spec's
/// top level and per widget or control. (`--warnings-as-errors` is `CheckPipeline`'s, for every stage alike.)
struct SeverityControl {
    let spec: Spec
    let options: CheckOptions
    /// The `checks:` of each widget and control by name, the first of a name as `Spec.widget(named:)` finds it:
    /// looking them up in the spec's arrays copied every widget before it for every finding (quadratic in the
    /// widgets of a file).
    private let widgetChecks: [String: CheckSettings]
    private let controlChecks: [String: CheckSettings]

    init(spec: Spec, options: CheckOptions) {
        self.spec = spec
        self.options = options
        widgetChecks = Dictionary(
            spec.widgets.map { ($0.name.value, $0.checks) }, uniquingKeysWith: { first, _ in first })
        controlChecks = Dictionary(
            spec.controls.map { ($0.name.value, $0.checks) }, uniquingKeysWith: { first, _ in first })
    }

    /// Whether a rule is on for a widget or a control, by name (for the whole file when `widget` is nil).
    /// Order of precedence, lowest first: the rule's default (`isOnByDefault`, false for an opt-in rule), the
    /// project's configuration file, the spec's top level, the widget, the command line.
    func isEnabled(_ id: DiagnosticID, isOnByDefault: Bool, widget: String?) -> Bool {
        var enabled = isOnByDefault
        if let project = options.projectRules[spec.file] {
            if project.enabled.contains(id) { enabled = true }
            if project.disabled.contains(id) { enabled = false }
        }
        func apply(_ settings: CheckSettings) {
            if settings.enabled.contains(where: { $0.value == id }) { enabled = true }
            if settings.disabled.contains(where: { $0.value == id }) { enabled = false }
        }
        apply(spec.checks)
        if let widget {
            if let checks = widgetChecks[widget] { apply(checks) }
            if let checks = controlChecks[widget] { apply(checks) }
        }
        return options.isEnabled(id, otherwise: enabled)
    }

    func apply(to findings: [Finding]) -> [Diagnostic] {
        findings.filter { isEnabled($0.diagnostic.id, isOnByDefault: $0.isOnByDefault, widget: $0.widget) }
            .map(\.diagnostic)
    }

    /// WS0306 for IDs in `checks:` that are unknown or cannot be switched.
    func settingsDiagnostics() -> [Diagnostic] {
        let scopes = [spec.checks] + spec.widgets.map(\.checks) + spec.controls.map(\.checks)
        return scopes.flatMap { settings in
            settings.disabled.compactMap { problem(with: $0, for: .disable) }
                + settings.enabled.compactMap { problem(with: $0, for: .enable) }
        }
    }

    private func problem(with id: Located<DiagnosticID>, for use: DiagnosticIDUse) -> Diagnostic? {
        guard case .failure(let problem) = DiagnosticCatalog.validate(id.value.rawValue, for: use) else { return nil }
        return problem.diagnostic(at: id.range)
    }
}
