import Testing
import WidgetSpecKit

@Suite("YAML anchors, aliases and merge keys")
struct YAMLAnchorMergeTests {
    @Test func aliasIsTheAnchoredNodeWithItsOriginalRange() throws {
        let document = loadYAML("base: &b\n  x: 1\ncopy: *b\n")
        #expect(document.diagnostics.isEmpty)
        let root = try #require(document.root)
        let base = try #require(root["base"])
        let copy = try #require(root["copy"])
        #expect(copy == base)
        // A node's range starts at its properties (the anchor `&b`).
        #expect(copy.range.start == location(1, 7))
        #expect(copy["x"]?.range.start == location(2, 6))
    }

    @Test func scalarAnchorsAndRedefinition() throws {
        let document = loadYAML("a: &v one\nb: *v\nc: &v two\nd: *v\n")
        let root = try #require(document.root)
        #expect(root["b"]?.text == "one")
        #expect(root["d"]?.text == "two")
    }

    @Test func undefinedAliasIsReportedAtTheAliasAndLoadsAsNull() throws {
        let document = loadYAML("a: 1\nb: *missing\nc: 3\n")
        #expect(document.diagnostics.map(\.id) == [.undefinedAlias])
        #expect(document.diagnostics.first?.range?.start == location(2, 4))
        #expect(document.diagnostics.first?.range?.end == location(2, 12))
        let root = try #require(document.root)
        #expect(root["b"]?.scalar?.isNull == true)
        #expect(root["c"]?.text == "3")
    }

    @Test func mergeKeyAddsEntriesAfterOwnOnesWithWrittenRanges() throws {
        let text = """
            x-base: &base
              kind: Launcher
              displayName: Base
            Search:
              <<: *base
              displayName: Search

            """
        let document = loadYAML(text)
        #expect(document.diagnostics.isEmpty)
        let search = try #require(document.root?["Search"]?.mapping)
        #expect(search.entries.map { $0.key.text } == ["displayName", "kind"])
        #expect(search.entries.map(\.isMerged) == [false, true])
        #expect(search["displayName"]?.text == "Search")
        // The merged value keeps the position where it was written: inside x-base.
        let kind = try #require(search.entries.last)
        #expect(kind.key.range.start == location(2, 3))
        #expect(kind.value.range.start == location(2, 9))
    }

    @Test func earlierMergedMappingWinsAmongMerges() throws {
        let text = "a: &a {k: fromA, onlyA: 1}\nb: &b {k: fromB, onlyB: 2}\nm:\n  <<: [*a, *b]\n  own: 0\n"
        let document = loadYAML(text)
        #expect(document.diagnostics.isEmpty)
        let m = try #require(document.root?["m"]?.mapping)
        #expect(m.entries.map { $0.key.text } == ["own", "k", "onlyA", "onlyB"])
        #expect(m["k"]?.text == "fromA")
        #expect(m.entries.filter(\.isMerged).count == 3)
    }

    @Test func mergeOfAnInlineMapping() throws {
        let document = loadYAML("m: {<<: {a: 1, b: 2}, b: 3}\n")
        #expect(document.diagnostics.isEmpty)
        let m = try #require(document.root?["m"]?.mapping)
        #expect(m.entries.map { $0.key.text } == ["b", "a"])
        #expect(m["b"]?.text == "3")
        #expect(document.root?["m"]?.entry("a")?.key.range.start == location(1, 10))
        #expect(m["a"]?.range.start == location(1, 13))
    }

    @Test func nestedMergesCarryThrough() throws {
        let text = "a: &a {x: 1}\nb: &b {<<: *a, y: 2}\nc: {<<: *b, z: 3}\n"
        let document = loadYAML(text)
        #expect(document.diagnostics.isEmpty)
        let c = try #require(document.root?["c"]?.mapping)
        #expect(c.entries.map { $0.key.text } == ["z", "y", "x"])
        #expect(c.entries.map(\.isMerged) == [false, true, true])
    }

    @Test func mergeOfAScalarIsAnError() throws {
        let document = loadYAML("s: &s text\nm:\n  <<: *s\n  a: 1\n")
        #expect(document.diagnostics.map(\.id) == [.invalidMerge])
        #expect(document.diagnostics.first?.range?.start == location(3, 3))
        #expect(document.diagnostics.first?.notes.first?.range?.start == location(1, 4))
        #expect(document.root?["m"]?.mapping?.entries.map { $0.key.text } == ["a"])
    }

