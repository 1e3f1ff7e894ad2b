// WS03xx: references between a spec's declarations, resolved by the decoder (`Spec/`).
// Each diagnostic is declared here once: a case whose raw value is its ID, the `DiagnosticID` its call sites
// report, and its catalog entry (`widgetspec explain`, docs/diagnostics.md, SARIF) with examples.

extension DiagnosticID {
    /// A type name that is neither built in nor declared in `enums` / `models`.
    package static let unknownType = ReferenceDiagnostic.unknownType.id
    /// A value that is not a case of its enum.
    package static let unknownEnumCase = ReferenceDiagnostic.unknownEnumCase.id
    /// A name in `reloads` that is not declared under `widgets` (or `controls`).
    package static let unknownWidget = ReferenceDiagnostic.unknownWidget.id
    /// A parameter name that the widget's intent does not declare.
    package static let unknownParameter = ReferenceDiagnostic.unknownParameter.id
    /// An event name that is not declared under `events`.
    package static let unknownEvent = ReferenceDiagnostic.unknownEvent.id
    /// A diagnostic ID in `checks` that does not exist.
    package static let unknownDiagnosticID = ReferenceDiagnostic.unknownDiagnosticID.id
    /// Two declarations with the same Swift name.
    package static let duplicateName = ReferenceDiagnostic.duplicateName.id
    /// A model that contains itself (directly or through other models) without an optional or array.
    package static let recursiveModel = ReferenceDiagnostic.recursiveModel.id
    /// A plan name (in `report.plans`) that no widget declares under `timeline.plans`.
    package static let unknownPlan = ReferenceDiagnostic.unknownPlan.id
    /// An action name that is not declared under `actions`.
    package static let unknownAction = ReferenceDiagnostic.unknownAction.id
    /// Two plans in `report.plans` switched to at the same offset: only one could apply.
    package static let planSwitchesCollide = ReferenceDiagnostic.planSwitchesCollide.id
    /// A widget's `intent: Name` naming no intent another widget of the spec declares.
    package static let unknownSharedIntent = ReferenceDiagnostic.unknownSharedIntent.id
    /// One intent type shared between a widget and a control, which configure through different protocols.
    package static let intentSharedWithControl = ReferenceDiagnostic.intentSharedWithControl.id
    /// A widget sharing an intent that is available on fewer OS versions than the widget.
    package static let sharedIntentUnavailable = ReferenceDiagnostic.sharedIntentUnavailable.id
}

enum ReferenceDiagnostic: String, FrontEndDiagnosticGroup {
    case unknownType = "WS0301"
    case unknownEnumCase = "WS0302"
    case unknownWidget = "WS0303"
    case unknownParameter = "WS0304"
    case unknownEvent = "WS0305"
    case unknownDiagnosticID = "WS0306"
    case duplicateName = "WS0307"
    case recursiveModel = "WS0308"
    case unknownPlan = "WS0309"
    case unknownAction = "WS0310"
    case planSwitchesCollide = "WS0311"
    case unknownSharedIntent = "WS0312"
    case intentSharedWithControl = "WS0313"
    case sharedIntentUnavailable = "WS0314"

