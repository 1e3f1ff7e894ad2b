// WS0525-WS0527: an intent's parameter summary (`summary:`, `parameterSummary`).

extension DiagnosticDescription {
    package static let summaryUnknownParameter = ParameterSummaryRule.summaryUnknownParameter.entry
    package static let summaryValueType = ParameterSummaryRule.summaryValueType.entry
    package static let summaryUnknownPlaceholder = ParameterSummaryRule.summaryUnknownPlaceholder.entry
}

enum ParameterSummaryRules: CheckerRuleGroup {
    typealias Rule = ParameterSummaryRule

    /// `ParameterSummaryCaseBuilder.buildBlock` takes one to nine cases before the default [S85].
    static let maxCases = 9

    static func check(_ context: inout CheckContext) {
        for widget in context.spec.widgets {
            guard let intent = widget.intent, let summary = intent.summary else { continue }
            check(summary, of: intent, &context, widget: widget)
        }
        for control in context.spec.controls {
            guard let intent = control.intent, let summary = intent.summary else { continue }
            check(summary, of: intent, &context, control: control)
        }
    }

    private static func check(
        _ summary: ParameterSummaryDecl, of intent: IntentDecl, _ context: inout CheckContext,
        widget: WidgetDecl? = nil, control: ControlDecl? = nil
    ) {
        let names = intent.parameters.map(\.name.value)
        func unknown(_ name: Located<String>, _ rule: DiagnosticDescription, _ what: String) {
            context.report(
                rule,
                "\(what) '\(name.value)' names no parameter of intent '\(intent.name.value)'"
                    + Suggestions.didYouMean(name.value, in: names),
                at: name.range, notes: [DiagnosticNote("the intent's parameters are \(Suggestions.list(names))")],
                fixIt: Suggestions.closest(to: name.value, in: names).map { FixIt(replacing: name.range, with: $0) },
                widget: widget, control: control)
        }
        for part in summary.all {
            switch part {
            case .text(let text):
                for case .parameter(let name, let range) in text.segments where !names.contains(name) {
                    unknown(Located(name, at: range), .summaryUnknownPlaceholder, "summary placeholder")
                }
                for name in text.shown ?? [] where !names.contains(name.value) {
                    unknown(name, .summaryUnknownParameter, "'show'")
                }
            case .when(let when):
                guard let parameter = intent.parameter(named: when.parameter.value) else {
                    unknown(when.parameter, .summaryUnknownParameter, "'when'")
                    continue
                }
                checkValue(when.value, of: parameter, &context, widget: widget, control: control)
            case .choice(let choice):
                guard let parameter = intent.parameter(named: choice.parameter.value) else {
                    unknown(choice.parameter, .summaryUnknownParameter, "'switch'")
                    continue
                }
                if choice.cases.isEmpty || choice.cases.count > maxCases {
                    context.report(
                        .summaryValueType,
                        "a summary switch takes 1 to \(maxCases) cases besides 'default'; this one has "
                            + "\(choice.cases.count)",
                        at: choice.casesRange, widget: widget, control: control)
                }
                for summaryCase in choice.cases {
                    checkValue(summaryCase.value, of: parameter, &context, widget: widget, control: control)
                }
            }
        }
    }

    /// Whether `value`, as written, is a value of the parameter's type, by `SummaryValue`.
    private static func checkValue(
        _ value: Located<String>, of parameter: ParameterDecl, _ context: inout CheckContext, widget: WidgetDecl?,
        control: ControlDecl?
    ) {
        let type = parameter.type.value.unwrapped
        var cases: [String] = []
        if case .enumeration(let name) = type {
            cases = context.spec.enumDecl(named: name)?.cases.map(\.name.value) ?? []
        }
        switch SummaryValue(value.value, type: type, enumCases: cases) {
        case .some: return
        case .none:
            let message: String
            if case .enumeration(let name) = type {
                message =
                    "'\(value.value)' is no case of enum '\(name)', the type of parameter '\(parameter.name.value)'"
                    + Suggestions.didYouMean(value.value, in: cases)
            } else if SummaryValue.comparable(type) {
                message =
                    "'\(value.value)' is not a value of type \(type), the type of parameter '\(parameter.name.value)'"
            } else {
                message =
                    "parameter '\(parameter.name.value)' of type \(parameter.type.value) can't be compared in a summary; "
                    + "use an enum, Bool, Int, Double or String parameter"
            }
            context.report(
                .summaryValueType, message, at: value.range,
                notes: [DiagnosticNote("the parameter's type is here", at: parameter.type.range)], widget: widget,
                control: control)
        }
    }
}

