/// Limits that keep hostile or broken input from exhausting time, memory or the stack.
public struct YAMLLimits: Sendable, Hashable {
    /// The largest file accepted, in bytes.
    public var maxFileSize: Int
    /// The deepest nesting of sequences and mappings.
    public var maxDepth: Int
    /// The most nodes the document may expand to when every alias is counted as a copy of its anchor.
    public var maxExpandedNodes: Int

    public init(maxFileSize: Int = 64 << 20, maxDepth: Int = 200, maxExpandedNodes: Int = 1_000_000) {
        self.maxFileSize = maxFileSize
        self.maxDepth = maxDepth
        self.maxExpandedNodes = maxExpandedNodes
    }

    public static let `default` = YAMLLimits()
}

/// Options of the loader.
public struct YAMLLoadOptions: Sendable, Hashable {
    public var limits: YAMLLimits
    /// Resolve `<<` merge keys into the mapping (spec files); off for plain YAML 1.2 (conformance tests).
    public var resolvesMergeKeys: Bool

    public init(limits: YAMLLimits = .default, resolvesMergeKeys: Bool = true) {
        self.limits = limits
        self.resolvesMergeKeys = resolvesMergeKeys
    }
}

/// The result of loading one file: the root node (nil for an empty file or when loading failed)
/// and every problem found.
public struct YAMLDocument: Sendable {
    public var root: YAMLNode?
    public var diagnostics: [Diagnostic]

    public init(root: YAMLNode?, diagnostics: [Diagnostic]) {
        self.root = root
        self.diagnostics = diagnostics
    }
}
