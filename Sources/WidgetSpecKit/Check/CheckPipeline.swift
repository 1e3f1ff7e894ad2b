import Foundation

/// Decoded specs checked file by file in parallel, then across files; what `widgetspec check` runs.
package enum CheckPipeline {
    /// Every diagnostic of files already read: `pathProblems`, each file's front-end diagnostics and the
    /// checker's, with the options applied (`--warnings-as-errors` to all of them), sorted by
    /// `Diagnostic.stableOrder`; the result does not depend on the number of threads. `Checker.check(_:options:)`
    /// runs it too, so that `--warnings-as-errors` is applied in this one place; a loaded `SpecSet` comes in
    /// through `diagnostics(of:options:)` (Pipeline/).
    static func diagnostics(
        of files: [(spec: Spec?, diagnostics: [Diagnostic])], pathProblems: [Diagnostic] = [], options: CheckOptions
    ) -> [Diagnostic] {
        let perFile = files.concurrentMap { diagnostics(ofFile: $0.spec, decoded: $0.diagnostics, options: options) }
        let acrossFiles = Checker.checkAcrossFiles(files.compactMap(\.spec), options: options)
        let all = pathProblems + perFile.flatMap { $0 } + acrossFiles
        return options.promotingWarnings(all).sorted(by: Diagnostic.stableOrder)
    }

    /// One file's diagnostics, those of reading and decoding it (`decoded`) and the checker's, unsorted and
    /// without `--warnings-as-errors`.
    static func diagnostics(ofFile spec: Spec?, decoded: [Diagnostic], options: CheckOptions) -> [Diagnostic] {
        decoded + (spec.map { Checker.check(file: $0, options: options) } ?? [])
    }
}
