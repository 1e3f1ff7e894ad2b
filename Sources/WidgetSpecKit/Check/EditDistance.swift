/// "Did you mean" for the checker. (Namespaced so it cannot clash with the decoder's own helper.)
enum CheckSuggestions {
    /// The Levenshtein distance between two strings, counted in characters.
    static func editDistance(_ lhs: String, _ rhs: String) -> Int {
        let left = Array(lhs)
        let right = Array(rhs)
        guard !left.isEmpty else { return right.count }
        guard !right.isEmpty else { return left.count }
        var previous = Array(0...right.count)
        var current = [Int](repeating: 0, count: right.count + 1)
        for i in 1...left.count {
            current[0] = i
            for j in 1...right.count {
                let substitution = previous[j - 1] + (left[i - 1] == right[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[right.count]
    }

    /// The candidate closest to `text` (ties: the first in sorted order), if close enough to be a plausible typo.
    static func closest(to text: String, in candidates: [String]) -> String? {
        let limit = max(1, text.count / 3)
        let scored = candidates.sorted().map { (editDistance(text.lowercased(), $0.lowercased()), $0) }
        guard let best = scored.min(by: { $0.0 < $1.0 }), best.0 <= limit else { return nil }
        return best.1
    }
}
