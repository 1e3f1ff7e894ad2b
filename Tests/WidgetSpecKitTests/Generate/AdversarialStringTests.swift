import Foundation
import Testing

@testable import WidgetSpecKit

/// Spec text with quotes, backslashes, interpolation and raw-string syntax, newlines, tabs, control
/// characters, emoji and right-to-left text: the generated code compiles (glue included) and the strings read
/// back unchanged.
@Suite struct AdversarialStringTests {
    static let nastyCases: [String] = [
        "\"", "\\", "\\(x)", "\"\"\"", "#", "#\"", "\"#", "##\"raw\"##", "line\nbreak", "tab\there", "cr\rlf\r\n",
        "emoji 🧑‍🚀🏳️‍🌈 and ﷽", "مرحبا بالعالم", "שלום \u{202E}abc\u{202C} mixed", "bell\u{07} esc\u{1B} del\u{7F}",
        "c1 \u{85} \u{9F}", "\u{2028}\u{2029}", "\u{FEFF}bom", "combining e\u{301}", "\u{301}leading mark",
        "trailing backslash \\", "/* comment */ // too", "\\u{41}", "$0 and \\0", "%@ %d %%", "",
    ]

    /// Random strings built from the nasty pieces and from random scalars of many blocks (NUL excluded).
    static func randomStrings(count: Int, seed: UInt64) -> [String] {
        var state = seed
        func next() -> UInt64 {
            // SplitMix64: deterministic, so a failure reproduces.
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        let ranges: [ClosedRange<UInt32>] = [
            0x01...0x7F, 0x80...0x2FF, 0x590...0x6FF, 0x2000...0x206F, 0x1F300...0x1FAFF, 0xE000...0xE0FF,
            0xFE00...0xFEFF,
        ]
        return (0..<count).map { _ in
            var text = ""
            for _ in 0..<(1 + Int(next() % 8)) {
                if next() % 3 == 0 {
                    text += nastyCases[Int(next() % UInt64(nastyCases.count))]
                } else {
                    let range = ranges[Int(next() % UInt64(ranges.count))]
                    let value = range.lowerBound + UInt32(next() % UInt64(range.upperBound - range.lowerBound + 1))
                    if let scalar = Unicode.Scalar(value) { text.unicodeScalars.append(scalar) }
                }
            }
            return text
        }
    }

    /// The game spec with every user-visible text replaced; `localized`, with nasty keys and comments too, in a
    /// String Catalog.
    static func nastySpec(titles: [String], localized: Bool = false) throws -> Spec {
        var spec = try ExampleSpec.named("game.widgets").spec
        let range = spec.bundle.range
        var texts = nastyCases.makeIterator()
        func nextText() -> String { texts.next() ?? "fallback \" \\ \n" }
        for index in spec.widgets.indices {
            spec.widgets[index].kind.value = "kind.\(index).\(nextText())"
            spec.widgets[index].displayName.value = nextText()
            spec.widgets[index].description = DisplayText(nextText(), at: range)
            if spec.widgets[index].intent != nil {
                spec.widgets[index].intent?.title.value = nextText()
                spec.widgets[index].intent?.description = DisplayText(nextText(), at: range)
                spec.widgets[index].intent?.parameters[0].title.value = nextText()
            }
        }
        spec.enums[0].title = DisplayText(nextText(), at: range)
        for index in spec.enums[0].cases.indices {
            spec.enums[0].cases[index].title = DisplayText(nextText(), at: range)
        }
        spec.enums.append(
            EnumDecl(
                name: Located("RandomTitles", at: range),
                cases: titles.enumerated().map {
                    EnumCase(name: Located("c\($0.offset)", at: range), title: DisplayText($0.element, at: range))
                },
                title: DisplayText("Random", at: range)))
        guard localized else { return spec }
        spec.localization = LocalizationDecl(
            development: Located("en", at: range), languages: [Located("en", at: range)], range: range)
        func localize(_ text: inout DisplayText) {
            let english = LanguageText(language: "en", text: Located(text.value, at: range))
            text.localization = TextLocalization(
                key: nextText(), comment: nextText(), role: "a text", values: [english])
        }
        func localize(_ text: inout DisplayText?) {
            if var value = text {
                localize(&value)
                text = value
            }
        }
        for index in spec.widgets.indices {
            localize(&spec.widgets[index].displayName)
            localize(&spec.widgets[index].description)
            guard var intent = spec.widgets[index].intent else { continue }
            localize(&intent.title)
            localize(&intent.description)
            for parameter in intent.parameters.indices {
                localize(&intent.parameters[parameter].title)
                localize(&intent.parameters[parameter].description)
            }
            spec.widgets[index].intent = intent
        }
        for index in spec.enums.indices {
            localize(&spec.enums[index].title)
            for caseIndex in spec.enums[index].cases.indices { localize(&spec.enums[index].cases[caseIndex].title) }
        }
        return spec
    }

    /// Each value as its label and its scalars in hex, one per line.
    static func describe(_ label: String, _ value: String) -> String {
        label + " " + value.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: ",")
    }

