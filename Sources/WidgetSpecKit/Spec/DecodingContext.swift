/// Collects the diagnostics of decoding one file and offers the scalar readers every part of the decoder uses.
/// Readers return nil after reporting a problem, so decoding goes on and every problem of the file is found.
final class DecodingContext {
    let file: String
    private(set) var diagnostics: [Diagnostic] = []
    /// The spec's `localization`, read before any display text (see `text(_:key:role:)`).
    var localization: LocalizationDecl? {
        didSet { declaredLanguages = Set(localization?.languageCodes ?? []) }
    }
    /// `localization`'s languages as a set: every text looks up each of its languages.
    private(set) var declaredLanguages: Set<String> = []

    init(file: String) {
        self.file = file
    }

    /// What was reported, to report it once (a set: a broken file may have many thousands of problems).
    private var reported: Set<Diagnostic> = []

    func report(_ diagnostic: Diagnostic) {
        // A node shared through an anchor (a merged launcher template) is decoded once per user; its problem
        // is one problem at one place.
        guard reported.insert(diagnostic).inserted else { return }
        diagnostics.append(diagnostic)
    }

    func error(
        _ id: DiagnosticID, _ message: String, at range: SourceRange, notes: [DiagnosticNote] = [], fixIt: FixIt? = nil
    ) {
        report(.error(id, message, at: range, notes: notes, fixIt: fixIt))
    }

    var hasErrors: Bool { diagnostics.hasErrors }

    // MARK: - Shape errors

    /// "expected <what>, found <the value>".
    func wrongType(_ node: YAMLNode, expected: String) {
        error(.wrongType, "expected \(expected), found \(Self.describe(node))", at: node.range)
    }

    /// How a node is shown in messages: a scalar's text in quotes, else its kind.
    static func describe(_ node: YAMLNode) -> String {
        switch node {
        case .scalar(let scalar):
            if scalar.isNull { return "no value" }
            let text = scalar.text.count > 40 ? String(scalar.text.prefix(40)) + "…" : scalar.text
            return "'\(text.replacingOccurrences(of: "\n", with: "\\n"))'"
        case .sequence: return "a list"
        case .mapping: return "a mapping"
        }
    }

    /// Quoted scalars are always strings; where a boolean or a number is expected the quotes are the problem.
    static let unquoteHint = "; write it without quotes"
    /// `!!str` makes a value a string, like quotes.
    static let untagHint = "; it is tagged !!str, which makes it a string: remove the tag"

    // MARK: - Scalars

    /// The core schema's tags: accepted where they agree with the expected type (see `YAMLTags`).
    static let stringTag = "tag:yaml.org,2002:str"

    /// A non-null scalar of any style, or nil after reporting.
    func scalar(_ node: YAMLNode, expected: String) -> YAMLScalar? {
        guard let scalar = node.scalar, !scalar.isNull || scalar.style != .plain || scalar.text == "null" else {
            wrongType(node, expected: expected)
            return nil
        }
        return scalar
    }

    func string(_ node: YAMLNode) -> Located<String>? {
        scalar(node, expected: "a string").map { Located($0.text, at: $0.range) }
    }

    func bool(_ node: YAMLNode) -> Located<Bool>? {
        guard let scalar = scalar(node, expected: "a boolean (true or false)") else { return nil }
        if scalar.style == .plain, scalar.tag != Self.stringTag {
            switch scalar.text {
            case "true", "True", "TRUE": return Located(true, at: scalar.range)
            case "false", "False", "FALSE": return Located(false, at: scalar.range)
            default: break
            }
        }
        var hint: String
        switch scalar.text.lowercased() {
        case "yes", "on", "y": hint = "; write 'true'"
        case "no", "off", "n": hint = "; write 'false'"
        default: hint = ""
        }
        if ["true", "false"].contains(scalar.text.lowercased()) {
            if scalar.tag == Self.stringTag {
                hint = Self.untagHint
            } else if scalar.style != .plain {
                hint = Self.unquoteHint
            }
        }
        error(.wrongType, "expected a boolean (true or false), found \(Self.describe(node))\(hint)", at: scalar.range)
        return nil
    }

    func integer(_ node: YAMLNode, minimum: Int? = nil) -> Located<Int>? {
        let expected = minimum.map { "an integer of at least \($0)" } ?? "an integer"
        guard let scalar = scalar(node, expected: expected) else { return nil }
        if scalar.style == .plain, scalar.tag != Self.stringTag, Int(scalar.text) == nil,
            scalar.text.wholeMatch(of: /[+-]?[0-9]+/) != nil
        {
            error(
                .invalidValue,
                "integer \(Self.describe(node)) is out of range; an integer is from \(Int.min) to \(Int.max)",
                at: scalar.range)
            return nil
        }
        guard scalar.style == .plain, scalar.tag != Self.stringTag, let value = Int(scalar.text) else {
            let hint = Int(scalar.text) == nil ? "" : scalar.tag == Self.stringTag ? Self.untagHint : Self.unquoteHint
            error(.wrongType, "expected \(expected), found \(Self.describe(node))\(hint)", at: node.range)
            return nil
        }
        if let minimum, value < minimum {
            error(.invalidValue, "expected \(expected), found \(value)", at: scalar.range)
            return nil
        }
        return Located(value, at: scalar.range)
    }

