import Foundation
import Testing

@testable import WidgetSpecKit

/// The messages an attacker's inputs got wrong (issue 11 §4), each pinned: the diagnostic says what is really
/// wrong, once, and stays one short line however large the input.
@Suite("hostile inputs: clear messages")
struct HostileInputMessageTests {
    static func diagnostics(_ bytes: [UInt8]) -> [Diagnostic] {
        let loaded = SpecLoader.load(SourceFile(path: "h.widgets.yaml", bytes: bytes))
        return loaded.diagnostics + (loaded.spec.map { Checker.check([$0]) } ?? [])
    }

    static func diagnostics(_ text: String) -> [Diagnostic] { diagnostics(Array(text.utf8)) }

    static let widget = """
        spec: 1
        bundle: B
        widgets:
          W:
            kind: k
            displayName: W
            families: [systemSmall]
            timeline: { entries: now, policy: never }

        """

    @Test func manyPlainNodesAreNotBlamedOnAliases() {
        let text =
            "spec: 1\nbundle: B\nx-big: [" + Array(repeating: "1", count: 1_000_001).joined(separator: ",") + "]\n"
        let messages = Self.diagnostics(text).filter { $0.id == .aliasExpansionLimit }.map(\.message)
        #expect(
            messages == ["the document has more than 1000000 nodes (scalars, lists and mappings); loading stopped here"]
        )
    }

    @Test func anAliasBombIsBlamedOnAliases() {
        var lines = ["a: &a [1, 1, 1, 1, 1, 1, 1, 1, 1, 1]"]
        for level in 1...7 {
            lines.append(
                "l\(level): &l\(level) ["
                    + Array(repeating: level == 1 ? "*a" : "*l\(level - 1)", count: 10).joined(separator: ", ") + "]")
        }
        let message = Self.diagnostics(lines.joined(separator: "\n")).first { $0.id == .aliasExpansionLimit }?.message
        #expect(message?.contains("when its aliases are expanded") == true)
    }

    @Test func aMisspelledTypeGivesOneError() {
        for place in [
            "models:\n  Score:\n    points: Intt\n",
            "activities:\n  A:\n    attributes: { points: Intt }\n    state: { p: Int }\n",
        ] {
            let errors = Self.diagnostics(Self.widget + place).filter { $0.severity == .error }
            #expect(errors.map(\.id) == [.unknownType], "\(place): \(errors.map(\.message))")
        }
    }

    @Test func anUnparsableURLIsNotSaidToLackAScheme() {
        let text = Self.widget.replacingOccurrences(
            of: "    timeline:",
            with: "    entry:\n      u: { type: URL, placeholder: \"https://[::1\" }\n    timeline:")
        let messages = Self.diagnostics(text).filter { $0.id == .valueTypeMismatch }.map(\.message)
        #expect(messages == ["'https://[::1' is not a valid URL"])
    }

    @Test func aUTF32ByteOrderMarkIsCalledUTF32() {
        for bom: [UInt8] in [[0xFF, 0xFE, 0, 0], [0, 0, 0xFE, 0xFF]] {
            let message = Self.diagnostics(bom + [0x73, 0, 0, 0]).first?.message
            #expect(message?.contains("a UTF-32 byte order mark: the file is UTF-32") == true, "\(message ?? "")")
        }
        let utf16 = Self.diagnostics([0xFF, 0xFE, 0x73, 0]).first?.message
        #expect(utf16?.contains("UTF-16") == true)
    }

    @Test func unsupportedTagsAreErrorsAndStrMakesAString() {
        let text = """
            spec: !!str 1
            bundle: !!python/name:os.system B
            x-free: !!binary aGk=

            """
        let diagnostics = Self.diagnostics(text)
        #expect(diagnostics.contains { $0.id == .wrongType && $0.range?.start == SourceLocation(line: 1, column: 7) })
        #expect(
            diagnostics.filter { $0.id == .unsupportedTag }.map(\.message) == [
                "unsupported YAML tag '!!python/name:os.system'; specs are plain YAML (the core schema's tags !!str, "
                    + "!!int, !!float, !!bool, !!null, !!seq and !!map are accepted)"
            ])
        // Core tags that agree with the expected type are fine.
        #expect(Self.diagnostics(Self.widget.replacingOccurrences(of: "spec: 1", with: "spec: !!int 1")).isEmpty)
    }

    @Test func aHugeUnknownKeyIsQuotedShort() {
        let key = String(repeating: "k", count: 1_000_000)
        let text = Self.widget + "? \"\(key)\"\n: 1\n"
        let message = Self.diagnostics(text).first { $0.id == .unknownKey }?.message ?? ""
        #expect(message.count < 200, "\(message.prefix(300))")
        #expect(message.contains("… (1000000 characters)"))
    }

    @Test func aHugeLineIsShownAsAWindowAroundTheCaret() {
        let text = "spec: 1\nbundle: B\nwidgets: [" + String(repeating: " ", count: 9_000_000) + "x]\n"
        let source = SourceFile(path: "h.widgets.yaml", text: text)
        let diagnostics = Self.diagnostics(text)
        let rendered = TextReporter().render(diagnostics, context: ReporterContext(sources: [source.path: source]))
        #expect(!diagnostics.isEmpty)
        #expect(rendered.split(separator: "\n").allSatisfy { $0.count < 400 })
        #expect(rendered.contains("…"))
    }
}
