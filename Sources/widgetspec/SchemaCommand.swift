import ArgumentParser
import WidgetSpecKit

/// `widgetspec schema`: print the JSON Schema of the spec language, or of the configuration file, for editors.
struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract:
            "Print the JSON Schema of widget specs, or of .widgetspec.yml (for editor completion and validation).",
        discussion: """
            The schema is generated from the same key tables the decoder uses. Point your editor at it with \
            a first line '# yaml-language-server: $schema=widgetspec.schema.json' (see docs/editor-support.md).

            With --config, the schema of a project configuration file, .widgetspec.yml \
            (docs/configuration.md; docs/widgetspec-config.schema.json).

            Examples:
              widgetspec schema > widgetspec.schema.json
              widgetspec schema --config > widgetspec-config.schema.json
            """)

    @Flag(help: "Print the schema of a project configuration file (.widgetspec.yml) instead.")
    var config = false

    func run() throws {
        Terminal.write(config ? ConfigurationJSONSchema.text : SpecJSONSchema.text)
    }
}
