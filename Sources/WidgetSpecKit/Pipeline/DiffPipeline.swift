/// What `widgetspec diff` runs: two versions of the specs loaded, and compared when both read without errors.
public enum DiffPipeline {
    public struct Output: Sendable {
        /// The comparison's findings; or, when a version could not be read, why.
        public var diagnostics: [Diagnostic]
        /// Whether both versions were read and compared. False with path problems or errors in a spec: a spec
        /// that does not decode would read as all its widgets removed.
        public var compared: Bool
    }

    /// Compares the specs of `old` with those of `new`. The checker does not run: `check` is for one version.
    public static func run(old: SpecSet, new: SpecSet, options: CheckOptions = CheckOptions()) -> Output {
        let pathProblems = old.pathProblems + new.pathProblems
        let readErrors = (old.files + new.files).flatMap(\.diagnostics).filter { $0.severity == .error }
        guard pathProblems.isEmpty, readErrors.isEmpty else {
            return Output(diagnostics: (pathProblems + readErrors).sorted(by: Diagnostic.stableOrder), compared: false)
        }
        let findings = CompatibilityRules.compare(
            old: CompatibilitySurface(specs: old.specs), new: CompatibilitySurface(specs: new.specs), options: options)
        return Output(diagnostics: options.promotingWarnings(findings), compared: true)
    }
}
