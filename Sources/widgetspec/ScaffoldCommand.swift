import ArgumentParser
import Foundation
import WidgetSpecKit

/// `widgetspec scaffold`: write, once, the types a spec asks the app to write, or list them.
struct ScaffoldCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scaffold",
        abstract: "Write the types the generated code asks you to write, once; or list them.",
        discussion: """
            The generated code names types it does not declare: views, loaders, entity finders, action handlers, \
            control value loaders, Live Activity views and Dynamic Islands. scaffold writes each into a file of \
            its own, named after the type (CharacterDetailView.swift), that compiles as written: its bodies \
            return the spec's placeholders, and `// TODO:` comments say where real code goes. The types the \
            shared part names (entity finders, handlers of actions that run in the app) go into Shared/, the \
            others into Extension/; with --part, one part's types go straight into the output directory.

            A file that exists is never changed: it is listed as skipped, and the command still succeeds, so \
            running it again after adding a widget writes just the new widget's types. Each file is written \
            atomically. Nothing is written when any spec has errors (exit status 1), or when two specs ask for \
            types of one name (exit status 2).

            --list prints the types and what the generated code calls on them, and writes nothing.

            Examples:
              widgetspec scaffold specs/game.widgets.yaml --output Sources/Widgets
              widgetspec scaffold specs/game.widgets.yaml --list
              widgetspec scaffold game.widgets.yaml --part shared -o Sources/GameShared
              widgetspec scaffold game.widgets.yaml --part extension --import Shared -o Kit
            """)

    @OptionGroup var input: SpecInputOptions

    @Option(
        name: .shortAndLong,
        help: ArgumentHelp("The directory to write the files into (not needed with --list).", valueName: "dir"))
    var output: String?

    @Flag(help: "Print the types each spec asks you to write, and what the generated code calls; write nothing.")
    var list = false

    @OptionGroup var selection: PartOptions

    @Flag(name: .shortAndLong, help: "Don't list the files written or skipped (diagnostics are still printed).")
    var quiet = false

    func validate() throws {
        if list && output != nil { throw ValidationError("--list writes nothing: leave out --output") }
        if !list && output == nil { throw ValidationError("Give --output <dir>, or --list to print the types.") }
    }

    func run() throws {
        try selection.checkImports()
        let set = input.load()
        if list {
            try DiagnosticOutput.printStoppingOnErrors(CheckPipeline.diagnostics(of: set), of: set)
            Terminal.write(
                set.specs.map { UserCodeListing.text(for: $0, displayPath: $0.file, parts: selection.parts) }.joined())
            return
        }
        let scaffold = ScaffoldPipeline.run(set, parts: selection.parts, imports: selection.imports)
        DiagnosticOutput.print(scaffold.diagnostics, sources: set.sources)
        switch scaffold.outcome {
        case .stoppedByErrors:
            throw DiagnosticOutput.failureStatus(of: set)
        case .pathClash(let path, let specs):
            Terminal.writeError(
                "error: \(specs.map { OneLineText.escaped($0) }.joined(separator: " and ")) both ask for "
                    + "\(OneLineText.escaped(path)); scaffold them one at a time, into different directories")
            throw ExitStatus.usageOrIO
        case .scaffolded(let files):
            try write(files, to: output ?? ".")
        }
    }

    private func write(_ files: [ScaffoldFile], to directory: String) throws {
        let results: [ScaffoldWriter.Result]
        do {
            results = try ScaffoldWriter.write(files, to: directory)
        } catch .cannotWrite(let path, let reason) {
            Terminal.writeError("error: cannot write \(OneLineText.escaped(path)): \(OneLineText.escaped(reason))")
            throw ExitStatus.usageOrIO
        }
        guard !quiet else { return }
        if files.isEmpty {
            Terminal.writeError("nothing to write: \(UserCodeListing.nothingToWrite(selection.parts))")
        }
        for (file, result) in zip(files, results) {
            let path = OneLineText.escaped((directory as NSString).appendingPathComponent(file.path))
            switch result {
            case .written: Terminal.writeError("wrote \(path)")
            case .skipped: Terminal.writeError("skipped \(path): it exists (scaffold never changes a file)")
            }
        }
    }
}
