import Foundation
import Testing

/// `{"diagnostics": [...]}` as printed by `check --format json`.
struct JSONDiagnostics {
    let entries: [[String: Any]]

    init(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
        let root = try #require(object as? [String: Any], sourceLocation: sourceLocation)
        entries = try #require(root["diagnostics"] as? [[String: Any]], sourceLocation: sourceLocation)
    }
}

@Suite("widgetspec check --format json")
struct JSONOutputTests {
    static let fields = ["id", "severity", "message", "file", "line", "column", "endLine", "endColumn", "notes"]

    @Test func outputParsesAndCarriesTheDocumentedFields() throws {
        let directory = try TemporaryDirectory()
        try directory.write("bad.widgets.yaml", SampleSpecs.invalid)
        let result = try WidgetSpecCLI.run(["check", "--format", "json", "bad.widgets.yaml"], in: directory.url)
        #expect(result.status == 1)
        let diagnostics = try JSONDiagnostics(result.stdout).entries
        #expect(diagnostics.count == 2)
        try checkFields(of: diagnostics)
    }

    @Test func noDiagnosticsIsAnEmptyList() throws {
        let result = try WidgetSpecCLI.run(["check", "--format", "json", "specs/"])
        #expect(result.status == 0)
        let diagnostics = try JSONDiagnostics(result.stdout).entries
        #expect(diagnostics.allSatisfy { $0["severity"] as? String != "error" })
    }

    private func checkFields(of diagnostics: [[String: Any]]) throws {
        for diagnostic in diagnostics {
            let missing = Self.fields.filter { diagnostic[$0] == nil }
            #expect(missing.isEmpty, "missing fields \(missing) in \(diagnostic)")
        }
        let unknownKey = try #require(diagnostics.first { $0["id"] as? String == "WS0201" })
        #expect(unknownKey["severity"] as? String == "error")
        #expect(unknownKey["file"] as? String == "bad.widgets.yaml")
        #expect(unknownKey["line"] as? Int == 6)
        #expect(unknownKey["column"] as? Int == 5)
        #expect(unknownKey["endLine"] as? Int == 6)
        #expect(unknownKey["endColumn"] as? Int == 15)
        #expect((unknownKey["message"] as? String)?.hasPrefix("unknown key 'displayNam'") == true)
        let notes = try #require(unknownKey["notes"] as? [[String: Any]])
        #expect((notes.first?["message"] as? String)?.hasPrefix("valid keys are") == true)
    }
}
