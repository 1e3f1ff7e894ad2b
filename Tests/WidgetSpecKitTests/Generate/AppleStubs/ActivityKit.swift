// One stub for both supported SDKs: `IOS26_SDK` (set by the type checks for the iOS 26.0 SDK) selects what only
// that SDK declares, its absence what the iOS 18.0 SDK declares. The interfaces:
//   iOS 18.0: xybp888/iOS-SDKs@88fdca9d, iPhoneOS18.0.sdk, "Apple Swift version 6.0"
//   iOS 26.0: SunnyM00n/iOS-SDKs@23d41e92, iPhoneOS26.0.sdk, "Apple Swift version 6.2"
// (System/Library/Frameworks/ActivityKit.framework/Modules/ActivityKit.swiftmodule/arm64e-apple-ios.swiftinterface,
// both read whole). The ActivityKit declarations generated code uses: every declaration below is in those files
// with the same signature; bodies are never run.
@_exported import Foundation
@_exported import FoundationExtras

/// `public protocol ActivityAttributes : Decodable, Encodable` (iOS 16.1).
@available(iOS 16.1, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
public protocol ActivityAttributes: Decodable, Encodable {
    associatedtype ContentState: Decodable, Encodable, Hashable
}

/// `public struct ActivityContent<State>` (iOS 16.2); `Sendable` only where `State: Sendable`.
@available(iOS 16.2, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
public struct ActivityContent<State> where State: Decodable, State: Encodable, State: Hashable {
    public let state: State
    public let staleDate: Date?
    public let relevanceScore: Double
    public init(state: State, staleDate: Date?, relevanceScore: Double = 0.0) { fatalError() }
}

@available(iOS 16.2, *)
extension ActivityContent: Sendable where State: Sendable {}

/// `public struct ActivityUIDismissalPolicy : Equatable, Sendable` (iOS 16.1).
@available(iOS 16.1, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
public struct ActivityUIDismissalPolicy: Equatable, Sendable {
    public static let `default` = ActivityUIDismissalPolicy()
    public static let immediate = ActivityUIDismissalPolicy()
    public static func after(_ date: Date) -> ActivityUIDismissalPolicy { fatalError() }
}

/// `public struct PushType : Equatable` (iOS 16.1; not `Sendable`); `channel(_:)` iOS 18.
@available(iOS 16.1, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
public struct PushType: Equatable {
    public static var token: PushType { fatalError() }
    @available(iOS 18.0, *)
    public static func channel(_ name: String) -> PushType { fatalError() }
}

/// `public struct AlertConfiguration : Equatable, Sendable` (iOS 16.1).
@available(iOS 16.1, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
public struct AlertConfiguration: Equatable, Sendable {
    public struct AlertSound: Equatable, Sendable {
        public static var `default`: AlertConfiguration.AlertSound { fatalError() }
        public static func named(_ name: String) -> AlertConfiguration.AlertSound { fatalError() }
    }

    public var title: LocalizedStringResource
    public var body: LocalizedStringResource
    public var sound: AlertConfiguration.AlertSound

    public init(title: LocalizedStringResource, body: LocalizedStringResource, sound: AlertConfiguration.AlertSound) {
        fatalError()
    }
}

/// `public class Activity<Attributes> : Identifiable` (iOS 16.1; not `final`, not `Sendable`): the members
/// generated code calls.
@available(iOS 16.1, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
public class Activity<Attributes: ActivityAttributes>: Identifiable {
    public typealias ContentState = Attributes.ContentState
    public final var id: String { fatalError() }
    public final var attributes: Attributes { fatalError() }

    @available(iOS 16.2, *)
    public static func request(
        attributes: Attributes, content: ActivityContent<Activity<Attributes>.ContentState>, pushType: PushType? = nil
    ) throws -> Activity<Attributes> { fatalError() }

    @available(iOS 16.2, *)
    public func update(_ content: ActivityContent<Activity<Attributes>.ContentState>) async {}

    @available(iOS 16.2, *)
    public func update(
        _ content: ActivityContent<Activity<Attributes>.ContentState>, alertConfiguration: AlertConfiguration? = nil
    ) async {}

    @available(iOS 17.2, *)
    public func update(
        _ content: ActivityContent<Activity<Attributes>.ContentState>, alertConfiguration: AlertConfiguration? = nil,
        timestamp: Date
    ) async {}

    public var pushToken: Data? { fatalError() }
    public var pushTokenUpdates: Activity<Attributes>.PushTokenUpdates { fatalError() }

    @available(iOS 17.2, *)
    public static var pushToStartToken: Data? { fatalError() }
    @available(iOS 17.2, *)
    public static var pushToStartTokenUpdates: Activity<Attributes>.PushTokenUpdates { fatalError() }

    /// `public struct PushTokenUpdates : AsyncSequence` with `typealias Element = Data`; its iterator's `next()`
    /// is not `mutating`.
    public struct PushTokenUpdates: AsyncSequence {
        public typealias Element = Data
        public struct Iterator: AsyncIteratorProtocol {
            public func next() async -> Data? { fatalError() }
        }
        public typealias AsyncIterator = Activity<Attributes>.PushTokenUpdates.Iterator
        public func makeAsyncIterator() -> Activity<Attributes>.PushTokenUpdates.Iterator { fatalError() }
    }

    @available(iOS 16.2, *)
    public func end(
        _ content: ActivityContent<Activity<Attributes>.ContentState>?,
        dismissalPolicy: ActivityUIDismissalPolicy = .default
    ) async {}

    @available(iOS 17.2, *)
    public func end(
        _ content: ActivityContent<Activity<Attributes>.ContentState>?,
        dismissalPolicy: ActivityUIDismissalPolicy = .default, timestamp: Date
    ) async {}
}
