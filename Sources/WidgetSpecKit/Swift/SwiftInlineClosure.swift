/// A trailing closure whose body is one expression, written on the line of its call: `{ $0.id }`; after the
/// first, `label: { ... }`.
struct SwiftInlineClosure: Hashable, Sendable {
    var label: String?
    /// What comes before `in`; nil for a closure with anonymous parameters.
    var parameters: String?
    var body: SwiftExpression

    init(label: String? = nil, parameters: String? = nil, _ body: SwiftExpression) {
        self.label = label
        self.parameters = parameters
        self.body = body
    }

    /// ` { body }`, or ` label: { body }` after the first.
    func code(first: Bool) -> String {
        " " + (first ? "" : label.map { $0 + ": " } ?? "") + "{ " + (parameters.map { $0 + " in " } ?? "")
            + body.code + " }"
    }
}

extension SwiftExpression {
    /// `self { body }` on one line.
    func trailing(_ body: SwiftExpression) -> SwiftExpression { .inlineClosures(self, [SwiftInlineClosure(body)]) }
}

extension SwiftList {
    /// Call arguments on the line that opens them.
    static func arguments(_ arguments: [SwiftArgument]) -> SwiftList { .inline(arguments.map(\.code)) }
}

extension SwiftExpression {
    /// `@expression`: an attribute such as `@Parameter(title: "Item")` or `@Swift.MainActor`.
    var attribute: String { "@" + code }
}
