// WS0818, WS0819, WS0822: how a Live Activity's attributes and state travel as JSON in a push payload.

extension DiagnosticDescription {
    package static let activityDictionaryKey = ActivityCodingRule.activityDictionaryKey.entry
    package static let jsonKeyDuplicate = ActivityCodingRule.jsonKeyDuplicate.entry
    package static let activityUnixDateNested = ActivityCodingRule.activityUnixDateNested.entry
}

/// The JSON a server sends for a Live Activity must be what `Codable` reads: these rules walk the types of the
/// attributes and the state, through models, each model once.
enum ActivityCodingRules: CheckerRuleGroup {
    typealias Rule = ActivityCodingRule

    static func check(_ context: inout CheckContext) {
        let spec = context.spec
        let owners: [(String, [Field])] =
            spec.activities.flatMap {
                [("Live Activity '\($0.name.value)'", $0.attributes), ("the state of '\($0.name.value)'", $0.state)]
            } + spec.models.map { ("model '\($0.name.value)'", $0.fields) }
            + spec.entities.map { ("entity '\($0.name.value)'", $0.model.fields) }
            + spec.widgets.map { ("the entry of widget '\($0.name.value)'", $0.entry) }
        for (owner, fields) in owners { checkJSONKeys(fields, of: owner, &context) }
        for activity in context.spec.activities {
            if activity.dates.value == .unix { checkUnixDates(activity, &context) }
            for field in activity.attributes + activity.state {
                var explored = Set<String>()
                if let key = unkeyedDictionaryKey(in: field.type.value, spec: context.spec, explored: &explored) {
                    context.report(
                        .activityDictionaryKey,
                        "field '\(field.name.value)' of Live Activity '\(activity.name.value)' holds a dictionary keyed "
                            + "by \(key), which Codable writes as an array of alternating keys and values, not a JSON "
                            + "object; key it by String or Int",
                        at: field.type.range)
                }
            }
        }
    }

    /// With `dates: unix` the generated `Codable` converts the activity's own `Date` and `Date?` fields; a date
    /// deeper down (in a model, a list, a range, a dictionary) would still be read as seconds since 2001.
    private static func checkUnixDates(_ activity: ActivityDecl, _ context: inout CheckContext) {
        for field in activity.attributes + activity.state where field.type.value.unwrapped != .date {
            var explored = Set<String>()
            guard containsDate(field.type.value, spec: context.spec, explored: &explored) else { continue }
            context.report(
                .activityUnixDateNested,
                "field '\(field.name.value)' of Live Activity '\(activity.name.value)' holds a Date inside \(field.type.value), "
                    + "which `dates: unix` does not convert: a server's UNIX time there is read as seconds since 2001",
                at: field.type.range,
                notes: [DiagnosticNote("`dates: unix` is set here", at: activity.dates.range)])
        }
    }

    private static func containsDate(_ type: TypeRef, spec: Spec, explored: inout Set<String>) -> Bool {
        switch type {
        case .date: return true
        case .array(let inner), .optional(let inner), .closedRange(let inner):
            return containsDate(inner, spec: spec, explored: &explored)
        case .dictionary(let key, let value):
            return containsDate(key, spec: spec, explored: &explored)
                || containsDate(value, spec: spec, explored: &explored)
        case .model(let name):
            guard explored.insert(name).inserted, let model = spec.modelDecl(named: name) else { return false }
            return model.fields.contains { containsDate($0.type.value, spec: spec, explored: &explored) }
        default: return false
        }
    }

    /// Two fields of one type written under one JSON key: the generated `CodingKeys` would not compile.
    private static func checkJSONKeys(_ fields: [Field], of owner: String, _ context: inout CheckContext) {
        guard fields.contains(where: { $0.jsonKey != nil }) else { return }
        var first: [String: Field] = [:]
        for field in fields {
            guard let earlier = first[field.codingName] else {
                first[field.codingName] = field
                continue
            }
            context.report(
                .jsonKeyDuplicate,
                "fields '\(earlier.name.value)' and '\(field.name.value)' of \(owner) both have the JSON key "
                    + "'\(field.codingName)'",
                at: field.jsonKey?.range ?? field.name.range,
                notes: [DiagnosticNote("'\(earlier.name.value)' is here", at: earlier.name.range)])
        }
    }

