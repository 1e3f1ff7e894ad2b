import ArgumentParser
import Foundation
import WidgetSpecKit

/// `widgetspec import`: a spec from an Xcode intent definition, for moving SiriKit-configured widgets to App
/// Intents without resetting them.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Print a spec made from an Xcode intent definition (.intentdefinition).",
        discussion: """
            Writes one widget per custom intent that configures widgets, with its enums, its parameters and \
            `migratesFrom` naming the SiriKit intent class and each parameter's name and type, so the generated \
            App Intent keeps the widgets people placed. The spec goes to standard output; what could not be \
            imported (intents that do not configure widgets, parameter types the spec language lacks) is listed \
            on standard error. Replace each widget's kind placeholder ("TODO: …", which check refuses) with the \
            kind its IntentConfiguration had. Exit status 2 when the file is not an intent definition, would \
            expand beyond the limits, or makes a spec that would not pass check.

            Examples:
              widgetspec import Intents.intentdefinition > Widgets.widgets.yaml
            """)

    @Argument(help: ArgumentHelp("The intent definition to read.", valueName: "file"))
    var file: String

    func run() throws {
        let data: Data
        switch IntentDefinitionImport.read(path: file) {
        case .success(let bytes): data = bytes
        case .failure(let problem):
            Terminal.writeError("error: \(problem)")
            throw ExitStatus.usageOrIO
        }
        do {
            let result = try IntentDefinitionImport.spec(fromDefinition: data, fileName: file)
            for note in result.notes { Terminal.writeError("note: \(note)") }
            Terminal.write(result.spec)
        } catch {
            Terminal.writeError("error: \(OneLineText.escaped(file)): \(error)")
            throw ExitStatus.usageOrIO
        }
    }
}
