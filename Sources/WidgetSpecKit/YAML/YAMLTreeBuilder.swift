import CYAML

/// Builds the node tree from libyaml events with an explicit stack (no recursion, so deep input cannot
/// overflow the call stack), resolving aliases and enforcing the depth and alias-expansion limits as it goes.
struct YAMLTreeBuilder {
    /// A sequence or mapping whose end event has not come yet.
    private struct OpenCollection {
        var isMapping: Bool
        var isFlow: Bool
        var tag: String?
        var anchor: String?
        var start: SourceLocation
        /// A sequence's items.
        var items: [YAMLNode] = []
        /// A mapping's entries so far, and the key that waits for its value.
        var entries: [YAMLMappingEntry] = []
        var pendingKey: YAMLNode?
        /// Whether a key of this mapping is a merge key (looked for only when merge keys are resolved).
        var hasMergeKey = false
        /// This collection and everything below it, every alias counted as a full copy of its target.
        var expandedNodeCount = 1
        /// The height of the tallest child (a scalar is 0, a collection 1 + its tallest child).
        var childHeight = 0
    }

    /// An anchored node with what it costs to use it through an alias.
    private struct AnchoredNode {
        var node: YAMLNode
        var expandedNodeCount: Int
        var height: Int
    }

    private let file: String
    /// A range in `file`, whose path number every node's range takes (no lookup per node).
    private let fileStart: SourceRange
    private let options: YAMLLoadOptions
    private let allowsMultipleDocuments: Bool

    /// The root of every document read so far.
    private(set) var roots: [YAMLNode] = []
    private(set) var diagnostics: [Diagnostic] = []
    /// Set when a limit stopped loading: the partial tree must not be used.
    private(set) var isAbandoned = false
    /// Whether a node had an explicit tag.
    private(set) var hasTags = false

    private var stack: [OpenCollection] = []
    private var anchors: [String: AnchoredNode] = [:]
    private var expandedNodeCount = 0
    /// How many of `expandedNodeCount` aliases brought in.
    private var nodesThroughAliases = 0
    private var documentCount = 0

    init(file: String, options: YAMLLoadOptions, allowsMultipleDocuments: Bool) {
        self.file = file
        self.fileStart = SourceRange(file: file, at: SourceLocation(line: 1, column: 1))
        self.options = options
        self.allowsMultipleDocuments = allowsMultipleDocuments
    }

    /// Takes one event; returns false when loading must stop.
    mutating func handle(_ event: UnsafePointer<yaml_event_t>) -> Bool {
        let event = event.pointee
        switch event.type {
        case YAML_DOCUMENT_START_EVENT:
            return startDocument(at: event.start_mark)
        case YAML_SCALAR_EVENT:
            return addScalar(event)
        case YAML_ALIAS_EVENT:
            return addAlias(event)
        case YAML_SEQUENCE_START_EVENT:
            let data = event.data.sequence_start
            return open(
                isMapping: false, isFlow: data.style == YAML_FLOW_SEQUENCE_STYLE, tag: data.tag, anchor: data.anchor,
                start: event.start_mark)
        case YAML_MAPPING_START_EVENT:
            let data = event.data.mapping_start
            return open(
                isMapping: true, isFlow: data.style == YAML_FLOW_MAPPING_STYLE, tag: data.tag, anchor: data.anchor,
                start: event.start_mark)
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            close(end: event.end_mark)
            return true
        default:
            return true
        }
    }

    // MARK: - Events

    private mutating func startDocument(at mark: yaml_mark_t) -> Bool {
        documentCount += 1
        // Anchors belong to one document.
        anchors.removeAll(keepingCapacity: true)
        guard documentCount == 1 || allowsMultipleDocuments else {
            diagnostics.append(
                .error(
                    .multipleDocuments,
                    "a spec file holds exactly one YAML document; remove this second document or move it to its "
                        + "own file", at: SourceRange(file: file, at: SourceLocation(mark))))
            return false
        }
        return true
    }

    private mutating func addScalar(_ event: yaml_event_t) -> Bool {
        let data = event.data.scalar
        let range = SourceRange(fileOf: fileStart, from: event.start_mark, to: event.end_mark)
        guard countExpandedNodes(1, at: range) else { return false }
        // One String per scalar, straight from libyaml's UTF-8 buffer.
        let text = String(decoding: UnsafeBufferPointer(start: data.value, count: data.length), as: UTF8.self)
        let scalar = YAMLScalar(text: text, style: Self.style(data.style), tag: tag(data.tag), range: range)
        attach(.scalar(scalar), expandedNodeCount: 1, height: 0, anchor: Self.string(data.anchor))
        return true
    }

