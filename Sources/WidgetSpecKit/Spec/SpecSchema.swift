/// What a value of the spec language looks like. The decoder checks keys against these tables, and the
/// JSON Schema and the key tables of the docs are generated from them, so they cannot drift apart.
package indirect enum SpecValueKind: Hashable, Sendable {
    case string
    case bool
    case integer(minimum: Int?)
    case number
    /// `30s`, `15m`, `2h`, `1d`, `1h30m` or `0`.
    case duration
    /// `"09:30"`.
    case wallTime
    /// `"17.0"`.
    case version
    /// An IANA time zone identifier.
    case timeZone
    /// `2026-01-05T09:00:00`, optionally with `Z` or an offset.
    case dateTime
    /// A Swift type name declared by the spec (UpperCamelCase).
    case typeName
    /// A Swift member name (lowerCamelCase).
    case memberName
    /// A Swift type expression: `String`, `[T]`, `T?`, `ClosedRange<Date>`, or a declared name.
    case typeExpression
    /// `WS0000`.
    case diagnosticID
    /// One of a fixed set of words.
    case oneOf([String])
    case list(SpecValueKind)
    /// A mapping with the fixed keys of a shape.
    case object(SpecShapeID)
    /// A mapping from free-form keys (of the given kind) to values.
    case map(key: SpecValueKind, value: SpecValueKind)
    /// Any of several forms.
    case anyOf([SpecValueKind])
    /// A value typed by a declared field or parameter type (a placeholder or a default).
    case typedValue
    /// A language code: `en`, `de`, `pt-BR`.
    case language
    /// A display text: a string, or, in a localized spec, a [Localized text](#localized-text) mapping.
    case text
}

/// One key of a mapping in the spec language: a row of its shape's key table.
package struct SpecKey: Hashable, Sendable {
    package var name: String
    package var kind: SpecValueKind
    package var isRequired: Bool
    /// The default, as a user would write it (or in words), for documentation.
    package var defaultValue: String?
    package var summary: String
    /// For a key that still works but has a replacement: the replacement, as a spec writes it (the decoder warns,
    /// `WS0218`). The summary says so, which editors show from the JSON Schema.
    package var replacement: String? = nil
}

/// A mapping of the spec language with fixed keys, named as its JSON Schema definition and its docs marker
/// (`<!-- keys:widget -->`) are.
package struct SpecShapeID: Hashable, Sendable, CustomStringConvertible {
    package let rawValue: String
    /// The enum whose cases are the shape's keys.
    let keys: any SpecShapeKeys.Type

    package static func == (lhs: SpecShapeID, rhs: SpecShapeID) -> Bool { lhs.rawValue == rhs.rawValue }
    package func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }
    package var description: String { rawValue }
}

/// A mapping with fixed keys.
package struct SpecShape: Hashable, Sendable {
    package var id: SpecShapeID
    package var title: String
    package var summary: String
    package var keys: [SpecKey]
    /// Keys taken besides the fixed ones (see `SpecFreeKeys`).
    var freeKeys: SpecFreeKeys?

    package var keyNames: [String] { keys.map(\.name) }
    package func key(_ name: String) -> SpecKey? { keys.first { $0.name == name } }
}

/// The key tables of the spec language, version 1: one enum of keys per shape (`TopLevelKey`, `WidgetKey`, the
/// entry forms' keys...). Change a key there and the decoder, the JSON Schema and the docs follow.
package enum SpecSchema {
    /// Every shape, each once, found from the top level through the kinds of the keys.
    package static let shapes: [SpecShape] = {
        var shapes: [SpecShape] = []
        var seen: Set<SpecShapeID> = []
        func visit(_ id: SpecShapeID) {
            guard seen.insert(id).inserted else { return }
            let shape = id.keys.shape
            shapes.append(shape)
            for key in shape.keys { key.kind.shapeIDs.forEach(visit) }
        }
        visit(TopLevelKey.id)
        return shapes
    }()

    package static func shape(_ id: SpecShapeID) -> SpecShape { id.keys.shape }

    /// The shape whose `rawValue` is `name`, if any.
    package static func shape(named name: String) -> SpecShape? { shapes.first { $0.id.rawValue == name } }

    static let platformNames = Platform.allCases.map(\.rawValue)
    static let familyNames = WidgetFamily.allCases.map(\.rawValue)
    static let weekdayNames = Weekday.allCases.map(\.rawValue)
}

extension SpecValueKind {
    /// The shapes this kind contains, outermost first.
    var shapeIDs: [SpecShapeID] {
        switch self {
        case .object(let id): [id]
        case .list(let element): element.shapeIDs
        case .map(let key, let value): key.shapeIDs + value.shapeIDs
        case .anyOf(let kinds): kinds.flatMap(\.shapeIDs)
        case .text: [LocalizedTextKey.id]
        default: []
        }
    }
}

extension SpecValueKind {
    /// `{ iOS: "17.0" }`: platform minimums or availabilities.
    static let platformVersions = SpecValueKind.map(key: .oneOf(SpecSchema.platformNames), value: .version)
    /// The fields of a model, an entry or a Live Activity: `name: Type` or a field mapping.
    static let fields = SpecValueKind.map(key: .memberName, value: .anyOf([.typeExpression, .object(FieldKey.id)]))
    static let wallTimes = SpecValueKind.anyOf([.wallTime, .list(.wallTime)])
    static let weekdays = SpecValueKind.anyOf([
        .oneOf(SpecSchema.weekdayNames), .list(.oneOf(SpecSchema.weekdayNames)),
    ])
    static let diagnosticIDs = SpecValueKind.anyOf([.diagnosticID, .list(.diagnosticID)])
}
