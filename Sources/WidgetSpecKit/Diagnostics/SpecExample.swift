/// A spec of the catalog that does or does not produce a diagnostic, written as only the lines that matter and
/// wrapped in the standard spec around them, both when the tests run it and when `explain` and
/// docs/diagnostics.md show it: `spec: 1` and `bundle: GameWidgets` at the top, for each widget `kind`,
/// `displayName` and `families: [systemSmall]`, and for a Live Activity its `attributes` and `state`. A key that
/// the example sets itself replaces the standard one in place. As in SwiftLint's examples, `↓` marks where each
/// expected diagnostic starts; markers are not part of the spec.
///
/// The rules of `widgetspec diff` compare two specs: their examples are changes, `change(from:to:)`, with the
/// markers in the old spec for what a diagnostic reports at the old spec's lines (what was removed) and in the
/// new one for the rest.
package struct SpecExample: Hashable, Sendable {
    package static let marker: Unicode.Scalar = "↓"

    /// The whole spec, markers included; for a change, the spec after it.
    package let markedText: String
    /// For a change, the whole spec before it, markers included; nil for an example of one spec.
    package let markedOldText: String?

    private init(markedText: String, markedOldText: String? = nil) {
        self.markedText = markedText
        self.markedOldText = markedOldText
    }

    /// A whole file, exactly as written (for what the standard header would change: several documents).
    package static func file(_ text: String) -> SpecExample { SpecExample(markedText: text) }

    /// A change from the spec `old` to the spec `new`, for the rules of `widgetspec diff`.
    package static func change(from old: SpecExample, to new: SpecExample) -> SpecExample {
        SpecExample(markedText: new.markedText, markedOldText: old.markedText)
    }

    /// The standard header and top-level keys.
    package static func spec(_ topLevel: String = "") -> SpecExample {
        SpecExample(markedText: topLevelLines(topLevel, section: []).joined(separator: "\n"))
    }

    /// A spec with one widget: `body` holds its keys, without indentation; `topLevel` other top-level keys
    /// (`platforms`, `enums`, `events`...), which come before `widgets`. `name` may carry a marker.
    package static func widget(_ body: String = "", named name: String = "Status", topLevel: String = "")
        -> SpecExample
    {
        widgets([name: body], topLevel: topLevel)
    }

    /// A spec with several widgets, by name, each as in `widget(_:named:topLevel:)`.
    package static func widgets(_ widgets: KeyValuePairs<String, String>, topLevel: String = "") -> SpecExample {
        let section =
            ["widgets:"] + widgets.flatMap { entryLines(name: $0.key, standard: widgetKeys($0.key), body: $0.value) }
        return SpecExample(markedText: topLevelLines(topLevel, section: section).joined(separator: "\n"))
    }

    /// A spec with one Live Activity: `body` holds its keys, without indentation, added to the standard
    /// `attributes: { orderNumber: Int }` and `state: { minutesLeft: Int }`; `topLevel` as for a widget.
    package static func activity(_ body: String = "", named name: String = "PizzaDelivery", topLevel: String = "")
        -> SpecExample
    {
        let standard = [("attributes", "attributes: { orderNumber: Int }"), ("state", "state: { minutesLeft: Int }")]
        let section = ["activities:"] + entryLines(name: name, standard: standard, body: body)
        return SpecExample(markedText: topLevelLines(topLevel, section: section).joined(separator: "\n"))
    }

    /// A spec with one control on iOS 18: `body` holds its keys besides `kind` and `displayName` (which it may
    /// replace), without indentation, and defaults to `button: TurnOff`; the standard top level adds
    /// `platforms: { iOS: "18.0" }` and the actions `TurnOff` and `SetLights` (a toggle), which `topLevel`
    /// may replace.
    package static func control(
        _ body: String = "button: TurnOff", named name: String = "Lights", topLevel: String = ""
    )
        -> SpecExample
    {
        let plainName = withoutMarkers(name)
        let standard = [
            ("kind", "kind: com.example.\(plainName.lowercased())"), ("displayName", "displayName: \(plainName)"),
        ]
        let header = merged(
            standard: [
                ("spec", "spec: 1"), ("bundle", "bundle: GameWidgets"), ("platforms", "platforms: { iOS: \"18.0\" }"),
                ("actions", "actions: { TurnOff: {}, SetLights: { toggle: true } }"),
            ], with: topLevel)
        let section = ["controls:"] + entryLines(name: name, standard: standard, body: body)
        return SpecExample(markedText: (header + section).joined(separator: "\n"))
    }

    /// The spec a user would write: the markers removed; for a change, the spec after it.
    package var text: String { Self.withoutMarkers(markedText) }

    /// For a change, the spec before it, without markers.
    package var oldText: String? { markedOldText.map(Self.withoutMarkers) }

    /// Where each marker stands in `text`, in order; columns count Unicode scalars, as `SourceLocation` does.
    package var markedLocations: [SourceLocation] { Self.locations(ofMarkersIn: markedText) }

    /// For a change, where each marker stands in `oldText`; empty otherwise.
    package var markedOldLocations: [SourceLocation] { markedOldText.map(Self.locations(ofMarkersIn:)) ?? [] }

    private static func locations(ofMarkersIn markedText: String) -> [SourceLocation] {
        var locations: [SourceLocation] = []
        for (index, line) in markedText.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var column = 1
            for scalar in line.unicodeScalars {
                if scalar == Self.marker {
                    locations.append(SourceLocation(line: index + 1, column: column))
                } else {
                    column += 1
                }
            }
        }
        return locations
    }

    private static func topLevelLines(_ topLevel: String, section: [String]) -> [String] {
        merged(standard: [("spec", "spec: 1"), ("bundle", "bundle: GameWidgets")], with: topLevel) + section
    }

    private static func widgetKeys(_ name: String) -> [(key: String, line: String)] {
        let plainName = withoutMarkers(name)
        return [
            ("kind", "kind: com.example.\(plainName.lowercased())"), ("displayName", "displayName: \(plainName)"),
            ("families", "families: [systemSmall]"),
        ]
    }

    /// `name:` two spaces in, then its keys four spaces in.
    private static func entryLines(name: String, standard: [(key: String, line: String)], body: String) -> [String] {
        ["  \(name):"] + merged(standard: standard, with: body).map { "    " + $0 }
    }

    /// The standard lines with the example's: the example's entries for a standard key take its place, the
    /// others follow in the example's order.
    private static func merged(standard: [(key: String, line: String)], with example: String) -> [String] {
        let entries = self.entries(of: example)
        let replaced = standard.flatMap { key, line in
            let own = entries.filter { $0.key == key }
            return own.isEmpty ? [line] : own.flatMap(\.lines)
        }
        let rest = entries.filter { entry in !standard.contains { $0.key == entry.key } }
        return replaced + rest.flatMap(\.lines)
    }

    /// The text cut into entries at the left margin (`key: ...`, or a line such as `---` with no key), each
    /// with the lines indented under it.
    private static func entries(of text: String) -> [(key: String?, lines: [String])] {
        guard !text.isEmpty else { return [] }
        var entries: [(key: String?, lines: [String])] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let continues = line.isEmpty || line.first == " "
            if continues, !entries.isEmpty {
                entries[entries.count - 1].lines.append(line)
            } else {
                entries.append((key(of: line), [line]))
            }
        }
        return entries
    }

    /// The key of a line that starts a mapping entry at the left margin (`families: [...]`, `↓kind: x`).
    private static func key(of line: String) -> String? {
        let plain = withoutMarkers(line)
        guard let colon = plain.firstIndex(of: ":"), plain.first?.isLetter == true else { return nil }
        let key = plain[..<colon]
        return key.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" } ? String(key) : nil
    }

    private static func withoutMarkers(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.filter { $0 != marker }))
    }
}
