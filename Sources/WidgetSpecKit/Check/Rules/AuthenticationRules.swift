// WS0530: an action's `authenticationPolicy`.

extension DiagnosticDescription {
    package static let authenticationWithoutEffect = AuthenticationRule.authenticationWithoutEffect.entry
}

/// What an action's `authenticationPolicy` can change: only where something runs the action on a locked device.
enum AuthenticationRules: CheckerRuleGroup {
    typealias Rule = AuthenticationRule

    static func check(_ context: inout CheckContext) {
        for action in context.spec.actions {
            guard let policy = action.authenticationPolicy, !policy.value.runsWhileLocked else { continue }
            let controls = context.spec.controls.filter { $0.action.value == action.name.value }
            guard controls.isEmpty, !action.isDiscoverable else { continue }
            context.report(
                .authenticationWithoutEffect,
                "action '\(action.name.value)' asks for authentication (\(policy.value.rawValue)), but only widgets "
                    + "run it, and their buttons and toggles already wait until the person unlocks the device",
                at: policy.range,
                notes: [
                    DiagnosticNote(
                        "the policy matters where the action runs on a locked device: from a control (Control Center, "
                            + "the Lock Screen, the Action button) or from Siri, Spotlight and Shortcuts "
                            + "(`discoverable: true`)",
                        at: action.name.range)
                ])
        }
    }
}

/// The rules of `AuthenticationRules`, one case each: the raw value is the ID, `entry` the catalog entry.
enum AuthenticationRule: String, DiagnosticRule {
    case authenticationWithoutEffect = "WS0530"

    var entry: DiagnosticDescription {
        switch self {
        case .authenticationWithoutEffect:
            DiagnosticDescription(
                id, name: "authentication-without-effect", severity: .warning,
                summary: "An action that asks for authentication, though only widgets run it.",
                source: .apple(["S22", "S73"]),
                rationale: """
                    `authenticationPolicy` says what the system asks of a person before it runs the intent on a locked \
                    device; App Intents' default, `alwaysAllowed`, runs it "at any time, including when the device is \
                    locked" [S73]. A widget's buttons and toggles never run on a locked device: "the system doesn't \
                    perform actions unless a person authenticates and unlocks their device" [S22]. So an action that \
                    only widgets run gains nothing from `requiresAuthentication` or \
                    `requiresLocalDeviceAuthentication`; the policy matters for an action a control runs (Control \
                    Center, the Lock Screen and the Action button work on a locked device) or that Siri, Spotlight and \
                    Shortcuts offer (`discoverable: true`). Remove the key, or disable this rule to keep it as a \
                    statement of intent.
                    """,
                triggering: [
                    .spec(
                        """
                        widgets:
                          Vpn:
                            kind: com.example.vpn
                            displayName: VPN
                            families: [systemSmall]
                            actions: [Disconnect]
                        actions:
                          Disconnect:
                            authenticationPolicy: ↓requiresAuthentication
                        """)
                ],
                nonTriggering: [
                    .spec(
                        """
                        platforms: { iOS: "18.0" }
                        controls:
                          Vpn:
                            kind: com.example.vpn-control
                            displayName: VPN
                            button: Disconnect
                        actions:
                          Disconnect:
                            authenticationPolicy: requiresAuthentication
                        """)
                ])
        }
    }
}
