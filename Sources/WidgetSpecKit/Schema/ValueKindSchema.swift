/// The JSON Schema of each `SpecValueKind`.
///
/// Values are validated as an editor sees them: YAML 1.2 core scalars, where `1` is an integer, `true` a
/// boolean and `17.0` a number, while `yes`, `on` and `09:30` stay strings. The tool reads every plain scalar
/// as the type expected at its place, so wherever it takes text the schema also accepts what YAML would type
/// as a number or boolean (a `description: 42`, a version written `17.0` unquoted, a duration `0`).
enum ValueKindSchema {
    /// The notations used in several places, defined once under `$defs` and referenced.
    static let scalarDefinitions: [String: SchemaJSON] = [
        "duration": [
            "description": "A duration: 30s, 15m, 2h, 1d, 1h30m, or 0.",
            "anyOf": [["type": "string", "pattern": .string(SchemaPatterns.duration)], ["const": 0]],
        ],
        "wallTime": [
            "description": "A local time of day on a 24-hour clock, quoted: \"09:30\".",
            "type": "string", "pattern": .string(SchemaPatterns.wallTime),
        ],
        "version": [
            "description": "An OS version such as \"17.0\"; quote it, or 17.10 reads as 17.1 in editors.",
            "anyOf": [
                ["type": "string", "pattern": .string(SchemaPatterns.version)], ["type": "number", "minimum": 0],
            ],
        ],
        "timeZone": [
            "description": "An IANA time zone such as America/New_York, Europe/Berlin or UTC.",
            "type": "string", "pattern": .string(SchemaPatterns.timeZone),
        ],
        "dateTime": [
            "description": "A date and time: 2026-01-05T09:00:00, optionally with Z or an offset such as +01:00.",
            "type": "string", "pattern": .string(SchemaPatterns.dateTime),
        ],
        "typeName": [
            "description": "A Swift type name: an UpperCamelCase identifier, not a keyword or reserved name.",
            "type": "string", "pattern": .string(SchemaPatterns.typeName),
            "not": ["enum": .array(reservedTypeNames.map(SchemaJSON.string))],
        ],
        "memberName": [
            "description": "A Swift member name: a lowerCamelCase identifier (keywords are escaped in code).",
            "type": "string", "pattern": .string(SchemaPatterns.memberName),
            "not": ["enum": .array(SwiftIdentifier.reservedMemberNames.sorted().map(SchemaJSON.string))],
        ],
        "typeExpression": [
            "description":
                "A Swift type: String, Int, Double, Bool, Date, URL, [T], T?, ClosedRange<Date>, or a declared name.",
            "anyOf": [
                ["type": "string", "pattern": .string(SchemaPatterns.typeExpression)],
                ["type": "array", "minItems": 1, "maxItems": 1, "items": ["$ref": "#/$defs/typeExpression"]],
            ],
        ],
        "diagnosticID": [
            "description": "A diagnostic ID such as WS0701 (see widgetspec explain).",
            "type": "string", "pattern": .string(SchemaPatterns.diagnosticID),
        ],
        "extension": [
            "description": "An extension field (x-...): ignored by widgetspec; the place to define anchors for reuse."
        ],
        "mergeKey": [
            "description": "A YAML merge key: the keys of the aliased mapping (or list of mappings) are merged in.",
            "anyOf": [["type": "object"], ["type": "array", "items": ["type": "object"]]],
        ],
        "language": [
            "description": "A language code: en, de, pt-BR, zh-Hans.",
            "type": "string", "pattern": .string(SchemaPatterns.languageCode),
        ],
        "text": [
            "description":
                .string(
                    "A display text: a string, or, in a spec with `localization`, a mapping of language -> text "
                        + "with an optional key, table and comment."),
            "anyOf": [["type": ["string", "number", "boolean"]], ["$ref": "#/$defs/localizedText"]],
        ],
        "typedValue": [
            "description":
                .string(
                    "A value of the declared type: a string, number, true/false, a case name, a date such as now, "
                        + "+1h or -30m, a list, [lower, upper] for a ClosedRange, a mapping for a model, or nil.")
        ],
    ]

