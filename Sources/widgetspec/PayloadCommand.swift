import ArgumentParser
import Foundation
import WidgetSpecKit

/// `widgetspec payload`: what the server sends each Live Activity, for the server team.
struct PayloadCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "payload",
        abstract: "Print the JSON Schema and sample APNs requests of each Live Activity's push payload.",
        discussion: """
            For each Live Activity: the JSON Schema (draft 2020-12) of the push body, with its content state and \
            attributes as ActivityKit decodes them (dates as seconds since 2001, ranges as [lower, upper]), and \
            sample start, update and end requests with their headers, from the spec's `push:`, stale date, \
            relevance and dismissal. Samples start at the report's start (`report.start`, else \
            2026-01-05T09:00:00 America/New_York). See docs/payload.md.

            Examples:
              widgetspec payload specs/pizza.widgets.yaml
              widgetspec payload specs/ --activity PizzaDelivery --bundle-id com.example.pizza
              widgetspec payload specs/ --activity PizzaDelivery --format schema --output pizza.schema.json
            """)

    @OptionGroup var input: SpecInputOptions

    @Option(
        name: .customLong("activity"),
        help: ArgumentHelp("Only this Live Activity (repeatable).", valueName: "name"),
        completion: WidgetNameCompletion.kind)
    var activities: [String] = []

    @Option(help: ArgumentHelp("The app's bundle identifier, for the apns-topic header.", valueName: "id"))
    var bundleID: String?

    @Option(help: "Output format: markdown, json, or the schema of one activity alone.")
    var format: PayloadFormat = .markdown

    @OptionGroup var destination: OutputFileOptions

    func run() throws {
        if let bundleID, let problem = BundleIdentifier.problem(bundleID) { throw usageError(problem) }
        let set = input.load()
        let result = PayloadPipeline.run(
            set, activities: activities.isEmpty ? nil : Set(activities),
            bundleID: bundleID ?? ActivityPushPayload.bundleIDPlaceholder)
        let payloads: [ActivityPushPayload]
        switch result.outcome {
        case .stoppedByErrors:
            try DiagnosticOutput.printStoppingOnErrors(result.diagnostics, of: set)
            return
        case .settingsProblem(let problem):
            throw usageError("\(problem)")
        case .payloads(let found):
            payloads = found
            DiagnosticOutput.print(result.diagnostics, sources: set.sources)
        }
        let known = Set(set.specs.flatMap { $0.activities.map(\.name.value) })
        if let unknown = activities.first(where: { !known.contains($0) }) {
            throw usageError(
                "no Live Activity named '\(OneLineText.escaped(unknown))' in the given specs"
                    + NameSuggestion.hint(for: unknown, among: known))
        }
        if payloads.isEmpty { throw usageError("no Live Activity in the given specs") }
        if format == .schema, payloads.count > 1 {
            throw usageError(
                "--format schema prints one activity's schema; choose one with --activity (the specs have "
                    + payloads.map { "'\($0.activity.name.value)'" }.joined(separator: ", ") + ")")
        }
        let text = format.render(payloads)
        try destination.write(text, inputs: input.paths + set.sources.keys)
    }

    /// Prints `error: message` and ends with the usage status.
    private func usageError(_ message: String) -> ExitCode {
        Terminal.writeError("error: \(message)")
        return ExitStatus.usageOrIO
    }
}

extension PayloadFormat: ExpressibleByArgument {}
