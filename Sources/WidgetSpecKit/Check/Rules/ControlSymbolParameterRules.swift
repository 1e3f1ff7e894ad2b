// WS0536-WS0537: a control whose label's SF Symbol is the value of one of its intent's parameters.

extension DiagnosticDescription {
    package static let controlSymbolParameterUnknown = ControlSymbolParameterRule.controlSymbolParameterUnknown.entry
    package static let controlSymbolParameterType = ControlSymbolParameterRule.controlSymbolParameterType.entry
}

/// A control's `symbolParameter:` names a parameter of its own `intent`, and that parameter holds a `String`.
enum ControlSymbolParameterRules: CheckerRuleGroup {
    typealias Rule = ControlSymbolParameterRule

    static func check(_ context: inout CheckContext) {
        for control in context.spec.controls {
            guard let name = control.symbolParameter else { continue }
            guard let intent = control.intent else {
                context.report(
                    .controlSymbolParameterUnknown,
                    "control '\(control.name.value)' takes its symbol from parameter '\(name.value)' but has no "
                        + "`intent`, so no parameters",
                    at: name.range,
                    notes: [DiagnosticNote("give the control an `intent` with a String parameter '\(name.value)'")],
                    control: control)
                continue
            }
            guard let parameter = intent.parameter(named: name.value) else {
                let names = intent.parameters.map(\.name.value)
                let suggestion = Suggestions.closest(to: name.value, in: names)
                context.report(
                    .controlSymbolParameterUnknown,
                    "control '\(control.name.value)' takes its symbol from parameter '\(name.value)', which its "
                        + "intent does not have" + Suggestions.didYouMean(name.value, suggesting: suggestion),
                    at: name.range,
                    notes: [
                        DiagnosticNote(
                            names.isEmpty
                                ? "the intent has no parameters"
                                : "the intent's parameters are \(Suggestions.list(names, upTo: 12))",
                            at: intent.range)
                    ],
                    fixIt: suggestion.map { FixIt(replacing: name.range, with: $0) }, control: control)
                continue
            }
            guard parameter.type.value.unwrapped != .string else { continue }
            context.report(
                .controlSymbolParameterType,
                "control '\(control.name.value)' takes its symbol from parameter '\(name.value)' of type "
                    + "'\(parameter.type.value)', which holds no SF Symbol name: give it type String or String?",
                at: name.range, notes: [DiagnosticNote("'\(name.value)' is declared here", at: parameter.type.range)],
                control: control)
        }
    }
}

/// The rules of `ControlSymbolParameterRules`, one case each: the raw value is the ID, `entry` the catalog entry.
enum ControlSymbolParameterRule: String, DiagnosticRule {
    case controlSymbolParameterUnknown = "WS0536"
    case controlSymbolParameterType = "WS0537"

    var entry: DiagnosticDescription {
        switch self {
        case .controlSymbolParameterUnknown:
            DiagnosticDescription(
                id, name: "control-symbol-parameter-unknown", severity: .error,
                summary: "A control's `symbolParameter` naming no parameter of its `intent`, or a control without one.",
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
        case .controlSymbolParameterType:
            DiagnosticDescription(
                id, name: "control-symbol-parameter-type", severity: .error,
                summary: "A control's `symbolParameter` naming a parameter that is not a `String`.",
                source: .apple(["S75"]),
                rationale: """
                    An SF Symbol is named by a string: Apple's control examples write \
                    `Label(..., systemImage: isOn ? "door.garage.open" : "door.garage.closed")` [S75], and the \
                    generated label passes the parameter's value there. A number, a date or an entity is no \
                    symbol name. An enum is not accepted either: its cases are Swift names, and symbol names have \
                    dots (`lightbulb.fill`). (Home Assistant picks the icon through an entity of its own whose id is \
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
                            intent:
                              parameters:
                                icon: { type: String, default: lightbulb.fill }
                        actions:
                          SetLight: { toggle: true }
                        """)
                ])
        }
    }
}
