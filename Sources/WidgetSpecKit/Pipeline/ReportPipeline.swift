/// What `widgetspec report` runs before it renders: the checker's errors stop it, a name that is no widget or
/// Live Activity of the specs, settings the specs cannot resolve and a simulation that outgrows its work limit
/// are problems; otherwise the simulation, complete.
package enum ReportPipeline {
    package enum Outcome: Hashable, Sendable {
        /// The specs have errors (an unreadable path counts): these, and nothing simulated.
        case stoppedByErrors([Diagnostic])
        /// `only` names something no spec declares; the declared name it is likely a typo of, if any.
        case unknownName(String, suggestion: String? = nil)
        /// The settings do not resolve against the specs (an unknown zone, plan or event, ...).
        case invalidSettings(ReportSettings.Problem)
        /// The simulation needed more than `options.workLimit` units of work; nothing partial is returned.
        case workLimitExceeded(SimulationOptions)
        case simulated(SimulationResult)
    }

    /// A run over files read one at a time (`run(paths:limits:settings:only:)`), with what its caller needs
    /// besides the outcome.
    package struct StreamedRun: Sendable {
        package var outcome: Outcome
        /// The spec files found under the paths, sorted.
        package var files: [String]
        /// The sources the errors point into, by path, for their excerpts; empty unless errors stopped the run.
        package var sources: [String: SourceFile]
        /// Some path could not be read: a usage or I/O problem rather than errors in specs.
        package var hasPathProblems: Bool
    }

    /// Checks `set`, resolves `settings` against its specs and simulates the widgets and Live Activities named
    /// in `only` (all of them when it is empty). The checker's warnings do not stop it: they are what the report
    /// explains.
    package static func run(
        _ set: SpecSet, settings: ReportSettings, only names: [String] = [], options: CheckOptions = CheckOptions()
    ) -> Outcome {
        outcome(
            of: set.files.concurrentMap { CheckedFile($0, options: options) }, pathProblems: set.pathProblems,
            settings, names, options: options)
    }

    /// `run(_:settings:only:)` over the spec files under `paths`, holding one file's IR and source at a time:
    /// each file is read, decoded and checked, and only what the report needs of it is kept (its errors, its
    /// source when it has errors, its kinds for the across-file rules and its `ScheduleSpec`). One file after
    /// the other, on the calling thread: files decoded in parallel leave their freed memory in other threads'
    /// malloc arenas, where the simulation cannot reuse it (4–7 MiB more at the peak of a year of the 5 MB
    /// set, for half a second less).
    package static func run(
        paths: [String], limits: YAMLLimits = .default, settings: ReportSettings, only names: [String] = [],
        options: CheckOptions = CheckOptions()
    ) -> StreamedRun {
        let (found, problems) = SpecFiles.find(paths)
        var pathProblems = problems
        var files: [CheckedFile] = []
        for path in found {
            switch SpecLoader.read(path, limits: limits).map({
                CheckedFile(SpecLoader.load($0, limits: limits), options: options)
            }) {
            case .success(let file): files.append(file)
            case .failure(let problem): pathProblems.append(problem.diagnostic)
            }
        }
        let outcome = outcome(of: files, pathProblems: pathProblems, settings, names, options: options)
        var sources: [String: SourceFile] = [:]
        if case .stoppedByErrors(let errors) = outcome { sources = Self.sources(of: errors, in: files, limits: limits) }
        return StreamedRun(outcome: outcome, files: found, sources: sources, hasPathProblems: !pathProblems.isEmpty)
    }

    /// What the report keeps of one file once it is checked.
    struct CheckedFile: Sendable {
        /// Its errors: front end and checker, with its `checks:` and the options applied.
        var errors: [Diagnostic]
        /// Its source, only when it has errors.
        var source: SourceFile?
        var acrossFiles: AcrossFileFacts?
        var schedule: ScheduleSpec?

        init(_ loaded: LoadedSpec, options: CheckOptions) {
            let diagnostics = options.promotingWarnings(
                CheckPipeline.diagnostics(ofFile: loaded.spec, decoded: loaded.diagnostics, options: options))
            errors = diagnostics.filter { $0.severity == .error }
            source = errors.isEmpty ? nil : loaded.source
            acrossFiles = loaded.spec.map { AcrossFileFacts($0, options: options) }
            schedule = loaded.spec.map(ScheduleSpec.init)
        }
    }

    private static func outcome(
        of files: [CheckedFile], pathProblems: [Diagnostic], _ settings: ReportSettings, _ names: [String],
        options: CheckOptions
    ) -> Outcome {
        let acrossFiles = options.promotingWarnings(Checker.checkAcrossFiles(files.compactMap(\.acrossFiles)))
        let errors = (pathProblems + files.flatMap(\.errors) + acrossFiles).filter { $0.severity == .error }
        guard errors.isEmpty else { return .stoppedByErrors(errors.sorted(by: Diagnostic.stableOrder)) }
        let specs = files.compactMap(\.schedule)
        let known = Set(specs.flatMap { $0.widgets.map(\.name) + $0.activities.map(\.name) })
        if let unknown = names.first(where: { !known.contains($0) }) {
            return .unknownName(unknown, suggestion: NameSuggestion.closest(to: unknown, among: known))
        }
        let options: SimulationOptions
        switch settings.resolved(for: specs) {
        case .success(let resolved): options = resolved
        case .failure(let problem): return .invalidSettings(problem)
        }
        let result = TimelineSimulator.simulate(specs, options: options, only: names.isEmpty ? nil : Set(names))
        return result.isComplete ? .simulated(result) : .workLimitExceeded(options)
    }

    /// The sources `errors` and their notes point into: those kept of files with errors, and the others read
    /// again (an across-file error is in a file, and points into one, that was clean on its own).
    private static func sources(of errors: [Diagnostic], in files: [CheckedFile], limits: YAMLLimits)
        -> [String: SourceFile]
    {
        var sources: [String: SourceFile] = [:]
        for case let source? in files.map(\.source) { sources[source.path] = source }
        let named = Set(errors.flatMap { [$0.range] + $0.notes.map(\.range) }.compactMap { $0?.file })
        for path in named.sorted() where sources[path] == nil {
            if case .success(let source) = SpecLoader.read(path, limits: limits) { sources[path] = source }
        }
        return sources
    }
}
