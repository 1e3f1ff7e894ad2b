/// One element of a tuple type or of the parameter list of a function type: `label: Type`, or `Type` alone.
struct SwiftTupleElement: Hashable, Sendable, CustomStringConvertible {
    var label: String?
    var type: SwiftType

    init(_ label: String?, _ type: SwiftType) {
        self.label = label
        self.type = type
    }

    /// An element without label.
    init(_ type: SwiftType) {
        self.init(nil, type)
    }

    var description: String { (label.map { $0 + ": " } ?? "") + type.description }

    /// `(a, b)`: the elements between parentheses.
    struct List: Hashable, Sendable, CustomStringConvertible {
        var elements: [SwiftTupleElement]

        init(_ elements: [SwiftTupleElement]) {
            self.elements = elements
        }

        var description: String { "(" + elements.map(\.description).joined(separator: ", ") + ")" }
    }
}
