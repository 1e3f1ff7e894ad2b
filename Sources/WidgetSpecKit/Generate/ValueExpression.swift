/// Swift expressions for spec values (placeholders, parameter defaults) and for a type's obvious placeholder.
struct ValueExpression {
    var spec: Spec
    /// The expression relative dates are measured from (`date` for entries, `Date()` for defaults).
    var dateBase: String

    /// `value` as an expression of type `type`.
    func expression(_ value: Value, type: TypeRef) -> String {
        switch value {
        case .string(let text): return SwiftLiteral.string(text)
        case .int(let number): return String(number)
        case .double(let number):
            if type.unwrapped == .decimal { return SwiftRenderer.text(of: Self.decimal(number)) }
            return Self.doubleLiteral(number)
        case .bool(let flag): return flag ? "true" : "false"
        case .relativeDate(let offset):
            return offset.seconds == 0 ? dateBase : "\(dateBase).addingTimeInterval(\(offset.seconds))"
        case .url(let text): return "\(QualifiedName.url)(string: \(SwiftLiteral.string(text)))!"
        case .null: return "nil"
        case .array(let elements):
            let elementType: TypeRef = if case .array(let element) = type.unwrapped { element } else { type }
            return "[" + elements.map { expression($0, type: elementType) }.joined(separator: ", ") + "]"
        case .closedRange(let lower, let upper):
            let bound: TypeRef = if case .closedRange(let bound) = type.unwrapped { bound } else { type }
            return "\(expression(lower, type: bound))...\(expression(upper, type: bound))"
        case .dictionary(let entries):
            guard case .dictionary(let keyType, let valueType) = type.unwrapped, !entries.isEmpty else { return "[:]" }
            return "["
                + entries.map { expression($0.key, type: keyType) + ": " + expression($0.value, type: valueType) }
                .joined(separator: ", ") + "]"
        case .enumCase(let name):
            if case .enumeration(let enumName) = type.unwrapped {
                return "\(enumName).\(SwiftLiteral.identifier(name))"
            }
            return ".\(SwiftLiteral.identifier(name))"
        case .record(let fields):
            guard case .model(let modelName) = type.unwrapped, let model = spec.modelDecl(named: modelName) else {
                return "nil"
            }
            let arguments = model.fields.map { field -> String in
                let label = SwiftLiteral.argumentLabel(field.name.value)
                if let given = fields.first(where: { $0.name == field.name.value }) {
                    return "\(label): \(expression(given.value, type: field.type.value))"
                }
                return "\(label): \(placeholder(for: field))"
            }
            return "\(modelName)(\(arguments.joined(separator: ", ")))"
        }
    }

    /// A field's placeholder: the spec's, or the obvious one for its type.
    func placeholder(for field: Field) -> String {
        if let given = field.placeholder { return expression(given.value, type: field.type.value) }
        return obviousPlaceholder(for: field.type.value)
    }

    /// The placeholder used when a field has none: `nil`, `[]`, `""`, `0`, `false`, the entry's date, an
    /// enum's first case, a model built from its fields' placeholders.
    func obviousPlaceholder(for type: TypeRef) -> String {
        switch type {
        case .optional: "nil"
        case .array: "[]"
        case .string: "\"\""
        case .int, .double, .decimal: "0"
        case .dictionary: "[:]"
        case .bool: "false"
        case .date: dateBase
        case .url: "\(QualifiedName.url)(string: \"about:blank\")!"
        case .closedRange(let bound): "\(obviousPlaceholder(for: bound))...\(obviousPlaceholder(for: bound))"
        case .enumeration(let name):
            spec.enumDecl(named: name)?.cases.first.map { "\(name).\(SwiftLiteral.identifier($0.name.value))" }
                ?? "nil"
        case .model(let name):
            "\(name)("
                + (spec.modelDecl(named: name)?.fields ?? []).map {
                    "\(SwiftLiteral.argumentLabel($0.name.value)): \(placeholder(for: $0))"
                }.joined(separator: ", ") + ")"
        }
    }

    /// `Foundation.Decimal(sign:exponent:significand:)` with the number's decimal digits, so that a placeholder
    /// of 0.1 is exactly 0.1 (a float literal would give Decimal the nearest binary fraction). The decoder
    /// rejected numbers whose exponent Decimal cannot hold.
    static func decimal(_ number: Double) -> SwiftExpression {
        let parts = DecimalParts(number) ?? .zero
        return .type(.qualified(module: "Foundation", name: "Decimal")).call(
            SwiftArgument("sign", .implicitMember(parts.isNegative ? "minus" : "plus")),
            SwiftArgument("exponent", .literal(.int(parts.exponent))),
            SwiftArgument("significand", .literal(.int(parts.significand))))
    }

    /// A Double literal that reads back as the same value.
    static func doubleLiteral(_ number: Double) -> String { SwiftLiteral.double(number) }
}
