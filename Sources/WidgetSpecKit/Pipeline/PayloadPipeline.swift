/// What `widgetspec payload` runs: the checker first (its errors stop it, as for `generate`), then the push
/// payload of every selected Live Activity, its samples timed from the report's start.
package enum PayloadPipeline {
    package struct Output: Sendable {
        /// The checker's errors, when they stopped the run; else its warnings about the selected activities'
        /// samples (`activity-sample-payload-too-large`), which the command prints with the payloads.
        package var diagnostics: [Diagnostic]
        package var outcome: Outcome
    }

    package enum Outcome: Sendable {
        /// Some spec has an error (an unreadable path counts): nothing was made.
        case stoppedByErrors
        /// The report's start could not be resolved.
        case settingsProblem(ReportSettings.Problem)
        /// The payloads, in the order of the specs and their activities.
        case payloads([ActivityPushPayload])
    }

    /// - Parameters:
    ///   - activities: The Live Activities to describe, by name; nil for all.
    ///   - bundleID: The app's bundle identifier, for `apns-topic`.
    package static func run(
        _ set: SpecSet, activities: Set<String>? = nil,
        bundleID: String = ActivityPushPayload.bundleIDPlaceholder
    ) -> Output {
        let diagnostics = CheckPipeline.diagnostics(of: set)
        let errors = diagnostics.filter { $0.severity == .error }
        guard errors.isEmpty else { return Output(diagnostics: errors, outcome: .stoppedByErrors) }
        let options: SimulationOptions
        switch ReportSettings().resolved(for: set.specs) {
        case .success(let resolved): options = resolved
        case .failure(let problem): return Output(diagnostics: [], outcome: .settingsProblem(problem))
        }
        let payloads = set.specs.flatMap { spec in
            spec.activities.filter { activities?.contains($0.name.value) ?? true }.map {
                ActivityPushPayload(activity: $0, in: spec, start: options.start, bundleID: bundleID)
            }
        }
        let selected = Set(payloads.map(\.activity.name.range))
        let sampleWarnings = diagnostics.filter {
            $0.id == DiagnosticDescription.activitySamplePayloadTooLarge.id && $0.range.map(selected.contains) == true
        }
        return Output(diagnostics: sampleWarnings, outcome: .payloads(payloads))
    }
}
