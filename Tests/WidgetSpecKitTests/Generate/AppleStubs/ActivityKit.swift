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
