/// "Did you mean" for a name given on the command line (`report --widget`, `--event`, `--plan`, `--timezone`,
/// `payload --activity`): the one place the command line reaches the spec's suggestion engine, so the
/// messages suggest as the diagnostics do.
package enum NameSuggestion {
    /// The candidate close enough to `name` to be a likely typo of it, else nil. The candidates are sorted
    /// first: of equally close ones, the first in order wins on every machine.
    /// A candidate with no character in place of `name`'s (`A` for `C`) is no typo of it.
    package static func closest(to name: String, among candidates: some Sequence<String>) -> String? {
        guard let found = Suggestions.closest(to: name, in: Set(candidates).sorted()) else { return nil }
        let distance = Suggestions.editDistance(name.lowercased(), found.lowercased())
        return distance < max(name.unicodeScalars.count, found.unicodeScalars.count) ? found : nil
    }

    /// `; did you mean 'x'?` for a suggestion, else "".
    package static func hint(_ suggestion: String?) -> String {
        suggestion.map { "; did you mean '\($0)'?" } ?? ""
    }

    /// `hint(closest(to:among:))`.
    package static func hint(for name: String, among candidates: some Sequence<String>) -> String {
        hint(closest(to: name, among: candidates))
    }
}
