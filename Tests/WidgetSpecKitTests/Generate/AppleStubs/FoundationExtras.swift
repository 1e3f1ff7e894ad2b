// Stub: Apple's Foundation has LocalizedStringResource (iOS 16); Linux Foundation does not.
@_exported import Foundation

public struct LocalizedStringResource: ExpressibleByStringInterpolation, Hashable, Sendable {
    public var key: String
    public init(stringLiteral value: String) { key = value }
    public init(stringInterpolation: DefaultStringInterpolation) {
        key = String(stringInterpolation: stringInterpolation)
    }
}
