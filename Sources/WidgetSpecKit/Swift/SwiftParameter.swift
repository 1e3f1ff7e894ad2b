/// One parameter of a function, initializer or subscript: `label name: Type = default`.
struct SwiftParameter: Hashable, Sendable, CustomStringConvertible {
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

    /// `label name: Type`: a parameter whose argument label differs from its name.
    init(_ label: String, _ name: String, _ type: SwiftType, default defaultValue: SwiftExpression? = nil) {
        self.init(name, type, label: label, default: defaultValue)
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

    var description: String { code }
}

extension SwiftList {
    /// The parameters, when the list holds them as trees; empty otherwise.
    var parameterList: [SwiftParameter] {
        if case .parameters(let parameters) = self { parameters } else { [] }
    }

    /// Parameters, one a line.
    static func parametersOnePerLine(_ parameters: [SwiftParameter]) -> SwiftList {
        .onePerLine(parameters.map(\.code))
    }

    /// Rows of arguments, each row on a line of its own.
    static func argumentRows(_ rows: [[SwiftArgument]]) -> SwiftList { .rows(rows.map { $0.map(\.code) }) }
}

extension SwiftInitializer {
    /// `init(parameters)`.
    init(
        parameters: [SwiftParameter], effects: String? = nil, access: String? = nil, doc: String? = nil,
        body: @autoclosure () -> [SwiftStatement]?
    ) {
        self.init(
            parameters.map(\.code).joined(separator: ", "), effects: effects, access: access, doc: doc, body: body())
        parameterList = parameters
    }
}

extension SwiftStatement {
    /// `let name: Type = value`: a constant whose type is spelled out, so the solver need not infer it.
    static func typedLet(_ name: String, _ type: SwiftType, _ value: SwiftExpression) -> SwiftStatement {
        .let(name + ": " + type.description, value)
    }
}
