import Testing

@testable import WidgetSpecKit

/// Every example of the catalog, decoded and checked as a spec file of its own: a triggering example reports
/// its ID with the catalog's severity exactly where its `↓` markers stand, and nowhere else; a non-triggering
/// one reports neither the ID nor any error.
@Suite("Catalog examples run through decode and check")
struct CatalogExampleTests {
    static func diagnostics(of example: SpecExample) -> [Diagnostic] {
        let loaded = SpecLoader.load(SourceFile(path: "example.widgets.yaml", text: example.text))
        guard let spec = loaded.spec else { return loaded.diagnostics }
        return loaded.diagnostics + Checker.check([spec])
    }

    static let withTriggering = DiagnosticCatalog.all.filter { !$0.triggering.isEmpty }.map(\.id)
    static let withNonTriggering = DiagnosticCatalog.all.filter { !$0.nonTriggering.isEmpty }.map(\.id)

    @Test(arguments: withTriggering)
    func triggeringExamplesReportTheIDAtTheMarkers(_ id: DiagnosticID) throws {
        let description = try #require(DiagnosticCatalog.description(of: id))
        for example in description.triggering {
            let found = Self.diagnostics(of: example).filter { $0.id == id }.sorted(by: Diagnostic.stableOrder)
            #expect(!example.markedLocations.isEmpty, "\(id): an example without a ↓ marker")
            #expect(
                found.map { $0.range.map { "\($0.start)" } ?? "-" } == example.markedLocations.map(\.description),
                "\(id) at the wrong places in:\n\(example.text)\ngot \(found.map { "\($0.range?.start.description ?? "-") \($0.message)" })"
            )
            #expect(
                found.allSatisfy { $0.severity == description.severity },
                "\(id) not reported as \(description.severity): \(found.map(\.severity))")
        }
    }

    @Test(arguments: withNonTriggering)
    func nonTriggeringExamplesAreFreeOfTheIDAndOfErrors(_ id: DiagnosticID) throws {
        let description = try #require(DiagnosticCatalog.description(of: id))
        for example in description.nonTriggering {
            let found = Self.diagnostics(of: example)
            #expect(example.markedLocations.isEmpty, "\(id): a ↓ marker in an example that reports nothing")
            #expect(!found.contains { $0.id == id }, "\(id) reported: \(found.filter { $0.id == id })")
            #expect(!found.hasErrors, "errors: \(found.filter { $0.severity == .error }.map(\.message))")
        }
    }

    @Test func everyIDWithoutExamplesSaysWhy() {
        for description in DiagnosticCatalog.all where description.triggering.isEmpty {
            #expect(description.exampleNote != nil, "\(description.id) has no examples and no note")
        }
        for description in DiagnosticCatalog.all where !description.triggering.isEmpty {
            #expect(!description.nonTriggering.isEmpty, "\(description.id) has no non-triggering example")
        }
    }
}