    /// Plain literals, and localized texts looked up in a catalog the reader does not have (so each reads back
    /// its development-language text) with nasty keys and comments in their `LocalizedStringResource`s.
    @Test(arguments: [false, true])
    func literalsReadBackUnchangedAndTheGlueTypeChecks(localized: Bool) throws {
        let titles = Self.randomStrings(count: 60, seed: 2026)
        let spec = try Self.nastySpec(titles: titles, localized: localized)
        #expect(
            SwiftGenerator.generate(spec, part: .shared, sourcePath: "x").contains("LocalizedStringResource(")
                == localized)
        let example = ExampleSpec(spec: spec, displayPath: "specs/nasty.widgets.yaml")

        var reads: [(expression: String, value: String)] = []
        for widget in spec.widgets {
            let info = WidgetNames(widget: widget).info
            reads.append(("\(info).kind", widget.kind.value))
            reads.append(("\(info).displayName", widget.displayName.value))
            reads.append(("\(info).description", widget.description?.value ?? ""))
            if let intent = widget.intent {
                reads.append(("\(info).intentTitle", intent.title.value))
                reads.append(("\(info).intentDescription", intent.description?.value ?? ""))
            }
        }
        for decl in spec.enums {
            reads.append(("\(decl.name.value).typeTitle", decl.title.value))
            for enumCase in decl.cases {
                reads.append(("\(decl.name.value).\(enumCase.name.value).title", enumCase.title.value))
            }
        }
        let reader =
            (["import Foundation", "@main enum Reader {", "    static func main() {"]
            + reads.enumerated().map { "        print(describe(\"\($0.offset)\", \($0.element.expression)))" }
            + [
                "    }", "}",
                """
                func describe(_ label: String, _ value: String) -> String {
                    label + " " + value.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: ",")
                }
                """,
            ]).joined(separator: "\n")

        let modules = try BuiltModules.get()
        let (directory, files) = try example.writeExtension("nasty")
        defer { try? FileManager.default.removeItem(at: directory) }
        let readerFile = directory.appendingPathComponent("Reader.swift")
        try reader.write(to: readerFile, atomically: true, encoding: .utf8)

        // Both parts without Apple modules: their Foundation-only code, and the texts in it.
        let output = try modules.compileAndRun(Array(files.prefix(2)) + [readerFile], in: directory)
        let expected = reads.enumerated().map { Self.describe("\($0.offset)", $0.element.value) }
        #expect(output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init) == expected)

        let errors = try modules.typeCheck(files)
        #expect(errors == nil, "\(errors ?? "")")
    }

    @Test func escapingCoversEachSpecialCharacter() {
        #expect(SwiftLiteral.string("a\"b") == #""a\"b""#)
        #expect(SwiftLiteral.string("a\\b") == #""a\\b""#)
        #expect(SwiftLiteral.string("\\(x)") == #""\\(x)""#)
        #expect(SwiftLiteral.string("\"\"\"") == #""\"\"\"""#)
        #expect(SwiftLiteral.string("#") == ##""#""##)
        #expect(SwiftLiteral.string("a\nb\tc\rd") == #""a\nb\tc\rd""#)
        #expect(SwiftLiteral.string("\u{1B}\u{7F}\u{85}") == #""\u{1B}\u{7F}\u{85}""#)
        #expect(SwiftLiteral.string("\u{202E}\u{2028}\u{FEFF}") == #""\u{202E}\u{2028}\u{FEFF}""#)
        #expect(SwiftLiteral.string("🧑‍🚀 שלום é") == "\"🧑‍🚀 שלום é\"")
        #expect(!SwiftLiteral.string("x\ny").contains("\n"))
    }

    @Test func keywordsAreEscapedInIdentifiers() {
        #expect(SwiftLiteral.identifier("default") == "`default`")
        #expect(SwiftLiteral.identifier("class") == "`class`")
        #expect(SwiftLiteral.identifier("hero") == "hero")
        #expect("CharacterDetail".lowerCamelCased == "characterDetail")
        #expect("URLList".lowerCamelCased == "urlList")
        #expect("URL".lowerCamelCased == "url")
    }
}