    var entry: DiagnosticDescription {
        switch self {
        case .unknownType:
            DiagnosticDescription(
                id, name: "unknown-type", severity: .error,
                summary: "A type name that is neither built in nor declared under `enums` or `models`.",
                source: .specLanguage,
                rationale: """
                    Generated code must compile without the user's other sources, so every type a field uses comes \
                    from the spec. The message suggests the closest declared or built-in name.
                    """,
                triggering: [
                    .spec(
                        """
                        models:
                          Score:
                            hero: ↓Heroo
                        enums:
                          Hero: { cases: [panda, egghead] }
                        """)
                ],
                nonTriggering: [
                    .spec(
                        """
                        models:
                          Score:
                            hero: Hero
                        enums:
                          Hero: { cases: [panda, egghead] }
                        """)
                ])
        case .unknownEnumCase:
            DiagnosticDescription(
                id, name: "unknown-enum-case", severity: .error,
                summary: "A value that is not a case of its enum.",
                source: .specLanguage,
                rationale: """
                    A placeholder or an intent parameter's default of an enum type becomes `.caseName` in Swift, so \
                    it must name a declared case. The message suggests the closest case ("did you mean").
                    """,
                triggering: [
                    .widget(
                        """
                        intent:
                          parameters:
                            hero: { type: Hero, default: ↓pand }
                        """,
                        named: "Character",
                        topLevel: """
                            enums:
                              Hero: { cases: [panda, egghead] }
                            """)
                ],
                nonTriggering: [
                    .widget(
                        """
                        intent:
                          parameters:
                            hero: { type: Hero, default: panda }
                        """,
                        named: "Character",
                        topLevel: """
                            enums:
                              Hero: { cases: [panda, egghead] }
                            """)
                ])
        case .unknownWidget:
            DiagnosticDescription(
                id, name: "unknown-widget", severity: .error,
                summary: "A name in `reloads` that is not declared under `widgets` (or `controls`).",
                source: .specLanguage,
                rationale: """
                    Events and actions name the widgets and controls they reload by their Swift name; the generated \
                    reload code uses their kind constants. A misspelt name would reload nothing. The message suggests \
                    the closest name.
                    """,
                triggering: [
                    .widget(
                        named: "BusinessCard",
                        topLevel: """
                            events:
                              logout:
                                reloads: [↓BusinesCard]
                            """)
                ],
                nonTriggering: [
                    .widget(
                        named: "BusinessCard",
                        topLevel: """
                            events:
                              logout:
                                reloads: [BusinessCard]
                            """)
                ])
        case .unknownParameter:
            DiagnosticDescription(
                id, name: "unknown-parameter", severity: .error,
                summary:
                    "A parameter name (in `url` or an event's `matching`) that the widget's intent does not declare.",
                source: .specLanguage,
                rationale: """
                    `url: "app://item/{name}"` fills `{name}` from the intent parameter of that name, and `matching` \
                    reloads only widgets configured with the event's value; both must name a declared parameter. The \
                    message suggests the closest parameter.
                    """,
                triggering: [
                    .widget(
                        """
                        intent:
                          parameters:
                            hero: { type: Hero, default: panda }
                        url: "game://character/{↓heroo}"
                        """,
                        named: "Character",
                        topLevel: """
                            enums:
                              Hero: { cases: [panda, egghead] }
                            """)
                ],
                nonTriggering: [
                    .widget(
                        """
                        intent:
                          parameters:
                            hero: { type: Hero, default: panda }
                        url: "game://character/{hero}"
                        """,
                        named: "Character",
                        topLevel: """
                            enums:
                              Hero: { cases: [panda, egghead] }
                            """)
                ])
        case .unknownEvent:
            DiagnosticDescription(
                id, name: "unknown-event", severity: .error,
                summary: "A name in `report.events` that is declared neither under `events` nor under `actions`.",
                source: .specLanguage,
                rationale: "The report fires declared events at the given offsets; an unknown name would fire nothing.",
                triggering: [
                    .spec(
                        """
                        events:
                          logout:
                            reloads: all
                        report:
                          events:
                            ↓logut: [3h]
                        """)
                ],
                nonTriggering: [
                    .spec(
                        """
                        events:
                          logout:
                            reloads: all
                        report:
                          events:
                            logout: [3h]
                        """)
                ])
        case .unknownDiagnosticID:
            DiagnosticDescription(
                id, name: "unknown-diagnostic-id", severity: .error,
                summary: "A diagnostic ID in `checks` that does not exist or cannot be switched.",
                source: .specLanguage,
                rationale: """
                    `checks: { disable: [...], enable: [...] }` names checker rules by ID. A misspelt ID would leave \
                    the rule on, so it is an error with the closest known ID. Front-end IDs (WS00xx to WS03xx) cannot \
                    be disabled: they mean the spec could not be read.
                    """,
                triggering: [
                    .spec(
                        """
                        checks:
                          disable: [↓WS9999]
                        """)
                ],
                nonTriggering: [
                    .spec(
                        """
                        checks:
                          disable: [WS0702]
                        """)
                ])
        case .duplicateName:
            DiagnosticDescription(
                id, name: "duplicate-name", severity: .error,
                summary: "Two declarations of the spec with the same Swift name.",
                source: .specLanguage,
                rationale: """
                    Widgets, enums, models and activities all become Swift types in one module, so their names must \
                    differ across sections, not only within one.
                    """,
                triggering: [
                    .spec(
                        """
                        enums:
                          Hero: { cases: [panda] }
                        models:
                          ↓Hero:
                            name: String
                        """)
                ],
                nonTriggering: [
                    .spec(
                        """
                        enums:
                          Hero: { cases: [panda] }
                        models:
                          HeroStats:
                            name: String
                        """)
                ])
        case .recursiveModel:
            DiagnosticDescription(
                id, name: "recursive-model", severity: .error,
                summary: "A model that contains itself without an array in between.",
                source: .specLanguage,
                rationale: """
                    Models become Swift structs; a struct cannot store itself, not even as an optional (infinite \
                    size). An array (`[T]`) stores its elements elsewhere and breaks the cycle.
                    """,
                triggering: [
                    .spec(
                        """
                        models:
                          ↓Node:
                            next: Node
                        """)
                ],
                nonTriggering: [
                    .spec(
                        """
                        models:
                          Node:
                            children: "[Node]"
                        """)
                ])
        case .unknownPlan:
            DiagnosticDescription(
                id, name: "unknown-plan", severity: .error,
                summary: "A plan name (in `report.plans`) that no widget declares under `timeline.plans`.",
                source: .specLanguage,
                rationale: """
                    The report switches widgets to the plans the app's data selects; an unknown name would select \
                    nothing. `default` and `onError` are every widget's.
                    """,
                triggering: [
                    .widget(
                        """
                        timeline:
                          entries: now
                          policy: { after: 1h }
                          plans:
                            full: { policy: never }
                        """,
                        topLevel: """
                            report:
                              plans:
                                ↓ful: [3h]
                            """)
                ],
                nonTriggering: [
                    .widget(
                        """
                        timeline:
                          entries: now
                          policy: { after: 1h }
                          plans:
                            full: { policy: never }
                        """,
                        topLevel: """
                            report:
                              plans:
                                full: [3h]
                                onError: [5h]
                            """)
                ])
        case .unknownAction:
            DiagnosticDescription(
                id, name: "unknown-action", severity: .error,
                summary: "An action name (in a widget's `actions`, a control's `button` or `toggle`) that is not "
                    + "declared under `actions`.",
                source: .specLanguage,
                rationale: """
                    Widget views and controls run the spec's actions through their generated intents \
                    (`<Action>Intent`), so every name must be declared. The message suggests the closest name.
                    """,
                triggering: [
                    .widget(
                        "actions: [↓CompleteTodos]",
                        named: "Todo",
                        topLevel: """
                            actions:
                              CompleteTodo:
                                parameters: { item: String }
                            """)
                ],
                nonTriggering: [
                    .widget(
                        "actions: [CompleteTodo]",
                        named: "Todo",
                        topLevel: """
                            actions:
                              CompleteTodo:
                                parameters: { item: String }
                            """)
                ])
        case .planSwitchesCollide:
            DiagnosticDescription(
                id, name: "plan-switches-collide", severity: .error,
                summary: "Two plans in `report.plans` at the same offset, of which the report could follow only one.",
                source: .specLanguage,
                rationale: """
                    The report switches every widget to a plan at each offset; two different plans at one moment \
                    contradict each other, and the report would silently follow whichever came later. Give them \
                    different offsets, or drop one.
                    """,
                triggering: [
                    .widget(
                        """
                        timeline:
                          entries: now
                          policy: { after: 1h }
                          plans:
                            rush: { policy: { after: 15m } }
                            quiet: { policy: never }
                        """,
                        topLevel: """
                            report:
                              plans:
                                rush: [3h]
                                quiet: [↓3h]
                            """)
                ],
                nonTriggering: [
                    .widget(
                        """
                        timeline:
                          entries: now
                          policy: { after: 1h }
                          plans:
                            rush: { policy: { after: 15m } }
                            quiet: { policy: never }
                        """,
                        topLevel: """
                            report:
                              plans:
                                rush: [3h]
                                quiet: [5h]
                            """)
                ])
        case .unknownSharedIntent: Self.unknownSharedIntentEntry(id)
        case .intentSharedWithControl: Self.intentSharedWithControlEntry(id)
        case .sharedIntentUnavailable: Self.sharedIntentUnavailableEntry(id)
        }
    }
}
