import Foundation
import Testing
import WidgetSpecKit

/// The schema against real specs, through python3's `jsonschema` (YAML read as editors read it): every spec
/// the tool accepts validates, and the structural errors a schema can express are rejected.
@Suite("Schema validation with jsonschema", .enabled(if: !PythonSchemaValidator.skipRequested), .serialized)
struct SchemaValidationTests {
    /// Frontend fixtures (Tests/WidgetSpecKitTests/Spec/Fixtures/invalid) whose errors the schema expresses.
    static let rejectedFixtures = [
        "enum-errors", "invalid-diagnostic-ids", "invalid-durations", "invalid-entry-forms", "invalid-identifiers",
        "invalid-type-expressions", "invalid-versions", "invalid-wall-times", "invalid-weekdays", "invalid-words",
        "keyword-and-reserved-names", "launcher-merge-keys", "missing-nested-keys", "missing-top-level-keys",
        "missing-widget-keys", "spec-version-zero", "strings-stay-strings", "top-level-list",
        "unknown-activity-event-report-keys", "unknown-field-keys", "unknown-intent-keys", "unknown-timeline-keys",
        "unknown-top-level-keys", "unknown-widget-keys", "widget-value-not-mapping", "wrong-collection-types",
        "wrong-scalar-types",
    ]

    private func write(_ cases: [SchemaCases.Case], to directory: URL) throws -> [URL] {
        try cases.map { item in
            let url = directory.appendingPathComponent(item.name + ".widgets.yaml")
            try Data(item.text.utf8).write(to: url)
            return url
        }
    }

    private func decodes(_ url: URL) throws -> [Diagnostic] {
        let bytes = try [UInt8](Data(contentsOf: url))
        return SpecLoader.load(SourceFile(path: url.lastPathComponent, bytes: bytes)).diagnostics
    }

    @Test func exampleSpecsAndStarterValidate() throws {
        let examples = SchemaTestPaths.specFiles(in: SchemaTestPaths.examples)
        #expect(examples.count >= 5)
        try withScratchDirectory { directory in
            let starter = try #require(StarterSpec(name: "demo")).write(in: directory)
            let files = examples + [starter]
            let outcomes = try PythonSchemaValidator.validate(files, schema: SpecJSONSchema.text)
            for file in files {
                #expect(try !decodes(file).hasErrors, "the tool rejects \(file.lastPathComponent)")
                #expect(
                    outcomes[file.path] == .valid,
                    "\(file.lastPathComponent): \(String(describing: outcomes[file.path]))")
            }
        }
    }

    @Test func validCasesValidate() throws {
        try withScratchDirectory { directory in
            let files = try write(SchemaCases.valid, to: directory)
            let outcomes = try PythonSchemaValidator.validate(files, schema: SpecJSONSchema.text)
            for file in files {
                let problems = try decodes(file)
                #expect(!problems.hasErrors, "the tool rejects \(file.lastPathComponent): \(problems.map(\.message))")
                #expect(
                    outcomes[file.path] == .valid,
                    "\(file.lastPathComponent): \(String(describing: outcomes[file.path]))")
            }
        }
    }

    @Test func invalidCasesAreRejectedByBoth() throws {
        try withScratchDirectory { directory in
            let files = try write(SchemaCases.invalid, to: directory)
            let outcomes = try PythonSchemaValidator.validate(files, schema: SpecJSONSchema.text)
            for file in files {
                #expect(try decodes(file).hasErrors, "the tool accepts \(file.lastPathComponent)")
                #expect(
                    outcomes[file.path]?.isInvalid == true,
                    "\(file.lastPathComponent): \(String(describing: outcomes[file.path]))")
            }
        }
    }

    /// The decoder's corpus, when present: valid fixtures validate; the listed invalid ones are rejected.
    @Test func fixtureCorpus() throws {
        let valid = SchemaTestPaths.specFiles(in: SchemaTestPaths.fixtures.appendingPathComponent("valid"))
        let invalidDirectory = SchemaTestPaths.fixtures.appendingPathComponent("invalid")
        let rejected = Self.rejectedFixtures.map { invalidDirectory.appendingPathComponent($0 + ".widgets.yaml") }
            .filter { FileManager.default.fileExists(atPath: $0.path) }
        guard !valid.isEmpty || !rejected.isEmpty else { return }
        // Renamed fixtures must be renamed here too, or this test silently checks less.
        #expect(rejected.count == Self.rejectedFixtures.count, "some listed invalid fixtures are missing")
        let outcomes = try PythonSchemaValidator.validate(valid + rejected, schema: SpecJSONSchema.text)
        for file in valid where try !decodes(file).hasErrors {
            #expect(
                outcomes[file.path] == .valid, "\(file.lastPathComponent): \(String(describing: outcomes[file.path]))")
        }
        for file in rejected {
            #expect(
                outcomes[file.path]?.isInvalid == true,
                "\(file.lastPathComponent): \(String(describing: outcomes[file.path]))")
        }
    }

    @Test func schemaIsAValidDraft202012Schema() throws {
        // The script checks the schema before validating anything and fails on a bad one.
        _ = try PythonSchemaValidator.validate([], schema: SpecJSONSchema.text)
        #expect(throws: PythonSchemaValidator.ValidatorFailure.self) {
            try PythonSchemaValidator.validate([], schema: #"{"type": 12}"#)
        }
    }
}
