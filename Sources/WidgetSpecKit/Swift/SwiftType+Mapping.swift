extension SwiftType {
    /// The type with every type inside it (itself first) replaced where `transform` returns one.
    func mapped(_ transform: (SwiftType) -> SwiftType?) -> SwiftType {
        if let replaced = transform(self) { return replaced }
        switch self {
        case .named, .qualified: return self
        case .optional(let wrapped): return .optional(wrapped.mapped(transform))
        case .array(let element): return .array(element.mapped(transform))
        case .generic(let base, let arguments):
            return .generic(base.mapped(transform), arguments.map { $0.mapped(transform) })
        case .dictionary(let key, let value): return .dictionary(key.mapped(transform), value.mapped(transform))
        case .member(let base, let name): return .member(base.mapped(transform), name)
        case .opaque(let constraint): return .opaque(constraint.mapped(transform))
        case .existential(let constraint): return .existential(constraint.mapped(transform))
        case .tuple(let elements): return .tuple(elements.map { $0.mapped(transform) })
        case .metatype(let instance): return .metatype(instance.mapped(transform))
        case .function(let parameters, let effects, let result, let attributes):
            return .function(
                SwiftTupleElement.List(parameters.elements.map { $0.mapped(transform) }), effects: effects,
                result: result.mapped(transform), attributes: attributes)
        }
    }
}

extension SwiftTupleElement {
    /// The element with its type rewritten by `transform`.
    func mapped(_ transform: (SwiftType) -> SwiftType?) -> SwiftTupleElement {
        SwiftTupleElement(label, type.mapped(transform))
    }
}
