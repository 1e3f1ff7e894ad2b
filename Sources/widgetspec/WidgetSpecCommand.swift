import ArgumentParser

/// The root command.
struct WidgetSpecCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "widgetspec",
        abstract: "Compile declarative WidgetKit widget specs into checked Swift code and timeline reports.",
        discussion: """
            Exit status: 0 when no spec has errors (warnings allowed), 1 when a spec has errors, 2 for usage \
            or I/O problems (a missing file, a bad option).

            Examples:
              widgetspec check specs/
              widgetspec dump specs/game.widgets.yaml
            """,
        version: WidgetSpecVersion.current,
        subcommands: [
            CheckCommand.self, DiffCommand.self, GenerateCommand.self, ScaffoldCommand.self, ReportCommand.self,
            PayloadCommand.self,
            DumpCommand.self, RulesCommand.self, ExplainCommand.self, SchemaCommand.self, InitCommand.self,
            ImportCommand.self,
        ]
    )
}

enum WidgetSpecVersion {
    static let current = "0.1.0"
}
