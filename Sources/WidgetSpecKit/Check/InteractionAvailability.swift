// Where actions and controls exist ([S1][S22][S28], and the App Intents pages the stubs cite).

extension Platform {
    /// The first version whose widgets run actions: `Button(intent:)` and `Toggle(isOn:intent:)` ([S22]; the SwiftUI
    /// pages add watchOS 10). Widgets exist on visionOS from 26.
    var interactivityMinimum: OSVersion {
        switch self {
        case .iOS: OSVersion(17)
        case .macOS: OSVersion(14)
        case .watchOS: OSVersion(10)
        case .visionOS: OSVersion(26)
        }
    }

    /// The first version with control widgets (`ControlWidget`, `ControlCenter`), nil where there are none
    /// ([S1][S28]: iOS 18, macOS 26, watchOS 26; unavailable on visionOS).
    var controlMinimum: OSVersion? {
        switch self {
        case .iOS: OSVersion(18)
        case .macOS: OSVersion(26)
        case .watchOS: OSVersion(26)
        case .visionOS: nil
        }
    }

    /// The first version with `SetValueIntent`, which toggle actions conform to (iOS 18, macOS 15, watchOS 11,
    /// visionOS 2; developer.apple.com/documentation/appintents/setvalueintent).
    var setValueIntentMinimum: OSVersion {
        switch self {
        case .iOS: OSVersion(18)
        case .macOS: OSVersion(15)
        case .watchOS: OSVersion(11)
        case .visionOS: OSVersion(2)
        }
    }
}
