import Foundation
import Testing

@testable import WidgetSpecKit

/// docs/spec-language.md: its key lists are the tables', every shape is documented under a heading its links
/// reach, and its YAML examples are real spec fragments.
@Suite("docs/spec-language.md")
struct SpecLanguageDocsTests {
    let markdown: String

    init() throws {
        markdown = try SchemaTestPaths.read(SchemaTestPaths.specLanguageDocs)
    }

    @Test func keyListsAreCurrent() throws {
        GoldenFile.check(try SpecKeyDocs.updating(markdown), against: SchemaTestPaths.specLanguageDocs)
    }

    @Test func everyShapeIsDocumentedOnceUnderItsHeading() {
        let documented = SpecKeyDocs.documentedShapes(in: markdown)
        #expect(documented.map(\.rawValue).sorted() == SpecSchema.shapes.map(\.id.rawValue).sorted())
        let headings = markdown.split(separator: "\n").filter { $0.hasPrefix("#") }.map {
            $0.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
        }
        for shape in SpecSchema.shapes {
            #expect(headings.filter { $0 == shape.title }.count == 1, "no single heading '\(shape.title)'")
        }
        // Links to sections must reach a heading.
        let anchors = Set(headings.map(SpecKeyDocs.anchor))
        let links = markdown.matches(of: /\]\(#([a-z0-9-]+)\)/).map { String($0.output.1) }
        for link in Set(links).sorted() {
            #expect(anchors.contains(link), "dangling link #\(link)")
        }
    }

    @Test func keyListFormat() throws {
        let lines = SpecKeyDocs.keyList(TimelineKey.shape)
        #expect(
            lines.contains(
                "- [x] **policy**: **`atEnd` | `never` or [after policy](#after-policy) or [earliest policy](#earliest-policy)** - The `TimelineReloadPolicy`."
            ))
        #expect(lines.contains { $0.hasPrefix("- [ ] **entries**: ") && $0.hasSuffix(" Default: `now`.") })
        let widget = SpecKeyDocs.keyList(WidgetKey.shape)
        #expect(widget.contains { $0.hasPrefix("- [x] **families**: **[Family] or {Platform: [Family]}**") })
        let wallClock = SpecKeyDocs.keyList(WallClockEntriesKey.shape)
        #expect(wallClock.contains { $0.hasSuffix("Default: every day.") })
    }

    @Test func markersMustBeClosedAndKnown() {
        #expect(throws: SpecKeyDocs.MarkerError.self) { try SpecKeyDocs.updating("<!-- keys:widget -->\ntext\n") }
        #expect(throws: SpecKeyDocs.MarkerError.self) {
            try SpecKeyDocs.updating("<!-- keys:nothing -->\n<!-- /keys -->")
        }
    }

    /// Every example that starts with `spec:` is a whole spec and must decode without errors.
    @Test func wholeSpecExamplesDecode() throws {
        let blocks = markdown.components(separatedBy: "```yaml\n").dropFirst().map {
            $0.components(separatedBy: "```")[0]
        }
        let wholeSpecs = blocks.filter { $0.contains("\nspec: 1") || $0.hasPrefix("spec: 1") }
        #expect(!wholeSpecs.isEmpty)
        for block in wholeSpecs where block.contains("widgets:") {
            let loaded = schemaTestDecode(block)
            #expect(!loaded.diagnostics.hasErrors, "\(loaded.diagnostics.map(\.message))\n\(block)")
        }
    }
}
