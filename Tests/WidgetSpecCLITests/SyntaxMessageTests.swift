import Foundation
import Testing

/// Messages for mistakes whose first explanation misled: numbers out of range, over-long keys, wrong indentation.
/// Each names the line to fix and says what is wrong.
@Suite("messages that name the mistake")
struct SyntaxMessageTests {
    /// The first line `check` prints for `text` (its error), and its exit status.
    static func firstLine(_ text: String) throws -> (status: Int32, line: String, all: String) {
        let directory = try TemporaryDirectory()
        try directory.write("demo.widgets.yaml", text)
        let result = try WidgetSpecCLI.run(["check", "demo.widgets.yaml"], in: directory.url)
        return (result.status, result.stderr.split(separator: "\n").first.map(String.init) ?? "", result.stderr)
    }

    static let widget = "spec: 1\nbundle: Demo\nwidgets:\n  Clock:\n    kind: com.example.clock\n"

    /// libyaml says a ':' is missing or unexpected; the key is too long, wherever it is written.
    @Test func aKeyOverTheImplicitKeyLimitSaysSo() throws {
        let key = String(repeating: "k", count: 1100)
        let cases: [(String, String)] = [
            ("spec: 1\nx-\(key): 1\n", "2:1: error: this key is 1102 characters long"),
            ("spec: 1\nwidgets:\n  \(key):\n    kind: a\n", "3:3: error: this key is 1100 characters long"),
            ("spec: 1\nwidgets: { \(key): { kind: a } }\n", "2:12: error: this key is 1100 characters long"),
            ("spec: 1\nwidgets:\n  \"\(key)\": {kind: a}\n", "3:3: error: this key is 1102 characters long"),
        ]
        for (text, start) in cases {
            let result = try Self.firstLine(text)
            #expect(result.status == 1)
            #expect(
                result.line
                    == "demo.widgets.yaml:" + start
                    + "; YAML allows at most 1024 for a key written without '? ': shorten it [WS0101]")
        }
        // At the limit, the key is read (and is unknown).
        let atLimit = try Self.firstLine("spec: 1\n\(String(repeating: "k", count: 1024)): 1\n")
        #expect(atLimit.all.contains("unknown key"), "\(atLimit.all)")
    }

    /// Typical indentation mistakes: each message names the line whose indentation is wrong.
    @Test func indentationMistakesNameTheLine() throws {
        let head = Self.widget
        let cases: [(String, String, String)] = [
            (
                "a key dedented under its mapping",
                head + "    timeline:\n      entries: now\n     policy: never\n",
                "demo.widgets.yaml:8:6: error: wrong indentation: line 8 starts in column 6, where no key above it "
                    + "does; line it up with 'entries' (column 7, line 7) or 'timeline' (column 5, line 6) [WS0101]"
            ),
            (
                "a key dedented under a nested value (it used to suggest quoting)",
                head + "    timeline:\n      entries:\n        every: 15m\n       policy: never\n",
                "demo.widgets.yaml:9:8: error: wrong indentation: line 9 starts in column 8, where no key above it "
                    + "does; line it up with 'every' (column 9, line 8) or 'entries' (column 7, line 7) [WS0101]"
            ),
            (
                "a key over-indented",
                head + "    displayName: Clock\n      families: [systemSmall]\n",
                "demo.widgets.yaml:7:7: error: wrong indentation: line 7 is indented more than 'displayName' on "
                    + "line 6, so YAML reads it as more of that value; line it up with 'displayName' (column 5) to "
                    + "make it a key beside it [WS0101]"
            ),
            (
                "a list item misaligned",
                head + "    families:\n      - systemSmall\n     - systemMedium\n",
                "demo.widgets.yaml:8:6: error: wrong indentation: the list item on line 8 is in column 6, the list "
                    + "above it in column 7; the items of one list line up [WS0101]"
            ),
            (
                "a tab",
                head + "\tdisplayName: Clock\n",
                "demo.widgets.yaml:6:1: error: a tab cannot be used here; YAML's indentation is spaces only [WS0101]"
            ),
        ]
        for (name, text, expected) in cases {
            let result = try Self.firstLine(text)
            #expect(result.status == 1, "\(name)")
            #expect(result.line == expected, "\(name)")
            #expect(!result.all.contains("quote"), "\(name)")
        }
        // An over-indented list item is valid YAML: more of the item above, which the unknown value points out.
        let runOn = try Self.firstLine(
            head + "    displayName: Clock\n    families:\n      - systemSmall\n        - systemMedium\n")
        #expect(runOn.line.contains("unknown widget family 'systemSmall - systemMedium'"), "\(runOn.all)")
        #expect(
            runOn.all.contains(
                "note: this value runs on from line 8 to line 9: YAML reads a line indented more than the key or list "
                    + "item above it as more of that value; check the indentation of line 9"), "\(runOn.all)")
        // A ':' in a value on its own line is still a value to quote.
        let colon = try Self.firstLine(head + "    displayName: Clock: Face\n")
        #expect(colon.line.contains("a value that contains ': ' must be quoted"), "\(colon.all)")
    }
}
