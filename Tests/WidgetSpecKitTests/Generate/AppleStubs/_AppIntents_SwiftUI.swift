import AppIntents
// Stub of Apple's cross-import overlay of SwiftUI and App Intents: files that import both see these initializers
// (developer.apple.com/documentation/swiftui/button/init(intent:label:) and
// .../toggle/init(isOn:intent:label:); iOS 17, macOS 14, watchOS 10). Bodies are never run.
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