    /// Type names the tool rejects: Swift keywords and names the generated code relies on.
    static var reservedTypeNames: [String] {
        SwiftIdentifier.keywords.union(SwiftIdentifier.reservedTypeNames.keys).filter { $0.first?.isUppercase ?? false }
            .sorted()
    }

    /// The `$defs` name of a kind that has its own definition, or nil.
    static func definitionName(_ kind: SpecValueKind) -> String? {
        switch kind {
        case .duration: "duration"
        case .wallTime: "wallTime"
        case .version: "version"
        case .timeZone: "timeZone"
        case .dateTime: "dateTime"
        case .typeName: "typeName"
        case .memberName: "memberName"
        case .typeExpression: "typeExpression"
        case .diagnosticID: "diagnosticID"
        case .typedValue: "typedValue"
        case .language: "language"
        case .text: "text"
        case .object(let id): id.rawValue
        default: nil
        }
    }

    static func schema(for kind: SpecValueKind) -> [String: SchemaJSON] {
        if let name = definitionName(kind) { return ["$ref": .string("#/$defs/\(name)")] }
        switch kind {
        case .string:
            // Any scalar is text to the tool; only null, lists and mappings are the wrong type.
            return ["type": ["string", "number", "boolean"]]
        case .bool:
            return ["type": "boolean"]
        case .integer(let minimum):
            var schema: [String: SchemaJSON] = ["type": "integer"]
            if let minimum { schema["minimum"] = .integer(minimum) }
            return schema
        case .number:
            return ["type": "number"]
        case .oneOf(let words):
            return ["enum": .array(words.map(SchemaJSON.string))]
        case .list(let element):
            return ["type": "array", "items": .object(schema(for: element))]
        case .map(let key, let value):
            return mapSchema(key: key, value: value)
        case .anyOf(let kinds):
            return ["anyOf": .array(flattened(kinds).map { .object(schema(for: $0)) })]
        case .duration, .wallTime, .version, .timeZone, .dateTime, .typeName, .memberName, .typeExpression,
            .diagnosticID, .typedValue, .language, .text, .object:
            preconditionFailure("handled by definitionName")
        }
    }

    /// `x-` keys (ignored, the place for anchors) and merge keys (`<<`, as an editor sees them before merging)
    /// are allowed in every mapping.
    static let extensionProperties: SchemaJSON = [
        SchemaPatterns.extensionKey: ["$ref": "#/$defs/extension"],
        SchemaPatterns.mergeKey: ["$ref": "#/$defs/mergeKey"],
    ]

    /// A mapping with free keys. Keys from a fixed vocabulary (platforms) become named properties, so editors
    /// complete them.
    private static func mapSchema(key: SpecValueKind, value: SpecValueKind) -> [String: SchemaJSON] {
        var schema: [String: SchemaJSON] = ["type": "object", "patternProperties": extensionProperties]
        if case .oneOf(let words) = key {
            schema["properties"] = .object(
                Dictionary(
                    words.map { ($0, SchemaJSON.object(Self.schema(for: value))) }, uniquingKeysWith: { a, _ in a }))
            schema["additionalProperties"] = false
        } else {
            schema["propertyNames"] = [
                "anyOf": .array(
                    flattened([key]).map { .object(Self.schema(for: $0)) }
                        + [["pattern": .string(SchemaPatterns.extensionKey)], ["const": "<<"]])
            ]
            schema["additionalProperties"] = .object(Self.schema(for: value))
        }
        return schema
    }

    /// Nested `anyOf`s read better as one list of alternatives.
    static func flattened(_ kinds: [SpecValueKind]) -> [SpecValueKind] {
        kinds.flatMap { kind -> [SpecValueKind] in
            if case .anyOf(let inner) = kind { return flattened(inner) }
            return [kind]
        }
    }
}
