import AppIntents
// Stub of Apple's cross-import overlay of SwiftUI and App Intents: files that import both see these initializers.
// The same in both supported SDKs' interfaces, each read whole (iOS 18.0: xybp888/iOS-SDKs@88fdca9d,
// iPhoneOS18.0.sdk, "Apple Swift version 6.0"; iOS 26.0: SunnyM00n/iOS-SDKs@23d41e92, iPhoneOS26.0.sdk, "Apple
// Swift version 6.2"; System/Library/Frameworks/_AppIntents_SwiftUI.framework/Modules/
// _AppIntents_SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface): `extension SwiftUI.Button { nonisolated
// public init<I>(intent: I, @ViewBuilder label: () -> Label) where I : AppIntent }` and the same for
// `Toggle(isOn:intent:label:)` (iOS 17, macOS 14, tvOS 17, watchOS 10). Bodies are never run.
@_exported import SwiftUI

@available(iOS 17.0, macOS 14.0, watchOS 10.0, tvOS 17.0, *)
extension Button {
    nonisolated public init<I: AppIntent>(intent: I, @ViewBuilder label: () -> Label) {
        self.init(action: {}, label: label)
    }
}

@available(iOS 17.0, macOS 14.0, watchOS 10.0, tvOS 17.0, *)
extension Toggle {
    nonisolated public init<I: AppIntent>(isOn: Bool, intent: I, @ViewBuilder label: () -> Label) { fatalError() }
}
