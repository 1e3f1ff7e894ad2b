import Foundation
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

/// Decodes spec text as the file `test.widgets.yaml`.
func loadSpec(_ text: String) -> LoadedSpec {
    SpecLoader.load(SourceFile(path: "test.widgets.yaml", text: text))
}

/// Decodes spec text that must be free of diagnostics; the diagnostics are returned for the failure message.
func decodeValid(_ text: String) -> (spec: Spec?, problems: String) {
    let loaded = loadSpec(text)
    let problems = loaded.diagnostics.map(DiagnosticTranscript.line).joined(separator: "\n")
    return (loaded.diagnostics.isEmpty ? loaded.spec : nil, problems)
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
