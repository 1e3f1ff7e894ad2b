import WidgetSchedule

/// The keys of one mapping of the spec language: an enum whose cases are the keys, in the order the docs list
/// them, and whose `key` is the key's row of the table. The decoder reads a value by its case
/// (`reader.value(.kind)`), so it can only read keys the table has; the JSON Schema and the docs are made from
/// the same rows. A new key is a case and its row here, its read in the shape's decoder, and its property in
/// the IR.
protocol SpecShapeKeys: RawRepresentable<String>, CaseIterable, Hashable, Sendable where AllCases == [Self] {
    /// The shape's name, title and summary.
    static var heading: SpecShapeHeading { get }
    /// The key's row: the kind of its value, whether it is required, its default and its summary. Built with
    /// `required(_:_:)` and the `optional` functions.
    var key: SpecKey { get }
    /// Keys the shape takes besides its fixed ones (languages in a localized text); nil for none.
    static var freeKeys: SpecFreeKeys? { get }
}

/// Keys of a shape that are not fixed names but any name of a form (a language code), each with a value of one
/// kind. The decoder hands them out by name, the JSON Schema lists them as pattern properties, the docs as one row.
struct SpecFreeKeys: Hashable, Sendable {
    /// What the docs call such a key: `Language`.
    var name: String
    /// The names taken, as an ECMA-262 regular expression that `SchemaPatterns` holds.
    var pattern: String
    var kind: SpecValueKind
    var summary: String

    /// Whether `key` is one of these keys.
    func matches(_ key: String) -> Bool {
        matcher()(key)
    }

    /// `matches(_:)` with the pattern compiled once: a mapping of thousands of free keys (a text in every
    /// language) spent most of its time compiling it again for each key.
    func matcher() -> (String) -> Bool {
        let regex = try? Regex(pattern)
        return { key in (try? regex?.wholeMatch(in: key)) != nil }
    }
}

/// What a shape is called: `name` in the JSON Schema's `$defs` and the docs' markers, `title` in headings and
/// messages.
struct SpecShapeHeading: Sendable {
    var name: String
    var title: String
    var summary: String

    init(_ name: String, title: String, summary: String) {
        self.name = name
        self.title = title
        self.summary = summary
    }
}

extension SpecShapeKeys {
    static var freeKeys: SpecFreeKeys? { nil }

    static var id: SpecShapeID { SpecShapeID(rawValue: heading.name, keys: Self.self) }

    static var shape: SpecShape {
        SpecShape(
            id: id, title: heading.title, summary: heading.summary, keys: allCases.map(\.key), freeKeys: freeKeys)
    }

    /// The title inside a sentence ("unknown key 'x' in widget"): lowercased, except titles that are spelled
    /// like a key (`onError`).
    static var phrase: String {
        heading.title.first?.isLowercase == true ? heading.title : heading.title.lowercased()
    }

    func required(_ kind: SpecValueKind, _ summary: String) -> SpecKey {
        SpecKey(name: rawValue, kind: kind, isRequired: true, summary: summary)
    }

    func optional(_ kind: SpecValueKind, _ summary: String) -> SpecKey {
        SpecKey(name: rawValue, kind: kind, isRequired: false, summary: summary)
    }

    /// An optional key whose default the decoder takes from the table: the docs spell it as `value` does.
    func optional(_ kind: SpecValueKind, default value: some SpecLiteral, _ summary: String) -> SpecKey {
        optional(kind, defaultText: value.specText, summary)
    }

    /// A key that still works, with a warning, but has a replacement.
    func deprecated(_ kind: SpecValueKind, replacement: String) -> SpecKey {
        SpecKey(
            name: rawValue, kind: kind, isRequired: false, summary: "Deprecated: write `\(replacement)`.",
            replacement: replacement)
    }

    /// An optional key whose default is described in words: a rule the decoder applies ("the name in words").
    func optional(_ kind: SpecValueKind, defaultText: String, _ summary: String) -> SpecKey {
        SpecKey(name: rawValue, kind: kind, isRequired: false, defaultValue: defaultText, summary: summary)
    }
}

/// A default value as a spec writes it, for the docs and the JSON Schema.
protocol SpecLiteral {
    var specText: String { get }
}

extension Bool: SpecLiteral {
    var specText: String { String(self) }
}

extension Int: SpecLiteral {
    var specText: String { String(self) }
}

extension ScheduleDuration: SpecLiteral {
    var specText: String { description }
}

extension LocalDateTime: SpecLiteral {
    var specText: String { description }
}

extension AccessLevel: SpecLiteral {
    var specText: String { rawValue }
}

extension AuthenticationPolicy: SpecLiteral {
    var specText: String { rawValue }
}

extension BudgetAssumption.Model: SpecLiteral {
    var specText: String { rawValue }
}

extension ScheduleTimeZone: SpecLiteral {
    var specText: String {
        switch self {
        case .device: "the device's"
        case .named(let name): name
        }
    }
}

extension [Weekday]: SpecLiteral {
    var specText: String { self == Weekday.allCases ? "every day" : map(\.rawValue).joined(separator: " ") }
}

extension [Platform: OSVersion]: SpecLiteral {
    /// `iOS: "17.0"`.
    var specText: String {
        sorted { $0.key < $1.key }.map { "\($0.key.rawValue): \"\($0.value)\"" }.joined(separator: ", ")
    }
}

/// A default whose spelling is written out next to it, for values that have no spelling of their own (a
/// timeline plan) or whose own differs from the usual one (24 h prints as `1d`). A test decodes each spelling
/// and compares it with the value.
struct WrittenDefault<Value: Sendable>: SpecLiteral, Sendable {
    var value: Value
    var specText: String
}

/// A default name made from the name of its owner: a widget `Clock`'s view is `ClockView`.
struct DerivedName: SpecLiteral {
    /// What the docs call the owner's name (`<Name>View`, `<Widget>Intent`).
    var owner = "Name"
    var suffix: String

    var specText: String { "<\(owner)>\(suffix)" }

    func name(for ownerName: String, at range: SourceRange) -> Located<String> {
        Located(ownerName + suffix, at: range)
    }
}
