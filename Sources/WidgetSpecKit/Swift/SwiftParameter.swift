/// One parameter of a function, initializer or subscript: `label name: Type = default`.
struct SwiftParameter: Hashable, Sendable, CustomStringConvertible {
    /// The argument label when it differs from the name: `for`, `in`, or `_` for none.
    var label: String?
    var name: String
    var type: SwiftType
    var defaultValue: SwiftExpression?

    init(_ label: String, _ name: String, _ type: SwiftType, default defaultValue: SwiftExpression? = nil) {
        self.label = label
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
    }

    /// A parameter whose name is its label.
    init(_ name: String, _ type: SwiftType, default defaultValue: SwiftExpression? = nil) {
        self.label = nil
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
    }

    var description: String {
        (label.map { $0 + " " } ?? "") + name + ": " + type.description + (defaultValue.map { " = " + $0.code } ?? "")
    }
}

extension SwiftList {
    /// Parameters on the line that opens them.
    static func parameters(_ parameters: [SwiftParameter]) -> SwiftList { .inline(parameters.map(\.description)) }

    /// Parameters, one a line.
    static func parametersOnePerLine(_ parameters: [SwiftParameter]) -> SwiftList {
        .onePerLine(parameters.map(\.description))
    }

    /// Arguments on the line that opens them.
    static func arguments(_ arguments: [SwiftArgument]) -> SwiftList { .inline(arguments.map(\.code)) }

    /// Rows of arguments, each row on a line of its own.
    static func argumentRows(_ rows: [[SwiftArgument]]) -> SwiftList { .rows(rows.map { $0.map(\.code) }) }
}

extension SwiftStatement {
    /// `let name: Type = value`: a constant whose type is spelled out, so the solver need not infer it.
    static func typedLet(_ name: String, _ type: SwiftType, _ value: SwiftExpression) -> SwiftStatement {
        .let(name + ": " + type.description, value)
    }
}
