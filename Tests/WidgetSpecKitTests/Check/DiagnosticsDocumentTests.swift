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
        for assumption in ReportAssumption.all {
            #expect(markdown.contains("### \(assumption.name)\n"))
            #expect(markdown.contains("**Source:** \(assumption.source.text)"))
            #expect(listing.contains("  \(assumption.name) "))
        }
    }

    @Test func explanationOfAnAssumptionHoldsItsSourceAndSetting() {
        let text = CatalogDocumentation.explanation(of: .dailyBudget)
        #expect(text.hasPrefix("daily-budget: report assumption\n"))
        #expect(text.contains("\nSource: an assumption. Apple documents a budget per widget instance"))
        #expect(text.hasSuffix("\nSet with: --budget, report.budget\n"))
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
