// WS05xx: configuration and intents.

extension DiagnosticDescription {
    package static let intentRequiresNewerOS = ConfigurationRule.intentRequiresNewerOS.entry
    package static let parameterNeedsDefault = ConfigurationRule.parameterNeedsDefault.entry
    package static let liveActivityRequiresNewerOS = ConfigurationRule.liveActivityRequiresNewerOS.entry
    package static let liveActivityWithoutIOS = ConfigurationRule.liveActivityWithoutIOS.entry
    package static let modifierWithoutEffect = ConfigurationRule.modifierWithoutEffect.entry
    package static let containerBackgroundNotAdopted = ConfigurationRule.containerBackgroundNotAdopted.entry
    package static let urlPartWithoutTextForm = ConfigurationRule.urlPartWithoutTextForm.entry
}

enum ConfigurationRules: CheckerRuleGroup {
    typealias Rule = ConfigurationRule

    static func check(_ context: inout CheckContext) {
        for widget in context.spec.widgets {
            if let intent = widget.intent {
                checkIntentAvailability(widget, intent, &context)
                checkParameterDefaults(widget, intent, &context)
                checkURLParts(widget, intent, &context)
            }
            checkModifiers(widget, &context)
            checkBackground(widget, &context)
        }
        checkLiveActivityPlatform(&context)
    }

    private static func checkIntentAvailability(
        _ widget: WidgetDecl, _ intent: IntentDecl, _ context: inout CheckContext
    ) {
        for target in context.platformsOffering(widget) {
            let platform = target.platform
            guard let minimum = context.minimum(of: widget, on: platform), minimum < platform.appIntentMinimum
            else { continue }
            let needed = platform.appIntentMinimum
            context.report(
                .intentRequiresNewerOS,
                "widget '\(widget.name.value)' has an intent (AppIntentConfiguration), which needs "
                    + "\(platform) \(needed); the widget is offered from \(platform) \(minimum)",
                at: intent.range,
                notes: [
                    DiagnosticNote(
                        "raise `platforms.\(platform)` to \"\(needed)\", or add `available: { \(platform): "
                            + "\"\(needed)\" }` to the widget",
                        at: target.range)
                ],
                widget: widget)
        }
    }

    private static func checkParameterDefaults(
        _ widget: WidgetDecl, _ intent: IntentDecl, _ context: inout CheckContext
    ) {
        for parameter in intent.parameters where parameter.defaultValue == nil && !parameter.type.value.isOptional {
            let type = parameter.type.value
            // An entity's default is its query's `defaultResult()` [S18], which the app's finder provides.
            if case .model(let name) = type, context.spec.entity(named: name) != nil { continue }
            // A list of entities takes no `default` either (the decoder rejects one, WS0204): only optional helps.
            let takesDefault = context.spec.entity(containedIn: type) == nil
            var suggestion = "add `default:`"
            if let example = exampleDefault(for: type, in: context.spec) { suggestion = "add `default: \(example)`" }
            context.report(
                .parameterNeedsDefault,
                "intent parameter '\(parameter.name.value)' of type '\(type)' is not optional and has no "
                    + "default; widgets don't resolve parameters, so it needs one",
                at: parameter.name.range,
                notes: [
                    DiagnosticNote(
                        takesDefault
                            ? "\(suggestion), or make the type '\(type)?'"
                            : "make the type '\(type)?' (a parameter of an entity type takes no `default`)")
                ],
                widget: widget)
        }
    }

    /// `url` placeholders whose parameter has no text form the app can read back.
    private static func checkURLParts(_ widget: WidgetDecl, _ intent: IntentDecl, _ context: inout CheckContext) {
        guard let url = widget.url else { return }
        for case .parameter(let name, let range) in url.value.segments {
            guard let parameter = intent.parameter(named: name),
                !hasTextForm(parameter.type.value, in: context.spec, inList: false)
            else { continue }
            context.report(
                .urlPartWithoutTextForm,
                "url placeholder '{\(name)}' has type '\(parameter.type.value)', which has no text form the app "
                    + "can read back",
                at: range,
                notes: [DiagnosticNote("the parameter is declared here", at: parameter.name.range)],
                widget: widget)
        }
    }

