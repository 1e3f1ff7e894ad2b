// WS0531-WS0532: what makes a control's look follow its value: its tint and its symbols per state.

extension DiagnosticDescription {
    package static let unknownControlTint = ControlLookRule.unknownControlTint.entry
    package static let controlSymbolsOnButton = ControlLookRule.controlSymbolsOnButton.entry
}

/// A control's `tint` and `symbols`.
enum ControlLookRules: CheckerRuleGroup {
    typealias Rule = ControlLookRule

    static func check(_ context: inout CheckContext) {
        for control in context.spec.controls {
            if let tint = control.tint, ControlTint(parsing: tint.value) == nil {
                let suggestion = Suggestions.closest(to: tint.value, in: ControlTint.colorNames)
                context.report(
                    .unknownControlTint,
                    "control '\(control.name.value)' has tint '\(MessageText.excerpt(tint.value))', which is no "
                        + "SwiftUI color name and no #RRGGBB"
                        + Suggestions.didYouMean(tint.value, in: ControlTint.colorNames),
                    at: tint.range,
                    notes: [DiagnosticNote("the color names are \(Suggestions.list(ControlTint.colorNames))")],
                    fixIt: suggestion.map { FixIt(replacing: tint.range, with: $0) }, control: control)
            }
            if let symbols = control.symbols, !control.isToggle {
                context.report(
                    .controlSymbolsOnButton,
                    "control '\(control.name.value)' is a button: it has no on and off state to show 'symbols' for",
                    at: symbols.range,
                    notes: [DiagnosticNote("give a button one `symbol`, or make the control a `toggle`")],
                    control: control)
            }
        }
    }
}

/// The rules of `ControlLookRules`, one case each: the raw value is the ID, `entry` the catalog entry.
enum ControlLookRule: String, DiagnosticRule {
    case unknownControlTint = "WS0531"
    case controlSymbolsOnButton = "WS0532"

    var entry: DiagnosticDescription {
        switch self {
        case .unknownControlTint:
            DiagnosticDescription(
                id, name: "unknown-control-tint", severity: .error,
                summary: "A control `tint` that is neither a SwiftUI color name nor `#RRGGBB`.",
                source: .apple(["S1"]),
                rationale: """
                    A control template's `tint(_ tint: Color?)` takes a SwiftUI `Color` [S1]. The spec writes one of \
                    `Color`'s named colors (`yellow`, `green`, `accentColor`, ...), generated as `SwiftUI.Color.yellow`, \
                    or an sRGB color as `#RRGGBB`, generated as `SwiftUI.Color(red:green:blue:)`; anything else would \
                    not compile, so it is an error with the closest name as a fix-it.
                    """,
                triggering: [
                    .spec(
                        """
                        platforms: { iOS: "18.0" }
                        controls:
                          Light:
                            kind: com.example.light
                            displayName: Light
                            button: TurnOff
                            tint: ↓yelow
                        actions:
                          TurnOff: {}
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
                            button: TurnOff
                            tint: "#FFCC00"
                        actions:
                          TurnOff: {}
                        """)
                ])
        case .controlSymbolsOnButton:
            DiagnosticDescription(
                id, name: "control-symbols-on-button", severity: .error,
                summary: "`symbols` (a symbol per state) on a button control, which has no state.",
                source: .apple(["S75"]),
                rationale: """
                    A symbol per state goes into a toggle's value label, which `ControlWidgetToggle` draws with the \
                    toggle's state [S75]; a `ControlWidgetButton` has no state and no value label. A button shows one \
                    `symbol`.
                    """,
                triggering: [
                    .spec(
                        """
                        platforms: { iOS: "18.0" }
                        controls:
                          Light:
                            kind: com.example.light
                            displayName: Light
                            button: TurnOff
                            ↓symbols: { on: lightbulb.fill, off: lightbulb }
                        actions:
                          TurnOff: {}
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
                            symbols: { on: lightbulb.fill, off: lightbulb }
                        actions:
                          SetLight: { toggle: true }
                        """)
                ])
        }
    }
}
