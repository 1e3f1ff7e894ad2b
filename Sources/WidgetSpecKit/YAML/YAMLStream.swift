/// Every document of a YAML stream, for tools and tests that read general YAML. Spec files hold one
/// document: read them with `YAMLLoader.load`.
package struct YAMLStream: Sendable {
    /// The root node of each document, in order.
    package var documents: [YAMLNode]
    package var diagnostics: [Diagnostic]

    package init(documents: [YAMLNode], diagnostics: [Diagnostic]) {
        self.documents = documents
        self.diagnostics = diagnostics
    }
}
