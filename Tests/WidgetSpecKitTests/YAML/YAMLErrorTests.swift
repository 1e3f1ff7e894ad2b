import Testing
import WidgetSpecKit

@Suite("YAML syntax, documents and encoding")
struct YAMLErrorTests {
    @Test(arguments: ["", "# only a comment\n", "\n\n  \n", "# a\n# b"])
    func emptyInputHasNoRootAndNoDiagnostics(text: String) {
        let document = loadYAML(text)
        #expect(document.root == nil)
        #expect(document.diagnostics.isEmpty)
    }

    @Test func byteOrderMarkAloneIsEmpty() {
        let document = YAMLLoader.load([0xEF, 0xBB, 0xBF], file: "bom.yaml")
        #expect(document.root == nil)
        #expect(document.diagnostics.isEmpty)
    }

    @Test func mappingValueInAPlainScalarIsExplained() throws {
        let document = loadYAML("title: Score: 3\n")
        #expect(document.root == nil)
        let diagnostic = try #require(document.diagnostics.first)
        #expect(document.diagnostics.count == 1)
        #expect(diagnostic.id == .yamlSyntax)
        #expect(diagnostic.range?.start == location(1, 13))
        #expect(diagnostic.message.hasPrefix("unexpected ':'"))
    }

    @Test func badIndentationPointsAtTheLineWithContext() throws {
        let document = loadYAML("a:\n  b: 1\n c: 2\n")
        let diagnostic = try #require(document.diagnostics.first)
        #expect(diagnostic.id == .yamlSyntax)
        #expect(diagnostic.range?.start == location(3, 2))
        #expect(diagnostic.message.contains("indentation"))
        #expect(diagnostic.notes.first?.message == "in the mapping that starts here")
        #expect(diagnostic.notes.first?.range?.start == location(1, 1))
    }

    @Test func unclosedQuoteIsExplained() throws {
        let document = loadYAML("a: \"open\nb: 1\n")
        let diagnostic = try #require(document.diagnostics.first)
        #expect(diagnostic.id == .yamlSyntax)
        #expect(diagnostic.message.contains("closing quote"))
        #expect(diagnostic.notes.first?.range?.start == location(1, 4))
    }

    @Test func tabIndentationIsExplained() throws {
        let document = loadYAML("a:\n\tb: 1\n")
        let diagnostic = try #require(document.diagnostics.first)
        #expect(diagnostic.id == .yamlSyntax)
        #expect(diagnostic.message.contains("tab"))
        #expect(diagnostic.range?.start == location(2, 1))
    }

    @Test func textAfterAClosingQuoteIsExplained() throws {
        let document = loadYAML("a: 'it''s' x\n")
        let diagnostic = try #require(document.diagnostics.first)
        #expect(diagnostic.range?.start == location(1, 12))
        #expect(diagnostic.message.contains("after the closing quote"))
    }

