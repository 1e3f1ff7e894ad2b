// WS1043-WS1045: how a Live Activity's payload is spelled in JSON, between two versions: the key names, the
// dictionary keys and the date encoding a server's pushes must match.

extension DiagnosticDescription {
    package static let activityJSONKeyChanged = ActivityCodingChangeRule.activityJSONKeyChanged.entry
    package static let activityDictionaryKeyChanged = ActivityCodingChangeRule.activityDictionaryKeyChanged.entry
    package static let activityDateEncodingChanged = ActivityCodingChangeRule.activityDateEncodingChanged.entry
}

/// Live Activities paired by type name, their fields by Swift name (and the models they use by name): what the
/// server writes that the new version reads differently.
enum ActivityCodingChangeRules: CompatibilityRuleGroup {
    typealias Rule = ActivityCodingChangeRule

    static func compare(_ context: inout CompatibilityContext) {
        let activities = Matching(old: context.old.activities, new: context.new.activities, by: \.name.value)
        for (old, new) in activities.pairs {
            var visited = Set<String>()
            for (part, oldFields, newFields) in [
                ("attributes", old.attributes, new.attributes), ("content state", old.state, new.state),
            ] {
                compareFields(
                    oldFields, newFields, owner: "the \(part) of Live Activity '\(new.name.value)'", old, new,
                    visited: &visited, &context)
            }
            let hasDates = (old.attributes + old.state + new.attributes + new.state).contains {
                $0.type.value.unwrapped == .date
            }
            if old.dates.value != new.dates.value, hasDates {
                context.report(
                    .activityDateEncodingChanged,
                    "the dates of Live Activity '\(new.name.value)' changed from \(old.dates.value.rawValue) to "
                        + "\(new.dates.value.rawValue): a server sending the dates as before gets them "
                        + "\(new.dates.value == .unix ? "in 1970" : "31 years late")",
                    at: new.dates.range,
                    notes: [DiagnosticNote("the server must change how it writes dates when this version ships")])
            }
        }
    }

    /// Fields paired by Swift name: a changed JSON key, then the dictionary keys inside their types.
    private static func compareFields(
        _ oldFields: [Field], _ newFields: [Field], owner: String, _ old: CompatibilitySurface.Activity,
        _ new: CompatibilitySurface.Activity, visited: inout Set<String>, _ context: inout CompatibilityContext
    ) {
        let fields = Matching(old: oldFields, new: newFields, by: \.name.value)
        for (oldField, newField) in fields.pairs {
            if oldField.codingName != newField.codingName {
                context.report(
                    .activityJSONKeyChanged,
                    "the JSON key of '\(newField.name.value)' in \(owner) changed from '\(oldField.codingName)' to "
                        + "'\(newField.codingName)': a server sending '\(oldField.codingName)' "
                        + (newField.type.value.isOptional
                            ? "is ignored, and the field stays nil" : "sends pushes that no longer decode"),
                    at: newField.jsonKey?.range ?? newField.name.range)
            }
            compareTypes(
                oldField.type.value, newField.type.value, field: newField, owner: owner, old, new, visited: &visited,
                &context)
        }
    }

    /// Dictionary keys of the two types, through lists, optionals, dictionary values and models of one name.
    private static func compareTypes(
        _ oldType: TypeRef, _ newType: TypeRef, field: Field, owner: String, _ old: CompatibilitySurface.Activity,
        _ new: CompatibilitySurface.Activity, visited: inout Set<String>, _ context: inout CompatibilityContext
    ) {
        switch (oldType, newType) {
        case (.optional(let a), _):
            compareTypes(a, newType, field: field, owner: owner, old, new, visited: &visited, &context)
        case (_, .optional(let b)):
            compareTypes(oldType, b, field: field, owner: owner, old, new, visited: &visited, &context)
        case (.array(let a), .array(let b)):
            compareTypes(a, b, field: field, owner: owner, old, new, visited: &visited, &context)
        case (.dictionary(let oldKey, let oldValue), .dictionary(let newKey, let newValue)):
            // An Int key's text ("3") still decodes as a String key; nothing else survives a change.
            if oldKey != newKey, !(oldKey == .int && newKey == .string) {
                context.report(
                    .activityDictionaryKeyChanged,
                    "the dictionary '\(field.name.value)' in \(owner) is keyed by \(newKey) now, by \(oldKey) before: "
                        + "the keys a server sends for \(oldKey) no longer decode",
                    at: field.type.range)
            }
            compareTypes(oldValue, newValue, field: field, owner: owner, old, new, visited: &visited, &context)
        case (.model(let a), .model(let b)) where a == b:
            guard visited.insert(a).inserted, let oldModel = old.types.models[a], let newModel = new.types.models[b]
            else { return }
            compareFields(
                oldModel.fields, newModel.fields, owner: "model '\(a)'", old, new, visited: &visited, &context)
        default:
            return
        }
    }
}

