import Foundation
import WidgetSpecKit

/// Where the schema tests find the repository's files: relative to this source file.
enum SchemaTestPaths {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Schema
        .deletingLastPathComponent()  // WidgetSpecKitTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    static let committedSchema = repository.appendingPathComponent("docs/widgetspec.schema.json")
    static let specLanguageDocs = repository.appendingPathComponent("docs/spec-language.md")
    static let editorSupportDocs = repository.appendingPathComponent("docs/editor-support.md")
    static let examples = repository.appendingPathComponent("specs")
    /// The decoder's fixture corpus (valid/ and invalid/), when present.
    static let fixtures = repository.appendingPathComponent("Tests/WidgetSpecKitTests/Spec/Fixtures")

    /// The spec files directly in `directory`, sorted; none when it does not exist.
    static func specFiles(in directory: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter(SpecFiles.isSpecFile).sorted().map { directory.appendingPathComponent($0) }
    }

    static func read(_ url: URL) throws -> String {
        try String(contentsOf: url, encoding: .utf8)
    }
}

/// A spec decoded by the tool from text.
func schemaTestDecode(_ text: String, file: String = "test.widgets.yaml") -> LoadedSpec {
    SpecLoader.load(SourceFile(path: file, text: text))
}

/// A scratch directory removed when `body` returns.
func withScratchDirectory<T>(_ body: (URL) throws -> T) throws -> T {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
        "widgetspec-schema-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    return try body(directory)
}
