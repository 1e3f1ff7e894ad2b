import Foundation

/// Decoded specs checked file by file in parallel, then across files; what `widgetspec check` runs.
package enum CheckPipeline {
    /// Every diagnostic of a loaded spec set: path problems, front-end diagnostics and the checker's, with the
    /// options applied (`--warnings-as-errors` to all of them), sorted by `Diagnostic.stableOrder`.
    /// The result does not depend on the number of threads.
    package static func diagnostics(of set: SpecSet, options: CheckOptions = CheckOptions()) -> [Diagnostic] {
        let files = set.files.map { (spec: $0.spec, diagnostics: $0.diagnostics) }
        return diagnostics(of: files, pathProblems: set.pathProblems, options: options)
    }

    /// `diagnostics(of:options:)` for files already read; `Checker.check(_:options:)` runs it too, so that
    /// `--warnings-as-errors` is applied in this one place.
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
