// WS02xx: decoding the YAML tree into the IR (`Spec/`): keys, value types, words.
// Each diagnostic is declared here once: a case whose raw value is its ID, the `DiagnosticID` its call sites
// report, and its catalog entry (`widgetspec explain`, docs/diagnostics.md, SARIF) with examples.

extension DiagnosticID {
    /// A key the spec language does not know.
    package static let unknownKey = DecodingDiagnostic.unknownKey.id
    /// A value of the wrong YAML type (a list where a string is expected, ...).
    package static let wrongType = DecodingDiagnostic.wrongType.id
    /// A required key is missing.
    package static let missingKey = DecodingDiagnostic.missingKey.id
    /// A value outside the allowed set (a policy, family, access level, ...).
    package static let invalidValue = DecodingDiagnostic.invalidValue.id
    /// A malformed duration such as `15 minutes`.
    package static let invalidDuration = DecodingDiagnostic.invalidDuration.id
    /// A malformed wall-clock time such as `9.30`.
    package static let invalidWallTime = DecodingDiagnostic.invalidWallTime.id
    /// An unknown weekday.
    package static let invalidWeekday = DecodingDiagnostic.invalidWeekday.id
    /// A time zone that is not an IANA identifier.
    package static let unknownTimeZone = DecodingDiagnostic.unknownTimeZone.id
    /// A malformed OS version.
    package static let invalidVersion = DecodingDiagnostic.invalidVersion.id
    /// A malformed Swift type expression.
    package static let invalidTypeExpression = DecodingDiagnostic.invalidTypeExpression.id
    /// A name that is not a valid Swift identifier.
    package static let invalidIdentifier = DecodingDiagnostic.invalidIdentifier.id
    /// `spec:` names a format version this tool does not read.
    package static let unsupportedSpecVersion = DecodingDiagnostic.unsupportedSpecVersion.id
    /// A key that is not a plain scalar (a list or mapping used as a key).
    package static let nonScalarKey = DecodingDiagnostic.nonScalarKey.id
    /// A placeholder or default value that does not fit its declared type.
    package static let valueTypeMismatch = DecodingDiagnostic.valueTypeMismatch.id
    /// A Swift type name that is reserved (`Self`, `Any`, `Type`, ...).
    package static let reservedName = DecodingDiagnostic.reservedName.id
    /// A value beyond a documented limit of the spec language (`SpecLimits`).
    package static let limitExceeded = DecodingDiagnostic.limitExceeded.id
    /// A YAML tag other than the core schema's (`!!python/name:`, `!!binary`, `!custom`).
    package static let unsupportedTag = DecodingDiagnostic.unsupportedTag.id
    /// A key that still works but has a replacement.
    package static let deprecatedKey = DecodingDiagnostic.deprecatedKey.id
    /// A line the build plugins take for the `localization` key that is not the key (inside a multi-line string).
    package static let localizationLineNotTheKey = DecodingDiagnostic.localizationLineNotTheKey.id
}

enum DecodingDiagnostic: String, FrontEndDiagnosticGroup {
    case unknownKey = "WS0201"
    case wrongType = "WS0202"
    case missingKey = "WS0203"
    case invalidValue = "WS0204"
    case invalidDuration = "WS0205"
    case invalidWallTime = "WS0206"
    case invalidWeekday = "WS0207"
    case unknownTimeZone = "WS0208"
    case invalidVersion = "WS0209"
    case invalidTypeExpression = "WS0210"
    case invalidIdentifier = "WS0211"
    case unsupportedSpecVersion = "WS0212"
    case nonScalarKey = "WS0213"
    case valueTypeMismatch = "WS0214"
    case reservedName = "WS0215"
    case limitExceeded = "WS0216"
    case unsupportedTag = "WS0217"
    case deprecatedKey = "WS0218"
    case localizationLineNotTheKey = "WS0219"

