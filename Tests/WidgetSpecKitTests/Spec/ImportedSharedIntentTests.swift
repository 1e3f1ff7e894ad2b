import Foundation
import Testing

@testable import WidgetSpecKit

/// An intent definition holds intents, not widgets, so `import` writes one widget per intent (docs/cli.md says
/// why). A SiriKit intent that configured several widgets (WordPress's SelectSiteIntent) is then shared by hand:
/// each other widget writes `intent: <the imported intent>`, and the migration, declared once, covers them all.
@Suite struct ImportedSharedIntentTests {
    @Test func aWidgetAddedToAnImportedSpecSharesItsMigratedIntent() throws {
        let imported = try IntentDefinitionImportTests.importSample().spec
        #expect(imported.components(separatedBy: "\n    intent:\n").count == 2, "one widget per widget intent")
        let placeholder = "\"\(IntentDefinitionImport.kindPlaceholder(intent: "SelectRoute"))\""
        let sharing = """
              Departures:
                kind: com.example.departures
                displayName: Departures
                families: [systemMedium]
                intent: SelectRoute
            """
        let text =
            imported.replacingOccurrences(of: placeholder, with: "com.example.select-route")
            .replacingOccurrences(of: "\nwidgets:\n", with: "\nwidgets:\n" + sharing + "\n")
        let spec = try decodeSpec(text, file: "Commute.widgets.yaml")
        #expect(Checker.check([spec]).filter { $0.severity != .note }.isEmpty)
        let departures = try #require(spec.widgets.first { $0.name.value == "Departures" })
        #expect(departures.intent?.migration?.intentClassName.value == "SelectRouteIntent")
        let shared = SwiftGenerator.generate(spec, part: .shared, sourcePath: "Commute.widgets.yaml")
        #expect(shared.components(separatedBy: "static let intentClassName").count == 2)
        #expect(shared.components(separatedBy: "init(_ intent: SelectRoute)").count == 3)
    }
}
