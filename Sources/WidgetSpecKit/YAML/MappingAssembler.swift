/// Finishes a mapping whose end event has come: reports duplicate keys and resolves merge keys (`<<`).
enum MappingAssembler {
    /// `mapping` holds the entries as written. With `resolvingMerges`, its merge keys are replaced by the
    /// entries they bring in.
    static func finish(
        _ mapping: YAMLMapping, resolvingMerges: Bool, diagnostics: inout [Diagnostic]
    ) -> YAMLMapping {
        reportDuplicateKeys(in: mapping.entries, mergeKeysResolved: resolvingMerges, diagnostics: &diagnostics)
        guard resolvingMerges else { return mapping }
        var resolved = mapping
        resolved.entries.removeAll(keepingCapacity: true)
        var merges: [YAMLMappingEntry] = []
        for entry in mapping.entries {
            if isMergeKey(entry.key) {
                merges.append(entry)
            } else {
                resolved.entries.append(entry)
            }
        }
        merge(merges, into: &resolved.entries, diagnostics: &diagnostics)
        return resolved
    }

    /// `<<` written plain and untagged, or tagged `!!merge`.
    static func isMergeKey(_ key: YAMLNode) -> Bool {
        guard case .scalar(let scalar) = key, scalar.text == "<<" else { return false }
        return scalar.tag == nil ? scalar.style == .plain : scalar.tag == "tag:yaml.org,2002:merge"
    }

    // MARK: - Merge keys

    /// Appends the entries of the merged mappings after the mapping's own ones. The mapping's own keys win;
    /// among the merged mappings the earlier one wins (the YAML merge-key rules).
    private static func merge(
        _ merges: [YAMLMappingEntry], into entries: inout [YAMLMappingEntry],
        diagnostics: inout [Diagnostic]
    ) {
        var sources: [YAMLMapping] = []
        for merge in merges {
            let value = merge.value
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
                        at: merge.key.range, notes: [DiagnosticNote("the value is here", at: value.range)]))
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
        in entries: [YAMLMappingEntry], mergeKeysResolved: Bool, diagnostics: inout [Diagnostic]
    ) {
        guard entries.count > 1 else { return }
        // Read each key's text once: pulling a scalar out of a node copies it.
        let keyTexts = entries.map { entry -> String? in
            if case .scalar(let scalar) = entry.key { return scalar.text }
            return nil
        }
        func report(_ later: Int, firstAt earlier: Int) {
            let key = entries[later].key
            let isMerge = mergeKeysResolved && isMergeKey(key)
            let message =
                isMerge
                ? "duplicate merge key '<<'; merge several mappings with one key: '<<: [*first, *second]'"
                : "duplicate key '\(keyTexts[later] ?? "")' in this mapping"
            diagnostics.append(
                .error(
                    .duplicateKey, message, at: key.range,
                    notes: [DiagnosticNote("first defined here", at: entries[earlier].key.range)]))
        }
        // Small mappings (the common case) compare pairwise: cheaper than hashing every key.
        if entries.count <= 12 {
            for later in 1..<entries.count {
                guard let text = keyTexts[later] else { continue }
                if let earlier = keyTexts[0..<later].firstIndex(of: text) { report(later, firstAt: earlier) }
            }
            return
        }
        var firstIndices: [String: Int] = [:]
        for (index, text) in keyTexts.enumerated() {
            guard let text else { continue }
            if let first = firstIndices[text] {
                report(index, firstAt: first)
            } else {
                firstIndices[text] = index
            }
        }
    }
}
