// WS0312-WS0314: one `WidgetConfigurationIntent` shared by several widgets (`intent: Name`), resolved by the
// decoder (`Spec/SharedIntents.swift`). The cases are `ReferenceDiagnostic`'s; their entries live here.

extension ReferenceDiagnostic {
    static func unknownSharedIntentEntry(_ id: DiagnosticID) -> DiagnosticDescription {
        DiagnosticDescription(
            id, name: "unknown-shared-intent", severity: .error,
            summary: "A widget's `intent: Name` that names no intent another widget of the spec declares.",
            source: .specLanguage,
            rationale: """
                `intent: Name` shares the intent type another widget declares inline (`intent: { name: Name, … }`), \
                so that one `WidgetConfigurationIntent` configures several widgets. The name must be the intent's \
                Swift type name as declared, not a widget's name nor the name another sharing widget wrote: the \
                declaration lives at one widget, and every sharing widget names it. The message suggests the \
                closest declared intent.
                """,
            triggering: [
                .widgets(
                    [
                        "Today": """
                        intent:
                          name: SelectSiteIntent
                          parameters: { site: String? }
                        """,
                        "ThisWeek": "intent: ↓SelectSitIntent",
                    ]),
                .widgets(["Today": "intent: { parameters: { site: String? } }", "ThisWeek": "intent: ↓Today"]),
            ],
            nonTriggering: [
                .widgets(
                    [
                        "Today": """
                        intent:
                          name: SelectSiteIntent
                          parameters: { site: String? }
                        """,
                        "ThisWeek": "intent: SelectSiteIntent",
                    ])
            ])
    }

    static func intentSharedWithControlEntry(_ id: DiagnosticID) -> DiagnosticDescription {
        DiagnosticDescription(
            id, name: "intent-shared-with-control", severity: .error,
            summary: "One intent type named by both a widget and a control.",
            source: .specLanguage,
            rationale: """
                A widget is configured by a `WidgetConfigurationIntent` and a control by a \
                `ControlConfigurationIntent` [S93]: different protocols, so one generated type can't be both. \
                Give the control its own intent (with the same parameters, if they should match).
                """,
            triggering: [
                .spec(
                    """
                    platforms: { iOS: "18.0" }
                    widgets:
                      Lamp:
                        kind: com.example.lamp
                        displayName: Lamp
                        families: [systemSmall]
                        intent: ↓LightsIntent
                    controls:
                      Lights:
                        kind: com.example.lights
                        displayName: Lights
                        button: TurnOff
                        intent:
                          parameters: { room: String? }
                    actions:
                      TurnOff: {}
                    """)
            ],
            nonTriggering: [
                .spec(
                    """
                    platforms: { iOS: "18.0" }
                    widgets:
                      Lamp:
                        kind: com.example.lamp
                        displayName: Lamp
                        families: [systemSmall]
                        intent:
                          parameters: { room: String? }
                    controls:
                      Lights:
                        kind: com.example.lights
                        displayName: Lights
                        button: TurnOff
                        intent:
                          parameters: { room: String? }
                    actions:
                      TurnOff: {}
                    """)
            ])
    }

    static func sharedIntentUnavailableEntry(_ id: DiagnosticID) -> DiagnosticDescription {
        DiagnosticDescription(
            id, name: "shared-intent-unavailable", severity: .error,
            summary: "A widget that shares an intent declared by a widget available on fewer OS versions.",
            source: .specLanguage,
            rationale: """
                The shared intent is declared once, with its declaring widget's `available:` as its \
                `@available`; a sharing widget offered on an earlier OS would name a type that does not exist \
                there, and the generated code would not compile. Give the sharing widget the same `available:` \
                (or a later one), or declare the intent at the widget available first.
                """,
            triggering: [
                .widgets(
                    [
                        "Today": """
                        available: { iOS: "18.0" }
                        intent:
                          name: SelectSiteIntent
                          parameters: { site: String? }
                        """,
                        "ThisWeek": "intent: ↓SelectSiteIntent",
                    ])
            ],
            nonTriggering: [
                .widgets(
                    [
                        "Today": """
                        available: { iOS: "18.0" }
                        intent:
                          name: SelectSiteIntent
                          parameters: { site: String? }
                        """,
                        "ThisWeek": """
                        available: { iOS: "18.0" }
                        intent: SelectSiteIntent
                        """,
                    ])
            ])
    }
}
