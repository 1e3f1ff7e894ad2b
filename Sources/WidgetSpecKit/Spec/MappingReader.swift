/// Reads a mapping that has the fixed keys of a `SpecShape`: reports unknown keys (with "did you mean" and
/// the valid keys), non-scalar keys and missing required keys once, then hands out values by key.
struct MappingReader {
    let shape: SpecShape
    let mapping: YAMLMapping
    /// The range of the key that owns this mapping; missing keys are reported there.
    let owner: SourceRange
    private let values: [String: YAMLMappingEntry]
    /// Keys that an unknown key was taken for a typo of: their absence is already explained.
    let suggestedKeys: Set<String>

    /// Returns nil (after reporting) when `node` is not a mapping.
    init?(_ node: YAMLNode, shape id: SpecShapeID, owner: SourceRange, context: DecodingContext) {
        let shape = SpecSchema.shape(id)
        guard let mapping = node.mapping else {
            context.wrongType(node, expected: "a mapping (\(shape.phrase))")
            return nil
        }
        self.shape = shape
        self.mapping = mapping
        self.owner = owner
        var values: [String: YAMLMappingEntry] = [:]
        var suggested: Set<String> = []
        // Replacing a typo by a key the mapping already has would make a duplicate: no fix-it then (a key that
        // came in through a merge key doesn't count: the typo may be an attempt to override it).
        let present = Set(mapping.entries.filter { !$0.isMerged }.compactMap { $0.key.scalar?.text })
        for entry in mapping.entries {
            guard let key = entry.key.scalar else {
                context.error(
                    .nonScalarKey, "keys must be plain names, found \(entry.key.kindDescription)", at: entry.key.range)
                continue
            }
            if key.text.hasPrefix("x-") { continue }
            guard shape.key(key.text) != nil else {
                let suggestion = Suggestions.closest(to: key.text, in: shape.keyNames)
                if let suggestion { suggested.insert(suggestion) }
                let hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
                context.error(
                    .unknownKey, "unknown key '\(MessageText.excerpt(key.text))' in \(shape.phrase)\(hint)",
                    at: key.range,
                    notes: [DiagnosticNote("valid keys are \(Suggestions.list(shape.keyNames))")],
                    fixIt: suggestion.flatMap { present.contains($0) ? nil : FixIt(replacing: key.range, with: $0) })
                continue
            }
            if values[key.text] == nil { values[key.text] = entry }
        }
        self.values = values
        self.suggestedKeys = suggested
        for key in shape.keys where key.isRequired && values[key.name] == nil && !suggested.contains(key.name) {
            context.error(.missingKey, "missing required key '\(key.name)' in \(shape.phrase)", at: owner)
        }
    }

    /// The value of `key`, if present. `key` must be in the shape's table: reading a key the table does not
    /// list is a programming error, which keeps the tables and the decoder in step.
    func value(_ key: String) -> YAMLNode? {
        precondition(shape.key(key) != nil, "key '\(key)' is missing from the \(shape.id) table")
        return values[key]?.value
    }

    /// The key node's range of `key`, if present.
    func keyRange(_ key: String) -> SourceRange? {
        precondition(shape.key(key) != nil, "key '\(key)' is missing from the \(shape.id) table")
        return values[key]?.key.range
    }

    func has(_ key: String) -> Bool { value(key) != nil }
}
