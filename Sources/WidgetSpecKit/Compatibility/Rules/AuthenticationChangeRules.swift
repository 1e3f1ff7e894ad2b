// WS1046: an action's authentication policy between two versions, found by name.

extension DiagnosticDescription {
    package static let authenticationLowered = AuthenticationChangeRule.authenticationLowered.entry
}

/// Actions paired by name whose new version asks less of a locked device than the old one did.
enum AuthenticationChangeRules: CompatibilityRuleGroup {
    typealias Rule = AuthenticationChangeRule

    static func compare(_ context: inout CompatibilityContext) {
        let actions = Matching(old: context.old.actions, new: context.new.actions, by: \.name.value)
        for (old, new) in actions.pairs where new.authenticationPolicy.value < old.authenticationPolicy.value {
            let oldPolicy = old.authenticationPolicy.value.rawValue
            let newPolicy = new.authenticationPolicy.value.rawValue
            context.report(
                .authenticationLowered,
                "action '\(new.name.value)' asked for \(oldPolicy) and now for \(newPolicy): whoever holds a locked "
                    + "device can run more of it than before",
                at: new.authenticationPolicy.range,
                notes: [DiagnosticNote("the old policy", at: old.authenticationPolicy.range)])
        }
    }
}

/// The rules of `AuthenticationChangeRules`, one case each: the raw value is the ID, `entry` the catalog entry.
enum AuthenticationChangeRule: String, DiagnosticRule {
    case authenticationLowered = "WS1046"

    var entry: DiagnosticDescription {
        switch self {
        case .authenticationLowered:
            DiagnosticDescription(
                id, name: "authentication-lowered", severity: .warning,
                summary: "An action whose authentication policy asks less of a locked device than before.",
                source: .apple(["S73"]),
                rationale: """
                    `requiresLocalDeviceAuthentication` asks the person to unlock the device that runs the intent, \
                    `requiresAuthentication` any of their devices, and `alwaysAllowed` (App Intents' default, also \
                    what a spec without the key means) nothing: the intent runs "at any time, including when the \
                    device is locked" [S73]. People rely on the stricter policy: a VPN that a locked phone cannot \
                    disconnect from Control Center, a door that stays locked. Lowering it compiles and runs, so only \
                    `diff` sees it; make sure it is meant. Raising the policy is safe: the action asks for more. \
                    Reported at the new policy (at the action's name when the key is gone).
                    """,
                triggering: [
                    .change(
                        from: .spec("actions:\n  Disconnect:\n    authenticationPolicy: requiresAuthentication"),
                        to: .spec("actions:\n  Disconnect:\n    authenticationPolicy: ↓alwaysAllowed")),
                    .change(
                        from: .spec("actions:\n  Disconnect:\n    authenticationPolicy: requiresAuthentication"),
                        to: .spec("actions:\n  ↓Disconnect: {}")),
                ],
                nonTriggering: [
                    .change(
                        from: .spec("actions:\n  Disconnect:\n    authenticationPolicy: requiresAuthentication"),
                        to: .spec(
                            "actions:\n  Disconnect:\n    authenticationPolicy: requiresLocalDeviceAuthentication"))
                ])
        }
    }
}
