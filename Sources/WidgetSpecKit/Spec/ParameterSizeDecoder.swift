extension IntentDecoder {
    /// `size:` of a parameter: `{ systemSmall: 3, systemLarge: { min: 1, max: 8 } }`. Whether the sizes make sense
    /// (positive, for families the widget offers, on an array of entities) is the checker's (`ParameterSizeRules`).
    func decodeSizes(_ node: YAMLNode) -> [ParameterSize] {
        guard let entries = context.freeEntries(node, expected: "a mapping of widget families to sizes") else {
            return []
        }
        return entries.compactMap { key, value -> ParameterSize? in
            guard
                let family = context.word(
                    .scalar(key), what: "widget family", choices: WidgetFamily.allCases.map { ($0.rawValue, $0) }),
                let size = decodeSize(value, owner: key.range)
            else { return nil }
            return ParameterSize(family: family, size: size)
        }
    }

    private func decodeSize(_ node: YAMLNode, owner: SourceRange) -> Located<CollectionSize>? {
        guard node.mapping != nil else {
            return context.integer(node).map { Located(.exactly($0.value), at: $0.range) }
        }
        guard let reader = MappingReader<CollectionSizeKey>(node, owner: owner, context: context),
            let min = reader.value(.min).flatMap({ context.integer($0) }),
            let max = reader.value(.max).flatMap({ context.integer($0) })
        else { return nil }
        return Located(.range(min: min.value, max: max.value), at: node.range)
    }
}
