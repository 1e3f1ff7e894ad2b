/// The key lists of `docs/spec-language.md`, generated from `SpecSchema.shapes` in the style of XcodeGen's
/// ProjectSpec.md (`- [x] **key**: **Type** - summary`, `[x]` marking required keys). The docs hold
/// `<!-- keys:SHAPE -->` ... `<!-- /keys -->`, `<!-- vocabularies -->` ... `<!-- /vocabularies -->` and
/// `<!-- reserved-names -->` ... `<!-- /reserved-names -->` sections that `updating(_:)` regenerates; a test
/// keeps the committed file current.
package enum SpecKeyDocs {
    package struct MarkerError: Error, Equatable, CustomStringConvertible {
        package var line: Int
        package var message: String
        package var description: String { "line \(line): \(message)" }
    }

    /// `markdown` with every generated section replaced by the current text, the key lists from `shapes` (the
    /// spec's; docs/configuration.md passes the configuration file's, `ConfigurationJSONSchema.shapes`).
    package static func updating(_ markdown: String, shapes: [SpecShape] = SpecSchema.shapes) throws(MarkerError)
        -> String
    {
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var output: [String] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            output.append(line)
            index += 1
            guard let (content, close) = try section(opening: line, at: index, shapes: shapes) else { continue }
            guard let end = lines[index...].firstIndex(of: close) else {
                throw MarkerError(line: index, message: "'\(line)' has no closing '\(close)'")
            }
            output.append(contentsOf: content)
            output.append(close)
            index = end + 1
        }
        return output.joined(separator: "\n")
    }

    /// The shapes whose keys `markdown` documents, in order of appearance.
    package static func documentedShapes(in markdown: String) -> [SpecShapeID] {
        markdown.split(separator: "\n").compactMap { line in
            shapeMarker(String(line)).flatMap(SpecSchema.shape(named:))?.id
        }
    }

    private static func section(
        opening line: String, at lineNumber: Int, shapes: [SpecShape]
    ) throws(MarkerError) -> ([String], String)? {
        if line == "<!-- vocabularies -->" { return (vocabularyList(), "<!-- /vocabularies -->") }
        if line == "<!-- reserved-names -->" { return (reservedNameList(), "<!-- /reserved-names -->") }
        guard let name = shapeMarker(line) else { return nil }
        guard let shape = shapes.first(where: { $0.id.rawValue == name }) else {
            throw MarkerError(line: lineNumber, message: "unknown shape '\(name)' in '\(line)'")
        }
        return (keyList(shape), "<!-- /keys -->")
    }

    private static func shapeMarker(_ line: String) -> String? {
        guard line.hasPrefix("<!-- keys:"), line.hasSuffix(" -->") else { return nil }
        return String(line.dropFirst("<!-- keys:".count).dropLast(" -->".count))
    }

    /// One line per key.
    static func keyList(_ shape: SpecShape) -> [String] {
        let fixed = shape.keys.map { key in
            var line = "- [\(key.isRequired ? "x" : " ")] **\(key.name)**: **\(typeName(key.kind))** - \(key.summary)"
            if let value = key.defaultValue {
                line += SchemaDefaults.isLiteral(value) ? " Default: `\(value)`." : " Default: \(value)."
            }
            return line
        }
        guard let free = shape.freeKeys else { return fixed }
        return fixed + ["- [ ] **<\(free.name)>**: **\(typeName(free.kind))** - \(free.summary)"]
    }

    /// The fixed vocabularies the tables name.
    static func vocabularyList() -> [String] {
        vocabularies.map { words, name in
            "- **\(name)**: " + words.map { "`\($0)`" }.joined(separator: ", ")
        }
    }

    /// The names the decoder rejects although they are identifiers (from `SwiftIdentifier`).
    static func reservedNameList() -> [String] {
        let quoted = { (names: [String]) in names.map { "`\($0)`" }.joined(separator: ", ") }
        return [
            "- **Reserved type names**: " + quoted(ValueKindSchema.reservedTypeNames),
            "- **Reserved member names**: " + quoted(SwiftIdentifier.reservedMemberNames.sorted()),
        ]
    }

    private static let vocabularies: [(words: [String], name: String)] = [
        (SpecSchema.platformNames, "Platform"), (SpecSchema.familyNames, "Family"),
        (SpecSchema.weekdayNames, "Weekday"),
    ]

    /// How a kind of value reads in the docs.
    static func typeName(_ kind: SpecValueKind) -> String {
        switch kind {
        case .string: "String"
        case .bool: "Bool"
        case .integer(let minimum): minimum.map { "Int (at least \($0))" } ?? "Int"
        case .number: "Double"
        case .duration: "Duration"
        case .wallTime: "Time of day"
        case .version: "Version"
        case .timeZone: "Time zone"
        case .dateTime: "Date and time"
        case .typeName: "Type name"
        case .memberName: "Name"
        case .typeExpression: "Type"
        case .diagnosticID: "Diagnostic ID"
        case .typedValue: "Value of the declared type"
        case .language: "Language"
        case .text: "[Text](#display-texts)"
        case .oneOf(let words):
            vocabularies.first { $0.words == words }?.name ?? words.map { "`\($0)`" }.joined(separator: " | ")
        case .list(let element): "[\(typeName(element))]"
        case .object(let id): "[\(SpecSchema.shape(id).title)](#\(anchor(SpecSchema.shape(id).title)))"
        case .map(let key, let value): "{\(typeName(key)): \(typeName(value))}"
        case .anyOf(let kinds):
            if kinds.count == 2, case .list(let element) = kinds[1], element == kinds[0] {
                oneOrMany(element)
            } else {
                ValueKindSchema.flattened(kinds).map(typeName).joined(separator: " or ")
            }
        }
    }

    /// A value written alone or as a list of such values (`on: mon`, `on: [mon, tue]`).
    private static func oneOrMany(_ kind: SpecValueKind) -> String {
        guard case .anyOf(let kinds) = kind else { return "\(typeName(kind)) or [\(typeName(kind))]" }
        let names = ValueKindSchema.flattened(kinds).map(typeName)
        return names.dropLast().joined(separator: ", ") + " or " + names.last! + "; or a list of those"
    }

    /// The anchor GitHub gives a heading with this text.
    static func anchor(_ heading: String) -> String {
        String(
            heading.lowercased().compactMap { $0 == " " ? "-" : ($0.isLetter || $0.isNumber || $0 == "-") ? $0 : nil })
    }
}
