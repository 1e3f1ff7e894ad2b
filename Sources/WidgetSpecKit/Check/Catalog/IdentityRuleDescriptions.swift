// Descriptions of the identity rules (WS06xx).

extension DiagnosticCatalog {
    static let identityRuleDescriptions: [DiagnosticDescription] = [
        DiagnosticDescription(
            .duplicateKind, name: "duplicate-kind", severity: .error,
            summary: "Two widgets of one bundle with the same `kind`.",
            rationale: """
                `kind` identifies a widget to WidgetKit: it must be unique among an extension's widgets [S1], and \
                `reloadTimelines(ofKind:)` reloads every widget of that kind [S9]. Two widgets sharing one would \
                replace each other in the gallery.
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
                      policy: never
                  Leaderboard:
                    kind: com.example.status
                    displayName: Leaderboard
                    families: [systemMedium]
                    timeline:
                      entries: now
                      policy: never
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
                      policy: never
                  Leaderboard:
                    kind: com.example.leaderboard
                    displayName: Leaderboard
                    families: [systemMedium]
                    timeline:
                      entries: now
                      policy: never
                """
            ]),
        DiagnosticDescription(
            .duplicateKindAcrossFiles, name: "duplicate-kind-across-files", severity: .error,
            summary: "The same `kind` in two spec files checked together.",
            rationale: """
                Files checked together usually belong to one app, and `reloadTimelines(ofKind:)` and \
                `reloadAllTimelines()` act on every kind of the containing app [S9], so a kind shared between \
                two extensions reloads both. Check unrelated apps in separate runs, or disable the rule.
                """,
            exampleNote: "Needs two files checked together; see the checker's tests."),
        DiagnosticDescription(
            .swiftNameCollision, name: "swift-name-collision", severity: .error,
            summary: "A generated or referenced Swift type whose name is already taken.",
            rationale: """
                The bundle, each widget, each intent (`<Widget>Intent` by default) and the user's view types \
                (`view`, `lockScreenView`, `dynamicIsland`) live in one module (`Widget`, `WidgetBundle` and \
                `WidgetConfigurationIntent` conformances [S1][S15]); two different declarations with one name do \
                not compile. Two widgets may share one view.
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
                    view: GameWidgets
                    timeline:
                      entries: now
                      policy: never
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
                    view: SharedView
                    timeline:
                      entries: now
                      policy: never
                  Other:
                    kind: com.example.other
                    displayName: Other
                    families: [systemSmall]
                    view: SharedView
                    timeline:
                      entries: now
                      policy: never
                """
            ]),
        DiagnosticDescription(
            .emptyKind, name: "empty-kind", severity: .error,
            summary: "A widget whose `kind` is empty.",
            rationale: """
                WidgetKit identifies widgets by `kind`; it must be non-empty [S1] (reference rule 1), and an empty \
                string cannot be reloaded meaningfully by `reloadTimelines(ofKind:)`.
                """,
            triggering: [
                """
                spec: 1
                bundle: GameWidgets
                widgets:
                  Status:
                    kind: ""
                    displayName: Status
                    families: [systemSmall]
                    timeline:
                      entries: now
                      policy: never
                """
            ],
            nonTriggering: [
                """
                spec: 1
                bundle: GameWidgets
                widgets:
                  Status:
                    kind: Status
                    displayName: Status
                    families: [systemSmall]
                    timeline:
                      entries: now
                      policy: never
                """
            ]),
        DiagnosticDescription(
            .kindWhitespace, name: "kind-whitespace", severity: .warning,
            summary: "A `kind` with whitespace or control characters.",
            rationale: """
                Any string works as a kind [S1] and real apps do use spaces, but leading or trailing spaces and \
                control characters are invisible in code review and easy to get wrong when the app calls \
                `reloadTimelines(ofKind:)`. Reverse-DNS (`com.example.app.status`) is the convention. Renaming the \
                kind of a shipped widget removes it from people's Home Screens, so prefer disabling the rule \
                for existing kinds.
                """,
            triggering: [
                """
                spec: 1
                bundle: GameWidgets
                widgets:
                  Status:
                    kind: Game Status
                    displayName: Status
                    families: [systemSmall]
                    timeline:
                      entries: now
                      policy: never
                """
            ],
            nonTriggering: [
                """
                spec: 1
                bundle: GameWidgets
                widgets:
                  Status:
                    kind: com.example.game-status
                    displayName: Status
                    families: [systemSmall]
                    timeline:
                      entries: now
                      policy: never
                """
            ]),
        DiagnosticDescription(
            .kindNotReverseDNS, name: "kind-not-reverse-dns", severity: .note,
            summary: "A `kind` not written in reverse-DNS form (opt-in).",
            rationale: """
                `kind` is any string [S1]; reverse-DNS kinds (`com.example.app.status`) cannot clash with other \
                extensions' kinds and read \
                well in logs. Opt-in because many shipped widgets use plain names and renaming a kind removes \
                the widget from people's Home Screens.
                """,
            isOptIn: true,
            triggering: [
                """
                spec: 1
                bundle: GameWidgets
                checks:
                  enable: [WS0606]
                widgets:
                  Status:
                    kind: GameStatus
                    displayName: Status
                    families: [systemSmall]
                    timeline:
                      entries: now
                      policy: never
                """
            ],
            nonTriggering: [
                """
                spec: 1
                bundle: GameWidgets
                checks:
                  enable: [WS0606]
                widgets:
                  Status:
                    kind: com.example.game-status
                    displayName: Status
                    families: [systemSmall]
                    timeline:
                      entries: now
                      policy: never
                """,
                """
                spec: 1
                bundle: GameWidgets
                widgets:
                  Status:
                    kind: GameStatus
                    displayName: Status
                    families: [systemSmall]
                    timeline:
                      entries: now
                      policy: never
                """,
            ]),
    ]
}
