/// Every document of a YAML stream, for tools and tests that read general YAML. Spec files hold one
/// document: read them with `YAMLLoader.load`.
public struct YAMLStream: Sendable {
    /// The root node of each document, in order.
    public var documents: [YAMLNode]
    public var diagnostics: [Diagnostic]

    public init(documents: [YAMLNode], diagnostics: [Diagnostic]) {
        self.documents = documents
        self.diagnostics = diagnostics
    }
}
