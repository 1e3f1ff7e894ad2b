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

    /// The parameter on one line.
    var code: String {
        (label.map { $0 + " " } ?? "") + name + ": " + type.description + (defaultValue.map { " = " + $0.code } ?? "")
    }
}

extension SwiftList {
    /// Parameters on the line that opens them.
    static func parameters(_ parameters: [SwiftParameter]) -> SwiftList { .inline(parameters.map(\.code)) }
}

extension SwiftInitializer {
    /// `init(parameters)`.
    init(parameters: [SwiftParameter], access: String? = nil, doc: String? = nil, body: [SwiftStatement]?) {
        self.init(parameters.map(\.code).joined(separator: ", "), access: access, doc: doc, body: body)
    }

}