    var entry: DiagnosticDescription {
        switch self {
        case .unknownKey:
            DiagnosticDescription(
                id, name: "unknown-key", severity: .error,
                summary: "A key the spec language does not know.",
                source: .specLanguage,
                rationale: """
                    A misspelt key would otherwise be ignored silently and its setting lost. The message suggests the \
                    closest valid key ("did you mean") and a note lists every key valid at that place. Keys starting \
                    with `x-` are extension fields and always allowed.
                    """,
                triggering: [
                    .file(
                        """
                        spec: 1
                        ↓bundel: GameWidgets
                        """)
                ],
                nonTriggering: [
                    .spec(
                        "x-notes: anything goes under x- keys")
                ])
        case .wrongType:
            DiagnosticDescription(
                id, name: "wrong-type", severity: .error,
                summary: "A value of the wrong YAML shape: a list where a string is expected, a mapping for a number.",
                source: .specLanguage,
                rationale: """
                    Values are read by the type the schema expects at that place, never guessed. The message names the \
                    expected type and shows the value that was found.
                    """,
                triggering: [
                    .spec(
                        "bundle: ↓[GameWidgets]")
                ],
                nonTriggering: [
                    .spec()
                ])
        case .missingKey:
            DiagnosticDescription(
                id, name: "missing-key", severity: .error,
                summary: "A required key is missing.",
                source: .specLanguage,
                rationale: """
                    The error points at the key of the mapping that lacks it (for a widget, its name) and says which \
                    key is required.
                    """,
                triggering: [
                    .file(
                        """
                        ↓spec: 1
                        widgets: {}
                        """)
                ],
                nonTriggering: [
                    .spec(
                        "widgets: {}")
                ])
        case .invalidValue:
            DiagnosticDescription(
                id, name: "invalid-value", severity: .error,
                summary: "A value outside the allowed set: a family, a policy, an access level.",
                source: .specLanguage,
                rationale: """
                    Words such as `atEnd`, `systemSmall` or `public` come from a fixed list (WidgetKit's own names). \
                    The message suggests the closest valid value and lists the others. A number beyond its type's \
                    range is invalid too: an `Int` from -9223372036854775808 to 9223372036854775807, a `Double` \
                    within about ±1.8e308 (`1e999` would be infinity).
                    """,
                triggering: [
                    .spec(
                        "access: ↓open")
                ],
                nonTriggering: [
                    .spec(
                        "access: public")
                ])
        case .invalidDuration:
            DiagnosticDescription(
                id, name: "invalid-duration", severity: .error,
                summary: "A malformed duration.",
                source: .specLanguage,
                rationale: """
                    Durations are written `30s`, `15m`, `2h`, `1d`, combinations in that order such as `1h30m`, or \
                    `0`. Words (`15 minutes`) and bare numbers other than 0 are ambiguous and rejected.
                    """,
                triggering: [
                    .spec(
                        """
                        report:
                          horizon: ↓24 hours
                        """)
                ],
                nonTriggering: [
                    .spec(
                        """
                        report:
                          horizon: 24h
                        """)
                ])
        case .invalidWallTime:
            DiagnosticDescription(
                id, name: "invalid-wall-time", severity: .error,
                summary: "A malformed wall-clock time.",
                source: .specLanguage,
                rationale: """
                    Wall-clock times are `HH:MM` or `HH:MM:SS` on a 24-hour clock, quoted so YAML keeps them as text \
                    (`"09:30"`).
                    """,
                triggering: [
                    .widget(
                        """
                        timeline:
                          entries: now
                          policy: { after: { at: ↓"9.30" } }
                        """,
                        named: "Ticker")
                ],
                nonTriggering: [
                    .widget(
                        """
                        timeline:
                          entries: now
                          policy: { after: { at: "09:30" } }
                        """,
                        named: "Ticker")
                ])
        case .invalidWeekday:
            DiagnosticDescription(
                id, name: "invalid-weekday", severity: .error,
                summary: "An unknown weekday.",
                source: .specLanguage,
                rationale: "Weekdays are written `mon`, `tue`, `wed`, `thu`, `fri`, `sat`, `sun`.",
                triggering: [
                    .widget(
                        """
                        timeline:
                          entries: now
                          policy: { after: { at: "09:30", on: [↓monday] } }
                        """,
                        named: "Ticker")
                ],
                nonTriggering: [
                    .widget(
                        """
                        timeline:
                          entries: now
                          policy: { after: { at: "09:30", on: [mon] } }
                        """,
                        named: "Ticker")
                ])
        case .unknownTimeZone:
            DiagnosticDescription(
                id, name: "unknown-time-zone", severity: .error,
                summary: "A time zone that is not an IANA identifier.",
                source: .specLanguage,
                rationale: """
                    Wall-clock schedules follow a named time zone's calendar, daylight-saving changes included, so the \
                    name must be an IANA identifier such as `America/New_York`; abbreviations like `EST` are ambiguous.
                    """,
                triggering: [
                    .spec(
                        """
                        report:
                          timezone: ↓Mars/Olympus_Mons
                        """)
                ],
                nonTriggering: [
                    .spec(
                        """
                        report:
                          timezone: America/New_York
                        """)
                ])
        case .invalidVersion:
            DiagnosticDescription(
                id, name: "invalid-version", severity: .error,
                summary: "A malformed OS version.",
                source: .specLanguage,
                rationale: """
                    Versions are written as numbers separated by dots (`17`, `17.0`, `16.1`), quoted so YAML keeps \
                    them as text.
                    """,
                triggering: [
                    .spec(
                        "platforms: { iOS: ↓seventeen }")
                ],
                nonTriggering: [
                    .spec(
                        #"platforms: { iOS: "17.0" }"#)
                ])
        case .invalidTypeExpression:
            DiagnosticDescription(
                id, name: "invalid-type-expression", severity: .error,
                summary: "A malformed Swift type expression.",
                source: .specLanguage,
                rationale: """
                    Field types are written as Swift spells them: `String`, `[T]`, `T?`, `ClosedRange<Date>` or a \
                    declared name.
                    """,
                triggering: [
                    .spec(
                        """
                        models:
                          Score:
                            points: "[In↓t"
                        """)
                ],
                nonTriggering: [
                    .spec(
                        """
                        models:
                          Score:
                            points: "[Int]"
                        """)
                ])
        case .invalidIdentifier:
            DiagnosticDescription(
                id, name: "invalid-identifier", severity: .error,
                summary: "A name that is not a valid Swift identifier.",
                source: .specLanguage,
                rationale: """
                    Map keys under `widgets`, `models`, `enums`, `activities` and `events`, and field names, become \
                    Swift declarations, so they must be valid identifiers.
                    """,
                triggering: [
                    .spec(
                        """
                        models:
                          Score:
                            ↓total points: Int
                        """)
                ],
                nonTriggering: [
                    .spec(
                        """
                        models:
                          Score:
                            totalPoints: Int
                        """)
                ])
        case .unsupportedSpecVersion:
            DiagnosticDescription(
                id, name: "unsupported-spec-version", severity: .error,
                summary: "`spec:` names a format version this tool does not read.",
                source: .specLanguage,
                rationale: """
                    The format version lets future versions of the language change meaning safely. This tool reads \
                    version 1.
                    """,
                triggering: [
                    .spec(
                        "spec: ↓2")
                ],
                nonTriggering: [
                    .spec()
                ])
        case .nonScalarKey:
            DiagnosticDescription(
                id, name: "non-scalar-key", severity: .error,
                summary: "A mapping key that is a list or a mapping.",
                source: .specLanguage,
                rationale: "Keys of a spec are names; YAML's complex keys (`? [a, b]`) have no meaning here.",
                triggering: [
                    .spec(
                        """
                        ? ↓[a, b]
                        : value
                        """)
                ],
                nonTriggering: [
                    .spec()
                ])
        case .valueTypeMismatch:
            DiagnosticDescription(
                id, name: "value-type-mismatch", severity: .error,
                summary: "A placeholder or default value that does not fit its declared type.",
                source: .specLanguage,
                rationale: """
                    Placeholders become Swift literals in the generated `placeholder(in:)` and defaults become \
                    `@Parameter(default:)`, so they must fit the declared type: a `URL` needs a scheme, a date is \
                    written relative to the entry's date (`now`, `+1h`), a `ClosedRange` is `[lower, upper]` with \
                    lower <= upper. (A scalar of the wrong kind, such as text for a `Double`, is WS0202.)
                    """,
                triggering: [
                    .widget(
                        """
                        entry:
                          link: { type: URL, placeholder: ↓"not a link" }
                        timeline:
                          entries: { every: 1h, count: 4 }
                          policy: atEnd
                        """,
                        named: "Health")
                ],
                nonTriggering: [
                    .widget(
                        """
                        entry:
                          link: { type: URL, placeholder: "https://example.com" }
                        timeline:
                          entries: { every: 1h, count: 4 }
                          policy: atEnd
                        """,
                        named: "Health")
                ])
        case .reservedName:
            DiagnosticDescription(
                id, name: "reserved-name", severity: .error,
                summary: "A Swift type name that is reserved or would shadow a standard type.",
                source: .specLanguage,
                rationale: """
                    Names such as `Self`, `Any`, `Type`, `String` or `Date` would make the generated code refer to the \
                    wrong type or not compile.
                    """,
                triggering: [
                    .spec(
                        """
                        models:
                          ↓String:
                            value: Int
                        """)
                ],
                nonTriggering: [
                    .spec(
                        """
                        models:
                          Label:
                            value: Int
                        """)
                ])
        case .limitExceeded:
            DiagnosticDescription(
                id, name: "limit-exceeded", severity: .error,
                summary:
                    "A value beyond a documented limit: too many entries or languages, too long a duration or time zone name.",
                source: .specLanguage,
                rationale: """
                    A timeline has at most 1440 entries (a day of one-minute entries; counts, `for:` spans, offset \
                    lists, `at:` times and unions all count), a duration is at most 3660d (about 10 years), a report \
                    horizon at most 1096d (3 years), a time zone name at most 64 characters, a spec declares at most \
                    1000 languages, the widgets sharing intents take at most 10,000 parameters from them together, \
                    and a report starts in the years 1970 to 9999. Every limit lies far beyond what a widget can use; each keeps checking, \
                    generating and reporting fast on any input, and the schedule library never computes more than \
                    1440 entry dates. docs/yaml.md lists the limits and their reasons.
                    """,
                triggering: [
                    .widget(
                        """
                        timeline:
                          entries: { every: 1s, for: ↓365d }
                          policy: atEnd
                        """,
                        named: "Seconds"),
                    .spec(
                        """
                        report:
                          horizon: ↓365000d
                        """),
                ],
                nonTriggering: [
                    .widget(
                        """
                        timeline:
                          entries: { every: 1m, for: 1h }
                          policy: atEnd
                        """,
                        named: "Minutes")
                ])
        case .unsupportedTag:
            DiagnosticDescription(
                id, name: "unsupported-yaml-tag", severity: .error,
                summary: "A YAML tag outside the core schema (`!!binary`, `!!python/name:`, a local `!tag`).",
                source: .specLanguage,
                rationale: """
                    Specs are plain YAML read by the type the spec expects at each place, so tags are not needed. \
                    Other tools honour tags in dangerous ways (`!!python/name:` runs code in PyYAML) or in ways \
                    widgetspec does not (`!!binary`, `!!timestamp`, `!!set`, local `!tags`); silently ignoring them \
                    would read a file differently from what its author meant. The core schema's tags are accepted \
                    where they agree with the expected type: `!!str`, `!!int`, `!!float`, `!!bool`, `!!null`, \
                    `!!seq`, `!!map` (and `!!merge` on `<<`). `!!str` makes a value a string, so `spec: !!str 1` is \
                    a string where an integer is expected (`WS0202`).
                    """,
                triggering: [
                    .spec(
                        "bundle: ↓!!python/name:os.system GameWidgets"),
                    .spec(
                        "bundle: ↓!custom GameWidgets"),
                ],
                nonTriggering: [
                    .spec(
                        """
                        spec: !!int 1
                        bundle: !!str GameWidgets
                        """)
                ])
        case .deprecatedKey:
            DiagnosticDescription(
                id, name: "deprecated-key", severity: .warning,
                summary: "A key that still works but has a replacement; the fix-it writes it.",
                source: .specLanguage,
                rationale: """
                    `backgroundRemovable: false` is now `background: { removable: false }`, beside the container \
                    background it concerns. The old key keeps working, with this warning, until specs are updated; \
                    giving both is an error.
                    """,
                triggering: [
                    .widget(
                        "↓backgroundRemovable: false")
                ],
                nonTriggering: [
                    .widget(
                        "background: { removable: false }")
                ])
        case .localizationLineNotTheKey:
            DiagnosticDescription(
                id, name: "localization-line-not-the-key", severity: .error,
                summary: "A line starting with `localization:` that is not the spec's `localization` key.",
                source: .specLanguage,
                rationale: """
                    SwiftPM and Xcode ask a build plugin for its commands' outputs before the commands run, so the \
                    plugins look for a line that starts with `localization:` instead of parsing the spec (WS1104 is \
                    the other side: a key they do not see). YAML lets a multi-line quoted string continue at the \
                    start of a line; when such a line starts with `localization:`, the plugins declare a String \
                    Catalog that `generate` never writes, since the spec does not localize, and the build fails on the \
                    missing file. Indent the line or reword it. (The plugins' test is the tool's design: a build \
                    plugin declares its outputs before any spec is read.)
                    """,
                triggering: [
                    .file(
                        """
                        spec: 1
                        bundle: GameWidgets
                        x-notes: "Translations come later;
                        ↓localization: to follow"
                        """)
                ],
                nonTriggering: [
                    .file(
                        """
                        spec: 1
                        bundle: GameWidgets
                        x-notes: "Translations come later;
                          localization: to follow"
                        """)
                ])
        }
    }
}
