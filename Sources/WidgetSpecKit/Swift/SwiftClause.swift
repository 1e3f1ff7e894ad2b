/// One condition of an `if` or a `guard`.
enum SwiftClause: Hashable, Sendable {
    /// A Boolean expression: `widget.kind == kind`.
    case expression(SwiftExpression)
    /// `let name = value`: optional binding.
    case binding(String, SwiftExpression)
    /// `case pattern = value`.
    case pattern(SwiftExpression, SwiftExpression)
    /// `#available(arguments)`: `iOS 17.0, *`.
    case available(String)

    /// The condition on one line.
    var code: String {
        switch self {
        case .expression(let value): value.code
        case .binding(let name, let value): "let " + name + " = " + value.code
        case .pattern(let pattern, let value): "case " + pattern.code + " = " + value.code
        case .available(let arguments): "#available(" + arguments + ")"
        }
    }
}

extension SwiftStatement {
    /// `if` with typed conditions (see `if(_:_:else:)`).
    static func when(_ clauses: [SwiftClause], _ body: [SwiftStatement], else otherwise: [SwiftStatement]? = nil)
        -> SwiftStatement
    {
        .if(clauses.map(\.code), body, else: otherwise)
    }

    /// `target = value`.
    static func assign(_ target: SwiftExpression, _ value: SwiftExpression) -> SwiftStatement {
        .expression(.infix(target, "=", value))
    }

    /// `self.name = name`: an initializer storing its parameter.
    static func store(_ name: String) -> SwiftStatement {
        assign(.identifier("self").dot(name), .identifier(name))
    }
}

extension SwiftCase {
    /// `case pattern: value`, both trees.
    init(_ pattern: SwiftExpression, _ value: SwiftExpression) {
        self.init(pattern.code, value.code)
    }
}

extension SwiftDictionaryElement {
    /// `key: value` on one line, as a row of `SwiftExpression.collection`.
    var code: String { key.code + ": " + value.code }
}
