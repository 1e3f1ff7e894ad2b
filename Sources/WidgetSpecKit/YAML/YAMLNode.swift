/// How a scalar was written. Plain scalars are typed by the decoder; quoted ones are always strings.
package enum YAMLScalarStyle: String, Hashable, Sendable, Codable {
    case plain
    case singleQuoted
    case doubleQuoted
    case literal
    case folded
}

/// A node of the YAML tree, with the source range it was written at.
///
/// Aliases are resolved: an alias node is the anchored node itself (shared, not copied), so a merged or
/// aliased value keeps the position where it was written.
package indirect enum YAMLNode: Sendable, Hashable {
    case scalar(YAMLScalar)
    case sequence(YAMLSequence)
    case mapping(YAMLMapping)

    package var range: SourceRange {
        switch self {
        case .scalar(let scalar): scalar.range
        case .sequence(let sequence): sequence.range
        case .mapping(let mapping): mapping.range
        }
    }

    /// The explicit tag (`!!str`, `!custom`), if any, in its expanded form (`tag:yaml.org,2002:str`).
    package var tag: String? {
        switch self {
        case .scalar(let scalar): scalar.tag
        case .sequence(let sequence): sequence.tag
        case .mapping(let mapping): mapping.tag
        }
    }

    package var scalar: YAMLScalar? {
        if case .scalar(let scalar) = self { return scalar }
        return nil
    }

    package var sequence: YAMLSequence? {
        if case .sequence(let sequence) = self { return sequence }
        return nil
    }

    package var mapping: YAMLMapping? {
        if case .mapping(let mapping) = self { return mapping }
        return nil
    }

    /// A short name of the node's kind for messages: "a string", "a list", "a mapping".
    package var kindDescription: String {
        switch self {
        case .scalar(let scalar): scalar.isNull ? "null" : "a scalar"
        case .sequence: "a list"
        case .mapping: "a mapping"
        }
    }
}

package struct YAMLScalar: Sendable, Hashable {
    package var text: String
    package var style: YAMLScalarStyle
    package var tag: String?
    package var range: SourceRange

    package init(text: String, style: YAMLScalarStyle, tag: String? = nil, range: SourceRange) {
        self.text = text
        self.style = style
        self.tag = tag
        self.range = range
    }

    /// A plain `null`, `Null`, `NULL`, `~` or empty scalar (YAML 1.2 core schema), untagged.
    package var isNull: Bool {
        guard style == .plain, tag == nil else { return tag == "tag:yaml.org,2002:null" }
        switch text {
        case "", "~", "null", "Null", "NULL": return true
        default: return false
        }
    }
}

package struct YAMLSequence: Sendable, Hashable {
    package var items: [YAMLNode]
    package var tag: String?
    /// Flow (`[a, b]`) or block (`- a`) style.
    package var isFlow: Bool
    package var range: SourceRange

    package init(items: [YAMLNode], tag: String? = nil, isFlow: Bool = false, range: SourceRange) {
        self.items = items
        self.tag = tag
        self.isFlow = isFlow
        self.range = range
    }
}

/// One `key: value` pair. `isMerged` is true when the pair came in through a merge key (`<<`).
package struct YAMLMappingEntry: Sendable, Hashable {
    package var key: YAMLNode
    package var value: YAMLNode
    package var isMerged: Bool

    package init(key: YAMLNode, value: YAMLNode, isMerged: Bool = false) {
        self.key = key
        self.value = value
        self.isMerged = isMerged
    }
}

/// A mapping with its keys in source order. When the loader resolves merge keys, merged entries that the
/// mapping does not override follow the mapping's own entries, in the order of the merged mappings.
package struct YAMLMapping: Sendable, Hashable {
    package var entries: [YAMLMappingEntry]
    package var tag: String?
    package var isFlow: Bool
    package var range: SourceRange

    package init(entries: [YAMLMappingEntry], tag: String? = nil, isFlow: Bool = false, range: SourceRange) {
        self.entries = entries
        self.tag = tag
        self.isFlow = isFlow
        self.range = range
    }

    /// The value of the first entry whose key is the plain scalar `key`.
    package subscript(key: String) -> YAMLNode? {
        entries.first { $0.key.scalar?.text == key }?.value
    }
}
