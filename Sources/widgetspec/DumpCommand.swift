import ArgumentParser
import Foundation
import WidgetSpecKit

/// `widgetspec dump`: the validated IR as stable JSON.
struct DumpCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dump",
        abstract: "Print the validated, resolved model of a spec as JSON (keys sorted).",
        discussion: """
            Shows what the compiler understood after anchors, merge keys and defaults: useful to debug a \
            spec. Nothing is printed on stdout when the spec has errors. Each value comes with its source \
            range (file, start and end line and column) unless --no-locations leaves them out.

            Examples:
              widgetspec dump specs/game.widgets.yaml
              widgetspec dump specs/game.widgets.yaml --no-locations
            """)

    @OptionGroup var input: SpecInputOptions

    @Flag(help: "Leave out the source ranges: the model alone, under a third of the size.")
    var noLocations = false

    func run() throws {
        let set = input.load()
        try DiagnosticOutput.printStoppingOnErrors(set.diagnostics, of: set)
        Terminal.write(try SpecDump.json(of: set.specs, locations: !noLocations))
    }
}
