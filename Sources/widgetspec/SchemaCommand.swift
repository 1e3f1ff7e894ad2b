import ArgumentParser
import WidgetSpecKit

/// `widgetspec schema`: print the JSON Schema of the spec language, for editors.
struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema of widget specs (for editor completion and validation).",
        discussion: """
            The schema is generated from the same key tables the decoder uses. Point your editor at it with \
            a first line '# yaml-language-server: $schema=widgetspec.schema.json' (see docs/editor-support.md).

            Examples:
              widgetspec schema > widgetspec.schema.json
            """)

    func run() throws {
        Terminal.write(SpecJSONSchema.text)
    }
}
