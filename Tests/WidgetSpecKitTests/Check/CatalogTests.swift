import Foundation
import Testing

@testable import WidgetSpecKit

@Suite("Diagnostic catalog")
struct CatalogTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../Sources/WidgetSpecKit").standardizedFileURL

    /// Every `DiagnosticID = "WS...."` constant declared in the compiler's sources.
    static func declaredIDs() throws -> Set<String> {
        var ids: Set<String> = []
        let enumerator = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            let text = try String(contentsOf: url, encoding: .utf8)
            let pattern = try NSRegularExpression(pattern: #"DiagnosticID = "(WS[0-9]{4})""#)
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                ids.insert((text as NSString).substring(with: match.range(at: 1)))
            }
        }
        return ids
    }

    @Test func listsExactlyTheDeclaredIDs() throws {
        let declared = try Self.declaredIDs()
        #expect(declared.count > 60)
        #expect(Set(DiagnosticCatalog.all.map(\.id.rawValue)) == declared)
    }

    @Test func idsAreUniqueAndSorted() {
        let ids = DiagnosticCatalog.all.map(\.id)
        #expect(Set(ids).count == ids.count)
        #expect(ids == ids.sorted())
    }

    @Test func namesAreUniqueKebabCase() {
        let names = DiagnosticCatalog.all.map(\.name)
        #expect(Set(names).count == names.count)
        for name in names {
            #expect(name.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }, "\(name)")
        }
    }

    @Test func checkerRulesCiteTheReference() {
        for description in DiagnosticCatalog.all where description.category.isCheckerRule {
            #expect(description.rationale.contains("[S"), "\(description.id) cites no source")
        }
    }

    @Test func optInRulesAreCheckerRules() {
        #expect(!DiagnosticCatalog.optInIDs.isEmpty)
        for id in DiagnosticCatalog.optInIDs {
            #expect(DiagnosticCatalog.description(of: id)?.canBeDisabled == true)
        }
    }

    @Test func looksUpByIDInAnyCaseOrByName() {
        #expect(DiagnosticCatalog.lookup("ws0704")?.id == .deadEntries)
        #expect(DiagnosticCatalog.lookup("reload-loop")?.id == .reloadLoop)
        #expect(DiagnosticCatalog.lookup("nothing") == nil)
    }

    @Test func suggestsTheClosestID() {
        #expect(DiagnosticCatalog.suggestion(for: "ws0705") == "WS0705")
        #expect(DiagnosticCatalog.suggestion(for: "WS07O5") == "WS0705")
        #expect(DiagnosticCatalog.suggestion(for: "completely-wrong") == nil)
    }
}
