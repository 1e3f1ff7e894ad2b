/// Reads a mapping that has the fixed keys of a shape: reports unknown keys (with "did you mean" and the valid
/// keys), non-scalar keys and missing required keys once, then hands out values by key. Keys are cases of the
/// shape's key enum, so only keys of its table can be read.
struct MappingReader<Key: SpecShapeKeys> {
    let mapping: YAMLMapping
    /// The range of the key that owns this mapping; missing keys are reported there.
    let owner: SourceRange
    private let entries: [Key: YAMLMappingEntry]
    /// Keys that an unknown key was taken for a typo of: their absence is already explained.
    let suggestedKeys: Set<Key>
    /// The entries whose keys are the shape's free keys (`Key.freeKeys`), in the order written.
    let freeEntries: [(key: YAMLScalar, value: YAMLNode)]

    /// Returns nil (after reporting) when `node` is not a mapping.
    init?(_ node: YAMLNode, owner: SourceRange, context: DecodingContext) {
        guard let mapping = node.mapping else {
            context.wrongType(node, expected: "a mapping (\(Key.phrase))")
            return nil
        }
        self.mapping = mapping
        self.owner = owner
        var entries: [Key: YAMLMappingEntry] = [:]
        var free: [(key: YAMLScalar, value: YAMLNode)] = []
        var suggested: Set<Key> = []
        // Replacing a typo by a key the mapping already has would make a duplicate: no fix-it then (a key that
        // came in through a merge key doesn't count: the typo may be an attempt to override it).
        let present = Set(mapping.entries.filter { !$0.isMerged }.compactMap { $0.key.scalar?.text })
        let isFreeKey = Key.freeKeys?.matcher() ?? { _ in false }
        for entry in mapping.entries {
            guard let name = entry.key.scalar else {
                context.error(
                    .nonScalarKey, "keys must be plain names, found \(entry.key.kindDescription)", at: entry.key.range)
                continue
            }
            if name.text.hasPrefix("x-") { continue }
            if Key(rawValue: name.text) == nil, isFreeKey(name.text) {
                free.append((name, entry.value))
                continue
            }
            guard let key = Key(rawValue: name.text) else {
                if let suggestion = Self.reportUnknown(name, present: present, context: context) {
                    suggested.insert(suggestion)
                }
                continue
            }
            if entries[key] == nil { entries[key] = entry }
        }
        self.entries = entries
        self.freeEntries = free
        self.suggestedKeys = suggested
        for key in Key.allCases where key.key.isRequired && entries[key] == nil && !suggested.contains(key) {
            context.error(.missingKey, "missing required key '\(key.rawValue)' in \(Key.phrase)", at: owner)
        }
    }

    /// Reports a key the table lacks; returns the key it is likely a typo of. `present` are the keys written in
    /// the mapping itself.
    private static func reportUnknown(_ name: YAMLScalar, present: Set<String>, context: DecodingContext) -> Key? {
        let names = Key.allCases.map(\.rawValue)
        let suggestion = Suggestions.closest(to: name.text, in: names)
        context.error(
            .unknownKey,
            "unknown key '\(MessageText.excerpt(name.text))' in \(Key.phrase)"
                + (suggestion.map { "; did you mean '\($0)'?" } ?? ""),
            at: name.range,
            notes: [DiagnosticNote("valid keys are \(Suggestions.list(names))")],
            fixIt: suggestion.flatMap { present.contains($0) ? nil : FixIt(replacing: name.range, with: $0) })
        return suggestion.flatMap(Key.init(rawValue:))
    }

    /// The value of `key`, if present.
    func value(_ key: Key) -> YAMLNode? { entries[key]?.value }

    /// The key node's range of `key`, if present.
    func keyRange(_ key: Key) -> SourceRange? { entries[key]?.key.range }

    func has(_ key: Key) -> Bool { entries[key] != nil }
}
