/// `summary:` of an intent: a sentence, or a choice between summaries by a parameter's value.
extension SpecValueKind {
    /// A summary: `"Show {sensor}"` (`""` for `Summary()`), the parameters shown, a `when` or a `switch` mapping.
    static let parameterSummary = SpecValueKind.anyOf([
        .string, .object(SummaryShowKey.id), .object(SummaryWhenKey.id), .object(SummarySwitchKey.id),
    ])
}

/// `Summary("…") { \.$a; \.$b }`: the parameters the configuration shows, in order, with an optional sentence.
enum SummaryShowKey: String, SpecShapeKeys {
    case text, show

    static let heading = SpecShapeHeading(
        "summaryShow", title: "Summary show",
        summary: "The parameters a summary shows besides its sentence (`Summary { \\.$a }`).")

    var key: SpecKey {
        switch self {
        case .text: optional(.string, "The sentence, with `{parameter}` placeholders.")
        case .show: required(.list(.memberName), "The parameters shown below it, in order; the others are hidden.")
        }
    }
}

/// `When(\.$parameter, .equalTo, value) { then } otherwise: { otherwise }`.
enum SummaryWhenKey: String, SpecShapeKeys {
    case when, equalTo, then, otherwise

    static let heading = SpecShapeHeading(
        "summaryWhen", title: "Summary when",
        summary: "A summary that depends on whether a parameter has a value (`When`).")

    var key: SpecKey {
        switch self {
        case .when: required(.memberName, "The parameter compared.")
        case .equalTo:
            required(.typedValue, "The value it is compared with: an enum case, a Bool, a number or a String.")
        case .then: required(.parameterSummary, "The summary when the parameter has that value.")
        case .otherwise: required(.parameterSummary, "The summary when it has another.")
        }
    }
}

/// `Switch(\.$parameter) { Case(value) { … } … DefaultCase { … } }`.
enum SummarySwitchKey: String, SpecShapeKeys {
    case `switch`, cases, `default`

    static let heading = SpecShapeHeading(
        "summarySwitch", title: "Summary switch", summary: "A summary per value of a parameter (`Switch`).")

    var key: SpecKey {
        switch self {
        case .switch: required(.memberName, "The parameter switched on.")
        case .cases:
            required(
                .map(key: .string, value: .parameterSummary),
                "Value -> summary, one to nine: an enum case, a Bool, a number or a String.")
        case .default: required(.parameterSummary, "The summary for every other value (`DefaultCase`).")
        }
    }
}
