import ArgumentParser
import Foundation
import WidgetSpecKit

/// `widgetspec check`: decode and check specs, print diagnostics in one or more formats, exit 1 on errors.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check specs and print their diagnostics.",
        discussion: """
            Formats: xcode (default; path:line:col: error: message [ID]), text (source lines and carets),
            json, sarif (SARIF 2.1.0), github (workflow commands), summary (counts per rule).
            FORMAT=FILE writes that format to a file (atomically) instead of the standard streams; never \
            over a spec, an input, or a file widgetspec did not write (--force replaces the latter).
            `widgetspec rules` lists the rules; `widgetspec explain ID` explains one.

            Examples:
              widgetspec check specs/
              widgetspec check specs/ --format text
              widgetspec check specs/ --format xcode --format sarif=widgetspec.sarif
              widgetspec check specs/ --warnings-as-errors --disable WS0702 --enable WS0606

            Each spec's nearest .widgetspec.yml (docs/configuration.md) sets rules, severities and \
            warnings-as-errors below the spec's `checks:`; the options here win over both.
            """)

    @OptionGroup var input: SpecInputOptions

    @OptionGroup var output: DiagnosticFormatOptions

    @OptionGroup var summary: CheckSummaryOptions
    @OptionGroup var fixing: FixOptions

    func run() throws {
        let set = input.load()
        let configurations = ProjectConfigurationLoading.load(forSpecs: set.files.map(\.source.path))
        let options = output.rules.checkOptions(with: configurations)
        if fixing.fix {
            try ProjectConfigurationLoading.stopOnProblems(configurations)
            return try fixing.run(set, paths: input.paths, output: output, options: options)
        }
        let diagnostics =
            (configurations.problems + configurations.diagnostics + CheckPipeline.diagnostics(of: set, options: options))
            .sorted(by: Diagnostic.stableOrder)
        let sources = set.sources.merging(configurations.sources) { spec, _ in spec }
        let written = output.write(diagnostics, sources: sources, inputs: input.paths + sources.keys)
        if !set.pathProblems.isEmpty || !configurations.problems.isEmpty || !written { throw ExitStatus.usageOrIO }
        summary.print(diagnostics, of: set)
        if diagnostics.hasErrors { throw ExitStatus.specErrors }
    }
}
