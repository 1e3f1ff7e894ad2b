import Foundation
import Testing
import WidgetSpecKit

/// Text from an intent definition (names, titles, descriptions, enum cases, the file's own name) holding line
/// breaks of every kind, control characters, terminal escapes and bidirectional overrides: every printed spec
/// reads back and passes `check` once its kinds are filled in (before, only the kind placeholder fails it), or
/// `import` says why with one `error:` line; no text forges a line of the spec or of standard error.
@Suite("widgetspec import: hostile text")
struct ImportHostileTextTests {
    /// Each breaks out of a line in some reader: YAML (LF, CR, NEL, U+2028, U+2029), terminals (ESC), or the
    /// eye (bidi override, BOM).
    static let breakers = [
        "\n", "\r", "\r\n", "\u{85}", "\u{2028}", "\u{2029}", "\u{1B}[31m", "\u{202E}", "\u{FEFF}", "\u{7F}",
        "\u{0}", "\u{9B}", "\"", "\\", "'", "#", ": ",
    ]

    static func intent(
        name: String, title: String, parameters: [[String: Any]] = [], description: String = "About"
    ) -> [String: Any] {
        [
            "INIntentName": name, "INIntentTitle": title, "INIntentDescription": description,
            "INIntentEligibleForWidgets": true, "INIntentType": "Custom", "INIntentParameters": parameters,
        ]
    }

    static func parameter(_ name: String, title: String, enumType: String? = nil) -> [String: Any] {
        var parameter: [String: Any] = [
            "INIntentParameterName": name, "INIntentParameterDisplayName": title,
            "INIntentParameterType": enumType == nil ? "String" : "Integer",
        ]
        if let enumType { parameter["INIntentParameterEnumType"] = enumType }
        return parameter
    }

    static func enumeration(_ name: String, cases: [(String, String)]) -> [String: Any] {
        [
            "INEnumName": name,
            "INEnumValues": cases.enumerated().map { index, value in
                ["INEnumValueName": value.0, "INEnumValueDisplayName": value.1, "INEnumValueIndex": index + 1]
            },
        ]
    }

    /// Definitions whose display text carries each breaker, and definitions whose names make bad Swift names.
    static var definitions: [(name: String, plist: [String: Any])] {
        var result: [(String, [String: Any])] = []
        for (index, breaker) in breakers.enumerated() {
            let text = "Route\(breaker)bundle: Evil\(breaker)error: forged"
            result.append(
                (
                    "Text\(index)",
                    [
                        "INEnums": [enumeration("Mode", cases: [("car", text), ("bus", "Bus")])],
                        "INIntents": [
                            intent(
                                name: "Route", title: text,
                                parameters: [parameter("mode", title: text, enumType: "Mode")], description: text)
                        ],
                    ]
                ))
            result.append(("Name\(index)", ["INIntents": [intent(name: "Route\(breaker)X", title: "Route")]]))
        }
        result += [
            (
                "Keyword",
                ["INIntents": [intent(name: "Route", title: "R", parameters: [parameter("class", title: "C")])]]
            ),
            ("Empty", ["INIntents": [intent(name: "", title: "R")]]),
            ("Twice", ["INIntents": [intent(name: "Route", title: "A"), intent(name: "Route", title: "B")]]),
            (
                "Cases",
                [
                    "INEnums": [enumeration("Mode", cases: [("car", "Car"), ("car", "Auto"), ("", "None")])],
                    "INIntents": [
                        intent(name: "Route", title: "R", parameters: [parameter("mode", title: "M", enumType: "Mode")])
                    ],
                ]
            ),
            (
                "Collide",
                [
                    "INIntents": [
                        intent(
                            name: "Route", title: "R",
                            parameters: [parameter("stop", title: "A"), parameter("stop", title: "B")])
                    ]
                ]
            ),
        ]
        return result
    }

