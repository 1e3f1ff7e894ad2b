// Descriptions of the decoder's diagnostics (WS02xx).

extension DiagnosticCatalog {
    static let decodingDescriptions: [DiagnosticDescription] = [
        DiagnosticDescription(
            .unknownKey, name: "unknown-key", severity: .error,
            summary: "A key the spec language does not know.",
            rationale: """
                A misspelt key would otherwise be ignored silently and its setting lost. The message suggests the \
                closest valid key ("did you mean") and a note lists every key valid at that place. Keys starting \
                with `x-` are extension fields and always allowed.
                """,
            triggering: [
                """
                spec: 1
                bundel: GameWidgets
                """
            ],
            nonTriggering: [
                """
                spec: 1
                bundle: GameWidgets
                x-notes: anything goes under x- keys
                """
            ]),
        DiagnosticDescription(
            .wrongType, name: "wrong-type", severity: .error,
            summary: "A value of the wrong YAML shape: a list where a string is expected, a mapping for a number.",
            rationale: """
                Values are read by the type the schema expects at that place, never guessed. The message names the \
                expected type and shows the value that was found.
                """,
            triggering: [
                """
                spec: 1
                bundle: [GameWidgets]
                """
            ],
            nonTriggering: [
                """
                spec: 1
                bundle: GameWidgets
                """
            ]),
        DiagnosticDescription(
            .missingKey, name: "missing-key", severity: .error,
            summary: "A required key is missing.",
            rationale: """
                The error points at the key of the mapping that lacks it (for a widget, its name) and says which \
                key is required.
                """,
            triggering: [
                """
                spec: 1
                widgets: {}
                """
            ],
            nonTriggering: [
                """
                spec: 1
                bundle: GameWidgets
                widgets: {}
                """
            ]),
        DiagnosticDescription(
            .invalidValue, name: "invalid-value", severity: .error,
            summary: "A value outside the allowed set: a family, a policy, an access level.",
            rationale: """
                Words such as `atEnd`, `systemSmall` or `public` come from a fixed list (WidgetKit's own names). \
                The message suggests the closest valid value and lists the others.
                """,
            triggering: [
                """
                spec: 1
                bundle: GameWidgets
                access: open
                """
            ],
            nonTriggering: [
                """
                spec: 1
                bundle: GameWidgets
                access: public
                """
            ]),
        DiagnosticDescription(
            .invalidDuration, name: "invalid-duration", severity: .error,
            summary: "A malformed duration.",
            rationale: """
                Durations are written `30s`, `15m`, `2h`, `1d`, combinations in that order such as `1h30m`, or \
                `0`. Words (`15 minutes`) and bare numbers other than 0 are ambiguous and rejected.
                """,
            triggering: [
                """
                spec: 1
                bundle: GameWidgets
                report:
                  horizon: 24 hours
                """
            ],
            nonTriggering: [
                """
                spec: 1
                bundle: GameWidgets
                report:
                  horizon: 24h
                """
            ]),
        DiagnosticDescription(
            .invalidWallTime, name: "invalid-wall-time", severity: .error,
            summary: "A malformed wall-clock time.",
            rationale: """
                Wall-clock times are `HH:MM` or `HH:MM:SS` on a 24-hour clock, quoted so YAML keeps them as text \
                (`"09:30"`).
                """,
            triggering: [
                """
                spec: 1
                bundle: StockWidgets
                widgets:
                  Ticker:
                    kind: com.example.ticker
                    displayName: Ticker
                    families: [systemSmall]
                    timeline:
                      entries: now
                      policy: { after: { at: "9.30" } }
                """
            ],
            nonTriggering: [
                """
                spec: 1
                bundle: StockWidgets
                widgets:
                  Ticker:
                    kind: com.example.ticker
                    displayName: Ticker
                    families: [systemSmall]
                    entry:
                      price: { type: Double, placeholder: 100.5 }
                    timeline:
                      entries: now
                      policy: { after: { at: "09:30" } }
                """
            ]),
        DiagnosticDescription(
            .invalidWeekday, name: "invalid-weekday", severity: .error,
            summary: "An unknown weekday.",
            rationale: "Weekdays are written `mon`, `tue`, `wed`, `thu`, `fri`, `sat`, `sun`.",
            triggering: [
                """
                spec: 1
                bundle: StockWidgets
                widgets:
                  Ticker:
                    kind: com.example.ticker
                    displayName: Ticker
                    families: [systemSmall]
                    timeline:
                      entries: now
                      policy: { after: { at: "09:30", on: [monday] } }
                """
            ],
            nonTriggering: [
                """
                spec: 1
                bundle: StockWidgets
                widgets:
                  Ticker:
                    kind: com.example.ticker
                    displayName: Ticker
                    families: [systemSmall]
                    entry:
                      price: { type: Double, placeholder: 100.5 }
                    timeline:
                      entries: now
                      policy: { after: { at: "09:30", on: [mon] } }
                """
            ]),
        DiagnosticDescription(
            .unknownTimeZone, name: "unknown-time-zone", severity: .error,
            summary: "A time zone that is not an IANA identifier.",
            rationale: """
                Wall-clock schedules follow a named time zone's calendar, daylight-saving changes included, so the \
                name must be an IANA identifier such as `America/New_York`; abbreviations like `EST` are ambiguous.
                """,
            triggering: [
                """
                spec: 1
                bundle: GameWidgets
                report:
                  timezone: Mars/Olympus_Mons
                """
            ],
            nonTriggering: [
                """
                spec: 1
                bundle: GameWidgets
                report:
                  timezone: America/New_York
                """
            ]),
        DiagnosticDescription(
            .invalidVersion, name: "invalid-version", severity: .error,
            summary: "A malformed OS version.",
            rationale: """
                Versions are written as numbers separated by dots (`17`, `17.0`, `16.1`), quoted so YAML keeps \
                them as text.
                """,
            triggering: [
                """
                spec: 1
                bundle: GameWidgets
                platforms:
                  iOS: seventeen
                """
            ],
            nonTriggering: [
                """
                spec: 1
                bundle: GameWidgets
                platforms:
                  iOS: "17.0"
                """
            ]),
        DiagnosticDescription(
            .invalidTypeExpression, name: "invalid-type-expression", severity: .error,
            summary: "A malformed Swift type expression.",
            rationale: """
                Field types are written as Swift spells them: `String`, `[T]`, `T?`, `ClosedRange<Date>` or a \
                declared name.
                """,
            triggering: [
                """
                spec: 1
                bundle: GameWidgets
                models:
                  Score:
                    points: "[Int"
                """
            ],
            nonTriggering: [
                """
                spec: 1
                bundle: GameWidgets
                models:
                  Score:
                    points: "[Int]"
                """
            ]),
        DiagnosticDescription(
            .invalidIdentifier, name: "invalid-identifier", severity: .error,
            summary: "A name that is not a valid Swift identifier.",
            rationale: """
                Map keys under `widgets`, `models`, `enums`, `activities` and `events`, and field names, become \
                Swift declarations, so they must be valid identifiers.
                """,
            triggering: [
                """
                spec: 1
                bundle: GameWidgets
                models:
                  Score:
                    total points: Int
                """
            ],
            nonTriggering: [
                """
                spec: 1
                bundle: GameWidgets
                models:
                  Score:
                    totalPoints: Int
                """
            ]),
        DiagnosticDescription(
            .unsupportedSpecVersion, name: "unsupported-spec-version", severity: .error,
            summary: "`spec:` names a format version this tool does not read.",
            rationale: """
                The format version lets future versions of the language change meaning safely. This tool reads \
                version 1.
                """,
            triggering: [
                """
                spec: 2
                bundle: GameWidgets
                """
            ],
            nonTriggering: [
                """
                spec: 1
                bundle: GameWidgets
                """
            ]),
        DiagnosticDescription(
            .nonScalarKey, name: "non-scalar-key", severity: .error,
            summary: "A mapping key that is a list or a mapping.",
            rationale: "Keys of a spec are names; YAML's complex keys (`? [a, b]`) have no meaning here.",
            triggering: [
                """
                spec: 1
                bundle: GameWidgets
                ? [a, b]
                : value
                """
            ],
            nonTriggering: [
                """
                spec: 1
                bundle: GameWidgets
                """
            ]),
        DiagnosticDescription(
            .valueTypeMismatch, name: "value-type-mismatch", severity: .error,
            summary: "A placeholder or default value that does not fit its declared type.",
            rationale: """
                Placeholders become Swift literals in the generated `placeholder(in:)` and defaults become \
                `@Parameter(default:)`, so they must fit the declared type: a `URL` needs a scheme, a date is \
                written relative to the entry's date (`now`, `+1h`), a `ClosedRange` is `[lower, upper]` with \
                lower <= upper. (A scalar of the wrong kind, such as text for a `Double`, is WS0202.)
                """,
            triggering: [
                """
                spec: 1
                bundle: GameWidgets
                widgets:
                  Health:
                    kind: com.example.health
                    displayName: Health
                    families: [systemSmall]
                    entry:
                      link: { type: URL, placeholder: "not a link" }
                    timeline:
                      entries: { every: 1h, count: 4 }
                      policy: atEnd
                """
            ],
            nonTriggering: [
                """
                spec: 1
                bundle: GameWidgets
                widgets:
                  Health:
                    kind: com.example.health
                    displayName: Health
                    families: [systemSmall]
                    entry:
                      link: { type: URL, placeholder: "https://example.com" }
                    timeline:
                      entries: { every: 1h, count: 4 }
                      policy: atEnd
                """
            ]),
        DiagnosticDescription(
            .reservedName, name: "reserved-name", severity: .error,
            summary: "A Swift type name that is reserved or would shadow a standard type.",
            rationale: """
                Names such as `Self`, `Any`, `Type`, `String` or `Date` would make the generated code refer to the \
                wrong type or not compile.
                """,
            triggering: [
                """
                spec: 1
                bundle: GameWidgets
                models:
                  String:
                    value: Int
                """
            ],
            nonTriggering: [
                """
                spec: 1
                bundle: GameWidgets
                models:
                  Label:
                    value: Int
                """
            ]),
        DiagnosticDescription(
            .limitExceeded, name: "limit-exceeded", severity: .error,
            summary: "A value beyond a documented limit: too many entries, too long a duration or time zone name.",
            rationale: """
                A timeline has at most 1440 entries (a day of one-minute entries; counts, `for:` spans, offset \
                lists, `at:` times and unions all count), a duration is at most 3660d (about 10 years), a report \
                horizon at most 1096d (3 years), a time zone name at most 64 characters, and a report starts in \
                the years 1970 to 9999. Every limit lies far beyond what a widget can use; each keeps checking, \
                generating and reporting fast on any input, and the schedule library never computes more than \
                1440 entry dates. docs/yaml.md lists the limits and their reasons.
                """,
            triggering: [
                """
                spec: 1
                bundle: ClockWidgets
                widgets:
                  Seconds:
                    kind: com.example.seconds
                    displayName: Seconds
                    families: [systemSmall]
                    timeline:
                      entries: { every: 1s, for: 365d }
                      policy: atEnd
                """,
                """
                spec: 1
                bundle: GameWidgets
                report:
                  horizon: 365000d
                """,
            ],
            nonTriggering: [
                """
                spec: 1
                bundle: ClockWidgets
                widgets:
                  Minutes:
                    kind: com.example.minutes
                    displayName: Minutes
                    families: [systemSmall]
                    timeline:
                      entries: { every: 1m, for: 1h }
                      policy: atEnd
                """
            ]),
        DiagnosticDescription(
            .unsupportedTag, name: "unsupported-yaml-tag", severity: .error,
            summary: "A YAML tag outside the core schema (`!!binary`, `!!python/name:`, a local `!tag`).",
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
                """
                spec: 1
                bundle: !!python/name:os.system GameWidgets
                """,
                """
                spec: 1
                bundle: !custom GameWidgets
                """,
            ],
            nonTriggering: [
                """
                spec: !!int 1
                bundle: !!str GameWidgets
                """
            ]),
    ]
}
