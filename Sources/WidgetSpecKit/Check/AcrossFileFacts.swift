/// What the across-file rules read of one spec: its widgets' and controls' kinds, and for which of them their
/// findings are reported (the spec's `checks:` and the options applied). A caller that checks files one at a time keeps this
/// instead of the spec, and passes it to `Checker.checkAcrossFiles(_:)` once every file is read.
package struct AcrossFileFacts: Sendable {
    /// The rules `Checker.checkAcrossFiles` runs.
    static let rules: [DiagnosticDescription] = [.duplicateKindAcrossFiles]

    let file: String
    let kinds: [KindRules.OwnedKind]
    /// The widgets and controls whose findings are reported, by rule.
    private let reported: [DiagnosticID: Set<String>]

    package init(_ spec: Spec, options: CheckOptions = CheckOptions()) {
        file = spec.file
        kinds =
            spec.widgets.map {
                KindRules.OwnedKind(file: spec.file, owner: $0.name.value, isControl: false, kind: $0.kind)
            }
            + spec.controls.map {
                KindRules.OwnedKind(file: spec.file, owner: $0.name.value, isControl: true, kind: $0.kind)
            }
        let control = SeverityControl(spec: spec, options: options)
        let names = kinds.map(\.owner)
        reported = Dictionary(
            uniqueKeysWithValues: Self.rules.map { rule in
                (rule.id, Set(names.filter { control.isEnabled(rule.id, isOnByDefault: !rule.isOptIn, widget: $0) }))
            })
    }

    /// The findings of this file that its switches let through.
    func apply(to findings: [Finding]) -> [Diagnostic] {
        findings.filter { finding in
            finding.widget.map { reported[finding.diagnostic.id]?.contains($0) == true } ?? false
        }.map(\.diagnostic)
    }
}