    @Test func everyPrintedSpecPassesCheckOnceItsKindIsWritten() throws {
        let directory = try TemporaryDirectory()
        var printed = 0
        for (name, plist) in Self.definitions {
            for format in [PropertyListSerialization.PropertyListFormat.xml, .binary] {
                let file = "\(name)-\(format == .xml ? "xml" : "binary").intentdefinition"
                let data = try PropertyListSerialization.data(fromPropertyList: plist, format: format, options: 0)
                try data.write(to: directory.url.appendingPathComponent(file))
                let result = try WidgetSpecCLI.run(["import", file], in: directory.url)
                try Self.expectOneLineMessages(result.stderr, file)
                guard result.status == 0 else {
                    #expect(result.status == 2, "\(file): \(result.stderr)")
                    #expect(result.stdout.isEmpty, "\(file)")
                    #expect(result.stderr.contains("would not pass check"), "\(file): \(result.stderr)")
                    continue
                }
                printed += 1
                try Self.expectChecks(result.stdout, name: file, in: directory)
            }
        }
        // Display text with any breaker is imported, not refused: only bad names are.
        #expect(printed >= Self.breakers.count * 2, "\(printed)")
    }

    /// The file's own name reaches the spec's header comment and the messages.
    @Test func theFileNameIsEscapedToo() throws {
        let directory = try TemporaryDirectory()
        let plist: [String: Any] = ["INIntents": [Self.intent(name: "Route", title: "Route")]]
        let data = try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0)
        for breaker in ["\n", "\r", "\u{85}", "\u{2028}", "\u{1B}[2J", "\u{202E}"] {
            let file = "Evil\(breaker)bundle: X\(breaker)error: forged.intentdefinition"
            try data.write(to: directory.url.appendingPathComponent(file))
            let result = try WidgetSpecCLI.run(["import", file], in: directory.url)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.hasPrefix("# Imported by widgetspec from \"Evil\\"), "\(result.stdout)")
            try Self.expectChecks(result.stdout, name: "Evil", in: directory)
            try FileManager.default.removeItem(at: directory.url.appendingPathComponent(file))
            let missing = try WidgetSpecCLI.run(["import", file], in: directory.url)
            #expect(missing.status == 2)
            try Self.expectOneLineMessages(missing.stderr, file)
            // Messages escape as every command's do (`OneLineText`), not as YAML does.
            #expect(missing.stderr.contains(OneLineText.escaped(file)), "\(missing.stderr)")
        }
        let missing = try WidgetSpecCLI.run(["import", "Evil\u{2028}x.intentdefinition"], in: directory.url)
        #expect(missing.stderr.contains("Evil\\u{2028}x.intentdefinition"), "\(missing.stderr)")
    }

    /// Every line of standard error is one message the tool wrote: `note:` or `error:`, and no character that
    /// ends a line to a terminal or an editor.
    static func expectOneLineMessages(_ stderr: String, _ file: String) throws {
        for line in stderr.split(separator: "\n") {
            #expect(line.hasPrefix("note: ") || line.hasPrefix("error: "), "\(file): \(line)")
            #expect(!line.unicodeScalars.contains(where: ImportedText.needsEscape), "\(file): \(line)")
        }
    }

    /// The spec fails `check` only for its kind placeholders (WS0010), and passes once they are replaced.
    static func expectChecks(_ spec: String, name: String, in directory: TemporaryDirectory) throws {
        for line in spec.split(separator: "\n") {
            #expect(!line.unicodeScalars.contains(where: ImportedText.needsEscape), "\(name): \(line)")
        }
        try directory.write("Imported.widgets.yaml", spec)
        let before = try WidgetSpecCLI.run(["check", "Imported.widgets.yaml", "--format", "json"], in: directory.url)
        #expect(before.status == 1, "\(name): \(before.stdout)")
        let ids = Set(Self.errorIDs(before.stdout))
        #expect(ids == ["WS0010"], "\(name): \(before.stdout)")

        var kinds = 0
        let filled = spec.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            guard line.hasPrefix("    kind: \"TODO:") else { return String(line) }
            kinds += 1
            return "    kind: com.example.imported\(kinds)"
        }.joined(separator: "\n")
        #expect(kinds > 0)
        try directory.write("Imported.widgets.yaml", filled)
        let after = try WidgetSpecCLI.run(["check", "Imported.widgets.yaml"], in: directory.url)
        #expect(after.status == 0, "\(name): \(after.stdout)\(after.stderr)\n\(filled)")
    }

    static func errorIDs(_ json: String) -> [String] {
        guard let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)) else { return [] }
        var ids: [String] = []
        func visit(_ value: Any) {
            if let dictionary = value as? [String: Any] {
                if dictionary["severity"] as? String == "error", let id = dictionary["id"] as? String { ids.append(id) }
                dictionary.values.forEach(visit)
            } else if let array = value as? [Any] {
                array.forEach(visit)
            }
        }
        visit(object)
        return ids
    }
}
