// Stub of the ActivityKit signatures Live Activities use. Bodies are never run.
@_exported import Foundation
@_exported import FoundationExtras

public protocol ActivityAttributes: Decodable, Encodable {
    associatedtype ContentState: Decodable, Encodable, Hashable
}

public struct ActivityContent<State>: Sendable where State: Decodable, State: Encodable, State: Hashable {
    public var state: State { fatalError() }
    public var staleDate: Date? { fatalError() }
    public var relevanceScore: Double { fatalError() }
    public init(state: State, staleDate: Date?, relevanceScore: Double = 0.0) {}
}

public struct ActivityUIDismissalPolicy: Hashable, Sendable {
    public static let `default` = ActivityUIDismissalPolicy()
    public static let immediate = ActivityUIDismissalPolicy()
    public static func after(_ date: Date) -> ActivityUIDismissalPolicy { fatalError() }
}

/// How an activity receives ActivityKit pushes (developer.apple.com/documentation/activitykit/pushtype, iOS 16.1;
/// `channel(_:)` iOS 18).
public struct PushType: Equatable, Sendable {
    public static var token: PushType { fatalError() }
    @available(iOS 18.0, *)
    public static func channel(_ name: String) -> PushType { fatalError() }
}

/// The alert of an update (developer.apple.com/documentation/activitykit/alertconfiguration, iOS 16.1):
/// `init(title: LocalizedStringResource, body: LocalizedStringResource, sound: AlertConfiguration.AlertSound)`.
public struct AlertConfiguration {
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

/// The object that starts, updates and ends a Live Activity (developer.apple.com/documentation/activitykit/activity,
/// iOS 16.1; not `Sendable`). The members below are the ones generated code calls:
/// request(attributes:content:pushType:), update(_:), update(_:alertConfiguration:) and end(_:dismissalPolicy:)
/// (iOS 16.2), update(_:alertConfiguration:timestamp:) and end(_:dismissalPolicy:timestamp:) (iOS 17.2), the push
/// tokens and their updates (their pages under .../activity/).
@available(iOS 16.1, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
public final class Activity<Attributes: ActivityAttributes>: Identifiable {
    public typealias ContentState = Attributes.ContentState
    public var id: String { fatalError() }
    public var attributes: Attributes { fatalError() }

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

    /// `var pushToken: Data? { get }` and `var pushTokenUpdates: Activity<Attributes>.PushTokenUpdates { get }`
    /// (iOS 16.1): the token the server sends this activity's pushes to, and its changes.
    public var pushToken: Data? { fatalError() }
    public var pushTokenUpdates: Activity<Attributes>.PushTokenUpdates { fatalError() }

    /// `static var pushToStartTokenUpdates: Activity<Attributes>.PushTokenUpdates { get }` (iOS 17.2): the token
    /// the server starts activities of this type with, and its changes.
    @available(iOS 17.2, *)
    public static var pushToStartToken: Data? { fatalError() }
    @available(iOS 17.2, *)
    public static var pushToStartTokenUpdates: Activity<Attributes>.PushTokenUpdates { fatalError() }

    /// `struct PushTokenUpdates`: an `AsyncSequence` of `Data` (`typealias Element = Data`).
    public struct PushTokenUpdates: AsyncSequence {
        public typealias Element = Data
        public struct Iterator: AsyncIteratorProtocol {
            public mutating func next() async -> Data? { fatalError() }
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
