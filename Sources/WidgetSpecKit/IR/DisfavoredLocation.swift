/// A place a widget can appear in (WidgetKit's `WidgetLocation`), as both SDKs' interfaces list them [S1][S74]:
/// the iOS places exist from iOS 17 (`carPlay` from iOS 26), the watchOS ones from watchOS 26; none on macOS or
/// visionOS. `disfavoredLocations(_:for:)` takes them.
package enum WidgetLocation: String, CaseIterable, Hashable, Codable, Sendable {
    /// The Home Screen, Today View included.
    case homeScreen
    case lockScreen
    case standBy
    /// An iPhone's widgets shown on a Mac.
    case iPhoneWidgetsOnMac
    /// CarPlay (iOS 26; only the iOS 26 SDK declares it).
    case carPlay
    /// A watch face (watchOS 26; only the 26 SDKs declare it).
    case watchFace
    /// The Smart Stack on Apple Watch (watchOS 26; only the 26 SDKs declare it).
    case smartStack

    /// The one platform that has the place.
    package var platform: Platform {
        switch self {
        case .homeScreen, .lockScreen, .standBy, .iPhoneWidgetsOnMac, .carPlay: .iOS
        case .watchFace, .smartStack: .watchOS
        }
    }

    /// The OS the place, and `disfavoredLocations` with it, exist from on `platform`.
    package var minimum: OSVersion {
        switch self {
        case .homeScreen, .lockScreen, .standBy, .iPhoneWidgetsOnMac: OSVersion(17)
        case .carPlay, .watchFace, .smartStack: OSVersion(26)
        }
    }

    /// Whether only the 26 SDKs (Swift 6.2, Xcode 26) declare the place: the iOS 18 SDK has the first four.
    package var needsNewestSDK: Bool { minimum >= OSVersion(26) }
}

/// One entry of a widget's `disfavoredLocations:`: a place and the families the gallery lists under "Other" there.
package struct DisfavoredLocation: Hashable, Codable, Sendable {
    package var location: Located<WidgetLocation>
    package var families: [Located<WidgetFamily>]

    package init(location: Located<WidgetLocation>, families: [Located<WidgetFamily>]) {
        self.location = location
        self.families = families
    }
}
