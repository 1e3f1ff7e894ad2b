/// The regular expressions the JSON Schema uses for the spec's scalar notations. Each mirrors a parser of the
/// decoder (named in its comment); they are plain ECMA-262 without look-around, so every validator takes them.
/// Identifiers accept any character from U+00C0 on as a letter: looser than Swift for non-ASCII names, never
/// stricter, because the schema must not flag a spec the tool accepts.
enum SchemaPatterns {
    /// `ScheduleDuration(parsing:)`: `0`, or `d`, `h`, `m`, `s` groups in that order, each at most once, at
    /// least one, at most 9 digits each.
    static let duration: String = {
        let units = ["d", "h", "m", "s"]
        func group(_ unit: String) -> String { "[0-9]{1,9}\(unit)" }
        // One alternative per first unit, so that at least one group is present without a look-ahead.
        let alternatives = units.indices.map { first in
            group(units[first]) + units[(first + 1)...].map { "(\(group($0)))?" }.joined()
        }
        return "^(0|" + alternatives.joined(separator: "|") + ")$"
    }()

    /// `WallTime(parsing:)`: `H:MM`, `HH:MM` or `HH:MM:SS` on a 24-hour clock.
    static let wallTime = "^([01]?[0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9])?$"

    /// `OSVersion(parsing:)`: one to three dot-separated numbers of at most four digits.
    static let version = "^[0-9]{1,4}(\\.[0-9]{1,4}){0,2}$"

    /// `LocalDateTime(parsing:)`: `YYYY-MM-DD`, optionally `THH:MM[:SS]` and `Z` or `±HH:MM`.
    static let dateTime =
        "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])"
        + "([T ]([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9])?(Z|[+-]([01][0-9]|2[0-3]):[0-5][0-9])?)?$"

    /// The shape of an IANA identifier (`UTC`, `America/New_York`, `Etc/GMT+5`); the tool checks the name.
    static let timeZone = "^[A-Za-z][A-Za-z0-9_+-]*(/[A-Za-z0-9_+-]+)*$"

    /// `DecodingContext.diagnosticID`: `WS` and four digits.
    static let diagnosticID = "^WS[0-9]{4}$"

    private static let letter = "\\u00C0-\\uFFFF"

    /// `NameRules.typeName`: an identifier starting with an uppercase letter.
    static let typeName = "^[A-Z\(letter)][A-Za-z0-9_\(letter)]*$"

    /// `NameRules.memberName`: an identifier not starting with an uppercase letter.
    static let memberName = "^[a-z_\(letter)][A-Za-z0-9_\(letter)]*$"

    /// The characters of a type expression (`[Hero]`, `[String: Int]`, `Int?`, `ClosedRange<Date>`); the tool
    /// parses it.
    static let typeExpression = "^[\\[ ]*[A-Za-z_\(letter)][A-Za-z0-9_\(letter)\\[\\]<>?: ]*$"

    /// A language code: `en`, `de`, `pt-BR`, `zh-Hans`, `es-419`, in any casing (BCP 47 ignores case; the tool
    /// writes Xcode's, see `LanguageCode`).
    static let languageCode = "^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$"

    /// Extension keys, ignored by the tool.
    static let extensionKey = "^x-"

    /// The YAML merge key, resolved by the tool's loader; editors may still see it.
    static let mergeKey = "^<<$"
}
