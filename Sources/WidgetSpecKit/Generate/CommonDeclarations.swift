/// Members that several generated types share.
extension GenerationContext {
    /// `init() {}`: widgets, bundles, providers and intents are created without arguments.
    func emptyInitializer(_ summary: String, _ range: SourceRange) -> SwiftDecl {
        .initializer(SwiftInitializer("", access: access, doc: doc(summary, range), body: []))
    }

    /// `var body: some <type>`, the one requirement of a `Widget` and of a `WidgetBundle`.
    func bodyProperty(_ type: String, doc: String, _ statements: [SwiftStatement]) -> SwiftDecl {
        .property(SwiftProperty("body", type: "some \(type)", access: access, doc: doc, value: .getter(statements)))
    }

    /// `static let name: type = value`.
    func staticConstant(_ name: String, _ type: String, _ value: String, doc: String) -> SwiftDecl {
        .property(
            SwiftProperty(
                name, type: type, isLet: true, access: access, modifiers: ["static"], doc: doc, value: .initial(value)))
    }
}