    @Test func mergeOfAListWithAScalarIsAnError() throws {
        let document = loadYAML("a: &a {x: 1}\nm:\n  <<: [*a, 3]\n")
        #expect(document.diagnostics.map(\.id) == [.invalidMerge])
    }

    @Test func mergeKeyIsAnOrdinaryKeyWhenNotResolving() throws {
        let options = YAMLLoadOptions(resolvesMergeKeys: false)
        let document = loadYAML("a: &a {x: 1}\nm:\n  <<: *a\n  y: 2\n", options: options)
        #expect(document.diagnostics.isEmpty)
        #expect(document.root?["m"]?.mapping?.entries.map { $0.key.text } == ["<<", "y"])
    }

    @Test func quotedMergeKeyIsAnOrdinaryKey() throws {
        let document = loadYAML("m:\n  '<<': 1\n")
        #expect(document.root?["m"]?.mapping?.entries.map { $0.key.text } == ["<<"])
    }

    @Test func duplicateKeyIsReportedAtTheSecondWithANoteAtTheFirst() throws {
        let document = loadYAML("name: a\nother: b\nname: c\n")
        #expect(document.diagnostics.count == 1)
        let diagnostic = try #require(document.diagnostics.first)
        #expect(diagnostic.id == .duplicateKey)
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.range?.start == location(3, 1))
        #expect(diagnostic.range?.end == location(3, 5))
        #expect(diagnostic.notes == [DiagnosticNote("first defined here", at: document.root?.entry("name")?.key.range)])
        #expect(diagnostic.notes.first?.range?.start == location(1, 1))
        #expect(document.root != nil)
    }

    /// Diagnostics come sorted by position, although inner mappings finish first.
    @Test func everyDuplicateIsCollectedInSmallAndLargeMappings() throws {
        let small = loadYAML("a: 1\nb: 2\na: 3\nb: 4\na: 5\nc: {x: 1, x: 2}\n")
        #expect(
            small.diagnostics.map(\.range?.start) == [location(3, 1), location(4, 1), location(5, 1), location(6, 11)])
        #expect(
            small.diagnostics.map { $0.notes.first?.range?.start } == [
                location(1, 1), location(2, 1), location(1, 1), location(6, 5),
            ])
        let keys = (0..<40).map { "k\($0): \($0)\n" }.joined()
        let large = loadYAML(keys + "k7: again\nk30: again\n")
        #expect(large.diagnostics.map(\.range?.start) == [location(41, 1), location(42, 1)])
        #expect(large.diagnostics.map { $0.notes.first?.range?.start } == [location(8, 1), location(31, 1)])
    }

    @Test func quotedAndPlainKeysWithTheSameTextAreDuplicates() {
        let document = loadYAML("a: 1\n\"a\": 2\n")
        #expect(document.diagnostics.map(\.id) == [.duplicateKey])
    }

    @Test func twoMergeKeysAreADuplicateUnlessMergesAreOff() throws {
        let text = "a: &a {x: 1}\nb: &b {y: 2}\nm:\n  <<: *a\n  <<: *b\n"
        let merged = loadYAML(text)
        let diagnostic = try #require(merged.diagnostics.first)
        #expect(merged.diagnostics.count == 1)
        #expect(diagnostic.id == .duplicateKey)
        #expect(diagnostic.range?.start == location(5, 3))
        #expect(diagnostic.message.contains("<<: [*first, *second]"))
        // Both merges still apply.
        #expect(merged.root?["m"]?.mapping?.entries.map { $0.key.text } == ["x", "y"])
        let plain = loadYAML(text, options: YAMLLoadOptions(resolvesMergeKeys: false))
        #expect(plain.diagnostics.map(\.message) == ["duplicate key '<<' in this mapping"])
    }

    @Test func mergedEntriesNeverCountAsDuplicates() {
        let document = loadYAML("a: &a {x: 1, y: 2}\nb: &b {x: 3}\nm: {<<: [*a, *b], x: 4}\n")
        #expect(document.diagnostics.isEmpty)
    }
}
