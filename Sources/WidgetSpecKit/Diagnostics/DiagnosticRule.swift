/// Diagnostics declared as the cases of one enum per group (checker rules, `diff` rules, the front end's groups): the
/// raw value is the ID, `entry` the catalog entry with its examples. The catalog and the checker list a group's
/// rules by `allCases`, so a rule cannot be declared without being listed, nor listed without its entry.
protocol DiagnosticRule: RawRepresentable, CaseIterable, Sendable where RawValue == String {
    /// What `widgetspec explain` prints, docs/diagnostics.md lists and SARIF describes.
    var entry: DiagnosticDescription { get }
}

extension DiagnosticRule {
    /// The rule's ID: `DiagnosticID.unknownKey` is `DecodingDiagnostic.unknownKey.id`.
    var id: DiagnosticID { DiagnosticID(rawValue: rawValue) }
}
