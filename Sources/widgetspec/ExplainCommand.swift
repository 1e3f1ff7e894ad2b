import ArgumentParser
import WidgetSpecKit

/// `widgetspec explain WS0xxx`: the full description of a diagnostic, with examples.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explain a diagnostic: why it exists, and specs that do and don't trigger it.",
        discussion: """
            Examples:
              widgetspec explain WS0704
              widgetspec explain ws0401 reload-loop
            """)

    @Argument(help: ArgumentHelp("Diagnostic IDs such as WS0704, or names such as dead-entries.", valueName: "ID"))
    var ids: [String]

    func validate() throws {
        if ids.isEmpty { throw ValidationError("Give a diagnostic ID such as WS0704 (`widgetspec rules` lists them).") }
        for id in ids where DiagnosticCatalog.lookup(id) == nil {
            let hint = DiagnosticCatalog.suggestion(for: id).map { "; did you mean '\($0)'?" } ?? ""
            throw ValidationError("unknown diagnostic ID '\(id)'\(hint) (`widgetspec rules` lists them)")
        }
    }

    func run() throws {
        let texts = ids.compactMap(DiagnosticCatalog.lookup).map(CatalogDocumentation.explanation(of:))
        Terminal.write(texts.joined(separator: "\n"))
    }
}
