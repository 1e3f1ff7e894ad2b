/// An action's `authenticationPolicy`: the one member the spec's `authenticationPolicy:` adds to the action's
/// intent. App Intents declares `static var authenticationPolicy: IntentAuthenticationPolicy { get }` on `AppIntent`
/// (iOS 16, macOS 13, watchOS 9: below every OS that runs actions, so no availability guard) with `alwaysAllowed`
/// as its default [S73]; a spec without the key keeps that default and generates nothing.
extension GenerationContext {
    /// App Intents' policy type, spelled with its module so that a spec type cannot shadow it.
    static let intentAuthenticationPolicy = SwiftType.qualified(
        module: "AppIntents", name: "IntentAuthenticationPolicy")

    /// `static var authenticationPolicy: AppIntents.IntentAuthenticationPolicy { .requiresAuthentication }`, or
    /// nil when the spec leaves the policy to App Intents. A getter, not a stored `static var`: Swift 6 rejects
    /// mutable global state, and the policy never changes.
    func authenticationPolicyProperty(_ action: ActionDecl) -> SwiftDecl? {
        guard let policy = action.authenticationPolicy else { return nil }
        let what: String =
            switch policy.value {
            case .alwaysAllowed: "The action runs on a locked device without asking"
            case .requiresAuthentication: "On a locked device, the person authenticates before the action runs"
            case .requiresLocalDeviceAuthentication: "The person unlocks this device before the action runs"
            }
        return .property(
            SwiftProperty(
                "authenticationPolicy", type: Self.intentAuthenticationPolicy.description, access: access,
                modifiers: ["static"], doc: doc(what, policy.range),
                value: .getter([.expression(.implicitMember(policy.value.rawValue))])))
    }
}
