/// `INIntentParameterCombinations`: SiriKit's summaries, one per combination of parameters (keyed by the
/// parameters' names joined with commas). The primary combination's title (`Show ${sensors} on ${server}`) is
/// what Xcode's conversion makes the App Intent's `parameterSummary` of, so it becomes `summary:`, its
/// `${name}` placeholders written `{name}`.
enum DefinitionSummary {
    struct Problem: Error, CustomStringConvertible {
        var description: String
    }

    /// The summary text, nil without a primary combination with a title; a failure (with the reason) when the
    /// title names a parameter that was not imported or holds braces of its own.
    static func read(_ plist: [String: Any], parameters: [String]) -> Result<String?, Problem> {
        let combinations = plist["INIntentParameterCombinations"] as? [String: Any] ?? [:]
        let primary = combinations.keys.sorted().lazy.compactMap { key -> String? in
            guard let combination = combinations[key] as? [String: Any],
                combination["INIntentParameterCombinationIsPrimary"] as? Bool == true
            else { return nil }
            return combination["INIntentParameterCombinationTitle"] as? String
        }.first
        guard let title = primary else { return .success(nil) }
        var text = ""
        var literals: [Substring] = []
        var rest = Substring(title)
        while let start = rest.range(of: "${"), let end = rest[start.upperBound...].firstIndex(of: "}") {
            literals.append(rest[..<start.lowerBound])
            let name = String(rest[start.upperBound..<end])
            guard parameters.contains(name) else {
                return .failure(
                    Problem(
                        description: "the summary \(ImportedText.quoted(title)) names parameter "
                            + "\(ImportedText.quoted(name)), which was not imported: summary skipped, add it by hand"))
            }
            text += rest[..<start.lowerBound] + "{\(name)}"
            rest = rest[rest.index(after: end)...]
        }
        literals.append(rest)
        guard !literals.contains(where: { $0.contains("{") || $0.contains("}") }) else {
            return .failure(
                Problem(
                    description: "the summary \(ImportedText.quoted(title)) holds braces a summary would read as "
                        + "placeholders: summary skipped, add it by hand"))
        }
        return .success(text + rest)
    }
}
