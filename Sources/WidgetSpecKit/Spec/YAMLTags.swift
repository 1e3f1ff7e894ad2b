/// YAML tags in a spec: the core schema's are accepted (the decoder reads every value by the type it expects,
/// and `!!str` makes a value a string); any other tag is an error at its node, because ignoring it would read
/// the file differently from what its author meant (`!!python/name:` even runs code in other tools).
enum YAMLTags {
    static let corePrefix = "tag:yaml.org,2002:"
    static let accepted: Set<String> = ["str", "int", "float", "bool", "null", "seq", "map", "merge"].reduce(into: []) {
        $0.insert(corePrefix + $1)
    }

    /// Reports every unsupported tag in the tree, outermost first; the values of `x-` extension keys are
    /// ignored like the keys (an alias of one is checked where it is used).
    static func reportUnsupported(in node: YAMLNode, context: DecodingContext) {
        if let tag = node.tag, !accepted.contains(tag) {
            context.error(
                .unsupportedTag,
                "unsupported YAML tag '\(MessageText.excerpt(shorthand(tag)))'; specs are plain YAML (the core "
                    + "schema's tags !!str, !!int, !!float, !!bool, !!null, !!seq and !!map are accepted)",
                at: node.range)
        }
        switch node {
        case .scalar: break
        case .sequence(let sequence):
            for item in sequence.items { reportUnsupported(in: item, context: context) }
        case .mapping(let mapping):
            for entry in mapping.entries where entry.key.scalar?.text.hasPrefix("x-") != true {
                reportUnsupported(in: entry.key, context: context)
                reportUnsupported(in: entry.value, context: context)
            }
        }
    }

    /// `tag:yaml.org,2002:binary` as the user wrote it, `!!binary`.
    static func shorthand(_ tag: String) -> String {
        tag.hasPrefix(corePrefix) ? "!!" + tag.dropFirst(corePrefix.count) : tag
    }
}
