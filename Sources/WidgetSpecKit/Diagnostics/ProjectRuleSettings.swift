// What a project configuration file (Configuration/) sets for the rules, kept beside `CheckOptions`, which
// applies it: the checker reads it without reaching up into the configuration.

/// A configuration file's `checks:`. Below a spec's own `checks:` and the command line (see `CheckOptions`).
package struct ProjectRuleSettings: Hashable, Sendable {
    package var disabled: Set<DiagnosticID>
    package var enabled: Set<DiagnosticID>
    /// Raised severities, by diagnostic ID.
    package var severities: [DiagnosticID: Severity]
    package var warningsAsErrors: Bool

    package init(
        disabled: Set<DiagnosticID> = [], enabled: Set<DiagnosticID> = [], severities: [DiagnosticID: Severity] = [:],
        warningsAsErrors: Bool = false
    ) {
        self.disabled = disabled
        self.enabled = enabled
        self.severities = severities
        self.warningsAsErrors = warningsAsErrors
    }

    /// The severities a configuration file may give: a note is what a rule is, never what it is made.
    static let severityChoices: [(String, Severity)] = [("warning", .warning), ("error", .error)]
    static var severityNames: [String] { severityChoices.map(\.0) }

    /// `severity` of a diagnostic of `id` once these settings apply: a severity given here raises it; else
    /// warnings-as-errors makes a warning an error. A rule given `warning` here stays a warning under this file's
    /// warnings-as-errors (the more specific setting wins), as swiftc's `-Wwarning` does.
    func severity(of id: DiagnosticID, _ severity: Severity) -> Severity {
        if let given = severities[id] { return max(severity, given) }
        return warningsAsErrors && severity == .warning ? .error : severity
    }
}
