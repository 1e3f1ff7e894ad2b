/// What a value of the spec language looks like. The decoder checks keys against these tables, and the
/// JSON Schema and the key tables of the docs are generated from them, so they cannot drift apart.
public indirect enum SpecValueKind: Hashable, Sendable {
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
}

/// One key of a mapping in the spec language.
public struct SpecKey: Hashable, Sendable {
    public var name: String
    public var kind: SpecValueKind
    public var isRequired: Bool
    /// The default, as a user would write it, for documentation.
    public var defaultValue: String?
    public var summary: String

    public init(
        _ name: String, _ kind: SpecValueKind, required: Bool = false, default defaultValue: String? = nil,
        _ summary: String
    ) {
        self.name = name
        self.kind = kind
        self.isRequired = required
        self.defaultValue = defaultValue
        self.summary = summary
    }
}

/// The mappings of the spec language that have fixed keys.
public enum SpecShapeID: String, CaseIterable, Hashable, Sendable {
    case spec
    case enumeration
    case field
    case widget
    case intent
    case parameter
    case timeline
    case relevance
    case onError
    case everyEntries
    case wallClockEntries
    case dynamicEntries
    case dynamicAssumption
    case afterPolicy
    case wallClockPolicy
    case activity
    case dismissalAfter
    case event
    case report
    case checks
}

/// A mapping with fixed keys.
public struct SpecShape: Hashable, Sendable {
    public var id: SpecShapeID
    public var title: String
    public var summary: String
    public var keys: [SpecKey]

    public var keyNames: [String] { keys.map(\.name) }
    /// The title inside a sentence: lowercased, except titles that are spelled like a key (`onError`).
    var phrase: String { title.first?.isLowercase == true ? title : title.lowercased() }
    public func key(_ name: String) -> SpecKey? { keys.first { $0.name == name } }
}
