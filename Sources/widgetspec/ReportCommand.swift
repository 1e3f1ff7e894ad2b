import ArgumentParser
import Foundation
import WidgetSpecKit

/// `widgetspec report`: what the widgets ask of WidgetKit over a horizon, and what a budget may make of it.
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Simulate reloads, renders and dead entries of each widget over a horizon.",
        discussion: """
            Each widget is shown in two views: guaranteed (what its policies ask; WidgetKit asks no earlier) and \
            budget (what an assumed daily budget may make of it). Every assumption is listed with its source. \
            Settings not given here come from the specs' `report:` section, else from the nearest \
            .widgetspec.yml's `report:` (docs/configuration.md), else from fixed defaults (start \
            2026-01-05T09:00:00, America/New_York, 24h, budget 70 typical), so a spec gives the same report on \
            every machine and every day. See docs/report.md.

            Examples:
              widgetspec report specs/
              widgetspec report specs/game.widgets.yaml --widget GameStatus --horizon 3d
              widgetspec report specs/health.widgets.yaml --plan full@3h --budget 40
              widgetspec report specs/ --event logout@3h --format html --output report.html
              widgetspec report specs/ --horizon 365d --work-limit none --format json
            """)

    @OptionGroup var input: SpecInputOptions

    @Option(
        name: .customLong("widget"),
        help: ArgumentHelp("Only this widget or Live Activity (repeatable).", valueName: "name"),
        completion: WidgetNameCompletion.kind)
    var widgets: [String] = []

    @Option(
        help: ArgumentHelp(
            "First request: ISO-8601 (local to --timezone unless it has an offset) or `now`.", valueName: "date"))
    var start: String?

    @Option(help: ArgumentHelp("IANA time zone of the device and the report.", valueName: "zone"))
    var timezone: String?

    @Option(help: ArgumentHelp("Length of the horizon, e.g. 24h, 3d, 1d12h.", valueName: "duration"))
    var horizon: String?

    @Option(
        help: ArgumentHelp(
            "Reloads per 24 h the budget view assumes for each placed widget (Apple: 40 to 70 when viewed often).",
            valueName: "count"))
    var budget: Int?

    @Option(
        name: .customLong("budget-model"),
        help: ArgumentHelp(
            "How the budget is spent: typical (spread over the day) or pessimistic (a greedy 24 h window).",
            valueName: "model"))
    var budgetModel: BudgetAssumption.Model?

    @Option(
        name: .customLong("event"),
        help: ArgumentHelp(
            "Fire an app event, or run an action as a tap would, at an offset from the start, e.g. logout@3h "
                + "(repeatable).", valueName: "name@offset"))
    var events: [String] = []

    @Option(
        name: .customLong("plan"),
        help: ArgumentHelp(
            "From an offset on, the app's data selects this plan, e.g. full@6h or onError@2h (repeatable).",
            valueName: "name@offset"))
    var plans: [String] = []

    @Flag(help: "Simulate the content source failing: every request uses `onError` (the same as --plan onError@0).")
    var fail = false

    @Option(
        name: .customLong("jitter-seed"),
        help: ArgumentHelp(
            "Simulate the installation with this jitter seed (WidgetSchedule.Jitter); without it, the range.",
            valueName: "seed"))
    var jitterSeed: UInt64?

    @Option(
        name: .customLong("work-limit"),
        help: ArgumentHelp(
            "Units of work the report may take (about one per entry date computed), or `none`; default 20000000.",
            valueName: "units"))
    var workLimit: String?

    @Option(help: "Output format.")
    var format: ReportFormat?

    @OptionGroup var destination: OutputFileOptions

    @OptionGroup var textWidth: TextWidthOptions

    func validate() throws {
        _ = try settings()
    }

    func run() throws {
        let specs = SpecFiles.find(input.paths).files
        let configurations = ProjectConfigurationLoading.load(forSpecs: specs)
        try ProjectConfigurationLoading.stopOnProblems(configurations)
        let defaults = configurations.reportDefaults(forSpecs: specs)
        let (result, inputs) = try simulate(configurations, defaults: defaults)
        let toTerminal = destination.isTerminal
        let context = ReportContext(
            width: textWidth.lineWidth(toStandardOutput: toTerminal), colored: toTerminal && Terminal.stdoutAllowsColor)
        let renderer = (format ?? defaults.format ?? .text).renderer
        try destination.write(inputs: inputs) { renderer.write(result, context: context, to: &$0) }
    }

    /// Loads, checks and simulates the specs; returns the simulation and the paths the output must not replace.
    /// The pipeline keeps only what the report needs of each file, and nothing of them once it returns: a long
    /// report's rendering does not add to their memory.
    private func simulate(_ configurations: ProjectConfigurations, defaults: ProjectReportDefaults) throws -> (
        SimulationResult, inputs: [String]
    ) {
        var settings = try settings()
        settings.projectDefaults = defaults
        let run = ReportPipeline.run(
            paths: input.paths, settings: settings, only: widgets,
            options: configurations.checkOptions(CheckOptions()))
        switch run.outcome {
        case .stoppedByErrors(let errors):
            try DiagnosticOutput.printStoppingOnErrors(
                errors, sources: run.sources, hasPathProblems: run.hasPathProblems)
        case .unknownName(let name, let suggestion):
            Terminal.writeError(
                "error: no widget or Live Activity named '\(OneLineText.escaped(name))' in the given specs"
                    + NameSuggestion.hint(suggestion))
        case .invalidSettings(let problem):
            Terminal.writeError("error: \(problem)")
        case .workLimitExceeded(let options):
            Terminal.writeError(
                "error: the report needs more than \(options.workLimit) units of work (about one per entry date "
                    + "computed); shorten the horizon (--horizon, now \(options.horizon)), report fewer widgets "
                    + "(--widget), or allow more work (--work-limit, e.g. none)")
        case .simulated(let result):
            return (result, input.paths + run.files)
        }
        throw ExitStatus.usageOrIO
    }

    /// The command-line settings; bad values are usage errors.
    private func settings() throws -> ReportSettings {
        do {
            return try ReportSettings(
                start: start, timeZone: timezone, horizon: horizon, budget: budget, budgetModel: budgetModel,
                events: events, plans: plans, fail: fail, jitterSeed: jitterSeed, workLimit: workLimit, now: Date())
        } catch {
            throw ValidationError(error.description)
        }
    }
}

extension ReportFormat: ExpressibleByArgument {}
extension BudgetAssumption.Model: ExpressibleByArgument {}
