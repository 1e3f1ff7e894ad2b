import Foundation
import Testing

@testable import WidgetSpecKit

@Suite("docs/diagnostics.md is generated from the catalog")
struct DiagnosticsDocumentTests {
    static let document = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../docs/diagnostics.md").standardizedFileURL

    @Test func isCurrent() {
        // WIDGETSPEC_RECORD=1 rewrites it.
        GoldenFile.check(CatalogDocumentation.markdown(), against: Self.document)
    }

    @Test func mentionsEveryID() {
        let markdown = CatalogDocumentation.markdown()
        let listing = CatalogDocumentation.rulesListing()
        for description in DiagnosticCatalog.all {
            #expect(markdown.contains("### \(description.id)"))
            #expect(listing.contains("\(description.id)  \(description.severity.rawValue)"))
        }
    }

    @Test func explanationHoldsTheExamples() throws {
        let description = try #require(DiagnosticCatalog.description(of: .deadEntries))
        let text = CatalogDocumentation.explanation(of: description)
        #expect(text.hasPrefix("WS0704 dead-entries: warning\n"))
        #expect(text.contains("Reported for:\n\n    spec: 1\n"))
        #expect(text.contains("policy: { after: 2h }"))
    }
}
