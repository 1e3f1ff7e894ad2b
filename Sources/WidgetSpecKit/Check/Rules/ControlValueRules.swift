// WS0533-WS0535: a toggle control whose value is a declared enum (a status), not a Bool.

extension DiagnosticDescription {
    package static let controlValueNotEnum = ControlValueRule.controlValueNotEnum.entry
    package static let controlValueUnknownCase = ControlValueRule.controlValueUnknownCase.entry
    package static let controlValueCaseCoverage = ControlValueRule.controlValueCaseCoverage.entry
}

/// A control's `value:`: its type is an enum of the spec, the cases it names are that enum's, `on` names some but
/// not all cases, and `symbols` gives every case one.
enum ControlValueRules: CheckerRuleGroup {
    typealias Rule = ControlValueRule

    static func check(_ context: inout CheckContext) {
        for control in context.spec.controls where control.isToggle {
            guard let value = control.value else { continue }
            guard let decl = context.spec.enumDecl(named: value.type.value) else {
                reportNotEnum(value, of: control, in: &context)
                continue
            }
            let cases = decl.cases.map(\.name.value)
            let named = value.on + [value.preview].compactMap { $0 } + value.symbols.map(\.caseName)
            for name in named where !cases.contains(name.value) {
                let suggestion = Suggestions.closest(to: name.value, in: cases)
                context.report(
                    .controlValueUnknownCase,
                    "control '\(control.name.value)' names case '\(name.value)', which enum '\(decl.name.value)' "
                        + "does not have" + Suggestions.didYouMean(name.value, suggesting: suggestion),
                    at: name.range,
                    notes: [
                        DiagnosticNote(
                            "enum '\(decl.name.value)' has \(Suggestions.list(cases, upTo: 12))", at: decl.name.range)
                    ],
                    fixIt: suggestion.map { FixIt(replacing: name.range, with: $0) }, control: control)
            }
            checkCoverage(value, of: control, cases: cases, in: &context)
        }
    }

    private static func reportNotEnum(_ value: ControlValue, of control: ControlDecl, in context: inout CheckContext) {
        let enums = context.spec.enums.map(\.name.value)
        let bool = value.type.value == "Bool"
        context.report(
            .controlValueNotEnum,
            "control '\(control.name.value)' has value type '\(MessageText.excerpt(value.type.value))', which is no "
                + "enum of the spec's `enums:`" + (bool ? "" : Suggestions.didYouMean(value.type.value, in: enums)),
            at: value.type.range,
            notes: [
                DiagnosticNote(
                    bool
                        ? "a Bool toggle needs no `value:`; give it `states` and `symbols`"
                        : enums.isEmpty
                            ? "declare the status under `enums:`"
                            : "the spec's enums are \(Suggestions.list(enums, upTo: 12))")
            ],
            control: control)
    }

    private static func checkCoverage(
        _ value: ControlValue, of control: ControlDecl, cases: [String], in context: inout CheckContext
    ) {
        let on = Set(value.on.map(\.value))
        if on.isDisjoint(with: cases) || Set(cases).isSubset(of: on) {
            let shows = on.isDisjoint(with: cases) ? "off" : "on"
            context.report(
                .controlValueCaseCoverage,
                "control '\(control.name.value)' would always show \(shows): 'on' must name some of the cases of "
                    + "'\(value.type.value)' but not all",
                at: value.onRange, notes: [DiagnosticNote("the cases are \(Suggestions.list(cases, upTo: 12))")],
                control: control)
        }
        guard let symbolsRange = value.symbolsRange else { return }
        let given = Set(value.symbols.map(\.caseName.value))
        let missing = cases.filter { !given.contains($0) }
        guard !missing.isEmpty else { return }
        context.report(
            .controlValueCaseCoverage,
            "control '\(control.name.value)' gives no symbol for \(Suggestions.list(missing, upTo: 12)) of "
                + "'\(value.type.value)': 'symbols' names every case or is left out",
            at: symbolsRange, control: control)
    }
}

/// The rules of `ControlValueRules`, one case each: the raw value is the ID, `entry` the catalog entry.
enum ControlValueRule: String, DiagnosticRule {
    case controlValueNotEnum = "WS0533"
    case controlValueUnknownCase = "WS0534"
    case controlValueCaseCoverage = "WS0535"

