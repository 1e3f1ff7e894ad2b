// Descriptions of the entries, timeline and reload policy rules (WS07xx).

extension DiagnosticCatalog {
    static let timelineRuleDescriptions: [DiagnosticDescription] = [
        DiagnosticDescription(
            .missingPlaceholder, name: "missing-placeholder", severity: .error,
            summary: "A non-optional entry field without a `placeholder`.",
            rationale: """
                `placeholder(in:)` is synchronous and must return an entry at once [S1][S6]; WidgetKit also shows \
                it when sensitive content is hidden. The generated placeholder needs a value for every field. \
                Optionals (`nil`), arrays (`[]`), `Bool` (`false`), `Date` (the entry's date) and models whose \
                fields all have one get a placeholder automatically.
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
                      level: Double
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
                      level: { type: Double, placeholder: 0.25 }
                      note: String?
                      history: "[Double]"
                    timeline:
                      entries: { every: 1h, count: 4 }
                      policy: atEnd
                """
            ]),
        DiagnosticDescription(
            .entriesTooClose, name: "entries-too-close", severity: .note,
            summary: "Timeline entries less than 5 minutes apart.",
            rationale: """
                Apple asks for entries at least about 5 minutes apart and says WidgetKit may coalesce updates \
                [S3][S4]; the view is never guaranteed to change at an entry's exact date. Closer entries may be \
                skipped. A note, because second-level countdowns are better drawn with `Text(date, style: .timer)`.
                """,
            triggering: [
                """
                spec: 1
                bundle: GameWidgets
                widgets:
                  Clock:
                    kind: com.example.clock
                    displayName: Clock
                    families: [systemSmall]
                    timeline:
                      entries: { every: 1m, count: 60 }
                      policy: atEnd
                """
            ],
            nonTriggering: [
                """
                spec: 1
                bundle: GameWidgets
                widgets:
                  Clock:
                    kind: com.example.clock
                    displayName: Clock
                    families: [systemSmall]
                    timeline:
                      entries: { every: 15m, count: 8 }
                      policy: atEnd
                """
            ]),
        DiagnosticDescription(
            .tooManyEntries, name: "too-many-entries", severity: .warning,
            summary: "More than 400 entries in one timeline.",
            rationale: """
                A forum report (not Apple documentation, unverified) saw a widget stop updating beyond about 400 \
                entries [S33b]. Return fewer entries and ask for a new timeline sooner.
                """,
            triggering: [
                """
                spec: 1
                bundle: GameWidgets
                widgets:
                  Clock:
                    kind: com.example.clock
                    displayName: Clock
                    families: [systemSmall]
                    timeline:
                      entries: { every: 5m, for: 2d }
                      policy: atEnd
                """
            ],
            nonTriggering: [
                """
                spec: 1
                bundle: GameWidgets
                widgets:
                  Clock:
                    kind: com.example.clock
                    displayName: Clock
                    families: [systemSmall]
                    timeline:
                      entries: { every: 5m, for: 1d }
                      policy: atEnd
                """
            ]),
        DiagnosticDescription(
            .deadEntries, name: "dead-entries", severity: .warning,
            summary: "Entries dated after the next request: WidgetKit never shows them.",
            rationale: """
                An `after` date before the last entry is legal [S7], but the provider is asked for a new \
                timeline at that date and the entries after it are replaced before they are shown (the timeline \
                model of the spec language). The message names the entries; shorten the entries or move the \
                policy date.
                """,
            triggering: [
                """
                spec: 1
                bundle: GameWidgets
                widgets:
                  Status:
                    kind: com.example.status
                    displayName: Status
                    families: [systemSmall]
                    timeline:
                      entries: [0, 1h, 2h, 3h]
                      policy: { after: 2h }
                """
            ],
            nonTriggering: [
                """
                spec: 1
                bundle: GameWidgets
                widgets:
                  Status:
                    kind: com.example.status
                    displayName: Status
                    families: [systemSmall]
                    timeline:
                      entries: [0, 1h, 2h]
                      policy: { after: 2h }
                """
            ]),
        DiagnosticDescription(
            .reloadLoop, name: "reload-loop", severity: .warning,
            summary: "A policy that asks for the next timeline less than 5 minutes after the request.",
            rationale: """
                A single entry at the request time with `atEnd`, or `after: 0`, asks WidgetKit for a new timeline \
                at once, over and over. WidgetKit spaces requests at least 5 minutes apart and then throttles \
                them to the daily budget of roughly 40 to 70 reloads [S3], so the widget refreshes at \
                unpredictable times and wastes the budget. The message says how many requests a day it asks for.
                """,
            triggering: [
                """
                spec: 1
                bundle: GameWidgets
                widgets:
                  Status:
                    kind: com.example.status
                    displayName: Status
                    families: [systemSmall]
                    timeline:
                      entries: now
                      policy: atEnd
                """
            ],
            nonTriggering: [
                """
                spec: 1
                bundle: GameWidgets
                widgets:
                  Status:
                    kind: com.example.status
                    displayName: Status
                    families: [systemSmall]
                    timeline:
                      entries: now
                      policy: { after: 1h }
                """
            ]),
        DiagnosticDescription(
            .frequentReloads, name: "frequent-reloads", severity: .warning,
            summary: "A schedule that asks for more than 40 reloads a day.",
            rationale: """
                A frequently viewed widget typically gets 40 to 70 refreshes a day, and rarely viewed ones fewer \
                [S3]; more than 40 requests a day may not be honoured on every device. The message gives the \
                number of requests in the first 24 hours from the report's start.
                """,
            triggering: [
                """
                spec: 1
                bundle: GameWidgets
                widgets:
                  Status:
                    kind: com.example.status
                    displayName: Status
                    families: [systemSmall]
                    timeline:
                      entries: now
                      policy: { after: 30m }
                """
            ],
            nonTriggering: [
                """
                spec: 1
                bundle: GameWidgets
                widgets:
                  Status:
                    kind: com.example.status
                    displayName: Status
                    families: [systemSmall]
                    timeline:
                      entries: now
                      policy: { after: 1h }
                """
            ]),
        DiagnosticDescription(
            .reloadsOverBudget, name: "reloads-over-budget", severity: .warning,
            summary: "A schedule that asks for more reloads a day than the budget.",
            rationale: """
                WidgetKit gives each widget instance a budget over a 24-hour window (typically 40 to 70 [S3]; the \
                report's `budget`, default 70). Requests beyond it are deferred, so the widget shows stale \
                content at unpredictable times. The message gives the number of requests and the budget.
                """,
            triggering: [
                """
                spec: 1
                bundle: GameWidgets
                widgets:
                  Status:
                    kind: com.example.status
                    displayName: Status
                    families: [systemSmall]
                    timeline:
                      entries: now
                      policy: { after: 15m }
                """
            ],
            nonTriggering: [
                """
                spec: 1
                bundle: GameWidgets
                report:
                  budget: 100
                widgets:
                  Status:
                    kind: com.example.status
                    displayName: Status
                    families: [systemSmall]
                    timeline:
                      entries: now
                      policy: { after: 15m }
                """
            ]),
        DiagnosticDescription(
            .neverReloaded, name: "never-reloaded", severity: .warning,
            summary: "`policy: never` on a widget with data that no event reloads.",
            rationale: """
                With `.never` WidgetKit does not ask on its own; only the app's `WidgetCenter` calls reload the \
                widget [S7] (reference rule 6). A widget whose entry carries data and that no event reloads would \
                never change. A launcher whose entry has no fields is fine.
                """,
            triggering: [
                """
                spec: 1
                bundle: CardWidgets
                widgets:
                  BusinessCard:
                    kind: com.example.card
                    displayName: Business Card
                    families: [systemSmall]
                    entry:
                      name: { type: String, placeholder: Jane Appleseed }
                    timeline:
                      entries: now
                      policy: never
                """
            ],
            nonTriggering: [
                """
                spec: 1
                bundle: CardWidgets
                widgets:
                  BusinessCard:
                    kind: com.example.card
                    displayName: Business Card
                    families: [systemSmall]
                    entry:
                      name: { type: String, placeholder: Jane Appleseed }
                    timeline:
                      entries: now
                      policy: never
                  Search:
                    kind: com.example.search
                    displayName: Search
                    families: [systemSmall]
                    timeline:
                      entries: now
                      policy: never
                events:
                  cardDeleted:
                    reloads: [BusinessCard]
                """
            ]),
        DiagnosticDescription(
            .jitterExceedsInterval, name: "jitter-exceeds-interval", severity: .warning,
            summary: "A `jitter` window longer than the interval between requests it spreads.",
            rationale: """
                Jitter spreads each installation's next request over a window after the policy's date, so that \
                many devices do not hit the server at the same second [S3][S7]. A window longer than the interval \
                itself makes requests overtake the schedule: reloads come later than the policy says by more than \
                one whole interval.
                """,
            triggering: [
                """
                spec: 1
                bundle: GameWidgets
                widgets:
                  Status:
                    kind: com.example.status
                    displayName: Status
                    families: [systemSmall]
                    timeline:
                      entries: now
                      policy: { after: 1h }
                      jitter: 2h
                """
            ],
            nonTriggering: [
                """
                spec: 1
                bundle: GameWidgets
                widgets:
                  Status:
                    kind: com.example.status
                    displayName: Status
                    families: [systemSmall]
                    timeline:
                      entries: now
                      policy: { after: 1h }
                      jitter: 10m
                """
            ]),
        DiagnosticDescription(
            .afterWithoutJitter, name: "after-without-jitter", severity: .note,
            summary: "An `after` policy without `jitter` (opt-in).",
            rationale: """
                Apple warns that WidgetKit tries to honour the exact `after` date, so many devices may ask your \
                server at the same moment [S7]. A `jitter` window spreads the requests. Opt-in, because widgets \
                that do not fetch from a server don't need it.
                """,
            isOptIn: true,
            triggering: [
                """
                spec: 1
                bundle: StockWidgets
                checks:
                  enable: [WS0710]
                widgets:
                  Ticker:
                    kind: com.example.ticker
                    displayName: Ticker
                    families: [systemSmall]
                    timeline:
                      entries: now
                      policy: { after: { at: "09:30" } }
                """
            ],
            nonTriggering: [
                """
                spec: 1
                bundle: StockWidgets
                checks:
                  enable: [WS0710]
                widgets:
                  Ticker:
                    kind: com.example.ticker
                    displayName: Ticker
                    families: [systemSmall]
                    timeline:
                      entries: now
                      policy: { after: { at: "09:30" } }
                      jitter: 15m
                """
            ]),
    ]
}
