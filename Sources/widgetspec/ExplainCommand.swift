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
        for id in ids {
            if case .failure(let problem) = DiagnosticCatalog.validate(id, for: .explain) {
                throw ValidationError(problem.commandLineMessage)
            }
        }
    }

    func run() throws {
        let found = ids.compactMap { try? DiagnosticCatalog.validate($0, for: .explain).get() }
        let texts = found.map(CatalogDocumentation.explanation(of:))
        Terminal.write(texts.joined(separator: "\n"))
    }
}
