/// A piece of an interpolated string literal: text, escaped as `SwiftLiteral` escapes it, or a value.
enum SwiftStringPart: Hashable, Sendable {
    /// Text, written as it reads.
    case plain(String)
    case value(SwiftExpression)
}

extension SwiftLiteral {
    /// `"text\(value)text"`: the text parts escaped as in `string(_:)`, the values as `\(expression)`.
    static func interpolation(_ parts: [SwiftStringPart]) -> String {
        "\""
            + parts.map { part in
                switch part {
                case .plain(let text): String(string(text).dropFirst().dropLast())
                case .value(let value): "\\(" + value.code + ")"
                }
            }.joined() + "\""
    }
}
