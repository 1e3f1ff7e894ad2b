/// A value decoded from a spec together with the range it was written at.
public struct Located<Value> {
    public var value: Value
    public var range: SourceRange

    public init(_ value: Value, at range: SourceRange) {
        self.value = value
        self.range = range
    }

    public func map<T>(_ transform: (Value) throws -> T) rethrows -> Located<T> {
        Located<T>(try transform(value), at: range)
    }
}

extension Located: Sendable where Value: Sendable {}
extension Located: Equatable where Value: Equatable {}
extension Located: Hashable where Value: Hashable {}
extension Located: Codable where Value: Codable {}