/// The rules of `ParameterSummaryRules`, one case each: the raw value is the ID, `entry` the catalog entry.
enum ParameterSummaryRule: String, DiagnosticRule {
    case summaryUnknownParameter = "WS0525"
    case summaryValueType = "WS0526"
    case summaryUnknownPlaceholder = "WS0527"

    private static let parameters = """
        intent:
          parameters:
            style: { type: Style, default: gauge }
            showName: { type: Bool, default: true }
        """
    private static let style = "enums: { Style: { cases: [gauge, text] } }"

    var entry: DiagnosticDescription {
        switch self {
        case .summaryUnknownParameter:
            DiagnosticDescription(
                id, name: "summary-unknown-parameter", severity: .error,
                summary: "A summary `when`, `switch` or `show` that names no parameter of the intent.",
                source: .apple(["S83", "S84"]),
                rationale: """
                    `When` and `Switch` take a key path to one of the intent's parameters (`\\.$style`) [S84], and \
                    `Summary { … }` lists such key paths [S83]; a name that is no parameter would be a key path that \
                    does not compile.
                    """,
                triggering: [
                    .widget(
                        Self.parameters
                            + "\n  summary: { when: ↓shownName, equalTo: true, then: Name, otherwise: Plain }",
                        topLevel: Self.style)
                ],
                nonTriggering: [
                    .widget(
                        Self.parameters
                            + "\n  summary: { when: showName, equalTo: true, then: Name, otherwise: Plain }",
                        topLevel: Self.style)
                ])
        case .summaryValueType:
            DiagnosticDescription(
                id, name: "summary-value-type", severity: .error,
                summary: "A summary value that is not of its parameter's type, or a switch without 1 to 9 cases.",
                source: .apple(["S84", "S85"]),
                rationale: """
                    `When(\\.$style, .equalTo, value)` and `Case(value)` take a value of the parameter's own type \
                    [S84]: an enum's case, `true` or `false`, a number or a string; an entity, a date or an array \
                    can't be written as one. `Switch` takes one to nine `Case`s and a `DefaultCase` \
                    (`ParameterSummaryCaseBuilder.buildBlock`) [S85].
                    """,
                triggering: [
                    .widget(
                        Self.parameters
                            + "\n  summary: { switch: style, cases: { ↓dial: Dial }, default: Other }",
                        topLevel: Self.style)
                ],
                nonTriggering: [
                    .widget(
                        Self.parameters
                            + "\n  summary: { switch: style, cases: { gauge: Gauge }, default: Other }",
                        topLevel: Self.style)
                ])
        case .summaryUnknownPlaceholder:
            DiagnosticDescription(
                id, name: "summary-unknown-placeholder", severity: .error,
                summary: "A `{name}` placeholder of a summary that names no parameter of the intent.",
                source: .apple(["S83"]),
                rationale: """
                    Each placeholder becomes an interpolated key path, `Summary("Show \\(\\.$style)")` [S83], which the \
                    person taps to set that parameter; a name that is no parameter does not compile.
                    """,
                triggering: [
                    .widget(Self.parameters + "\n  summary: \"Show as {↓styl}\"", topLevel: Self.style)
                ],
                nonTriggering: [
                    .widget(Self.parameters + "\n  summary: \"Show as {style}\"", topLevel: Self.style)
                ])
        }
    }
}
