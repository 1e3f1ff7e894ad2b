/// Turns diagnostics into the text of one output format. Reporters are pure: same input, same bytes.
package protocol DiagnosticReporter: Sendable {
    /// The whole output for `diagnostics` (already sorted with `Diagnostic.stableOrder`), ending with a newline
    /// unless empty.
    func render(_ diagnostics: [Diagnostic], context: ReporterContext) -> String
}

/// What reporters may need besides the diagnostics.
package struct ReporterContext: Sendable {
    /// The checked files by path (`SourceRange.file`), for source lines.
    package var sources: [String: SourceFile]
    /// The directory paths are made relative to (SARIF artifact URIs); absolute, without a trailing slash.
    package var workingDirectory: String
    /// ANSI colour in the `text` reporter; the CLI decides (a terminal, `NO_COLOR` unset).
    package var colored: Bool
    /// The tool's version, for SARIF.
    package var toolVersion: String
    /// Every diagnostic the tool can emit (`DiagnosticCatalog.all`), for SARIF's rules and the summary's names.
    /// Passed in because the catalog sits above the checker and `diff`'s rules, which report through this folder.
    package var catalog: [DiagnosticDescription]

    package init(
        sources: [String: SourceFile] = [:], workingDirectory: String = "", colored: Bool = false,
        toolVersion: String = "0.0.0", catalog: [DiagnosticDescription] = []
    ) {
        self.sources = sources
        self.workingDirectory = workingDirectory
        self.colored = colored
        self.toolVersion = toolVersion
        self.catalog = catalog
    }
}

/// The output formats of `widgetspec check --format`.
package enum DiagnosticFormat: String, CaseIterable, Hashable, Sendable {
    /// `path:line:col: error: message [ID]`, one line each, notes as `note:` lines (Xcode, problem matchers).
    case xcode
    /// The swiftc-like rendering with source lines and carets.
    case text
    /// `{"diagnostics": [...]}`.
    case json
    /// SARIF 2.1.0 with rule metadata (GitHub code scanning).
    case sarif
    /// GitHub Actions workflow commands (`::error file=...::message`).
    case github
    /// Counts per rule.
    case summary

    package var reporter: any DiagnosticReporter {
        switch self {
        case .xcode: XcodeReporter()
        case .text: TextReporter()
        case .json: JSONReporter()
        case .sarif: SARIFReporter()
        case .github: GitHubReporter()
        case .summary: SummaryReporter()
        }
    }
}