    /// Whether a value of `type` has one text form in a URL (see WS0514); a list's elements must not be lists.
    private static func hasTextForm(_ type: TypeRef, in spec: Spec, inList: Bool) -> Bool {
        switch type {
        case .string, .int, .double, .bool, .date, .url, .enumeration: true
        case .model(let name): spec.entity(named: name) != nil
        case .optional(let wrapped): hasTextForm(wrapped, in: spec, inList: inList)
        case .array(let element): !inList && hasTextForm(element, in: spec, inList: true)
        case .closedRange, .decimal, .dictionary: false
        }
    }

    /// A plausible default to suggest, written as in a spec.
    private static func exampleDefault(for type: TypeRef, in spec: Spec) -> String? {
        switch type {
        case .enumeration(let name): spec.enumDecl(named: name)?.cases.first?.name.value
        case .bool: "false"
        case .int: "0"
        case .array: "[]"
        default: nil
        }
    }

    private static func checkModifiers(_ widget: WidgetDecl, _ context: inout CheckContext) {
        var modifiers: [String] = []
        if widget.contentMarginsDisabled { modifiers.append("contentMarginsDisabled: true") }
        if !widget.background.removable { modifiers.append("background: { removable: false }") }
        guard !modifiers.isEmpty else { return }
        for target in context.platformsOffering(widget) {
            let platform = target.platform
            guard let minimum = context.minimum(of: widget, on: platform), minimum < platform.widgetBackgroundMinimum
            else { continue }
            context.report(
                .modifierWithoutEffect,
                "\(modifiers.joined(separator: " and ")) on widget '\(widget.name.value)' takes effect only "
                    + "from \(platform) \(platform.widgetBackgroundMinimum); on \(platform) \(minimum) the system's "
                    + "margins and background stay",
                at: widget.name.range,
                widget: widget)
        }
    }

    /// `background: none` keeps the background removable without the generated `containerBackground`: the view
    /// must call it, on every platform with container backgrounds the widget is offered on.
    private static func checkBackground(_ widget: WidgetDecl, _ context: inout CheckContext) {
        guard widget.background.style == .none, widget.background.removable else { return }
        let platforms = context.platformsOffering(widget).map(\.platform)
        guard !platforms.isEmpty else { return }
        let versions = platforms.map { "\($0) \($0.widgetBackgroundMinimum)" }.joined(separator: ", ")
        context.report(
            .containerBackgroundNotAdopted,
            "widget '\(widget.name.value)' has `background: none`: from \(versions) it shows a placeholder asking "
                + "to adopt containerBackground unless its view '\(widget.view.value)' calls "
                + "`containerBackground(for: .widget)` itself",
            at: widget.background.range ?? widget.name.range,
            notes: [
                DiagnosticNote(
                    "use `background: system` (the generated widget applies it) or `background: view` (the view "
                        + "provides `widgetBackground`), or make it non-removable with `background: { style: none, "
                        + "removable: false }`")
            ],
            widget: widget)
    }

    private static func checkLiveActivityPlatform(_ context: inout CheckContext) {
        guard !context.spec.activities.isEmpty else { return }
        guard let iOS = context.spec.platforms.first(where: { $0.platform == .iOS }) else {
            for activity in context.spec.activities {
                context.report(
                    .liveActivityWithoutIOS,
                    "Live Activity '\(activity.name.value)' is never generated: Live Activities exist on iOS "
                        + "only and the spec does not target iOS",
                    at: activity.name.range,
                    notes: [DiagnosticNote("add iOS under `platforms`")])
            }
            return
        }
        let needed = OSVersion(16, 1)
        guard iOS.version < needed else { return }
        for activity in context.spec.activities {
            context.report(
                .liveActivityRequiresNewerOS,
                "Live Activity '\(activity.name.value)' needs iOS \(needed); the spec's minimum is iOS "
                    + "\(iOS.version)",
                at: activity.name.range,
                notes: [DiagnosticNote("raise `platforms.iOS` to \"\(needed)\"", at: iOS.range)])
        }
    }
}

