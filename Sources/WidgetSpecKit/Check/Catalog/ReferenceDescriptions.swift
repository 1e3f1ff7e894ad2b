// Descriptions of the reference diagnostics (WS03xx), reported by the decoder (and WS0306 by the checker).

extension DiagnosticCatalog {
    static let referenceDescriptions: [DiagnosticDescription] = [
        DiagnosticDescription(
            .unknownType, name: "unknown-type", severity: .error,
            summary: "A type name that is neither built in nor declared under `enums` or `models`.",
            rationale: """
                Generated code must compile without the user's other sources, so every type a field uses comes \
                from the spec. The message suggests the closest declared or built-in name.
                """,
            triggering: [
                """
                spec: 1
                bundle: GameWidgets
                models:
                  Score:
                    hero: Heroo
                enums:
                  Hero:
                    cases: [panda, egghead]
                """
            ],
            nonTriggering: [
                """
                spec: 1
                bundle: GameWidgets
                models:
                  Score:
                    hero: Hero
                enums:
                  Hero:
                    cases: [panda, egghead]
                """
            ]),
        DiagnosticDescription(
            .unknownEnumCase, name: "unknown-enum-case", severity: .error,
            summary: "A value that is not a case of its enum.",
            rationale: """
                A placeholder or an intent parameter's default of an enum type becomes `.caseName` in Swift, so \
                it must name a declared case. The message suggests the closest case ("did you mean").
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
                        hero: { type: Hero, title: Hero, default: pand }
                    timeline:
                      entries: { every: 1h, count: 4 }
                      policy: atEnd
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
                    entry:
                      health: { type: Double, placeholder: 0.5 }
                    timeline:
                      entries: { every: 1h, count: 4 }
                      policy: atEnd
                """
            ]),
        DiagnosticDescription(
            .unknownWidget, name: "unknown-widget", severity: .error,
            summary: "A widget name that is not declared under `widgets`.",
            rationale: """
                Events name the widgets they reload by their Swift name; the generated reload function uses their \
                kind constants. A misspelt name would reload nothing. The message suggests the closest name.
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
                events:
                  logout:
                    reloads: [BusinesCard]
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
                events:
                  logout:
                    reloads: [BusinessCard]
                """
            ]),
        DiagnosticDescription(
            .unknownParameter, name: "unknown-parameter", severity: .error,
            summary: "A parameter name (in `url` or an event's `matching`) that the widget's intent does not declare.",
            rationale: """
                `url: "app://item/{name}"` fills `{name}` from the intent parameter of that name, and `matching` \
                reloads only widgets configured with the event's value; both must name a declared parameter. The \
                message suggests the closest parameter.
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
                        hero: { type: Hero, title: Hero, default: panda }
                    timeline:
                      entries: { every: 1h, count: 4 }
                      policy: atEnd
                    url: "game://character/{heroo}"
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
                    timeline:
                      entries: { every: 1h, count: 4 }
                      policy: atEnd
                    url: "game://character/{hero}"
                """
            ]),
        DiagnosticDescription(
            .unknownEvent, name: "unknown-event", severity: .error,
            summary: "An event name (in `report.events`) that is not declared under `events`.",
            rationale: "The report fires declared events at the given offsets; an unknown name would fire nothing.",
            triggering: [
                """
                spec: 1
                bundle: CardWidgets
                events:
                  logout:
                    reloads: all
                report:
                  events:
                    logut: [3h]
                """
            ],
            nonTriggering: [
                """
                spec: 1
                bundle: CardWidgets
                events:
                  logout:
                    reloads: all
                report:
                  events:
                    logout: [3h]
                """
            ]),
        DiagnosticDescription(
            .unknownDiagnosticID, name: "unknown-diagnostic-id", severity: .error,
            summary: "A diagnostic ID in `checks` that does not exist or cannot be switched.",
            rationale: """
                `checks: { disable: [...], enable: [...] }` names checker rules by ID. A misspelt ID would leave \
                the rule on, so it is an error with the closest known ID. Front-end IDs (WS00xx to WS03xx) cannot \
                be disabled: they mean the spec could not be read.
                """,
            triggering: [
                """
                spec: 1
                bundle: GameWidgets
                checks:
                  disable: [WS9999]
                """
            ],
            nonTriggering: [
                """
                spec: 1
                bundle: GameWidgets
                checks:
                  disable: [WS0702]
                """
            ]),
        DiagnosticDescription(
            .duplicateName, name: "duplicate-name", severity: .error,
            summary: "Two declarations of the spec with the same Swift name.",
            rationale: """
                Widgets, enums, models and activities all become Swift types in one module, so their names must \
                differ across sections, not only within one.
                """,
            triggering: [
                """
                spec: 1
                bundle: GameWidgets
                enums:
                  Hero:
                    cases: [panda]
                models:
                  Hero:
                    name: String
                """
            ],
            nonTriggering: [
                """
                spec: 1
                bundle: GameWidgets
                enums:
                  Hero:
                    cases: [panda]
                models:
                  HeroStats:
                    name: String
                """
            ]),
        DiagnosticDescription(
            .recursiveModel, name: "recursive-model", severity: .error,
            summary: "A model that contains itself without an array in between.",
            rationale: """
                Models become Swift structs; a struct cannot store itself, not even as an optional (infinite \
                size). An array (`[T]`) stores its elements elsewhere and breaks the cycle.
                """,
            triggering: [
                """
                spec: 1
                bundle: GameWidgets
                models:
                  Node:
                    next: Node
                """
            ],
            nonTriggering: [
                """
                spec: 1
                bundle: GameWidgets
                models:
                  Node:
                    children: "[Node]"
                """
            ]),
    ]
}