    @Test func listItemInAMappingNamesTheList() throws {
        let document = loadYAML("a:\n  - x\n  y: 1\n")
        let diagnostic = try #require(document.diagnostics.first)
        #expect(diagnostic.range?.start == location(3, 3))
        #expect(
            diagnostic.notes == [
                DiagnosticNote("in the list that starts here", at: SourceRange(file: "test.yaml", at: location(2, 3)))
            ])
    }

    @Test func badAliasNameIsExplained() throws {
        let document = loadYAML("a: *\n")
        let diagnostic = try #require(document.diagnostics.first)
        #expect(diagnostic.message.contains("alias name"))
        #expect(diagnostic.notes.first?.range?.start == location(1, 4))
    }

    @Test func unclosedFlowListPointsAtTheEnd() throws {
        let document = loadYAML("a: [1, 2\nb: 3\n")
        let diagnostic = try #require(document.diagnostics.first)
        #expect(diagnostic.id == .yamlSyntax)
        #expect(diagnostic.range?.start.line == 2)
    }

    @Test func syntaxErrorPositionAfterMultiByteCharacters() throws {
        let document = loadYAML("é😀: x: y\n")
        let diagnostic = try #require(document.diagnostics.first)
        #expect(diagnostic.range?.start == location(1, 6))
    }

    @Test func controlCharacterIsReportedAtItsPosition() throws {
        let document = loadYAML("a: 1\nbé: x\u{7}y\n")
        let diagnostic = try #require(document.diagnostics.first)
        #expect(document.diagnostics.count == 1)
        #expect(diagnostic.id == .yamlSyntax)
        #expect(diagnostic.range?.start == location(2, 6))
        #expect(diagnostic.message.contains("U+0007"))
    }

    @Test func secondDocumentIsReportedAtItsStart() throws {
        let document = loadYAML("a: 1\n---\nb: 2\n")
        #expect(document.diagnostics.map(\.id) == [.multipleDocuments])
        #expect(document.diagnostics.first?.range?.start == location(2, 1))
        #expect(document.root?["a"]?.text == "1")
    }

    @Test func explicitStartAndEndMarkersOfOneDocumentAreFine() {
        let document = loadYAML("---\na: 1\n...\n")
        #expect(document.diagnostics.isEmpty)
        #expect(document.root?["a"]?.text == "1")
    }

    @Test func streamsLoadEveryDocument() {
        let stream = YAMLLoader.loadStream(Array("a: &x 1\n---\n- 2\n--- text\n".utf8), file: "s.yaml")
        #expect(stream.diagnostics.isEmpty)
        #expect(stream.documents.count == 3)
        #expect(stream.documents.last?.text == "text")
        // Anchors belong to their document.
        let crossing = YAMLLoader.loadStream(Array("a: &x 1\n---\nb: *x\n".utf8), file: "s.yaml")
        #expect(crossing.diagnostics.map(\.id) == [.undefinedAlias])
    }

    @Test func invalidUTF8IsReportedAtTheFirstBadByte() throws {
        // "é" in Latin-1 (0xE9) on line 2 after a multi-byte character.
        let bytes = Array("a: 1\nb: ü".utf8) + [0xE9] + Array("x\n".utf8)
        let document = YAMLLoader.load(bytes, file: "latin1.yaml")
        #expect(document.root == nil)
        #expect(document.diagnostics.count == 1)
        let diagnostic = try #require(document.diagnostics.first)
        #expect(diagnostic.id == .invalidUTF8)
        #expect(diagnostic.range?.start == location(2, 5))
        #expect(diagnostic.message.hasPrefix("invalid UTF-8 byte 0xE9"))
    }

    @Test(
        arguments: [
            ([0x80], "0x80"),  // a lone continuation byte
            ([0xC3], "0xC3"),  // a truncated sequence at the end
            ([0xC0, 0xAF], "0xC0"),  // an overlong form
            ([0xED, 0xA0, 0x80], "0xED"),  // a UTF-16 surrogate
            ([0xF4, 0x90, 0x80, 0x80], "0xF4"),  // beyond U+10FFFF
            ([0xFF], "0xFF"),
        ] as [([UInt8], String)])
    func invalidUTF8Forms(bad: [UInt8], hex: String) throws {
        let bytes = Array("k:\r\n  - ".utf8) + bad + Array(" tail\n".utf8)
        let document = YAMLLoader.load(bytes, file: "bad.yaml")
        let diagnostic = try #require(document.diagnostics.first)
        #expect(document.diagnostics.count == 1)
        #expect(diagnostic.id == .invalidUTF8)
        #expect(diagnostic.range?.start == location(2, 5))
        #expect(diagnostic.message.contains(hex))
    }

    @Test(arguments: 0..<17)
    func invalidByteAfterAnyRunOfASCII(length: Int) throws {
        let bytes =
            Array("key: value\nlist: [a, b]\n".utf8) + Array(repeating: UInt8(ascii: "x"), count: length) + [0xC3]
        let diagnostic = try #require(YAMLLoader.load(bytes, file: "run.yaml").diagnostics.first)
        #expect(diagnostic.id == .invalidUTF8)
        #expect(diagnostic.range?.start == location(3, length + 1))
    }

    @Test func utf16IsNamed() throws {
        let bytes: [UInt8] = [0xFF, 0xFE] + "a: 1\n".utf8.flatMap { [$0, 0] }
        let diagnostic = try #require(YAMLLoader.load(bytes, file: "utf16.yaml").diagnostics.first)
        #expect(diagnostic.id == .invalidUTF8)
        #expect(diagnostic.range?.start == location(1, 1))
        #expect(diagnostic.message.contains("UTF-16"))
    }

    @Test func validFourByteCharactersPassValidation() {
        let document = loadYAML("emoji: 😀🇫🇷\nmax: \u{10FFFF}\n")
        #expect(document.diagnostics.isEmpty)
        #expect(document.root?["emoji"]?.text == "😀🇫🇷")
    }
}
