import Testing

@testable import WidgetSpecKit

/// Every example of the catalog, decoded and checked as a spec file of its own.
@Suite("Catalog examples run through decode and check")
struct CatalogExampleTests {
    static func diagnostics(of text: String) -> [Diagnostic] {
        let loaded = SpecLoader.load(SourceFile(path: "example.widgets.yaml", text: text))
        guard let spec = loaded.spec else { return loaded.diagnostics }
        return loaded.diagnostics + Checker.check([spec])
    }

    static let withTriggering = DiagnosticCatalog.all.filter { !$0.triggering.isEmpty }.map(\.id)
    static let withNonTriggering = DiagnosticCatalog.all.filter { !$0.nonTriggering.isEmpty }.map(\.id)

    @Test(arguments: withTriggering)
    func triggeringExamplesReportTheID(_ id: DiagnosticID) throws {
        let description = try #require(DiagnosticCatalog.description(of: id))
        for example in description.triggering {
            let found = Self.diagnostics(of: example)
            #expect(
                found.contains { $0.id == id && $0.severity == description.severity },
                "\(id) not reported; got \(found.map { "\($0.id) \($0.message)" })")
        }
    }

    @Test(arguments: withNonTriggering)
    func nonTriggeringExamplesAreFreeOfTheIDAndOfErrors(_ id: DiagnosticID) throws {
        let description = try #require(DiagnosticCatalog.description(of: id))
        for example in description.nonTriggering {
            let found = Self.diagnostics(of: example)
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
