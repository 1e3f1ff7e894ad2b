import Foundation
import Testing

@testable import WidgetSpecKit

@Suite("Reporters: golden files on a two-file fixture")
struct ReporterGoldenTests {
    static let fileNames: [DiagnosticFormat: String] = [
        .xcode: "xcode.txt", .text: "text.txt", .json: "diagnostics.json", .sarif: "diagnostics.sarif",
        .github: "github.txt", .summary: "summary.txt",
    ]

    @Test(arguments: DiagnosticFormat.allCases)
    func matchesGoldenFile(_ format: DiagnosticFormat) {
        let output = format.reporter.render(ReporterFixture.diagnostics, context: ReporterFixture.context)
        let url = ReporterFixture.directory.appendingPathComponent("expected/\(Self.fileNames[format]!)")
        GoldenFile.check(output, against: url)
    }

    @Test func coloredTextMatchesGoldenFile() {
        var context = ReporterFixture.context
        context.colored = true
        let output = TextReporter().render(ReporterFixture.diagnostics, context: context)
        GoldenFile.check(output, against: ReporterFixture.directory.appendingPathComponent("expected/text-color.txt"))
    }

    @Test(arguments: DiagnosticFormat.allCases)
    func isDeterministic(_ format: DiagnosticFormat) {
        let first = format.reporter.render(ReporterFixture.diagnostics, context: ReporterFixture.context)
        let second = format.reporter.render(ReporterFixture.diagnostics, context: ReporterFixture.context)
        #expect(first == second)
    }

    @Test func sarifValidatesAgainstTheSchema() throws {
        let output = SARIFReporter().render(ReporterFixture.diagnostics, context: ReporterFixture.context)
        let schema = ReporterFixture.directory.deletingLastPathComponent()
            .appendingPathComponent("sarif-schema-2.1.0.json")
        let result = try SchemaValidator.validate(json: output, schema: schema)
        #expect(result.status == 0, "\(result.output)")
    }

    @Test func sarifRejectsAnInvalidDocument() throws {
        // The validator must be able to fail: a result without a message is invalid SARIF.
        let invalid = #"{"version": "2.1.0", "runs": [{"tool": {"driver": {"name": "x"}}, "results": [{}]}]}"#
        let schema = ReporterFixture.directory.deletingLastPathComponent()
            .appendingPathComponent("sarif-schema-2.1.0.json")
        let result = try SchemaValidator.validate(json: invalid, schema: schema)
        #expect(result.status != 0)
    }

    @Test func jsonParsesAndHasTheDocumentedFields() throws {
        let output = JSONReporter().render(ReporterFixture.diagnostics, context: ReporterFixture.context)
        let object = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any]
        let diagnostics = try #require(object?["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.count == ReporterFixture.diagnostics.count)
        for key in ["id", "severity", "message", "file", "line", "column", "endLine", "endColumn", "notes", "fixIt"] {
            #expect(diagnostics.allSatisfy { $0.keys.contains(key) }, "missing \(key)")
        }
    }
}

/// Runs python3's `jsonschema` (Draft 4, as the SARIF schema declares) on a JSON text.
enum SchemaValidator {
    static func validate(json: String, schema: URL) throws -> (status: Int32, output: String) {
        let document = FileManager.default.temporaryDirectory.appendingPathComponent("widgetspec-\(UUID()).json")
        try Data(json.utf8).write(to: document)
        defer { try? FileManager.default.removeItem(at: document) }
        let script = """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1]))
            document = json.load(open(sys.argv[2]))
            jsonschema.Draft4Validator(schema).validate(document)
            """
        return try Toolchain.run("/usr/bin/env", ["python3", "-c", script, schema.path, document.path])
    }
}