    /// The first dictionary key type in `type` that is neither `String` nor `Int`, through models.
    static func unkeyedDictionaryKey(in type: TypeRef, spec: Spec, explored: inout Set<String>) -> TypeRef? {
        switch type {
        case .dictionary(let key, let value):
            if key.unwrapped != key || (key != .string && key != .int) { return key }
            return unkeyedDictionaryKey(in: value, spec: spec, explored: &explored)
        case .array(let inner), .optional(let inner), .closedRange(let inner):
            return unkeyedDictionaryKey(in: inner, spec: spec, explored: &explored)
        case .model(let name):
            guard explored.insert(name).inserted, let model = spec.modelDecl(named: name) else { return nil }
            for field in model.fields {
                if let key = unkeyedDictionaryKey(in: field.type.value, spec: spec, explored: &explored) { return key }
            }
            return nil
        default:
            return nil
        }
    }
}

/// The rules of `ActivityCodingRules`, one case each: the raw value is the ID, `entry` the catalog entry with its
/// examples.
enum ActivityCodingRule: String, DiagnosticRule {
    case activityDictionaryKey = "WS0818"
    case jsonKeyDuplicate = "WS0819"
    case activityUnixDateNested = "WS0822"

    var entry: DiagnosticDescription {
        switch self {
        case .activityDictionaryKey:
            DiagnosticDescription(
                id, name: "activity-dictionary-key", severity: .error,
                summary: "A dictionary in a Live Activity keyed by something other than `String` or `Int`.",
                source: .apple(["S70", "S71"]),
                rationale: """
                    A push payload carries the attributes and the state as JSON, whose object keys are strings. \
                    `Dictionary`'s `Codable` writes a keyed container, a JSON object, only for `String` keys and `Int` \
                    keys (as decimal text, `"7"`); any other key type, an enum included, is written as an unkeyed \
                    container of alternating keys and values, `["low", 3, "high", 9]`, unless the key type conforms to \
                    `CodingKeyRepresentable` [S70][S71], which the generated enums do not. A server sending the \
                    natural JSON object gets its push dropped. Key the dictionary by `String` or `Int` (an enum's \
                    case name is a `String`).
                    """,
                triggering: [
                    .activity(
                        "state: { limits: ↓\"[Level: Int]\" }", topLevel: "enums: { Level: { cases: [low, high] } }")
                ],
                nonTriggering: [
                    .activity("state: { limits: \"[String: Int]\", counts: \"[Int: Decimal]\" }")
                ])
        case .jsonKeyDuplicate:
            DiagnosticDescription(
                id, name: "json-key-duplicate", severity: .error,
                summary: "Two fields of one type with the same key in JSON (`json:`, or a field's name).",
                source: .assumption(
                    "Swift's rule: the generated `CodingKeys` enum cannot give two cases one raw value, and a JSON "
                        + "object cannot hold two values under one key."),
                rationale: """
                    `json:` renames a field in JSON: the generated `CodingKeys` case gets it as its raw value. Two \
                    fields under one key would be two cases with one raw value, which Swift rejects, and one JSON \
                    object cannot carry both. Give each field its own key.
                    """,
                triggering: [
                    .activity(
                        "state: { criticalText: { type: String, json: text }, text: { type: String, json: ↓text } }")
                ],
                nonTriggering: [
                    .activity("state: { criticalText: { type: String, json: critical_text }, text: String }")
                ])
        case .activityUnixDateNested:
            DiagnosticDescription(
                id, name: "activity-unix-date-nested", severity: .error,
                summary: "With `dates: unix`, a date inside a model, list, range or dictionary of a Live Activity.",
                source: .assumption(
                    "Apple does not document how ActivityKit decodes a push; the tool assumes JSONDecoder's default "
                        + "date strategy (seconds since 2001), which Home Assistant's and other apps' code works around "
                        + "[S13]."),
                rationale: """
                    ActivityKit decodes a push's `content-state` and `attributes` with `JSONDecoder` [S13], whose \
                    default reads a `Date` as seconds since 2001-01-01, and the app cannot change the decoder. \
                    `dates: unix` makes the generated attributes and `ContentState` read their own `Date` and `Date?` \
                    fields as UNIX time in their `init(from:)`; a date deeper down is decoded by its own type with \
                    the default, 31 years off for a server sending UNIX time. Make it a field of the attributes or \
                    the state, or send that date as seconds since 2001.
                    """,
                triggering: [
                    .activity("state: { window: ↓ClosedRange<Date> }\ndates: unix")
                ],
                nonTriggering: [
                    .activity("state: { countdownEnd: Date?, updated: Date }\ndates: unix")
                ])
        }
    }
}
