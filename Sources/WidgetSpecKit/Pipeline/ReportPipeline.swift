/// What `widgetspec report` runs before it renders: the checker's errors stop it, a name that is no widget or
/// Live Activity of the specs, settings the specs cannot resolve and a simulation that outgrows its work limit
/// are problems; otherwise the simulation, complete.
public enum ReportPipeline {
    public enum Outcome: Hashable, Sendable {
        /// The specs have errors (an unreadable path counts): these, and nothing simulated.
        case stoppedByErrors([Diagnostic])
        /// `only` names something no spec declares.
        case unknownName(String)
        /// The settings do not resolve against the specs (an unknown zone, plan or event, ...).
        case invalidSettings(ReportSettings.Problem)
        /// The simulation needed more than `options.workLimit` units of work; nothing partial is returned.
        case workLimitExceeded(SimulationOptions)
        case simulated(SimulationResult)
    }

    /// Checks `set`, resolves `settings` against its specs and simulates the widgets and Live Activities named
    /// in `only` (all of them when it is empty). The checker's warnings do not stop it: they are what the report
    /// explains.
    public static func run(_ set: SpecSet, settings: ReportSettings, only names: [String] = []) -> Outcome {
        let errors = CheckPipeline.diagnostics(of: set).filter { $0.severity == .error }
        guard errors.isEmpty else { return .stoppedByErrors(errors) }
        let specs = set.specs
        let known = Set(specs.flatMap { $0.widgets.map(\.name.value) + $0.activities.map(\.name.value) })
        if let unknown = names.first(where: { !known.contains($0) }) { return .unknownName(unknown) }
        let options: SimulationOptions
        switch settings.resolved(for: specs) {
        case .success(let resolved): options = resolved
        case .failure(let problem): return .invalidSettings(problem)
        }
        let result = TimelineSimulator.simulate(specs, options: options, only: names.isEmpty ? nil : Set(names))
        return result.isComplete ? .simulated(result) : .workLimitExceeded(options)
    }
}
