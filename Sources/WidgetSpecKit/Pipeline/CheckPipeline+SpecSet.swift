/// A loaded spec set through the checker: Check/ knows decoded specs, Pipeline/ the files they come from.
extension CheckPipeline {
    /// Every diagnostic of a loaded spec set: path problems, front-end diagnostics and the checker's, with the
    /// options applied (`--warnings-as-errors` to all of them), sorted by `Diagnostic.stableOrder`.
    /// The result does not depend on the number of threads.
    package static func diagnostics(of set: SpecSet, options: CheckOptions = CheckOptions()) -> [Diagnostic] {
        let files = set.files.map { (spec: $0.spec, diagnostics: $0.diagnostics) }
        return diagnostics(of: files, pathProblems: set.pathProblems, options: options)
    }
}