/// The rules of `ConfigurationRules`, one case each: the raw value is the ID, `entry` the catalog entry with its examples.
/// The group reports them as `DiagnosticDescription.<case>`; the catalog and the checker list every case.
enum ConfigurationRule: String, DiagnosticRule {
    case intentRequiresNewerOS = "WS0501"
    case parameterNeedsDefault = "WS0502"
    case liveActivityRequiresNewerOS = "WS0503"
    case liveActivityWithoutIOS = "WS0504"
    case modifierWithoutEffect = "WS0505"
    case containerBackgroundNotAdopted = "WS0506"
    case urlPartWithoutTextForm = "WS0514"

    var entry: DiagnosticDescription {
        switch self {
        case .intentRequiresNewerOS:
            DiagnosticDescription(
                id, name: "intent-requires-newer-os", severity: .error,
                summary: "A widget with an `intent` on a platform minimum below iOS 17, macOS 14, watchOS 10.",
                source: .apple(["S1", "S15"]),
                rationale: """
                    `intent` generates an `AppIntentConfiguration` with a `WidgetConfigurationIntent` and an \
                    `AppIntentTimelineProvider`, all available from iOS 17, macOS 14, watchOS 10 and visionOS 26 \
                    [S1][S15]. Raise the minimum or give the widget `available:`.
                    """,
                triggering: [
                    .widget(
                        """
                        ↓intent:
                          parameters:
                            name: { type: String, default: Panda }
                        """,
                        named: "Character",
                        topLevel: #"platforms: { iOS: "16.0" }"#)
                ],
                nonTriggering: [
                    .widget(
                        """
                        available: { iOS: "17.0" }
                        intent:
                          parameters:
                            name: { type: String, default: Panda }
                        """,
                        named: "Character",
                        topLevel: #"platforms: { iOS: "16.0" }"#)
                ])
        case .parameterNeedsDefault:
            DiagnosticDescription(
                id, name: "parameter-needs-default", severity: .error,
                summary: "A non-optional intent parameter without a `default`.",
                source: .apple(["S18", "S22"]),
                rationale: """
                    Widgets don't resolve parameters, so every parameter must already hold a value [S22]; Apple \
                    requires a default for every non-optional parameter, or an entity query's `defaultResult()` [S18]. \
                    Give a `default`, or make the type optional (`Hero?`) and handle `nil` in the provider. A parameter \
                    of an entity type gets its default from the query, which asks the app's finder.
                    """,
                triggering: [
                    .widget(
                        """
                        intent:
                          parameters:
                            ↓hero: { type: Hero }
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
                            rival: { type: Hero? }
                        """,
                        named: "Character",
                        topLevel: """
                            enums:
                              Hero: { cases: [panda, egghead] }
                            """)
                ])
        case .liveActivityRequiresNewerOS:
            DiagnosticDescription(
                id, name: "live-activity-requires-newer-os", severity: .error,
                summary: "Live Activities in a spec whose iOS minimum is below 16.1.",
                source: .apple(["S1", "S14"]),
                rationale: """
                    `ActivityAttributes` and `ActivityConfiguration` exist from iOS 16.1 [S1][S14]; the generated \
                    content helpers use `ActivityContent` (16.2) behind an availability check.
                    """,
                triggering: [
                    .activity(
                        named: "↓PizzaDelivery",
                        topLevel: #"platforms: { iOS: "16.0" }"#)
                ],
                nonTriggering: [
                    .activity(
                        topLevel: #"platforms: { iOS: "16.1" }"#)
                ])
        case .liveActivityWithoutIOS:
            DiagnosticDescription(
                id, name: "live-activity-without-ios", severity: .warning,
                summary: "Live Activities in a spec that does not target iOS: they are never generated.",
                source: .apple(["S1"]),
                rationale: """
                    `ActivityConfiguration` is unavailable on macOS, watchOS and visionOS [S1]; in a multi-platform \
                    spec activities are generated for iOS alone. A spec without iOS generates none, which is almost \
                    certainly not what was meant.
                    """,
                triggering: [
                    .activity(
                        named: "↓PizzaDelivery",
                        topLevel: #"platforms: { watchOS: "10.0" }"#)
                ],
                nonTriggering: [
                    .activity(
                        topLevel: #"platforms: { iOS: "17.0", watchOS: "10.0" }"#)
                ])
        case .modifierWithoutEffect:
            DiagnosticDescription(
                id, name: "modifier-without-effect", severity: .warning,
                summary:
                    "`contentMarginsDisabled` or `background: { removable: false }` on a platform where it does nothing.",
                source: .apple(["S1"]),
                rationale: """
                    `contentMarginsDisabled()` and `containerBackgroundRemovable(_:)` compile from iOS 15 but take \
                    effect only from iOS 17, watchOS 10 and macOS 14 [S1]; below that the widget keeps the system's \
                    margins and background, so its layout differs between OS versions.
                    """,
                triggering: [
                    .widget(
                        "contentMarginsDisabled: true",
                        named: "↓Status",
                        topLevel: #"platforms: { iOS: "16.0" }"#)
                ],
                nonTriggering: [
                    .widget(
                        "contentMarginsDisabled: true",
                        topLevel: #"platforms: { iOS: "17.0" }"#)
                ])
        case .containerBackgroundNotAdopted:
            DiagnosticDescription(
                id, name: "container-background-not-adopted", severity: .warning,
                summary: "`background: none` with a removable background: unless the view calls `containerBackground`, "
                    + "the widget shows a placeholder asking to adopt it.",
                source: .apple(["S23", "S30"]),
                rationale: """
                    From iOS 17, macOS 14 and watchOS 10 a widget draws its background with \
                    `containerBackground(for: .widget)`, so the system can remove it in StandBy and on the Lock Screen \
                    [S23]; for a widget without one whose background is removable, Apple says the system overlays "a \
                    warning message" on the widget during development [S23][S30]. The wording developers report seeing \
                    on devices, "Please adopt containerBackground API", is observed by third parties [S34c], not quoted \
                    by Apple. The generated widgets apply it for \
                    `background: system` and `background: view`; with `none` the view must call it itself, which the \
                    checker cannot see. Keep `none` only for such a view (and disable this rule for the widget), or \
                    make the background non-removable with `background: { style: none, removable: false }`.
                    """,
                triggering: [
                    .widget(
                        "background: ↓none")
                ],
                nonTriggering: [
                    .widget(
                        "background: system"),
                    .widget(
                        "background: { style: none, removable: false }"),
                ])
        case .urlPartWithoutTextForm:
            DiagnosticDescription(
                id, name: "url-part-without-text-form", severity: .error,
                summary: "A `url` placeholder naming a parameter whose value has no stable, unambiguous text form.",
                source: .assumption(
                    "The tool's design: the app parses the URL back, so each part must be text it can read again."),
                rationale: """
                    A widget's `url` puts each `{parameter}` into the URL as text the app reads back when the person taps \
                    the widget [S19]. Strings, numbers, Booleans, dates (seconds since 1970), URLs, enum cases (their raw \
                    value) and entities (their identifier, what events match on) have one; optionals of those are empty \
                    when `nil`, and lists of those are joined with commas. A list of lists has no such form: `[[1, 2], \
                    [3]]` and `[[1], [2, 3]]` would both read `1,2,3`. Name a parameter the app can read back.
                    """,
                triggering: [
                    .widget(
                        """
                        intent:
                          parameters:
                            scores: { type: "[[Int]]", default: [] }
                        url: "app://scores/{↓scores}"
                        """,
                        topLevel: #"platforms: { iOS: "17.0" }"#)
                ],
                nonTriggering: [
                    .widget(
                        """
                        intent:
                          parameters:
                            scores: { type: "[Int]", default: [] }
                        url: "app://scores/{scores}"
                        """,
                        topLevel: #"platforms: { iOS: "17.0" }"#)
                ])
        }
    }
}
