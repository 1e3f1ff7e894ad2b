import Foundation
import Testing
import WidgetSchedule

@testable import WidgetSpecKit

/// The modules a spec may not name a type after are the ones the generated code goes through: `QualifyingModule`
/// makes every qualified framework name, so the reserved names follow the generator instead of a copied list.
@Suite struct QualifyingModuleTests {
    @Test func everyModuleTheReferencesImportIsReserved() throws {
        let folder = RepositoryPaths.root.appendingPathComponent("Tests/WidgetSpecKitTests/Generate/Reference")
        var imported: Set<String> = []
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n") where line.hasPrefix("import ") {
                imported.insert(String(line.dropFirst("import ".count)))
            }
        }
        #expect(!imported.isEmpty)
        for module in imported.sorted() {
            #expect(QualifyingModule(rawValue: module) != nil, "\(module)")
            #expect(SwiftIdentifier.reservedTypeNames[module] != nil, "\(module)")
        }
    }

    @Test func theLibraryIsNamedThroughItsModule() {
        #expect(SwiftType.library(TimelineRule.self) == QualifyingModule.widgetSchedule.type("TimelineRule"))
        #expect(QualifiedName.date == QualifyingModule.foundation.type("Date"))
    }
}
