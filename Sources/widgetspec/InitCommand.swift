import ArgumentParser
import Foundation
import WidgetSpecKit

/// `widgetspec init`: write a commented starter spec (and the editor schema next to it) without ever
/// replacing an existing file.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a commented starter spec, NAME.widgets.yaml, in the current directory.",
        discussion: """
            The starter has one widget and passes 'widgetspec check'. Its first line points editors at the \
            JSON Schema; with the default --schema, widgetspec.schema.json is written next to it unless it \
            exists. An existing spec file is never replaced: that is an error (exit status 2).

            Examples:
              widgetspec init
              widgetspec init Weather
              widgetspec init Weather --schema https://example.com/widgetspec.schema.json
            """)

    @Argument(help: ArgumentHelp("Name of the spec: writes NAME.widgets.yaml.", valueName: "name"))
    var name: String = StarterSpec.defaultName

    @Option(help: "Where the '# yaml-language-server: $schema=' line points: a path relative to the spec, or a URL.")
    var schema: String = StarterSpec.defaultSchemaLocation

    func run() throws {
        if let problem = StarterSpec.nameProblem(name) {
            Terminal.writeError(
                "error: '\(OneLineText.escaped(name))' is not a spec name: \(problem); give a file name without a "
                    + "directory, like Weather")
            throw ExitStatus.usageOrIO
        }
        if let problem = StarterSpec.schemaLocationProblem(schema) {
            Terminal.writeError("error: --schema '\(OneLineText.escaped(schema))' cannot be written: \(problem)")
            throw ExitStatus.usageOrIO
        }
        guard let starter = StarterSpec(name: name, schemaLocation: schema) else { throw ExitStatus.usageOrIO }
        let directory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        do {
            try starter.write(in: directory)
        } catch .exists {
            Terminal.writeError(
                "error: \(OneLineText.escaped(starter.fileName)) already exists; choose another name or remove it")
            throw ExitStatus.usageOrIO
        } catch {
            Terminal.writeError("error: \(OneLineText.escaped(error.description))")
            throw ExitStatus.usageOrIO
        }
        Terminal.write("Created \(OneLineText.escaped(starter.fileName))\n")
        if schema == StarterSpec.defaultSchemaLocation {
            // The schema next to the spec makes the editor line work at once; an existing one is left alone.
            let schemaURL = directory.appendingPathComponent(StarterSpec.defaultSchemaLocation)
            do {
                try StarterSpec.create(schemaURL, contents: SpecJSONSchema.text)
                Terminal.write("Created \(StarterSpec.defaultSchemaLocation)\n")
            } catch .exists {
                // Left as it is.
            } catch {
                // The spec is written; the schema is not (a full disk): say so rather than leave it unsaid.
                Terminal.writeError("error: \(OneLineText.escaped(error.description))")
                throw ExitStatus.usageOrIO
            }
        }
        Terminal.write("Next: \(starter.checkCommand)\n")
    }
}
