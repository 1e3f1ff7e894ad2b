/// Limits that keep hostile or broken input from exhausting time, memory or the stack.
package struct YAMLLimits: Sendable, Hashable {
    /// The largest file accepted, in bytes.
    package var maxFileSize: Int
    /// The deepest nesting of sequences and mappings.
    package var maxDepth: Int
    /// The most nodes the document may expand to when every alias is counted as a copy of its anchor.
    package var maxExpandedNodes: Int

    package init(maxFileSize: Int = 64 << 20, maxDepth: Int = 200, maxExpandedNodes: Int = 1_000_000) {
        self.maxFileSize = maxFileSize
        self.maxDepth = maxDepth
        self.maxExpandedNodes = maxExpandedNodes
    }

    package static let `default` = YAMLLimits()
}

/// Options of the loader.
package struct YAMLLoadOptions: Sendable, Hashable {
    package var limits: YAMLLimits
    /// Resolve `<<` merge keys into the mapping (spec files); off for plain YAML 1.2 (conformance tests).
    package var resolvesMergeKeys: Bool

    package init(limits: YAMLLimits = .default, resolvesMergeKeys: Bool = true) {
        self.limits = limits
        self.resolvesMergeKeys = resolvesMergeKeys
    }
}

/// The result of loading one file: the root node (nil for an empty file or when loading failed)
/// and every problem found.
package struct YAMLDocument: Sendable {
    package var root: YAMLNode?
    package var diagnostics: [Diagnostic]
    /// Whether any node of the file has an explicit tag: when none has, the decoder need not look for one.
    package var hasTags: Bool

    package init(root: YAMLNode?, diagnostics: [Diagnostic], hasTags: Bool = true) {
        self.root = root
        self.diagnostics = diagnostics
        self.hasTags = hasTags
    }
}
