import ArgumentParser
import WidgetSpecKit

/// `widgetspec rules`: every diagnostic ID with its severity, name and summary, then the report's assumptions.
struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List every diagnostic, checker rule and report assumption.",
        discussion: """
            Opt-in rules are marked; enable them with `check --enable ID` or `checks: { enable: [ID] }`.

            Examples:
              widgetspec rules
              widgetspec rules --markdown > docs/diagnostics.md
            """)

    @Flag(help: "Print the full reference as Markdown (the text of docs/diagnostics.md).")
    var markdown = false

    func run() throws {
        Terminal.write(markdown ? CatalogDocumentation.markdown() : CatalogDocumentation.rulesListing())
    }
}
