/// "Did you mean" suggestions by edit distance: the one engine for spec keys, names, choices and diagnostic IDs.
enum Suggestions {
    /// The candidate closest to `word`, when it is close enough to be a likely typo.
    static func closest(to word: String, in candidates: [String]) -> String? {
        let lowered = word.lowercased()
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            // Case-only differences are the most likely typo of all; a singular for a plural or a
            // shortened word (`entry` for `entries`, `mon` for `monday`) count as one edit.
            let other = candidate.lowercased()
            let distance =
                other == lowered ? 0 : isVariant(lowered, of: other) ? 1 : editDistance(lowered, other)
            if best == nil || distance < best!.distance { best = (candidate, distance) }
        }
        guard let best else { return nil }
        let limit = max(1, min(3, (max(word.count, best.candidate.count) + 2) / 4))
        return best.distance <= limit ? best.candidate : nil
    }

    /// Whether one word is the other's plural (`entry`/`entries`, `family`/`families`, `day`/`days`) or a
    /// prefix of it of at least three letters, missing at most three (`mon`/`monday`, `hour`/`hours`).
    private static func isVariant(_ lhs: String, of rhs: String) -> Bool {
        let (short, long) = lhs.count <= rhs.count ? (lhs, rhs) : (rhs, lhs)
        if short.count >= 3, long.count - short.count <= 3, long.hasPrefix(short) { return true }
        return short.hasSuffix("y") && long == short.dropLast() + "ies"
    }

    /// The Damerau–Levenshtein (optimal string alignment) distance, counting a swap of neighbours as one edit.
    static func editDistance(_ lhs: String, _ rhs: String) -> Int {
        let a = Array(lhs.unicodeScalars)
        let b = Array(rhs.unicodeScalars)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previousPrevious[j - 2] + 1)
                }
            }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }

    /// " (did you mean 'x'?)" or "".
    static func didYouMean(_ word: String, in candidates: [String]) -> String {
        didYouMean(word, suggesting: closest(to: word, in: candidates))
    }

    /// " (did you mean 'x'?)" for a suggestion found before, or "".
    static func didYouMean(_ word: String, suggesting suggestion: String?) -> String {
        guard let suggestion, suggestion != word else { return "" }
        return "; did you mean '\(suggestion)'?"
    }

    /// "'a', 'b' and 'c'" for notes listing the valid choices.
    static func list(_ items: [String]) -> String {
        joined(items.map { "'\($0)'" })
    }

    /// Like `list(_:)` for at most `limit` items, then "and N more".
    static func list(_ items: [String], upTo limit: Int) -> String {
        guard items.count > limit else { return list(items) }
        return items.prefix(limit).map { "'\($0)'" }.joined(separator: ", ") + " and \(items.count - limit) more"
    }

    /// "a, b and c".
    static func joined(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + items.last!
    }
}
