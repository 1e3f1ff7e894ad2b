import Testing

@testable import WidgetSpecKit

/// Every example of the catalog, decoded and checked as a spec file of its own: a triggering example reports
/// its ID with the catalog's severity exactly where its `↓` markers stand, and nowhere else; a non-triggering
/// one reports neither the ID nor any error. The examples of `widgetspec diff`'s rules are changes: both specs
/// are decoded and compared, and the markers of each spec stand where the diagnostics in that file start.
@Suite("Catalog examples run through decode and check")
struct CatalogExampleTests {
    static let oldPath = "old.widgets.yaml"
    static let newPath = "example.widgets.yaml"

    /// The front end's and the checker's diagnostics of one spec.
    static func diagnostics(ofSpec text: String, path: String = newPath) -> [Diagnostic] {
        let loaded = SpecLoader.load(SourceFile(path: path, text: text))
        guard let spec = loaded.spec else { return loaded.diagnostics }
        return loaded.diagnostics + Checker.check([spec])
    }

    /// A spec's diagnostics, or for a change the comparison's plus the errors of either spec.
    static func diagnostics(of example: SpecExample) -> [Diagnostic] {
        guard let oldText = example.oldText else { return diagnostics(ofSpec: example.text) }
        let old = SpecLoader.load(SourceFile(path: oldPath, text: oldText))
        let new = SpecLoader.load(SourceFile(path: newPath, text: example.text))
        let specErrors = (diagnostics(ofSpec: oldText, path: oldPath) + diagnostics(ofSpec: example.text))
            .filter { $0.severity == .error }
        let diff = DiffPipeline.run(
            old: SpecSet(files: [old], pathProblems: []), new: SpecSet(files: [new], pathProblems: []))
        return specErrors + (diff.compared ? diff.diagnostics : [])
    }

    /// Where the diagnostics start, `old.widgets.yaml` ones first, as the markers give them.
    static func starts(_ diagnostics: [Diagnostic]) -> [String] {
        let old = diagnostics.filter { $0.range?.file == oldPath }
        let rest = diagnostics.filter { $0.range?.file != oldPath }
        return (old.map { "old \($0.range!.start)" } + rest.map { $0.range.map { "\($0.start)" } ?? "-" })
    }

    static func markers(_ example: SpecExample) -> [String] {
        example.markedOldLocations.map { "old \($0)" } + example.markedLocations.map(\.description)
    }

    static let withTriggering = DiagnosticCatalog.all.filter { !$0.triggering.isEmpty }.map(\.id)
    static let withNonTriggering = DiagnosticCatalog.all.filter { !$0.nonTriggering.isEmpty }.map(\.id)

    @Test(arguments: withTriggering)
    func triggeringExamplesReportTheIDAtTheMarkers(_ id: DiagnosticID) throws {
        let description = try #require(DiagnosticCatalog.description(of: id))
        for example in description.triggering {
            let diagnostics = Self.diagnostics(of: example)
            let found = diagnostics.filter { $0.id == id }.sorted(by: Diagnostic.stableOrder)
            #expect(!Self.markers(example).isEmpty, "\(id): an example without a ↓ marker")
            #expect(
                Self.starts(found) == Self.markers(example),
                "\(id) at the wrong places in:\n\(example.text)\ngot \(found.map { "\($0.range?.start.description ?? "-") \($0.message)" })"
            )
            #expect(
                found.allSatisfy { $0.severity == description.severity },
                "\(id) not reported as \(description.severity): \(found.map(\.severity))")
            if example.oldText != nil {
                let errors = diagnostics.filter { $0.severity == .error && $0.id.rawValue < "WS10" }
                #expect(errors.isEmpty, "\(id): a change between specs with errors: \(errors.map(\.message))")
            }
        }
    }

    @Test(arguments: withNonTriggering)
    func nonTriggeringExamplesAreFreeOfTheIDAndOfErrors(_ id: DiagnosticID) throws {
        let description = try #require(DiagnosticCatalog.description(of: id))
        for example in description.nonTriggering {
            let found = Self.diagnostics(of: example)
            #expect(Self.markers(example).isEmpty, "\(id): a ↓ marker in an example that reports nothing")
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
