// The diagnostics only a project configuration file has (WS0020–WS0029). Its other problems are reported with
// the spec language's IDs, since its keys are read as a spec's are (WS01xx YAML, WS02xx keys and values, WS0306
// rule IDs).

extension DiagnosticID {
    /// A folder holds both `.widgetspec.yml` and `.widgetspec.yaml`.
    package static let configurationFilesConflict: DiagnosticID = "WS0020"
    /// A configuration file gives a diagnostic a lower severity than its own.
    package static let configurationSeverityLowered: DiagnosticID = "WS0021"
}

extension DiagnosticCatalog {
    static let configurationDescriptions: [DiagnosticDescription] = [
        DiagnosticDescription(
            .configurationFilesConflict, name: "configuration-files-conflict", severity: .error,
            summary: "A folder holds both `.widgetspec.yml` and `.widgetspec.yaml`.",
            source: .specLanguage,
            rationale: """
                The nearest configuration file applies to a spec (docs/configuration.md). With two in one folder, \
                which one applies would be a guess, so neither does: keep one. Like an unreadable path, it makes \
                the command exit with status 2.
                """,
            exampleNote: "Concerns the file system, not the text of a spec."),
        DiagnosticDescription(
            .configurationSeverityLowered, name: "configuration-severity-lowered", severity: .error,
            summary: "A configuration file's `severities` gives a diagnostic a lower severity than its own.",
            source: .specLanguage,
            rationale: """
                `severities` raises a rule's severity (a warning to an error, a note to a warning): an error \
                stays an error, since a spec with one cannot be generated. To silence a checker rule, add it to \
                `disable` instead. A rule given `warning` stays a warning under the file's `warningsAsErrors` \
                (the command line's `--warnings-as-errors` still makes it an error).
                """,
            exampleNote: "Concerns a configuration file (`.widgetspec.yml`), not a spec."),
    ]
}
