import Testing
import WidgetSpecKit

@Suite("YAML positions")
struct YAMLPositionTests {
    @Test func keysAndValuesHaveOneBasedRanges() throws {
        let document = loadYAML("kind: Score\nfamilies:\n  - systemSmall\n")
        #expect(document.diagnostics.isEmpty)
        let root = try #require(document.root)
        let kind = try #require(root.entry("kind"))
        #expect(kind.key.range.start == location(1, 1))
        #expect(kind.key.range.end == location(1, 5))
        #expect(kind.value.range.start == location(1, 7))
        #expect(kind.value.range.end == location(1, 12))
        let families = try #require(root.entry("families"))
        #expect(families.key.range.start == location(2, 1))
        #expect(families.value.range.start == location(3, 3))
        #expect(families.value[0]?.range.start == location(3, 5))
        #expect(root.range.start == location(1, 1))
        #expect(root.range.file == "test.yaml")
    }

    @Test func crlfLineEndingsKeepLinesAndColumns() throws {
        let document = loadYAML("a: 1\r\nbb: two\r\nc:\r\n  - x\r\n")
        #expect(document.diagnostics.isEmpty)
        let root = try #require(document.root)
        let bb = try #require(root.entry("bb"))
        #expect(bb.key.range.start == location(2, 1))
        #expect(bb.value.range.start == location(2, 5))
        #expect(bb.value.range.end == location(2, 8))
        #expect(bb.value.text == "two")
        #expect(root["c"]?[0]?.range.start == location(4, 5))
    }

    @Test func byteOrderMarkTakesNoColumn() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("name: x\nother: y\n".utf8)
        let document = YAMLLoader.load(bytes, file: "bom.yaml")
        #expect(document.diagnostics.isEmpty)
        let root = try #require(document.root)
        #expect(root.entry("name")?.key.range.start == location(1, 1))
        #expect(root.entry("name")?.key.text == "name")
        #expect(root.entry("name")?.value.range.start == location(1, 7))
        #expect(root.entry("other")?.value.range.start == location(2, 8))
    }

    @Test func columnsCountCharactersNotBytes() throws {
        let document = loadYAML("pair: {a: é😀, b: 1}\ntitle: \"Café ☕️\" # note\nnext: 2\n")
        #expect(document.diagnostics.isEmpty)
        let root = try #require(document.root)
        let pair = try #require(root["pair"])
        #expect(pair.entry("b")?.key.range.start == location(1, 15))
        #expect(pair.entry("a")?.value.range.start == location(1, 11))
        #expect(pair.entry("a")?.value.range.end == location(1, 13))
        #expect(pair.entry("a")?.value.text == "é😀")
        // "☕️" is two scalars (U+2615 U+FE0F), so the closing quote is at column 16 and the range ends at 17.
        #expect(root.entry("title")?.value.range.end == location(2, 17))
        #expect(root.entry("next")?.key.range.start == location(3, 1))
    }

    @Test func multiByteCharactersBeforeAKeyOnTheSameLine() throws {
        let document = loadYAML("ünïcödé: {ä: 1, 😀: 2, z: 3}\n")
        let root = try #require(document.root)
        let inner = try #require(root["ünïcödé"])
        #expect(inner.entry("ä")?.key.range.start == location(1, 11))
        #expect(inner.entry("😀")?.key.range.start == location(1, 17))
        #expect(inner.entry("z")?.key.range.start == location(1, 23))
        #expect(inner.entry("z")?.value.range.start == location(1, 26))
    }

    @Test func scalarStylesAndTags() throws {
        let document = loadYAML(
            "a: plain\nb: 'single'\nc: \"double\"\nd: |\n  literal\ne: >\n  folded\nf: !!str 12\ng: !local x\n")
        let root = try #require(document.root)
        #expect(root["a"]?.scalar?.style == .plain)
        #expect(root["b"]?.scalar?.style == .singleQuoted)
        #expect(root["c"]?.scalar?.style == .doubleQuoted)
        #expect(root["d"]?.scalar?.style == .literal)
        #expect(root["d"]?.text == "literal\n")
        #expect(root["e"]?.scalar?.style == .folded)
        #expect(root["f"]?.tag == "tag:yaml.org,2002:str")
        #expect(root["f"]?.text == "12")
        #expect(root["g"]?.tag == "!local")
    }

    @Test func flowAndBlockCollectionsAreMarked() throws {
        let document = loadYAML("block:\n  - 1\nflow: [1, 2]\nmap: {a: 1}\n")
        let root = try #require(document.root)
        #expect(root.mapping?.isFlow == false)
        #expect(root["block"]?.sequence?.isFlow == false)
        #expect(root["flow"]?.sequence?.isFlow == true)
        #expect(root["flow"]?.range.start == location(3, 7))
        #expect(root["flow"]?.range.end == location(3, 13))
        #expect(root["map"]?.mapping?.isFlow == true)
    }

    @Test func keysKeepSourceOrder() throws {
        let document = loadYAML("z: 1\na: 2\nm: 3\n")
        let keys = try #require(document.root?.mapping?.entries.map { $0.key.text })
        #expect(keys == ["z", "a", "m"])
    }
}
