/// A group of front-end diagnostics (reading files, YAML, decoding, references) declared in one file, as a checker
/// rule group is: each case is one diagnostic, its raw value the ID, `entry` its catalog entry. The catalog lists
/// every case of every group, so a diagnostic cannot be declared without being listed, nor listed without an entry.
/// They live below YAML/, Spec/ and Pipeline/, which report them.
protocol FrontEndDiagnosticGroup: RawRepresentable, CaseIterable, Sendable where RawValue == String {
    /// What `widgetspec explain` prints, docs/diagnostics.md lists and SARIF describes.
    var entry: DiagnosticDescription { get }
}

extension FrontEndDiagnosticGroup {
    /// The ID call sites report: `DiagnosticID.unknownKey` is `DecodingDiagnostic.unknownKey.id`.
    var id: DiagnosticID { DiagnosticID(rawValue: rawValue) }
}

/// Every front-end diagnostic, group by group: the catalog's first part (`DiagnosticCatalog.all`).
enum FrontEndDiagnostics {
    static let all: [DiagnosticDescription] =
        FileDiagnostic.allCases.map(\.entry) + YAMLDiagnostic.allCases.map(\.entry)
        + DecodingDiagnostic.allCases.map(\.entry) + ReferenceDiagnostic.allCases.map(\.entry)
}
