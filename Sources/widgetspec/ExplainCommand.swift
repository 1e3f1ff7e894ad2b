import ArgumentParser
import WidgetSpecKit

/// `widgetspec explain WS0xxx`: the full description of a diagnostic, with examples, or of a report assumption.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explain a diagnostic (why it exists, specs that do and don't trigger it) or a report assumption.",
        discussion: """
            Examples:
              widgetspec explain WS0704
              widgetspec explain ws0401 reload-loop
              widgetspec explain request-spacing
            """)

    @Argument(
        help: ArgumentHelp(
            "Diagnostic IDs such as WS0704, or names such as dead-entries or request-spacing.", valueName: "ID"))
    var ids: [String]

    func validate() throws {
        if ids.isEmpty { throw ValidationError("Give a diagnostic ID such as WS0704 (`widgetspec rules` lists them).") }
        for id in ids where ReportAssumption.named(id) == nil {
            if case .failure(let problem) = DiagnosticCatalog.validate(id, for: .explain) {
                throw ValidationError(problem.commandLineMessage)
            }
        }
    }

    func run() throws {
        let texts = ids.compactMap { id in
            ReportAssumption.named(id).map(CatalogDocumentation.explanation(of:))
                ?? (try? DiagnosticCatalog.validate(id, for: .explain).get()).map(CatalogDocumentation.explanation(of:))
        }
        Terminal.write(texts.joined(separator: "\n"))
    }
}
