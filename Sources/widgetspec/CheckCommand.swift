import ArgumentParser
import WidgetSpecKit

/// `widgetspec check`: parse and validate specs, print diagnostics, exit 1 on errors.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check specs and print their diagnostics.",
        discussion: """
            Examples:
              widgetspec check specs/
              widgetspec check game.widgets.yaml --format json
            """)

    @OptionGroup var input: SpecInputOptions

    @Option(help: "Output format: text (rich, with source lines) or json.")
    var format: DiagnosticFormat = .text

    func run() throws {
        let set = input.load()
        let diagnostics = set.diagnostics.sorted(by: Diagnostic.stableOrder)
        switch format {
        case .text: DiagnosticOutput.print(diagnostics, sources: set.sources)
        case .json: Terminal.write(DiagnosticOutput.json(diagnostics))
        }
        if !set.pathProblems.isEmpty { throw ExitStatus.usageOrIO }
        if diagnostics.hasErrors { throw ExitStatus.specErrors }
    }
}

enum DiagnosticFormat: String, ExpressibleByArgument, CaseIterable {
    case text
    case json
}