/// The rules of `ActivityCodingChangeRules`, one case each: the raw value is the ID, `entry` the catalog entry
/// with its examples.
enum ActivityCodingChangeRule: String, DiagnosticRule {
    case activityJSONKeyChanged = "WS1043"
    case activityDictionaryKeyChanged = "WS1044"
    case activityDateEncodingChanged = "WS1045"

    var entry: DiagnosticDescription {
        switch self {
        case .activityJSONKeyChanged:
            DiagnosticDescription(
                id, name: "activity-json-key-changed", severity: .error,
                summary: "A field of a Live Activity (or a model it uses) under another JSON key than before.",
                source: .apple(["S13"]),
                rationale: """
                    \(DiagnosticDescription.payloadDecoding) The server writes each field under its JSON key, the \
                    field's name or its `json:`. When the key changes, a required field is missing from every push \
                    written as before, which then fails to decode, and an optional one is silently dropped: the \
                    server and the app must change together. Fields are paired by their Swift names.
                    """,
                triggering: [
                    .change(
                        from: .activity("state: { criticalText: { type: String, json: critical_text } }"),
                        to: .activity("state: { criticalText: { type: String, json: ↓critical } }"))
                ],
                nonTriggering: [
                    .change(
                        from: .activity("state: { criticalText: { type: String, json: critical_text } }"),
                        to: .activity("state: { criticalText: { type: String, json: critical_text, doc: Short } }"))
                ])
        case .activityDictionaryKeyChanged:
            DiagnosticDescription(
                id, name: "activity-dictionary-key-changed", severity: .error,
                summary: "A dictionary in a Live Activity keyed by another type than before.",
                source: .apple(["S13", "S70"]),
                rationale: """
                    \(DiagnosticDescription.payloadDecoding) A dictionary travels as a JSON object whose keys are \
                    text: a `String` key as is, an `Int` key as its decimal text [S70]. A server's `"3"` still \
                    decodes when `Int` keys become `String` keys; any other change of the key type makes its \
                    pushes fail to decode.
                    """,
                triggering: [
                    .change(
                        from: .activity("state: { sales: \"[String: Int]\" }"),
                        to: .activity("state: { sales: ↓\"[Int: Int]\" }"))
                ],
                nonTriggering: [
                    .change(
                        from: .activity("state: { sales: \"[Int: Int]\" }"),
                        to: .activity("state: { sales: \"[String: Int]\" }"))
                ])
        case .activityDateEncodingChanged:
            DiagnosticDescription(
                id, name: "activity-date-encoding-changed", severity: .error,
                summary: "A Live Activity with dates whose `dates:` encoding changed.",
                source: .assumption(
                    "Apple does not document how ActivityKit decodes a push's dates; the tool assumes JSONDecoder's "
                        + "default, seconds since 2001 [S13]."),
                rationale: """
                    `dates: reference` reads a push's dates as seconds since 2001, `dates: unix` as seconds since \
                    1970. A server that keeps writing dates as before after the change is 31 years off, early or \
                    late, with nothing failing: the server must switch when the version ships.
                    """,
                triggering: [
                    .change(
                        from: .activity("state: { ends: Date }"),
                        to: .activity("state: { ends: Date }\ndates: ↓unix"))
                ],
                nonTriggering: [
                    .change(
                        from: .activity("state: { minutesLeft: Int }"),
                        to: .activity("state: { minutesLeft: Int }\ndates: unix"))
                ])
        }
    }
}
