/// A value decoded from a spec together with the range it was written at.
package struct Located<Value> {
    package var value: Value
    package var range: SourceRange

    package init(_ value: Value, at range: SourceRange) {
        self.value = value
        self.range = range
    }

    package func map<T>(_ transform: (Value) throws -> T) rethrows -> Located<T> {
        Located<T>(try transform(value), at: range)
    }
}

extension Located: Sendable where Value: Sendable {}
extension Located: Equatable where Value: Equatable {}
extension Located: Hashable where Value: Hashable {}
extension Located: Codable where Value: Codable {}
