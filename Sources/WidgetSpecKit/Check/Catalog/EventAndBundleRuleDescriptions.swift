// Descriptions of the events and bundle rules (WS09xx).

extension DiagnosticCatalog {
    static let eventAndBundleRuleDescriptions: [DiagnosticDescription] = [
        DiagnosticDescription(
            .eventMatchingMismatch, name: "event-matching-mismatch", severity: .error,
            summary: "An event's `matching` parameter that a reloaded widget lacks, or declares with another type.",
            rationale: """
                The generated reload function takes one argument per `matching` parameter and compares it with \
                each configured widget's intent (`widgetConfigurationIntent(of:)` [S9]); Apple advises checking \
                the current configurations before reloading [S3]. Every named widget must declare the parameter \
                with the same type.
                """,
            triggering: [
                """
                spec: 1
                bundle: GameWidgets
                widgets:
                  Character:
                    kind: com.example.character
                    displayName: Character
                    families: [systemSmall]
                    intent:
                      title: Select Character
                      parameters:
                        character: { type: String, title: Character, default: panda }
                    timeline:
                      entries: now
                      policy: never
                  Team:
                    kind: com.example.team
                    displayName: Team
                    families: [systemSmall]
                    intent:
                      title: Select Team
                      parameters:
                        character: { type: Int, title: Character, default: 1 }
                    timeline:
                      entries: now
                      policy: never
                events:
                  healed:
                    reloads: [Character, Team]
                    matching: [character]
                """
            ],
            nonTriggering: [
                """
                spec: 1
                bundle: GameWidgets
                widgets:
                  Character:
                    kind: com.example.character
                    displayName: Character
                    families: [systemSmall]
                    intent:
                      title: Select Character
                      parameters:
                        character: { type: String, title: Character, default: panda }
                    timeline:
                      entries: now
                      policy: never
                  Team:
                    kind: com.example.team
                    displayName: Team
                    families: [systemSmall]
                    intent:
                      title: Select Team
                      parameters:
                        character: { type: String, title: Character, default: panda }
                    timeline:
                      entries: now
                      policy: never
                events:
                  healed:
                    reloads: [Character, Team]
                    matching: [character]
                """
            ]),
        DiagnosticDescription(
            .eventReloadsNothing, name: "event-reloads-nothing", severity: .warning,
            summary: "An event that reloads no widget.",
            rationale: """
                An event's generated function calls `WidgetCenter` for its widgets [S9]; with an empty list (or \
                `all` in a bundle without widgets) the call does nothing, which is usually a forgotten name.
                """,
            triggering: [
                """
                spec: 1
                bundle: CardWidgets
                widgets:
                  Search:
                    kind: com.example.search
                    displayName: Search
                    families: [systemSmall]
                    timeline:
                      entries: now
                      policy: never
                events:
                  logout:
                    reloads: []
                """
            ],
            nonTriggering: [
                """
                spec: 1
                bundle: CardWidgets
                widgets:
                  Search:
                    kind: com.example.search
                    displayName: Search
                    families: [systemSmall]
                    timeline:
                      entries: now
                      policy: never
                events:
                  logout:
                    reloads: all
                """
            ]),
        DiagnosticDescription(
            .bundleBlockTooLarge, name: "bundle-block-too-large", severity: .note,
            summary: "More than 10 widgets in one `WidgetBundleBuilder` block.",
            rationale: """
                Older SDKs' `WidgetBundleBuilder` had `buildBlock` overloads for at most 10 widgets [S36]; newer \
                ones take any number through a parameter pack [S10]. Which SDK switched is unverified, so the \
                generator nests bundles of at most 10 (the long-standing workaround [S34d]); this note says it \
                did. Live Activities and each `if #available` group count as one entry of the block.
                """,
            triggering: [
                """
                spec: 1
                bundle: LauncherWidgets
                x-launcher: &launcher
                  families: [systemSmall]
                  timeline: { entries: now, policy: never }
                widgets:
                  A1: { <<: *launcher, kind: com.example.a1, displayName: A1 }
                  A2: { <<: *launcher, kind: com.example.a2, displayName: A2 }
                  A3: { <<: *launcher, kind: com.example.a3, displayName: A3 }
                  A4: { <<: *launcher, kind: com.example.a4, displayName: A4 }
                  A5: { <<: *launcher, kind: com.example.a5, displayName: A5 }
                  A6: { <<: *launcher, kind: com.example.a6, displayName: A6 }
                  A7: { <<: *launcher, kind: com.example.a7, displayName: A7 }
                  A8: { <<: *launcher, kind: com.example.a8, displayName: A8 }
                  A9: { <<: *launcher, kind: com.example.a9, displayName: A9 }
                  A10: { <<: *launcher, kind: com.example.a10, displayName: A10 }
                  A11: { <<: *launcher, kind: com.example.a11, displayName: A11 }
                """
            ],
            nonTriggering: [
                """
                spec: 1
                bundle: LauncherWidgets
                x-launcher: &launcher
                  families: [systemSmall]
                  timeline: { entries: now, policy: never }
                widgets:
                  A1: { <<: *launcher, kind: com.example.a1, displayName: A1 }
                  A2: { <<: *launcher, kind: com.example.a2, displayName: A2 }
                """
            ]),
        DiagnosticDescription(
            .redundantAvailability, name: "redundant-availability", severity: .warning,
            summary: "`available` at or below the platform's deployment minimum.",
            rationale: """
                `available` wraps the widget in `if #available` inside the bundle [S10]; at or below the \
                deployment minimum the check is always true and can go.
                """,
            triggering: [
                """
                spec: 1
                bundle: GameWidgets
                platforms:
                  iOS: "17.0"
                widgets:
                  Status:
                    kind: com.example.status
                    displayName: Status
                    families: [systemSmall]
                    available: { iOS: "17.0" }
                    timeline:
                      entries: now
                      policy: never
                """
            ],
            nonTriggering: [
                """
                spec: 1
                bundle: GameWidgets
                platforms:
                  iOS: "17.0"
                widgets:
                  Status:
                    kind: com.example.status
                    displayName: Status
                    families: [systemSmall]
                    available: { iOS: "18.0" }
                    timeline:
                      entries: now
                      policy: never
                """
            ]),
        DiagnosticDescription(
            .availabilityForUntargetedPlatform, name: "availability-for-untargeted-platform", severity: .warning,
            summary: "`available` names a platform that `platforms` does not.",
            rationale: """
                `available` becomes `if #available` in the bundle [S10]; only the platforms under `platforms` are \
                generated, so the availability is ignored; usually a \
                forgotten `platforms` entry or a typo in the platform.
                """,
            triggering: [
                """
                spec: 1
                bundle: GameWidgets
                platforms:
                  iOS: "17.0"
                widgets:
                  Status:
                    kind: com.example.status
                    displayName: Status
                    families: [systemSmall]
                    available: { watchOS: "11.0" }
                    timeline:
                      entries: now
                      policy: never
                """
            ],
            nonTriggering: [
                """
                spec: 1
                bundle: GameWidgets
                platforms:
                  iOS: "17.0"
                  watchOS: "10.0"
                widgets:
                  Status:
                    kind: com.example.status
                    displayName: Status
                    families:
                      iOS: [systemSmall]
                      watchOS: [accessoryCircular]
                    available: { watchOS: "11.0" }
                    timeline:
                      entries: now
                      policy: never
                """
            ]),
    ]
}
