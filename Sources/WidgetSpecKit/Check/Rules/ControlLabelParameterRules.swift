// WS0536-WS0537: a control whose label's SF Symbol or text is the value of one of its intent's parameters.

extension DiagnosticDescription {
    package static let controlLabelParameterUnknown = ControlLabelParameterRule.controlLabelParameterUnknown.entry
    package static let controlLabelParameterType = ControlLabelParameterRule.controlLabelParameterType.entry
}

/// A control's `symbolParameter:` and `titleParameter:` name parameters of its own `intent` that hold a `String`.
enum ControlLabelParameterRules: CheckerRuleGroup {
    typealias Rule = ControlLabelParameterRule

    static func check(_ context: inout CheckContext) {
        for control in context.spec.controls {
            for (name, what) in [(control.symbolParameter, "symbol"), (control.titleParameter, "title")] {
                guard let name else { continue }
                check(name, what: what, of: control, in: &context)
            }
        }
    }

    private static func check(
        _ name: Located<String>, what: String, of control: ControlDecl, in context: inout CheckContext
    ) {
        let takes = "control '\(control.name.value)' takes its \(what) from parameter '\(name.value)'"
        guard let intent = control.intent else {
            context.report(
                .controlLabelParameterUnknown, takes + " but has no `intent`, so no parameters", at: name.range,
                notes: [DiagnosticNote("give the control an `intent` with a String parameter '\(name.value)'")],
                control: control)
            return
        }
        guard let parameter = intent.parameter(named: name.value) else {
            let names = intent.parameters.map(\.name.value)
            let suggestion = Suggestions.closest(to: name.value, in: names)
            context.report(
                .controlLabelParameterUnknown,
                takes + ", which its intent does not have" + Suggestions.didYouMean(name.value, suggesting: suggestion),
                at: name.range,
                notes: [
                    DiagnosticNote(
                        names.isEmpty
                            ? "the intent has no parameters"
                            : "the intent's parameters are \(Suggestions.list(names, upTo: 12))",
                        at: intent.range)
                ],
                fixIt: suggestion.map { FixIt(replacing: name.range, with: $0) }, control: control)
            return
        }
        guard parameter.type.value.unwrapped != .string else { return }
        let holds = what == "symbol" ? "SF Symbol name" : "text"
        context.report(
            .controlLabelParameterType,
            takes + " of type '\(parameter.type.value)', which holds no \(holds): give it type String or String?",
            at: name.range, notes: [DiagnosticNote("'\(name.value)' is declared here", at: parameter.type.range)],
            control: control)
    }
}

/// The rules of `ControlLabelParameterRules`, one case each: the raw value is the ID, `entry` the catalog entry.
enum ControlLabelParameterRule: String, DiagnosticRule {
    case controlLabelParameterUnknown = "WS0536"
    case controlLabelParameterType = "WS0537"

    var entry: DiagnosticDescription {
        switch self {
        case .controlLabelParameterUnknown:
            DiagnosticDescription(
                id, name: "control-label-parameter-unknown", severity: .error,
                summary: "A control's `symbolParameter` or `titleParameter` naming no parameter of its `intent`.",
                source: .apple(["S38", "S98"]),
                rationale: """
                    A configurable control's template reads what the person chose from its configuration intent's \
                    parameters [S38], which `AppIntentControlValueProvider` receives [S98] and the generated value \
                    carries as `configuration`; a control without an `intent` has nothing chosen, and a name its \
                    intent lacks would not compile, most often a typo. The closest parameter is offered as a fix-it.
                    """,
                triggering: [
                    .spec(
                        """
                        platforms: { iOS: "18.0" }
                        controls:
                          Light:
                            kind: com.example.light
                            displayName: Light
                            toggle: SetLight
                            symbol: lightbulb
                            symbolParameter: ↓icn
                            intent:
                              parameters:
                                icon: String?
                          Fan:
                            kind: com.example.fan
                            displayName: Fan
                            toggle: SetLight
                            symbol: fan
                            symbolParameter: ↓icon
                        actions:
                          SetLight: { toggle: true }
                        """)
                ],
                nonTriggering: [
                    .spec(
                        """
                        platforms: { iOS: "18.0" }
                        controls:
                          Light:
                            kind: com.example.light
                            displayName: Light
                            toggle: SetLight
                            symbol: lightbulb
                            symbolParameter: icon
                            intent:
                              parameters:
                                icon: String?
                        actions:
                          SetLight: { toggle: true }
                        """)
                ])
        case .controlLabelParameterType:
            DiagnosticDescription(
                id, name: "control-label-parameter-type", severity: .error,
                summary: "A control's `symbolParameter` or `titleParameter` naming a parameter that is not a `String`.",
                source: .apple(["S75"]),
                rationale: """
                    An SF Symbol is named by a string: Apple's control examples write \
                    `Label(..., systemImage: isOn ? "door.garage.open" : "door.garage.closed")` [S75], and the \
                    generated label passes the parameter's value there; `titleParameter`'s value is shown as \
                    `Text(verbatim:)`, a string too. A number, a date or an entity is no symbol name or text. An \
                    enum is not accepted either: its cases are Swift names, and symbol names have dots \
                    (`lightbulb.fill`). (Home Assistant picks the icon through an entity of its own whose id is \
                    the name; the spec language has no such entity yet.)
                    """,
                triggering: [
                    .spec(
                        """
                        platforms: { iOS: "18.0" }
                        controls:
                          Light:
                            kind: com.example.light
                            displayName: Light
                            toggle: SetLight
                            symbol: lightbulb
                            symbolParameter: ↓brightness
                            titleParameter: ↓brightness
                            intent:
                              parameters:
                                brightness: { type: Int, default: 50 }
                        actions:
                          SetLight: { toggle: true }
                        """)
                ],
                nonTriggering: [
                    .spec(
                        """
                        platforms: { iOS: "18.0" }
                        controls:
                          Light:
                            kind: com.example.light
                            displayName: Light
                            toggle: SetLight
                            symbol: lightbulb
                            symbolParameter: icon
                            titleParameter: name
                            intent:
                              parameters:
                                icon: { type: String, default: lightbulb.fill }
                                name: String?
                        actions:
                          SetLight: { toggle: true }
                        """)
                ])
        }
    }
}
