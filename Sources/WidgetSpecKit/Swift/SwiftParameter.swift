/// One parameter of a function, initializer or subscript: `label name: Type = default`.
struct SwiftParameter: Hashable, Sendable {
    /// The argument label when it differs from the name: `_`, `for`, `startedAt`.
    var label: String?
    var name: String
    var type: SwiftType
    var defaultValue: SwiftExpression?

    init(_ name: String, _ type: SwiftType, label: String? = nil, default defaultValue: SwiftExpression? = nil) {
        self.label = label
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
    }

    /// `name: Type` without a label of its own, called with `_`.
    static func unlabeled(_ name: String, _ type: SwiftType, default value: SwiftExpression? = nil) -> SwiftParameter {
        SwiftParameter(name, type, label: "_", default: value)
    }

    /// The parameter with its type rewritten by `transform` (see `SwiftType.mapped(_:)`).
    func mappingType(_ transform: (SwiftType) -> SwiftType?) -> SwiftParameter {
        var parameter = self
        parameter.type = type.mapped(transform)
        return parameter
    }

    /// The parameter on one line.
    var code: String {
        (label.map { $0 + " " } ?? "") + name + ": " + type.description + (defaultValue.map { " = " + $0.code } ?? "")
    }
}

extension SwiftList {
    /// The parameters, when the list holds them as trees; empty otherwise.
    var parameterList: [SwiftParameter] {
        if case .parameters(let parameters) = self { parameters } else { [] }
    }
}

extension SwiftInitializer {
    /// `init(parameters)`.
    init(parameters: [SwiftParameter], access: String? = nil, doc: String? = nil, body: [SwiftStatement]?) {
        self.init(parameters.map(\.code).joined(separator: ", "), access: access, doc: doc, body: body)
        parameterList = parameters
    }

}
