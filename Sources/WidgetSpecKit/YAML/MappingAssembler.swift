/// Turns a finished mapping's keys and values into a `YAMLMapping`: reports duplicate keys and, when asked,
/// resolves merge keys (`<<`).
enum MappingAssembler {
    static func assemble(
        keysAndValues: [YAMLNode], tag: String?, isFlow: Bool, range: SourceRange, resolvesMergeKeys: Bool,
        diagnostics: inout [Diagnostic]
    ) -> YAMLMapping {
        let pairCount = keysAndValues.count / 2
        reportDuplicateKeys(
            in: keysAndValues, pairCount: pairCount, mergeKeysResolved: resolvesMergeKeys, diagnostics: &diagnostics)

        var entries: [YAMLMappingEntry] = []
        entries.reserveCapacity(pairCount)
        var merges: [(key: YAMLNode, value: YAMLNode)] = []
        for pair in 0..<pairCount {
            let key = keysAndValues[2 * pair]
            let value = keysAndValues[2 * pair + 1]
            if resolvesMergeKeys, isMergeKey(key) {
                merges.append((key, value))
            } else {
                entries.append(YAMLMappingEntry(key: key, value: value))
            }
        }
        if !merges.isEmpty {
            merge(merges, into: &entries, diagnostics: &diagnostics)
        }
        return YAMLMapping(entries: entries, tag: tag, isFlow: isFlow, range: range)
    }

    /// `<<` written plain and untagged, or tagged `!!merge`.
    private static func isMergeKey(_ key: YAMLNode) -> Bool {
        guard case .scalar(let scalar) = key, scalar.text == "<<" else { return false }
        return scalar.tag == nil ? scalar.style == .plain : scalar.tag == "tag:yaml.org,2002:merge"
    }

    // MARK: - Merge keys

    /// Appends the entries of the merged mappings after the mapping's own ones. The mapping's own keys win;
    /// among the merged mappings the earlier one wins (the YAML merge-key rules).
    private static func merge(
        _ merges: [(key: YAMLNode, value: YAMLNode)], into entries: inout [YAMLMappingEntry],
        diagnostics: inout [Diagnostic]
    ) {
        var sources: [YAMLMapping] = []
        for (key, value) in merges {
            switch value {
            case .mapping(let mapping):
                sources.append(mapping)
            case .sequence(let sequence) where sequence.items.allSatisfy { $0.mapping != nil }:
                sources.append(contentsOf: sequence.items.compactMap(\.mapping))
            default:
                let what = value.sequence != nil ? "a list with an item that is not a mapping" : value.kindDescription
                diagnostics.append(
                    .error(
                        .invalidMerge,
                        "the value of the merge key '<<' must be a mapping or a list of mappings, not \(what)",
                        at: key.range, notes: [DiagnosticNote("the value is here", at: value.range)]))
            }
        }
        var taken = Set(entries.compactMap { $0.key.scalar?.text })
        for source in sources {
            for entry in source.entries {
                if let text = entry.key.scalar?.text {
                    guard taken.insert(text).inserted else { continue }
                }
                entries.append(YAMLMappingEntry(key: entry.key, value: entry.value, isMerged: true))
            }
        }
    }

    // MARK: - Duplicates

    /// WS0102 at every repeated scalar key, with a note at its first occurrence.
    private static func reportDuplicateKeys(
        in keysAndValues: [YAMLNode], pairCount: Int, mergeKeysResolved: Bool, diagnostics: inout [Diagnostic]
    ) {
        guard pairCount > 1 else { return }
        // Read each key's text once: pulling a scalar out of a node copies it.
        let keyTexts = (0..<pairCount).map { pair -> String? in
            if case .scalar(let scalar) = keysAndValues[2 * pair] { return scalar.text }
            return nil
        }
        // Small mappings (the common case) compare pairwise: cheaper than hashing every key.
        if pairCount <= 12 {
            for later in 1..<pairCount {
                guard let text = keyTexts[later] else { continue }
                for earlier in 0..<later where keyTexts[earlier] == text {
                    report(
                        keysAndValues[2 * later], firstAt: keysAndValues[2 * earlier],
                        isMerge: mergeKeysResolved && isMergeKey(keysAndValues[2 * later]), &diagnostics)
                    break
                }
            }
            return
        }
        var firstPairs: [String: Int] = [:]
        for pair in 0..<pairCount {
            guard let text = keyTexts[pair] else { continue }
            if let first = firstPairs[text] {
                report(
                    keysAndValues[2 * pair], firstAt: keysAndValues[2 * first],
                    isMerge: mergeKeysResolved && isMergeKey(keysAndValues[2 * pair]), &diagnostics)
            } else {
                firstPairs[text] = pair
            }
        }
    }

    private static func report(
        _ key: YAMLNode, firstAt first: YAMLNode, isMerge: Bool, _ diagnostics: inout [Diagnostic]
    ) {
        let text = key.scalar?.text ?? ""
        let message =
            isMerge
            ? "duplicate merge key '<<'; merge several mappings with one key: '<<: [*first, *second]'"
            : "duplicate key '\(text)' in this mapping"
        diagnostics.append(
            .error(
                .duplicateKey, message, at: key.range, notes: [DiagnosticNote("first defined here", at: first.range)]))
    }
}
