import Foundation
import Testing

/// Swift built as text outside the Swift room may only shrink (issue 27). Every file of Generate/ and Names/, the
/// folders that build generated code, is searched for the marks of Swift written as text: one-line `.line("…")`
/// statements, `.text("…")` expressions, framework names interpolated into strings (`\(QualifiedName.…)`),
/// availability written as text (`"@available(`, `"#available(`) and parameter or argument lists of text.
/// The allow-list holds what each file still has; a file not in it must have none. It is exact: a file that loses
/// some fails the test until its entry is lowered (or removed), so the numbers only go down. The Swift room
/// (Swift/) is where text is made, and Report/'s `.line(` writes HTML: neither is counted.
@Suite struct SwiftTextBudgetTests {
    private static let marks = [
        ".line(", ".text(", "\\(QualifiedName.", "\"@available(", "\"#available(", ".inline([\"",
    ]

    /// Marks per file, relative to Sources/WidgetSpecKit.
    private static let allowed: [String: Int] = [
        // A literal piece of the interpolated `widgetURL` string (`SwiftInterpolationPart.text`), not Swift text.
        "Generate/WidgetModelDeclarations.swift": 1,
        // `case .text(let text)`: the sentence form of a spec's `summary:` (ParameterSummaryDecl), not Swift text.
        "Generate/ParameterSummaryDeclarations.swift": 1,
        // Reads the `@available(iOS …, *)` attributes it drops, it does not write one.
        "Generate/ActivityPlacementDeclarations.swift": 1,
    ]

    private static func marks(in folders: [String]) throws -> [String: Int] {
        let sources = RepositoryPaths.root.appendingPathComponent("Sources/WidgetSpecKit")
        var counts: [String: Int] = [:]
        for folder in folders {
            let directory = sources.appendingPathComponent(folder)
            let files = try FileManager.default.subpathsOfDirectory(atPath: directory.path).filter {
                $0.hasSuffix(".swift")
            }
            for file in files {
                let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
                let count = marks.reduce(0) { $0 + text.components(separatedBy: $1).count - 1 }
                if count > 0 { counts[folder + "/" + file] = count }
            }
        }
        return counts
    }

    @Test func swiftTextOnlyShrinks() throws {
        let counts = try Self.marks(in: ["Generate", "Names"])
        for file in Set(counts.keys).union(Self.allowed.keys).sorted() {
            let count = counts[file] ?? 0
            let allowed = Self.allowed[file] ?? 0
            #expect(count <= allowed, "\(file): \(count) marks of Swift text, \(allowed) allowed: build trees instead")
            #expect(count >= allowed, "\(file): \(count) marks of Swift text left: lower its entry to \(count)")
        }
    }

    @Test func conditionsAreEditedAsTrees() throws {
        let generate = RepositoryPaths.root.appendingPathComponent("Sources/WidgetSpecKit/Generate")
        for file in try FileManager.default.subpathsOfDirectory(atPath: generate.path) where file.hasSuffix(".swift") {
            let text = try String(contentsOf: generate.appendingPathComponent(file), encoding: .utf8)
            #expect(!text.contains(".replacing(\"canImport"), "\(file)")
        }
    }

    @Test func theDecoderWritesNoSwift() throws {
        let spec = RepositoryPaths.root.appendingPathComponent("Sources/WidgetSpecKit/Spec")
        for file in try FileManager.default.subpathsOfDirectory(atPath: spec.path) where file.hasSuffix(".swift") {
            let text = try String(contentsOf: spec.appendingPathComponent(file), encoding: .utf8)
            #expect(!text.contains("QualifiedName."), "\(file)")
            #expect(!text.contains("SwiftLiteral."), "\(file)")
        }
    }
}
