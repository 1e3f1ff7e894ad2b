/// Everything the tool knows about one diagnostic ID, written once. It drives `widgetspec rules`,
/// `widgetspec explain`, the generated `docs/diagnostics.md`, SARIF rule metadata and the example tests.
/// A checker rule is one such value, declared beside the code that reports it (see `CheckerRules`); the
/// front end's are cases of the groups in `Diagnostics/FrontEnd/`.
package struct DiagnosticDescription: Hashable, Sendable {
    package var id: DiagnosticID
    /// A short kebab-case name such as `family-unavailable`.
    package var name: String
    /// The severity every diagnostic of this ID is reported with (before `--warnings-as-errors`).
    package var severity: Severity
    /// One line.
    package var summary: String
    /// Whether Apple documents the rule, or why the tool assumes it.
    package var source: DiagnosticSource
    /// Why WidgetKit (or the tool) behaves so, citing the reference's sources as `[S3]`.
    package var rationale: String
    /// Opt-in rules are off unless enabled with `--enable` or `checks: { enable: [...] }`.
    package var isOptIn: Bool
    /// Specs that produce this diagnostic, marked where they do.
    package var triggering: [SpecExample]
    /// Specs, close to the triggering ones, that do not.
    package var nonTriggering: [SpecExample]
    /// Why there are no spec examples, for IDs that no spec text can show (an unreadable file).
    package var exampleNote: String?

    package init(
        _ id: DiagnosticID, name: String, severity: Severity, summary: String, source: DiagnosticSource,
        rationale: String, isOptIn: Bool = false, triggering: [SpecExample] = [], nonTriggering: [SpecExample] = [],
        exampleNote: String? = nil
    ) {
        self.id = id
        self.name = name
        self.severity = severity
        self.summary = summary
        self.source = source
        self.rationale = rationale
        self.isOptIn = isOptIn
        self.triggering = triggering
        self.nonTriggering = nonTriggering
        self.exampleNote = exampleNote
    }

    /// The stage that reports the ID, from its number range.
    package var category: DiagnosticCategory { DiagnosticCategory(of: id) }

    /// Checker rules can be switched off; front-end diagnostics mean the spec could not be read, so they cannot.
    package var canBeDisabled: Bool { category.isCheckerRule }

    /// A diagnostic of this ID with its severity: how checker rules report, so no call site restates it.
    package func diagnostic(
        _ message: String, at range: SourceRange?, notes: [DiagnosticNote] = [], fixIt: FixIt? = nil
    ) -> Diagnostic {
        Diagnostic(id, severity, message, at: range, notes: notes, fixIt: fixIt)
    }
}
