/// What `widgetspec diff` runs: two versions of the specs loaded, and compared when both read without errors.
package enum DiffPipeline {
    package struct Output: Sendable {
        /// The comparison's findings; or, when a version could not be read, why.
        package var diagnostics: [Diagnostic]
        /// Whether both versions were read and compared. False with path problems or errors in a spec: a spec
        /// that does not decode would read as all its widgets removed.
        package var compared: Bool
    }

    /// What each file of a version is, whatever its path: for a revision, its repository path (the old file
    /// by the path of the spec it is the old version of); for two directories, its path inside its directory.
    /// What pairs per file (a spec's String Catalog) pairs by it. A file missing here is known by its path.
    package struct Identities: Sendable {
        package var old: [String: String]
        package var new: [String: String]

        package init(old: [String: String] = [:], new: [String: String] = [:]) {
            self.old = old
            self.new = new
        }
    }

    /// Compares the specs of `old` with those of `new`. The checker does not run: `check` is for one version.
    /// `warnings` (what could not be compared) are reported with the findings.
    package static func run(
        old: SpecSet, new: SpecSet, identities: Identities = Identities(), warnings: [Diagnostic] = [],
        options: CheckOptions = CheckOptions()
    ) -> Output {
        let pathProblems = old.pathProblems + new.pathProblems
        let readErrors = (old.files + new.files).flatMap(\.diagnostics).filter { $0.severity == .error }
        guard pathProblems.isEmpty, readErrors.isEmpty else {
            return Output(diagnostics: (pathProblems + readErrors).sorted(by: Diagnostic.stableOrder), compared: false)
        }
        let findings = CompatibilityRules.compare(
            old: CompatibilitySurface(specs: old.specs, identities: identities.old),
            new: CompatibilitySurface(specs: new.specs, identities: identities.new), options: options)
        let reported = warnings.filter { options.isEnabled($0.id, otherwise: true) }
        // A configuration file's `disable` reaches the compatibility rules too (the specs' `checks:` does not).
        let kept = (reported + findings).filter { !options.isDisabledByProject($0) }
        return Output(
            diagnostics: options.promotingWarnings(kept.sorted(by: Diagnostic.stableOrder)),
            compared: true)
    }
}
