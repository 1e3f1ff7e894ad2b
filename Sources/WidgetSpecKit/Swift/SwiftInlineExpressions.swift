/// Expressions that always fit one line and that `SwiftExpression` has no case for: a closure written inline,
/// parentheses, a subscript, an interpolated string literal. Each is spelled from trees here, beside the renderer.
extension SwiftExpression {
    /// `{ body }` on one line, as the argument or trailing closure of a short call (`$0` names its argument).
    static func inlineClosure(_ body: SwiftExpression) -> SwiftExpression { .text("{ " + body.code + " }") }

    /// `callee { body }` on one line.
    static func trailingClosure(_ callee: SwiftExpression, _ body: SwiftExpression) -> SwiftExpression {
        .text(callee.code + " " + inlineClosure(body).code)
    }

    /// `(expression)`
    static func parenthesized(_ expression: SwiftExpression) -> SwiftExpression { .text("(" + expression.code + ")") }

    /// `base[arguments]`
    static func subscripted(_ base: SwiftExpression, _ arguments: [SwiftArgument]) -> SwiftExpression {
        .text(base.code + "[" + arguments.map(\.code).joined(separator: ", ") + "]")
    }

    /// `"text\(expression)text"`: a string literal with interpolations, one line.
    static func interpolatedString(_ parts: [SwiftInterpolationPart]) -> SwiftExpression {
        var literal = ""
        for part in parts {
            switch part {
            case .text(let text): literal += SwiftLiteral.string(text).dropFirst().dropLast()
            case .expression(let expression): literal += "\\(" + expression.code + ")"
            }
        }
        return .text("\"" + literal + "\"")
    }
}

/// A piece of an interpolated string literal.
enum SwiftInterpolationPart: Hashable, Sendable {
    /// Literal text, escaped as `SwiftLiteral.string` escapes it.
    case text(String)
    /// `\(expression)`
    case expression(SwiftExpression)
}
