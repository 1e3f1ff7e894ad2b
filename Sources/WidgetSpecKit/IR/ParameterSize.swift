/// `IntentCollectionSize`: how many values an array parameter holds.
package enum CollectionSize: Hashable, Codable, Sendable {
    /// `init(exactly:)`, an integer literal in Swift.
    case exactly(Int)
    /// `init(min:max:)`.
    case range(min: Int, max: Int)

    /// The bounds, for the checker.
    package var bounds: (min: Int, max: Int) {
        switch self {
        case .exactly(let count): (count, count)
        case .range(let min, let max): (min, max)
        }
    }
}

/// One entry of a parameter's `size:`: the size in one widget family (`[IntentWidgetFamily: IntentCollectionSize]`).
package struct ParameterSize: Hashable, Codable, Sendable {
    package var family: Located<WidgetFamily>
    /// The size, located where its value was written.
    package var size: Located<CollectionSize>

    package init(family: Located<WidgetFamily>, size: Located<CollectionSize>) {
        self.family = family
        self.size = size
    }
}
