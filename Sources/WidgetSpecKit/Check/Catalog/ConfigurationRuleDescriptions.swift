// Descriptions of the configuration and intent rules (WS05xx).

extension DiagnosticCatalog {
    static let configurationRuleDescriptions: [DiagnosticDescription] = [
        DiagnosticDescription(
            .intentRequiresNewerOS, name: "intent-requires-newer-os", severity: .error,
            summary: "A widget with an `intent` on a platform minimum below iOS 17, macOS 14, watchOS 10.",
            rationale: """
                `intent` generates an `AppIntentConfiguration` with a `WidgetConfigurationIntent` and an \
                `AppIntentTimelineProvider`, all available from iOS 17, macOS 14, watchOS 10 and visionOS 26 \
                [S1][S15]. Raise the minimum or give the widget `available:`.
                """,
            triggering: [
                """
                spec: 1
                bundle: GameWidgets
                platforms:
                  iOS: "16.0"
                widgets:
                  Character:
                    kind: com.example.character
                    displayName: Character
                    families: [systemSmall]
                    intent:
                      title: Select Character
                      parameters:
                        name: { type: String, title: Name, default: Panda }
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
                  iOS: "16.0"
                widgets:
                  Character:
                    kind: com.example.character
                    displayName: Character
                    families: [systemSmall]
                    available: { iOS: "17.0" }
                    intent:
                      title: Select Character
                      parameters:
                        name: { type: String, title: Name, default: Panda }
                    timeline:
                      entries: now
                      policy: never
                """
            ]),
        DiagnosticDescription(
            .parameterNeedsDefault, name: "parameter-needs-default", severity: .error,
            summary: "A non-optional intent parameter without a `default`.",
            rationale: """
                Widgets don't resolve parameters, so every parameter must already hold a value [S22]; Apple \
                requires a default for every non-optional parameter [S18]. Give a `default`, or make the type \
                optional (`Hero?`) and handle `nil` in the provider.
                """,
            triggering: [
                """
                spec: 1
                bundle: GameWidgets
                enums:
                  Hero:
                    cases: [panda, egghead]
                widgets:
                  Character:
                    kind: com.example.character
                    displayName: Character
                    families: [systemSmall]
                    intent:
                      title: Select Character
                      parameters:
                        hero: { type: Hero, title: Hero }
                    timeline:
                      entries: now
                      policy: never
                """
            ],
            nonTriggering: [
                """
                spec: 1
                bundle: GameWidgets
                enums:
                  Hero:
                    cases: [panda, egghead]
                widgets:
                  Character:
                    kind: com.example.character
                    displayName: Character
                    families: [systemSmall]
                    intent:
                      title: Select Character
                      parameters:
                        hero: { type: Hero, title: Hero, default: panda }
                        rival: { type: Hero?, title: Rival }
                    timeline:
                      entries: now
                      policy: never
                """
            ]),
        DiagnosticDescription(
            .liveActivityRequiresNewerOS, name: "live-activity-requires-newer-os", severity: .error,
            summary: "Live Activities in a spec whose iOS minimum is below 16.1.",
            rationale: """
                `ActivityAttributes` and `ActivityConfiguration` exist from iOS 16.1 [S1][S14]; the generated \
                content helpers use `ActivityContent` (16.2) behind an availability check.
                """,
            triggering: [
                """
                spec: 1
                bundle: PizzaWidgets
                platforms:
                  iOS: "16.0"
                activities:
                  PizzaDelivery:
                    attributes:
                      orderNumber: Int
                    state:
                      minutesLeft: Int
                """
            ],
            nonTriggering: [
                """
                spec: 1
                bundle: PizzaWidgets
                platforms:
                  iOS: "16.1"
                activities:
                  PizzaDelivery:
                    attributes:
                      orderNumber: Int
                    state:
                      minutesLeft: Int
                """
            ]),
        DiagnosticDescription(
            .liveActivityWithoutIOS, name: "live-activity-without-ios", severity: .warning,
            summary: "Live Activities in a spec that does not target iOS: they are never generated.",
            rationale: """
                `ActivityConfiguration` is unavailable on macOS, watchOS and visionOS [S1]; in a multi-platform \
                spec activities are generated for iOS alone. A spec without iOS generates none, which is almost \
                certainly not what was meant.
                """,
            triggering: [
                """
                spec: 1
                bundle: PizzaWidgets
                platforms:
                  watchOS: "10.0"
                activities:
                  PizzaDelivery:
                    attributes:
                      orderNumber: Int
                    state:
                      minutesLeft: Int
                """
            ],
            nonTriggering: [
                """
                spec: 1
                bundle: PizzaWidgets
                platforms:
                  iOS: "17.0"
                  watchOS: "10.0"
                activities:
                  PizzaDelivery:
                    attributes:
                      orderNumber: Int
                    state:
                      minutesLeft: Int
                """
            ]),
        DiagnosticDescription(
            .modifierWithoutEffect, name: "modifier-without-effect", severity: .warning,
            summary: "`contentMarginsDisabled` or `backgroundRemovable: false` on a platform where it does nothing.",
            rationale: """
                `contentMarginsDisabled()` and `containerBackgroundRemovable(_:)` compile from iOS 15 but take \
                effect only from iOS 17, watchOS 10 and macOS 14 [S1]; below that the widget keeps the system's \
                margins and background, so its layout differs between OS versions.
                """,
            triggering: [
                """
                spec: 1
                bundle: GameWidgets
                platforms:
                  iOS: "16.0"
                widgets:
                  Status:
                    kind: com.example.status
                    displayName: Status
                    families: [systemSmall]
                    contentMarginsDisabled: true
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
                    contentMarginsDisabled: true
                    timeline:
                      entries: now
                      policy: never
                """
            ]),
    ]
}
