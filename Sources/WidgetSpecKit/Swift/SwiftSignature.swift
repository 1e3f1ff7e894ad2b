extension SwiftDecl {
    /// A function, initializer or property requirement as one line without body, as a protocol states it:
    /// `func load(_ request: FooRequest) async throws -> FooLoad`, `init(entry: FooEntry)`,
    /// `var widgetBackground: WidgetBackground { get }`; nil for other declarations.
    var signature: String? {
        switch self {
        case .function(let function): "func " + function.signature
        case .initializer(let initializer): initializer.signature
        case .property(let property):
            property.attributes.map { $0 + " " }.joined() + property.modifiers.map { $0 + " " }.joined() + "var "
                + property.name + ": " + (property.type ?? "")
                + " { get }"
        default: nil
        }
    }
}

extension SwiftInitializer {
    /// `init(parameters)` on one line.
    var signature: String { "init(" + parameters + ")" }
}
