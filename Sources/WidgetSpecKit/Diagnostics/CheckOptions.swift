/// Command-line control over the checker's rules. The spec's own `checks:` settings come on top (see
/// `Checker`): the command line wins over the spec, a widget's settings win over the spec's top level.
public struct CheckOptions: Hashable, Sendable {
    /// Report every warning as an error (notes stay notes).
    public var warningsAsErrors: Bool
    /// Rules switched off (`--disable`).
    public var disabled: Set<DiagnosticID>
    /// Opt-in rules switched on (`--enable`).
    public var enabled: Set<DiagnosticID>

    public init(warningsAsErrors: Bool = false, disabled: Set<DiagnosticID> = [], enabled: Set<DiagnosticID> = []) {
        self.warningsAsErrors = warningsAsErrors
        self.disabled = disabled
        self.enabled = enabled
    }

    /// Whether a rule is on once the command line has its say: `enabled` is what the defaults and the specs
    /// decided.
    func isEnabled(_ id: DiagnosticID, otherwise enabled: Bool) -> Bool {
        if disabled.contains(id) { return false }
        return enabled || self.enabled.contains(id)
    }

    /// `diagnostics` with every warning made an error under `--warnings-as-errors` (notes stay notes): the one
    /// place the option is applied, to every stage's diagnostics.
    func promotingWarnings(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        guard warningsAsErrors else { return diagnostics }
        return diagnostics.map { diagnostic in
            var result = diagnostic
            if result.severity == .warning { result.severity = .error }
            return result
        }
    }
}
