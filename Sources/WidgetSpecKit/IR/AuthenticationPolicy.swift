/// `authenticationPolicy:` of an action: App Intents' `IntentAuthenticationPolicy`, which says whether the system
/// asks the person to authenticate before it runs the intent on a locked device (iOS 16, macOS 13, watchOS 9).
/// The cases are Apple's, in the order of what they ask for: nothing, any unlocked device of the person, this device.
package enum AuthenticationPolicy: String, CaseIterable, Hashable, Codable, Sendable, Comparable {
    /// "Allows the app intent to run at any time, including when the device is locked": App Intents' default.
    case alwaysAllowed
    /// "Requires authentication before running the app intent": one unlocked device of the person is enough.
    case requiresAuthentication
    /// "Requires the person to unlock the device running the intent."
    case requiresLocalDeviceAuthentication

    /// How much the policy asks for: a later case asks for more.
    private var strength: Int { Self.allCases.firstIndex(of: self) ?? 0 }

    package static func < (lhs: Self, rhs: Self) -> Bool { lhs.strength < rhs.strength }

    /// Whether the system runs the intent on a locked device without asking.
    package var runsWhileLocked: Bool { self == .alwaysAllowed }
}
