/// Command-line control over the checker's rules, with the project configuration files' below it. Order of
/// precedence, lowest first: the catalog's defaults, the spec's configuration file (`projectRules`), the spec's
/// top-level `checks:`, a widget's `checks:`, the command line.
package struct CheckOptions: Hashable, Sendable {
    /// Report every warning as an error (notes stay notes).
    package var warningsAsErrors: Bool
    /// Rules switched off (`--disable`).
    package var disabled: Set<DiagnosticID>
    /// Opt-in rules switched on (`--enable`).
    package var enabled: Set<DiagnosticID>
    /// The configuration file's settings of each spec, by the spec's path (`ProjectConfigurations`); a
    /// diagnostic's file selects them.
    package var projectRules: [String: ProjectRuleSettings]

    package init(
        warningsAsErrors: Bool = false, disabled: Set<DiagnosticID> = [], enabled: Set<DiagnosticID> = [],
        projectRules: [String: ProjectRuleSettings] = [:]
    ) {
        self.warningsAsErrors = warningsAsErrors
        self.disabled = disabled
        self.enabled = enabled
        self.projectRules = projectRules
    }

    /// Whether a rule is on once the command line has its say: `enabled` is what the defaults and the specs
    /// decided.
    func isEnabled(_ id: DiagnosticID, otherwise enabled: Bool) -> Bool {
        if disabled.contains(id) { return false }
        return enabled || self.enabled.contains(id)
    }

    /// Whether the configuration file of a diagnostic's file switches its rule off (and the command line does
    /// not switch it on): for the stages whose rules `checks:` does not reach (`diff`).
    func isDisabledByProject(_ diagnostic: Diagnostic) -> Bool {
        guard let file = diagnostic.range?.file, let rules = projectRules[file] else { return false }
        return rules.disabled.contains(diagnostic.id) && !enabled.contains(diagnostic.id)
    }

    /// `diagnostics` with the severities of their files' configurations applied, and every warning made an error
    /// under `--warnings-as-errors` (notes stay notes): the one place both are applied, to every stage's
    /// diagnostics.
    func promotingWarnings(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        guard warningsAsErrors || !projectRules.isEmpty else { return diagnostics }
        return diagnostics.map { diagnostic in
            var result = diagnostic
            if let file = diagnostic.range?.file, let rules = projectRules[file] {
                result.severity = rules.severity(of: diagnostic.id, diagnostic.severity)
            }
            if warningsAsErrors, result.severity == .warning { result.severity = .error }
            return result
        }
    }
}
