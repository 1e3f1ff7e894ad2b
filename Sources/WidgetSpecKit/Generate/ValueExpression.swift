/// Swift expressions for spec values (placeholders, parameter defaults) and for a type's obvious placeholder.
struct ValueExpression {
    var spec: Spec
    /// The expression relative dates are measured from (`date` for entries, `Date()` for defaults).
    var dateBase: SwiftExpression

    /// The current date, `Foundation.Date()`: the base of defaults.
    static let now = SwiftExpression.type(QualifiedName.date).call()

    init(spec: Spec, dateBase: SwiftExpression) {
        self.spec = spec
        self.dateBase = dateBase
    }

    /// `value` as an expression of type `type`.
    func tree(_ value: Value, type: TypeRef) -> SwiftExpression {
        switch value {
        case .string(let text): return .literal(.string(text))
        case .int(let number): return .literal(.int(number))
        case .double(let number):
            if type.unwrapped == .decimal { return Self.decimal(number) }
            return .literal(.double(number))
        case .bool(let flag): return .literal(.bool(flag))
        case .relativeDate(let offset):
            return offset.seconds == 0
                ? dateBase : dateBase.dot("addingTimeInterval").call(SwiftArgument(.literal(.int(offset.seconds))))
        case .url(let text):
            return .forceUnwrap(.type(QualifiedName.url).call(SwiftArgument("string", .literal(.string(text)))))
        case .null: return .literal(.nil)
        case .array(let elements):
            let elementType: TypeRef = if case .array(let element) = type.unwrapped { element } else { type }
            return .array(elements.map { tree($0, type: elementType) })
        case .closedRange(let lower, let upper):
            let bound: TypeRef = if case .closedRange(let bound) = type.unwrapped { bound } else { type }
            return .infix(tree(lower, type: bound), "...", tree(upper, type: bound))
        case .dictionary(let entries):
            guard case .dictionary(let keyType, let valueType) = type.unwrapped else { return .dictionary([]) }
            return .dictionary(
                entries.map { SwiftDictionaryElement(tree($0.key, type: keyType), tree($0.value, type: valueType)) })
        case .enumCase(let name):
            if case .enumeration(let enumName) = type.unwrapped {
                return .identifier(enumName).dot(SwiftLiteral.identifier(name))
            }
            return .implicitMember(SwiftLiteral.identifier(name))
        case .record(let fields):
            guard case .model(let modelName) = type.unwrapped, let model = spec.modelDecl(named: modelName) else {
                return .literal(.nil)
            }
            let arguments = model.fields.map { field -> SwiftArgument in
                let label = SwiftLiteral.argumentLabel(field.name.value)
                if let given = fields.first(where: { $0.name == field.name.value }) {
                    return SwiftArgument(label, tree(given.value, type: field.type.value))
                }
                return SwiftArgument(label, placeholderTree(for: field))
            }
            return .identifier(modelName).call(arguments)
        }
    }

    /// A field's placeholder: the spec's, or the obvious one for its type.
    func placeholderTree(for field: Field) -> SwiftExpression {
        if let given = field.placeholder { return tree(given.value, type: field.type.value) }
        return obviousPlaceholderTree(for: field.type.value)
    }

    /// The placeholder used when a field has none: `nil`, `[]`, `""`, `0`, `false`, the entry's date, an
    /// enum's first case, a model built from its fields' placeholders.
    func obviousPlaceholderTree(for type: TypeRef) -> SwiftExpression {
        switch type {
        case .optional: .literal(.nil)
        case .array: .array([])
        case .string: .literal(.string(""))
        case .int, .double, .decimal: .literal(.int(0))
        case .bool: .literal(.bool(false))
        case .dictionary: .dictionary([])
        case .date: dateBase
        case .url:
            .forceUnwrap(.type(QualifiedName.url).call(SwiftArgument("string", .literal(.string("about:blank")))))
        case .closedRange(let bound):
            .infix(obviousPlaceholderTree(for: bound), "...", obviousPlaceholderTree(for: bound))
        case .enumeration(let name):
            spec.enumDecl(named: name)?.cases.first.map {
                .identifier(name).dot(SwiftLiteral.identifier($0.name.value))
            } ?? .literal(.nil)
        case .model(let name):
            .identifier(name).call(
                (spec.modelDecl(named: name)?.fields ?? []).map {
                    SwiftArgument(SwiftLiteral.argumentLabel($0.name.value), placeholderTree(for: $0))
                })
        }
    }

    /// `obviousPlaceholderTree(for:)` as code, for the tests' hand-written app code.
    func obviousPlaceholder(for type: TypeRef) -> String { obviousPlaceholderTree(for: type).code }

    /// `Foundation.Decimal(sign:exponent:significand:)` with the number's decimal digits, so that a placeholder
    /// of 0.1 is exactly 0.1 (a float literal would give Decimal the nearest binary fraction). The decoder
    /// rejected numbers whose exponent Decimal cannot hold.
    static func decimal(_ number: Double) -> SwiftExpression {
        let parts = DecimalParts(number) ?? .zero
        return .type(QualifiedName.decimal).call(
            SwiftArgument("sign", .implicitMember(parts.isNegative ? "minus" : "plus")),
            SwiftArgument("exponent", .literal(.int(parts.exponent))),
            SwiftArgument("significand", .literal(.int(parts.significand))))
    }
}
