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
              widgetspec check specs/ --fix --dry-run
            """)

    @OptionGroup var input: SpecInputOptions

    @OptionGroup var output: DiagnosticFormatOptions

    @OptionGroup var fixing: FixOptions

    func run() throws {
        let set = input.load()
        if fixing.fix { return try fixing.run(set, paths: input.paths, output: output) }
        let diagnostics = CheckPipeline.diagnostics(of: set, options: output.checkOptions)
        let written = output.write(diagnostics, sources: set.sources, inputs: input.paths + set.sources.keys)
        if !set.pathProblems.isEmpty || !written { throw ExitStatus.usageOrIO }
        if diagnostics.hasErrors { throw ExitStatus.specErrors }
    }
}
