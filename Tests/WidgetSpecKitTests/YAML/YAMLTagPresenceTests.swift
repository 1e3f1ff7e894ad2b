import Testing

@testable import WidgetSpecKit

/// The loader notes whether a file has any tag, so the decoder walks the tree for unsupported tags only then.
@Suite("YAML tag presence")
struct YAMLTagPresenceTests {
    static func load(_ text: String) -> YAMLDocument {
        YAMLLoader.load(Array(text.utf8), file: "t.widgets.yaml")
    }

    @Test func aFileWithoutTagsSaysSo() {
        #expect(!Self.load("a: 1\nb: [x, 'y']\nc: {d: &e 1, f: *e}\n").hasTags)
    }

    @Test func aTagOnAScalarOrACollectionIsNoted() {
        #expect(Self.load("a: !!str 1\n").hasTags)
        #expect(Self.load("a: !!seq [1]\n").hasTags)
        #expect(Self.load("a: !custom {b: 1}\n").hasTags)
    }

    @Test func anUnsupportedTagOnANestedMappingIsStillReported() {
        let source = SourceFile(path: "t.widgets.yaml", text: "spec: 1\nbundle: B\nwidgets: !custom {}\n")
        let tags = SpecLoader.load(source).diagnostics.filter { $0.id == .unsupportedTag }
        #expect(tags.map(\.range?.start) == [SourceLocation(line: 3, column: 10)])
    }
}