    func number(_ node: YAMLNode) -> Located<Double>? {
        guard let scalar = scalar(node, expected: "a number") else { return nil }
        let isNumeral = scalar.text.allSatisfy({ $0.isNumber || "+-.eE".contains($0) })
        // `1e999` reads as infinity: a number too large, however it is written.
        if isNumeral, let value = Double(scalar.text), !value.isFinite {
            error(
                .invalidValue,
                "number \(Self.describe(node)) is out of range; a number is between about -1.8e308 and 1.8e308 "
                    + "(Double's range)",
                at: scalar.range)
            return nil
        }
        guard scalar.style == .plain, scalar.tag != Self.stringTag, let value = Double(scalar.text), value.isFinite,
            isNumeral
        else {
            let hint =
                Double(scalar.text) != nil && isNumeral
                ? (scalar.tag == Self.stringTag ? Self.untagHint : Self.unquoteHint) : ""
            error(.wrongType, "expected a number, found \(Self.describe(node))\(hint)", at: node.range)
            return nil
        }
        return Located(value, at: scalar.range)
    }

    func duration(_ node: YAMLNode) -> Located<ScheduleDuration>? {
        guard let scalar = scalar(node, expected: "a duration such as '15m'") else { return nil }
        let units = "write a number with a unit: 30s, 15m, 2h, 1d, 1h30m, or 0"
        if scalar.isNull {
            error(.invalidDuration, "the duration is missing (null); \(units)", at: scalar.range)
            return nil
        }
        if let duration = ScheduleDuration(parsing: scalar.text), duration <= SpecLimits.duration {
            return Located(duration, at: scalar.range)
        }
        // Well formed but for its size: every digit group read as 1 parses.
        let shape = scalar.text.replacing(/[0-9]+/, with: "1")
        if shape != "1", ScheduleDuration(parsing: shape) != nil {
            error(
                .limitExceeded,
                "duration \(Self.describe(node)) is too long; a duration is at most \(SpecLimits.durationText)",
                at: scalar.range)
            return nil
        }
        var message = "invalid duration \(Self.describe(node)); \(units)"
        if let number = Int(scalar.text) { message += " (did you mean '\(number)m' or '\(number)s'?)" }
        error(.invalidDuration, message, at: scalar.range)
        return nil
    }

    /// Reports a timeline form that asks for more entries than a timeline may have; `problem` says which
    /// ("count 5000 is too large").
    func entriesOverLimit(_ problem: String, at range: SourceRange) {
        error(
            .limitExceeded,
            "\(problem); a timeline has at most \(SpecLimits.entries) entries (a day of one-minute entries)",
            at: range,
            notes: [DiagnosticNote("return fewer entries and ask for the next timeline sooner")])
    }

    /// A `count:` of entries: at least 1, at most a timeline's limit.
    func entryCount(_ node: YAMLNode) -> Located<Int>? {
        guard let count = integer(node, minimum: 1) else { return nil }
        guard count.value <= SpecLimits.entries else {
            entriesOverLimit("count \(count.value) is too large", at: count.range)
            return nil
        }
        return count
    }

    func wallTime(_ node: YAMLNode) -> Located<WallTime>? {
        guard let scalar = scalar(node, expected: "a time of day such as \"09:30\"") else { return nil }
        guard let time = WallTime(parsing: scalar.text) else {
            error(
                .invalidWallTime, "invalid time of day \(Self.describe(node)); write \"HH:MM\" on a 24-hour clock",
                at: scalar.range)
            return nil
        }
        return Located(time, at: scalar.range)
    }

    func version(_ node: YAMLNode) -> Located<OSVersion>? {
        guard let scalar = scalar(node, expected: "a version such as \"17.0\"") else { return nil }
        guard let version = OSVersion(parsing: scalar.text) else {
            error(
                .invalidVersion, "invalid version \(Self.describe(node)); write it like \"17.0\" or \"16.1\"",
                at: scalar.range)
            return nil
        }
        return Located(version, at: scalar.range)
    }

    func timeZone(_ node: YAMLNode) -> Located<String>? {
        guard let scalar = scalar(node, expected: "an IANA time zone such as America/New_York") else { return nil }
        // Before any lookup: looking up (and suggesting for) a name costs time in proportion to its length.
        let length = scalar.text.unicodeScalars.count
        guard length <= SpecLimits.timeZoneNameLength else {
            error(
                .limitExceeded,
                "time zone \(Self.describe(node)) is \(length) characters long; a time zone name is at most "
                    + "\(SpecLimits.timeZoneNameLength)",
                at: scalar.range)
            return nil
        }
        guard TimeZones.isKnown(scalar.text) else {
            error(
                .unknownTimeZone,
                "unknown time zone \(Self.describe(node))\(Suggestions.didYouMean(scalar.text, in: TimeZones.identifiers))",
                at: scalar.range,
                notes: [
                    DiagnosticNote(
                        "time zones are IANA identifiers such as 'America/New_York', 'Europe/Berlin' or 'UTC'")
                ])
            return nil
        }
        return Located(scalar.text, at: scalar.range)
    }

