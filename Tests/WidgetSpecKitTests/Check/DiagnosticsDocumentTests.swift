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

    @Test func mentionsEveryIDWithItsSource() {
        let markdown = CatalogDocumentation.markdown()
        let listing = CatalogDocumentation.rulesListing()
        for description in DiagnosticCatalog.all {
            #expect(markdown.contains("### \(description.id)"))
            #expect(markdown.contains("| \(description.source.tag) |"))
            let severity = description.severity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0)
            #expect(listing.contains("\(description.id)  \(severity)  \(description.source.tag) "))
        }
        #expect(listing.hasSuffix(CatalogDocumentation.sourceLegend + "\n"))
    }

    @Test func explanationHoldsTheSourceAndTheWholeExamples() throws {
        let description = try #require(DiagnosticCatalog.description(of: DiagnosticDescription.deadEntries.id))
        let text = CatalogDocumentation.explanation(of: description)
        #expect(text.hasPrefix("WS0704 dead-entries: warning\n"))
        #expect(text.contains("\nSource: an assumption. The spec language's timeline model"))
        #expect(text.contains("Reported for:\n\n    spec: 1\n    bundle: GameWidgets\n    widgets:\n"))
        #expect(text.contains("      policy: { after: 2h }"))
    }

    @Test func examplesAreShownWithoutMarkers() {
        #expect(!CatalogDocumentation.markdown().contains("↓"))
        for description in DiagnosticCatalog.all {
            #expect(!CatalogDocumentation.explanation(of: description).contains("↓"), "\(description.id)")
        }
    }
}
