import Foundation
import Testing
import WidgetSpecKit

/// The invalid-spec corpus: every `Fixtures/invalid/NAME.widgets.yaml` is decoded and its diagnostics are
/// compared exactly with `NAME.expected`. Run with `WIDGETSPEC_RECORD=1` to rewrite the expectations, then
/// check every position by hand before committing them.
@Suite("Invalid spec corpus")
struct InvalidFixtureTests {
    static let directory = SpecTestPaths.fixtures().appendingPathComponent("invalid")
    static let fixtureNames = SpecTestPaths.specFiles(in: directory).map(\.lastPathComponent)

    @Test func corpusIsLargeEnough() {
        #expect(Self.fixtureNames.count >= 45)
    }

    @Test(arguments: fixtureNames)
    func fixture(_ name: String) throws {
        let bytes = try [UInt8](Data(contentsOf: Self.directory.appendingPathComponent(name)))
        let loaded = SpecLoader.load(SourceFile(path: name, bytes: bytes))
        let actual = DiagnosticTranscript.render(loaded.diagnostics)
        let expectedURL = Self.directory.appendingPathComponent(
            String(name.dropLast(".widgets.yaml".count)) + ".expected")
        if ProcessInfo.processInfo.environment["WIDGETSPEC_RECORD"] == "1" {
            try Data(actual.utf8).write(to: expectedURL)
            return
        }
        let expected = try String(contentsOf: expectedURL, encoding: .utf8)
        #expect(actual == expected, "\(name)")
        // An invalid fixture must be rejected: an error, and no IR.
        #expect(loaded.diagnostics.hasErrors)
        #expect(loaded.spec == nil)
    }
}
