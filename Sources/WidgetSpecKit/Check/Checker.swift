/// The WidgetKit rules over the validated IR: the groups of `CheckerRules`.
///
/// `check(_:options:)` is what a caller normally wants. Callers that decode files in parallel can call
/// `check(file:options:)` per file (independent of the others) and `checkAcrossFiles(_:options:)` once; those
/// two leave `--warnings-as-errors` to `CheckPipeline`, which applies it to every stage's diagnostics.
package enum Checker {
    /// Checks every spec, alone and together, with every option applied; sorted by `Diagnostic.stableOrder`.
    package static func check(_ specs: [Spec], options: CheckOptions = CheckOptions()) -> [Diagnostic] {
        CheckPipeline.diagnostics(of: specs.map { (spec: $0, diagnostics: []) }, options: options)
    }

    /// The rules that concern one file, with the file's and the options' rule switches applied.
    package static func check(file spec: Spec, options: CheckOptions = CheckOptions()) -> [Diagnostic] {
        var context = CheckContext(spec: spec)
        for group in CheckerRules.groups { group.check(&context) }
        let control = SeverityControl(spec: spec, options: options)
        return (control.settingsDiagnostics() + control.apply(to: context.findings))
            .sorted(by: Diagnostic.stableOrder)
    }

    /// The rules that concern several files checked together (kinds unique across files).
    package static func checkAcrossFiles(_ specs: [Spec], options: CheckOptions = CheckOptions()) -> [Diagnostic] {
        checkAcrossFiles(specs.map { AcrossFileFacts($0, options: options) })
    }

    /// `checkAcrossFiles` over what the rules read of each spec, for callers that drop the specs as they go.
    package static func checkAcrossFiles(_ files: [AcrossFileFacts]) -> [Diagnostic] {
        let ordered = files.sorted { $0.file < $1.file }
        let findings = KindRules.checkAcrossFiles(ordered.flatMap(\.kinds))
        return ordered.flatMap { $0.apply(to: findings[$0.file] ?? []) }.sorted(by: Diagnostic.stableOrder)
    }
}
