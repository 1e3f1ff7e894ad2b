// Stub of the ActivityKit signatures Live Activities use. Bodies are never run.
@_exported import Foundation

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
    public static let token = PushType()
    public static func channel(_ channelID: String) -> PushType { fatalError() }
}

/// The object that starts, updates and ends a Live Activity (developer.apple.com/documentation/activitykit/activity,
/// iOS 16.1; not `Sendable`). The members below are the iOS 16.2 ones generated code calls:
/// request(attributes:content:pushType:), update(_:) and end(_:dismissalPolicy:) (their pages under .../activity/).
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
    public func end(
        _ content: ActivityContent<Activity<Attributes>.ContentState>?,
        dismissalPolicy: ActivityUIDismissalPolicy = .default
    ) async {}
}
