import Foundation
import Testing
import WidgetSpecKit

/// Where the decoding tests find their data: next to this file, never through SwiftPM resources.
enum SpecTestPaths {
    static func fixtures(_ filePath: String = #filePath) -> URL {
        URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    }

    static func repositoryRoot(_ filePath: String = #filePath) -> URL {
        URL(fileURLWithPath: filePath).deletingLastPathComponent()  // Spec
            .deletingLastPathComponent()  // WidgetSpecKitTests
            .deletingLastPathComponent()  // Tests
            .deletingLastPathComponent()
    }

    /// The spec files (`*.widgets.yaml`) directly in `directory`, sorted.
    static func specFiles(in directory: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter(SpecFiles.isSpecFile).sorted().map { directory.appendingPathComponent($0) }
    }
}

/// Decodes spec text as the file `test.widgets.yaml` (or `file`).
func loadSpec(_ text: String, file: String = "test.widgets.yaml") -> LoadedSpec {
    SpecLoader.load(SourceFile(path: file, text: text))
}

/// Decodes spec text that must be free of diagnostics (the test fails with them listed otherwise).
/// Shared by every test that needs an IR value from YAML.
func decodeSpec(
    _ text: String, file: String = "test.widgets.yaml", sourceLocation: Testing.SourceLocation = #_sourceLocation
) throws -> Spec {
    let loaded = loadSpec(text, file: file)
    let problems = DiagnosticTranscript.render(loaded.diagnostics)
    #expect(loaded.diagnostics.isEmpty, "\(problems)", sourceLocation: sourceLocation)
    return try #require(loaded.spec, "\(problems)", sourceLocation: sourceLocation)
}

/// Decodes a spec made of the minimal header (`spec: 1`, `bundle: Demo`) and `body`.
func decodeBody(_ body: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Spec {
    try decodeSpec("spec: 1\nbundle: Demo\n" + body, sourceLocation: sourceLocation)
}

/// Decodes one widget written under `widgets:` (indented by the caller as YAML needs), with optional
/// declarations before it.
func decodeWidget(
    _ widget: String, declarations: String = "", sourceLocation: Testing.SourceLocation = #_sourceLocation
) throws -> WidgetDecl {
    let spec = try decodeBody(declarations + "widgets:\n" + widget, sourceLocation: sourceLocation)
    return try #require(spec.widgets.first, sourceLocation: sourceLocation)
}

/// The diagnostics of spec text as transcript lines, for tests that expect problems.
func diagnosticLines(_ text: String) -> [String] {
    loadSpec(text).diagnostics.sorted(by: Diagnostic.stableOrder).map(DiagnosticTranscript.line)
}

/// The one-line-per-diagnostic text the fixture corpus compares exactly:
/// `LINE:COL severity ID message`, then indented `note` and `fix-it` lines.
enum DiagnosticTranscript {
    static func render(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.sorted(by: Diagnostic.stableOrder).map(render).joined()
    }

    static func render(_ diagnostic: Diagnostic) -> String {
        var text = line(diagnostic) + "\n"
        for note in diagnostic.notes {
            text += "  note \(note.range.map(position).map { $0 + " " } ?? "")\(note.message)\n"
        }
        if let fixIt = diagnostic.fixIt {
            text += "  fix-it \(position(fixIt.range))-\(fixIt.range.end) '\(fixIt.replacement)'\n"
        }
        return text
    }

    static func line(_ diagnostic: Diagnostic) -> String {
        let place = diagnostic.range.map(position) ?? "-"
        return "\(place) \(diagnostic.severity.rawValue) \(diagnostic.id) \(diagnostic.message)"
    }

    private static func position(_ range: SourceRange) -> String { "\(range.start)" }
}

/// A `Located` value's position as `line:column`, for compact assertions.
extension Located {
    var at: String { "\(range.start)" }
}

extension DisplayText {
    /// `line:column` of the text, for compact expectations.
    var at: String { "\(range.start)" }
}
