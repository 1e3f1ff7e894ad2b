/// `summary:` of an intent: its `parameterSummary`.
package indirect enum ParameterSummaryDecl: Hashable, Codable, Sendable {
    /// `Summary("…")`, `Summary()` for an empty text, with `{ \.$a … }` for the parameters shown.
    case text(SummaryText)
    /// `When(\.$parameter, .equalTo, value) { … } otherwise: { … }`.
    case when(SummaryWhen)
    /// `Switch(\.$parameter) { Case(value) { … } … DefaultCase { … } }`.
    case choice(SummarySwitch)

    /// This summary and every summary inside it, depth first.
    package var all: [ParameterSummaryDecl] {
        switch self {
        case .text: [self]
        case .when(let when): [self] + when.then.all + when.otherwise.all
        case .choice(let choice): [self] + choice.cases.flatMap(\.summary.all) + choice.defaultCase.all
        }
    }
}

/// A summary sentence: literal text and `{parameter}` placeholders, and the parameters shown below it.
package struct SummaryText: Hashable, Codable, Sendable {
    package var segments: [URLTemplate.Segment]
    /// `show:`: the parameters listed (`Summary { \.$a }`), in order; nil when the spec lists none.
    package var shown: [Located<String>]?
    package var range: SourceRange

    package init(segments: [URLTemplate.Segment], shown: [Located<String>]? = nil, range: SourceRange) {
        self.segments = segments
        self.shown = shown
        self.range = range
    }
}

package struct SummaryWhen: Hashable, Codable, Sendable {
    package var parameter: Located<String>
    /// The value as written (a YAML scalar's text), typed by the checker against the parameter.
    package var value: Located<String>
    package var then: ParameterSummaryDecl
    package var otherwise: ParameterSummaryDecl

    package init(
        parameter: Located<String>, value: Located<String>, then: ParameterSummaryDecl,
        otherwise: ParameterSummaryDecl
    ) {
        self.parameter = parameter
        self.value = value
        self.then = then
        self.otherwise = otherwise
    }
}

package struct SummarySwitch: Hashable, Codable, Sendable {
    package var parameter: Located<String>
    package var cases: [SummaryCase]
    package var defaultCase: ParameterSummaryDecl
    /// The `cases` key's range.
    package var casesRange: SourceRange

    package init(
        parameter: Located<String>, cases: [SummaryCase], defaultCase: ParameterSummaryDecl, casesRange: SourceRange
    ) {
        self.parameter = parameter
        self.cases = cases
        self.defaultCase = defaultCase
        self.casesRange = casesRange
    }
}

package struct SummaryCase: Hashable, Codable, Sendable {
    /// The value as written (the key's text).
    package var value: Located<String>
    package var summary: ParameterSummaryDecl

    package init(value: Located<String>, summary: ParameterSummaryDecl) {
        self.value = value
        self.summary = summary
    }
}
