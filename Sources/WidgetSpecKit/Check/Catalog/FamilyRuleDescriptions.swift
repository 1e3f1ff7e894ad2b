// Descriptions of the families and platforms rules (WS04xx).

extension DiagnosticCatalog {
    static let familyRuleDescriptions: [DiagnosticDescription] = [
        DiagnosticDescription(
            .familyUnavailable, name: "family-unavailable", severity: .error,
            summary: "A widget family that does not exist on a platform the widget is offered on.",
            rationale: """
                `supportedFamilies` is compiled for every platform the list applies to, and the SDK declares \
                families unavailable where they don't exist [S1][S2]: `system*` families on watchOS, accessory \
                families on macOS, `accessoryCorner` everywhere but watchOS, `accessoryInline` on visionOS. Use a \
                per-platform map (`families: { iOS: [...], watchOS: [...] }`) when the families differ by OS. \
                `systemExtraLarge` on iOS is accepted: the symbol exists on iOS 15 and the family is offered on \
                iPad [S21].
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
                    families: [systemSmall, accessoryCorner]
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
                      iOS: [systemSmall, systemExtraLarge, accessoryCircular]
                      watchOS: [accessoryCircular, accessoryCorner]
                    timeline:
                      entries: now
                      policy: never
                """
            ]),
        DiagnosticDescription(
            .familyRequiresNewerOS, name: "family-requires-newer-os", severity: .error,
            summary: "A family that exists on the platform only from a later OS version than the minimum.",
            rationale: """
                Accessory families need iOS 16 [S1][S2]; `systemExtraLarge` needs iOS 15 and macOS 14; \
                `systemExtraLargePortrait` is visionOS-only below 27 (iOS and macOS 27 per 2026 doc metadata, \
                unverified: treated as 27 to be safe); accessoryCircular and accessoryRectangular reach visionOS \
                in 27. Code naming the family does not compile below that version. Raise the platform minimum, \
                or give the widget `available:` so it is only offered from that version.
                """,
            triggering: [
                """
                spec: 1
                bundle: GameWidgets
                platforms:
                  iOS: "15.0"
                widgets:
                  Status:
                    kind: com.example.status
                    displayName: Status
                    families: [systemSmall, accessoryCircular]
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
                  iOS: "15.0"
                widgets:
                  Status:
                    kind: com.example.status
                    displayName: Status
                    families: [systemSmall, accessoryCircular]
                    available: { iOS: "16.0" }
                    timeline:
                      entries: now
                      policy: never
                """
            ]),
        DiagnosticDescription(
            .emptyFamilies, name: "empty-families", severity: .error,
            summary: "A widget that is offered in no family on any targeted platform.",
            rationale: """
                A forum report says an empty `supportedFamilies` list hid every widget of the extension on iOS 14 \
                [S33d], and the default when the list is omitted is not documented [S2] (unverified), so every \
                widget must list at least one family on at least one targeted platform.
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
                    families:
                      watchOS: [accessoryCircular]
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
                    families:
                      iOS: [systemSmall]
                    timeline:
                      entries: now
                      policy: never
                """
            ]),
        DiagnosticDescription(
            .duplicateFamily, name: "duplicate-family", severity: .warning,
            summary: "The same family listed twice for one platform.",
            rationale: """
                A repeated family has no effect in `supportedFamilies(_:)` [S2]; it usually means another family was \
                meant.
                """,
            triggering: [
                """
                spec: 1
                bundle: GameWidgets
                widgets:
                  Status:
                    kind: com.example.status
                    displayName: Status
                    families: [systemSmall, systemMedium, systemSmall]
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
                    families: [systemSmall, systemMedium, systemLarge]
                    timeline:
                      entries: now
                      policy: never
                """
            ]),
        DiagnosticDescription(
            .familiesForUntargetedPlatform, name: "families-for-untargeted-platform", severity: .warning,
            summary: "A per-platform family list for a platform that `platforms` does not name.",
            rationale: """
                Only the platforms under `platforms` are generated (as `#if os(...)` branches of \
                `supportedFamilies` [S2]); families listed for another platform are ignored, which is usually a \
                forgotten `platforms` entry.
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
                    families:
                      iOS: [systemSmall]
                      watchOS: [accessoryCircular]
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
                    timeline:
                      entries: now
                      policy: never
                """
            ]),
        DiagnosticDescription(
            .platformBelowWidgetKit, name: "platform-below-widgetkit", severity: .error,
            summary: "A deployment minimum below the first OS version that runs WidgetKit widgets.",
            rationale: """
                Widgets exist from iOS 14, macOS 11, watchOS 9 and visionOS 26 (`WidgetFamily` and \
                `StaticConfiguration` availability [S1][S2]; native visionOS widgets arrived in visionOS 26 [S26]).
                """,
            triggering: [
                """
                spec: 1
                bundle: GameWidgets
                platforms:
                  iOS: "17.0"
                  watchOS: "8.0"
                """
            ],
            nonTriggering: [
                """
                spec: 1
                bundle: GameWidgets
                platforms:
                  iOS: "17.0"
                  watchOS: "10.0"
                """
            ]),
    ]
}
