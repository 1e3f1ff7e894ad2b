import Foundation

/// Decoded specs checked file by file in parallel, then across files; what `widgetspec check` runs.
public enum CheckPipeline {
    /// Every diagnostic of a loaded spec set: path problems, front-end diagnostics and the checker's, with the
    /// options applied (`--warnings-as-errors` to all of them), sorted by `Diagnostic.stableOrder`.
    /// The result does not depend on the number of threads.
    public static func diagnostics(of set: SpecSet, options: CheckOptions = CheckOptions()) -> [Diagnostic] {
        let perFile = set.files.concurrentMap { file in
            file.diagnostics.map { escalate($0, options) }
                + (file.spec.map { Checker.check(file: $0, options: options) } ?? [])
        }
        let acrossFiles = Checker.checkAcrossFiles(set.specs, options: options)
        let pathProblems = set.pathProblems.map { escalate($0, options) }
        return (pathProblems + perFile.flatMap { $0 } + acrossFiles).sorted(by: Diagnostic.stableOrder)
    }

    private static func escalate(_ diagnostic: Diagnostic, _ options: CheckOptions) -> Diagnostic {
        var result = diagnostic
        if options.warningsAsErrors, result.severity == .warning { result.severity = .error }
        return result
    }
}