    private mutating func addAlias(_ event: yaml_event_t) -> Bool {
        let range = SourceRange(fileOf: fileStart, from: event.start_mark, to: event.end_mark)
        let name = Self.string(event.data.alias.anchor) ?? ""
        guard let target = anchors[name] else {
            diagnostics.append(
                .error(
                    .undefinedAlias, "undefined alias '*\(name)'; no anchor '&\(name)' is defined before it",
                    at: range))
            // Stand in a null so the rest of the document still loads and gets checked.
            guard countExpandedNodes(1, at: range) else { return false }
            attach(.scalar(YAMLScalar(text: "", style: .plain, range: range)), expandedNodeCount: 1, height: 0)
            return true
        }
        // Through aliases a tree can get deeper than its text looks; consumers recurse, so bound that too.
        guard stack.count + target.height <= options.limits.maxDepth else {
            reportDepth(at: range)
            return false
        }
        guard countExpandedNodes(target.expandedNodeCount, at: range, throughAlias: true) else { return false }
        attach(target.node, expandedNodeCount: target.expandedNodeCount, height: target.height)
        return true
    }

    private mutating func open(
        isMapping: Bool, isFlow: Bool, tag: UnsafeMutablePointer<yaml_char_t>?,
        anchor: UnsafeMutablePointer<yaml_char_t>?, start: yaml_mark_t
    ) -> Bool {
        let location = SourceLocation(start)
        guard stack.count < options.limits.maxDepth else {
            reportDepth(at: SourceRange(fileOf: fileStart, start: location, end: location))
            return false
        }
        guard countExpandedNodes(1, at: SourceRange(fileOf: fileStart, start: location, end: location)) else {
            return false
        }
        let tagText = self.tag(tag)
        stack.append(
            OpenCollection(
                isMapping: isMapping, isFlow: isFlow, tag: tagText, anchor: Self.string(anchor), start: location))
        return true
    }

    private mutating func close(end: yaml_mark_t) {
        guard let collection = stack.popLast() else { return }
        let range = SourceRange(fileOf: fileStart, start: collection.start, end: SourceLocation(end))
        let node: YAMLNode
        if collection.isMapping {
            let mapping = YAMLMapping(
                entries: collection.entries, tag: collection.tag, isFlow: collection.isFlow, range: range)
            node = .mapping(
                MappingAssembler.finish(mapping, resolvingMerges: collection.hasMergeKey, diagnostics: &diagnostics))
        } else {
            node = .sequence(
                YAMLSequence(items: collection.items, tag: collection.tag, isFlow: collection.isFlow, range: range))
        }
        attach(
            node, expandedNodeCount: collection.expandedNodeCount, height: collection.childHeight + 1,
            anchor: collection.anchor)
    }

    // MARK: - Tree

    /// Adds a finished node to the open collection (or makes it a document root) and records its anchor.
    private mutating func attach(_ node: YAMLNode, expandedNodeCount: Int, height: Int, anchor: String? = nil) {
        if let anchor {
            anchors[anchor] = AnchoredNode(node: node, expandedNodeCount: expandedNodeCount, height: height)
        }
        guard !stack.isEmpty else {
            roots.append(node)
            return
        }
        let top = stack.count - 1
        if !stack[top].isMapping {
            stack[top].items.append(node)
        } else if let key = stack[top].pendingKey {
            stack[top].entries.append(YAMLMappingEntry(key: key, value: node))
            stack[top].pendingKey = nil
        } else {
            stack[top].pendingKey = node
            if options.resolvesMergeKeys, MappingAssembler.isMergeKey(node) { stack[top].hasMergeKey = true }
        }
        stack[top].expandedNodeCount += expandedNodeCount
        stack[top].childHeight = max(stack[top].childHeight, height)
    }

    // MARK: - Limits

    /// Adds to the running count of nodes the document expands to; false (with WS0103) past the limit. The
    /// message blames aliases only when they brought nodes in: a file can also simply be that large.
    private mutating func countExpandedNodes(_ count: Int, at range: SourceRange, throughAlias: Bool = false) -> Bool {
        expandedNodeCount += count
        if throughAlias { nodesThroughAliases += count }
        guard expandedNodeCount > options.limits.maxExpandedNodes else { return true }
        let limit = options.limits.maxExpandedNodes
        let message =
            nodesThroughAliases > 0
            ? "the document expands to more than \(limit) nodes when its aliases are expanded (\(nodesThroughAliases) "
                + "of them through aliases); loading stopped here"
            : "the document has more than \(limit) nodes (scalars, lists and mappings); loading stopped here"
        diagnostics.append(.error(.aliasExpansionLimit, message, at: range))
        isAbandoned = true
        return false
    }

    private mutating func reportDepth(at range: SourceRange) {
        diagnostics.append(
            .error(
                .nestingDepthLimit,
                "lists and mappings nest more than \(options.limits.maxDepth) levels deep here; loading stopped",
                at: range))
        isAbandoned = true
    }

    // MARK: - libyaml values

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: $0) }
    }

    /// A node's tag, noting that the file has one.
    private mutating func tag(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        guard let pointer else { return nil }
        hasTags = true
        return String(cString: pointer)
    }

    private static func style(_ style: yaml_scalar_style_t) -> YAMLScalarStyle {
        switch style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: .literal
        case YAML_FOLDED_SCALAR_STYLE: .folded
        default: .plain
        }
    }
}