    func dateTime(_ node: YAMLNode) -> Located<LocalDateTime>? {
        guard let scalar = scalar(node, expected: "a date and time such as \"2026-01-05T09:00:00\"") else { return nil }
        guard let value = LocalDateTime(parsing: scalar.text) else {
            error(
                .invalidValue,
                "invalid date and time \(Self.describe(node)); write it like \"2026-01-05T09:00:00\" (optionally with Z or +01:00)",
                at: scalar.range)
            return nil
        }
        return Located(value, at: scalar.range)
    }

    /// One word of a fixed vocabulary, with "did you mean" and the list of choices.
    func word<T>(_ node: YAMLNode, what: String, choices: [(String, T)], id: DiagnosticID = .invalidValue) -> Located<
        T
    >? {
        guard let scalar = scalar(node, expected: Self.withArticle(what)) else { return nil }
        if let match = choices.first(where: { $0.0 == scalar.text }) { return Located(match.1, at: scalar.range) }
        unknownWord(scalar, what: what, choices: choices.map(\.0), id: id)
        return nil
    }

    /// Reports `scalar` as none of `choices`, with the closest as a fix-it.
    func unknownWord(_ scalar: YAMLScalar, what: String, choices: [String], id: DiagnosticID) {
        // A spec's own enum may have thousands of cases: "did you mean" among them would cost every unknown
        // value a pass of edit distances, and the note would list them all.
        let suggestion =
            choices.count <= Self.suggestedChoicesLimit ? Suggestions.closest(to: scalar.text, in: choices) : nil
        let didYouMean = Suggestions.didYouMean(scalar.text, suggesting: suggestion)
        error(
            id, "unknown \(what) \(Self.describe(.scalar(scalar)))\(didYouMean)",
            at: scalar.range,
            notes: [DiagnosticNote("expected one of \(Suggestions.list(choices, upTo: Self.listedChoicesLimit))")]
                + Self.runOnNote(scalar),
            fixIt: suggestion.map { FixIt(replacing: scalar.range, with: $0) })
    }

    /// A plain value over several lines is most often a line indented too far (`- b` under `- a` makes `a - b`):
    /// YAML reads a line indented more than the key or list item above it as more of that value.
    static func runOnNote(_ scalar: YAMLScalar) -> [DiagnosticNote] {
        let (first, last) = (scalar.range.start.line, scalar.range.end.line)
        guard scalar.style == .plain, last > first else { return [] }
        return [
            DiagnosticNote(
                "this value runs on from line \(first) to line \(last): YAML reads a line indented more than the key "
                    + "or list item above it as more of that value; check the indentation of line \(first + 1)")
        ]
    }

    /// Choices beyond which an unknown word gets no "did you mean".
    static let suggestedChoicesLimit = 1_000
    /// Choices a note lists before it says how many more there are.
    static let listedChoicesLimit = 50

    /// "an access level", "a widget family".
    static func withArticle(_ noun: String) -> String {
        guard let first = noun.lowercased().first else { return noun }
        return ("aeiou".contains(first) ? "an " : "a ") + noun
    }

    func diagnosticID(_ node: YAMLNode) -> Located<DiagnosticID>? {
        guard let scalar = scalar(node, expected: "a diagnostic ID such as WS0701") else { return nil }
        let text = scalar.text
        guard text.count == 6, text.hasPrefix("WS"), text.dropFirst(2).allSatisfy({ $0.isASCII && $0.isNumber }) else {
            error(
                .unknownDiagnosticID, "invalid diagnostic ID \(Self.describe(node)); IDs look like 'WS0701'",
                at: scalar.range)
            return nil
        }
        return Located(DiagnosticID(rawValue: text), at: scalar.range)
    }

    // MARK: - Collections

    func list(_ node: YAMLNode, expected: String) -> [YAMLNode]? {
        guard let sequence = node.sequence else {
            wrongType(node, expected: expected)
            return nil
        }
        return sequence.items
    }

    /// A scalar or a list of scalars, as a list (`on: mon` and `on: [mon, tue]`).
    func oneOrMany(_ node: YAMLNode) -> [YAMLNode] {
        node.sequence?.items ?? [node]
    }

    /// The entries of a mapping with free keys, `x-` keys skipped, non-scalar keys reported.
    func freeEntries(_ node: YAMLNode, expected: String) -> [(key: YAMLScalar, value: YAMLNode)]? {
        guard let mapping = node.mapping else {
            wrongType(node, expected: expected)
            return nil
        }
        return mapping.entries.compactMap { entry in
            guard let key = entry.key.scalar else {
                error(
                    .nonScalarKey, "keys must be plain names, found \(entry.key.kindDescription)", at: entry.key.range)
                return nil
            }
            return key.text.hasPrefix("x-") ? nil : (key, entry.value)
        }
    }
}
