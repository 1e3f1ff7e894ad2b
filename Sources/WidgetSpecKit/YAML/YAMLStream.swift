/// Every document of a YAML stream, for tools and tests that read general YAML. Spec files hold one
/// document: read them with `YAMLLoader.load`.
package struct YAMLStream: Sendable {
    /// The root node of each document, in order.
    package var documents: [YAMLNode]
    package var diagnostics: [Diagnostic]
    /// Whether any node has an explicit tag.
    package var hasTags: Bool

    package init(documents: [YAMLNode], diagnostics: [Diagnostic], hasTags: Bool = true) {
        self.documents = documents
        self.diagnostics = diagnostics
        self.hasTags = hasTags
    }
}
