/// A group of front-end diagnostics (reading files, YAML, decoding, references) declared in one file, as a checker
/// rule group is (`DiagnosticRule`). They live below YAML/, Spec/ and Pipeline/, which report them.
protocol FrontEndDiagnosticGroup: DiagnosticRule {}

/// Every front-end diagnostic, group by group: the catalog's first part (`DiagnosticCatalog.all`).
enum FrontEndDiagnostics {
    static let all: [DiagnosticDescription] =
        FileDiagnostic.allCases.map(\.entry) + YAMLDiagnostic.allCases.map(\.entry)
        + DecodingDiagnostic.allCases.map(\.entry) + ReferenceDiagnostic.allCases.map(\.entry)
}