    var entry: DiagnosticDescription {
        switch self {
        case .controlValueNotEnum:
            DiagnosticDescription(
                id, name: "control-value-not-enum", severity: .error,
                summary: "A control's `value.type` that names no enum of the spec.",
                source: .apple(["S98", "S99"]),
                rationale: """
                    A control's value provider may hand its template any value [S98]; `StaticControlConfiguration` \
                    passes it to the content closure [S99]. The spec generates that value from an enum of its own \
                    `enums:`, whose cases it maps to the toggle's state and whose case titles it shows as the value \
                    label; a type the spec does not declare has no cases to map, and a `Bool` toggle needs no \
                    `value:` at all.
                    """,
                triggering: [
                    .spec(
                        """
                        platforms: { iOS: "18.0" }
                        enums:
                          VPNStatus: { cases: [connected, disconnected] }
                        controls:
                          VPN:
                            kind: com.example.vpn
                            displayName: VPN
                            toggle: SetVPN
                            value: { type: ↓VPNState, on: [connected] }
                        actions:
                          SetVPN: { toggle: true }
                        """)
                ],
                nonTriggering: [
                    .spec(
                        """
                        platforms: { iOS: "18.0" }
                        enums:
                          VPNStatus: { cases: [connected, disconnected] }
                        controls:
                          VPN:
                            kind: com.example.vpn
                            displayName: VPN
                            toggle: SetVPN
                            value: { type: VPNStatus, on: [connected] }
                        actions:
                          SetVPN: { toggle: true }
                        """)
                ])
        case .controlValueUnknownCase:
            DiagnosticDescription(
                id, name: "control-value-unknown-case", severity: .error,
                summary: "A control value's `on`, `preview` or `symbols` naming a case its enum lacks.",
                source: .apple(["S98"]),
                rationale: """
                    The generated code names each case of `on`, `preview` and `symbols` as a member of the value's \
                    enum (`VPNStatus.connected`); a case the enum does not have would not compile, and is most often \
                    a typo or a case renamed in `enums:` only. The closest case is offered as a fix-it. The preview \
                    value is the provider's `previewValue`, shown in the add sheet [S98].
                    """,
                triggering: [
                    .spec(
                        """
                        platforms: { iOS: "18.0" }
                        enums:
                          VPNStatus: { cases: [connected, connecting, disconnected] }
                        controls:
                          VPN:
                            kind: com.example.vpn
                            displayName: VPN
                            toggle: SetVPN
                            value: { type: VPNStatus, on: [connected, ↓conecting], preview: ↓off }
                        actions:
                          SetVPN: { toggle: true }
                        """)
                ],
                nonTriggering: [
                    .spec(
                        """
                        platforms: { iOS: "18.0" }
                        enums:
                          VPNStatus: { cases: [connected, connecting, disconnected] }
                        controls:
                          VPN:
                            kind: com.example.vpn
                            displayName: VPN
                            toggle: SetVPN
                            value: { type: VPNStatus, on: [connected, connecting], preview: disconnected }
                        actions:
                          SetVPN: { toggle: true }
                        """)
                ])
        case .controlValueCaseCoverage:
            DiagnosticDescription(
                id, name: "control-value-case-coverage", severity: .error,
                summary: "A control value whose `on` names none or all of its cases, or whose `symbols` miss some.",
                source: .apple(["S75"]),
                rationale: """
                    `ControlWidgetToggle` takes `isOn`, a `Bool` [S75]; the generated code derives it from the \
                    status as "one of the `on` cases". With none of them, or all, the toggle always shows the same \
                    state, whatever the status, and tapping it always asks for the same change. A symbol per case \
                    goes into the value label beside the case's title; a case without one would show a label of \
                    another shape, so `symbols` names every case or is left out.
                    """,
                triggering: [
                    .spec(
                        """
                        platforms: { iOS: "18.0" }
                        enums:
                          VPNStatus: { cases: [connected, disconnected] }
                        controls:
                          VPN:
                            kind: com.example.vpn
                            displayName: VPN
                            toggle: SetVPN
                            value:
                              type: VPNStatus
                              ↓on: []
                              ↓symbols: { connected: lock.shield.fill }
                        actions:
                          SetVPN: { toggle: true }
                        """)
                ],
                nonTriggering: [
                    .spec(
                        """
                        platforms: { iOS: "18.0" }
                        enums:
                          VPNStatus: { cases: [connected, disconnected] }
                        controls:
                          VPN:
                            kind: com.example.vpn
                            displayName: VPN
                            toggle: SetVPN
                            value:
                              type: VPNStatus
                              on: [connected]
                              symbols: { connected: lock.shield.fill, disconnected: lock.open }
                        actions:
                          SetVPN: { toggle: true }
                        """)
                ])
        }
    }
}
