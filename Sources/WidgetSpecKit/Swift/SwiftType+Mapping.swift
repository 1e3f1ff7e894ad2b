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
        case .some(let constraint): return .some(constraint.mapped(transform))
        case .metatype(let instance): return .metatype(instance.mapped(transform))
        case .function(let parameters, let effects, let result):
            return .function(parameters.map { $0.mapped(transform) }, effects: effects, result.mapped(transform))
        }
    }
}
