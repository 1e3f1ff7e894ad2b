// WS0507-WS0513, WS0906: actions (interactive widgets) and control widgets.

extension DiagnosticDescription {
    package static let actionRequiresNewerOS = InteractionRule.actionRequiresNewerOS.entry
    package static let actionInNonInteractiveFamily = InteractionRule.actionInNonInteractiveFamily.entry
    package static let controlRequiresNewerOS = InteractionRule.controlRequiresNewerOS.entry
    package static let controlParameterNeedsDefault = InteractionRule.controlParameterNeedsDefault.entry
    package static let controlActionMismatch = InteractionRule.controlActionMismatch.entry
    package static let controlActionParameterUnset = InteractionRule.controlActionParameterUnset.entry
    package static let controlOpensAppWithoutTarget = InteractionRule.controlOpensAppWithoutTarget.entry
    package static let actionReloadsItsWidget = InteractionRule.actionReloadsItsWidget.entry
}

enum InteractionRules: CheckerRuleGroup {
    typealias Rule = InteractionRule

    /// The families whose buttons and toggles run, per [S22]; the others are inactive.
    static let nonInteractiveFamilies: Set<WidgetFamily> = [.accessoryInline, .accessoryCorner]

    static func check(_ context: inout CheckContext) {
        for widget in context.spec.widgets where !widget.actions.isEmpty {
            checkActionAvailability(widget, &context)
            checkFamilies(widget, &context)
        }
        for control in context.spec.controls {
            checkControlAvailability(control, &context)
            if let intent = control.intent { checkParameterDefaults(control, intent, &context) }
            if let action = context.spec.action(named: control.action.value) {
                checkTemplate(control, action, &context)
                checkActionParameters(control, action, &context)
                checkOpenIntent(control, action, &context)
            }
        }
        for action in context.spec.actions { checkOwnReload(action, &context) }
    }

    private static func checkActionAvailability(_ widget: WidgetDecl, _ context: inout CheckContext) {
        for target in context.platformsOffering(widget) {
            let platform = target.platform
            let needed = platform.interactivityMinimum
            guard let minimum = context.minimum(of: widget, on: platform), minimum < needed else { continue }
            context.report(
                .actionRequiresNewerOS,
                "widget '\(widget.name.value)' runs actions (Button(intent:), Toggle(isOn:intent:)), which need "
                    + "\(platform) \(needed); the widget is offered from \(platform) \(minimum)",
                at: widget.actions.first?.range,
                notes: [
                    DiagnosticNote(
                        "raise `platforms.\(platform)` to \"\(needed)\", or add `available: { \(platform): "
                            + "\"\(needed)\" }` to the widget",
                        at: target.range)
                ],
                widget: widget)
        }
    }

    private static func checkFamilies(_ widget: WidgetDecl, _ context: inout CheckContext) {
        for target in context.platformsOffering(widget) {
            for family in widget.families.families(on: target.platform)
            where nonInteractiveFamilies.contains(family.value) {
                context.report(
                    .actionInNonInteractiveFamily,
                    "widget '\(widget.name.value)' runs actions, but buttons and toggles do nothing in "
                        + "\(family.value)",
                    at: family.range, widget: widget)
            }
        }
    }

    private static func checkControlAvailability(_ control: ControlDecl, _ context: inout CheckContext) {
        let platforms = context.spec.platforms
        guard platforms.contains(where: { $0.platform.controlMinimum != nil }) else {
            context.report(
                .controlRequiresNewerOS,
                "control '\(control.name.value)' is never generated: controls don't exist on visionOS, and the spec "
                    + "targets nothing else",
                at: control.name.range, control: control)
            return
        }
        for target in platforms {
            guard let needed = target.platform.controlMinimum,
                let minimum = context.minimum(of: control, on: target.platform), minimum < needed
            else { continue }
            let platform = target.platform
            context.report(
                .controlRequiresNewerOS,
                "control '\(control.name.value)' needs \(platform) \(needed); the spec's minimum is \(platform) "
                    + "\(minimum)",
                at: control.name.range,
                notes: [
                    DiagnosticNote(
                        "add `available: { \(platform): \"\(needed)\" }` to the control (the bundle lists it inside "
                            + "`if #available`), or raise `platforms.\(platform)`",
                        at: target.range)
                ],
                control: control)
        }
    }

    private static func checkParameterDefaults(
        _ control: ControlDecl, _ intent: IntentDecl, _ context: inout CheckContext
    ) {
        for parameter in intent.parameters where parameter.defaultValue == nil && !parameter.type.value.isOptional {
            let type = parameter.type.value
            context.report(
                .controlParameterNeedsDefault,
                "parameter '\(parameter.name.value)' of control '\(control.name.value)' has type '\(type)' and no "
                    + "default; the control is previewed before it is configured, so it must be optional",
                at: parameter.name.range,
                notes: [
                    DiagnosticNote(
                        context.spec.entity(containedIn: type) == nil
                            ? "make the type '\(type)?', or add `default:`"
                            : "make the type '\(type)?' (a parameter of an entity type takes no `default`)")
                ],
                control: control)
        }
    }

    private static func checkTemplate(_ control: ControlDecl, _ action: ActionDecl, _ context: inout CheckContext) {
        guard control.isToggle != action.isToggle else { return }
        let message =
            control.isToggle
            ? "control '\(control.name.value)' is a toggle, but action '\(action.name.value)' sets no value; "
                + "give the action `toggle: true`"
            : "control '\(control.name.value)' is a button, but action '\(action.name.value)' is a toggle action "
                + "(it sets a value); make the control a `toggle`"
        context.report(
            .controlActionMismatch, message, at: control.action.range,
            notes: [DiagnosticNote("the action is declared here", at: action.name.range)], control: control)
    }

    private static func checkActionParameters(
        _ control: ControlDecl, _ action: ActionDecl, _ context: inout CheckContext
    ) {
        for parameter in action.parameters {
            let type = parameter.type.value
            if let source = control.intent?.parameter(named: parameter.name.value) {
                guard source.type.value != type else { continue }
                context.report(
                    .controlActionParameterUnset,
                    "parameter '\(parameter.name.value)' of action '\(action.name.value)' has type '\(type)', but "
                        + "control '\(control.name.value)' configures it as '\(source.type.value)'",
                    at: control.action.range,
                    notes: [DiagnosticNote("the control's parameter", at: source.name.range)], control: control)
            } else if parameter.defaultValue == nil && !type.isOptional {
                context.report(
                    .controlActionParameterUnset,
                    "control '\(control.name.value)' runs action '\(action.name.value)' but has no value for its "
                        + "parameter '\(parameter.name.value)'",
                    at: control.action.range,
                    notes: [
                        DiagnosticNote(
                            "give the control an `intent` parameter '\(parameter.name.value)' of type '\(type)', or "
                                + "the action's parameter a `default`",
                            at: parameter.name.range)
                    ],
                    control: control)
            }
        }
    }

    /// A control button that opens the app with an action that cannot be an `OpenIntent`.
    private static func checkOpenIntent(_ control: ControlDecl, _ action: ActionDecl, _ context: inout CheckContext) {
        guard !control.isToggle, action.opensApp, action.openTarget(in: context.spec) == nil else { return }
        context.report(
            .controlOpensAppWithoutTarget,
            "control '\(control.name.value)' opens the app with action '\(action.name.value)', which is no "
                + "OpenIntent: it has no parameter '\(ActionDecl.openTargetParameter)' of an enum or entity type",
            at: control.action.range,
            notes: [
                DiagnosticNote(
                    "give the action a parameter `\(ActionDecl.openTargetParameter)` naming the enum or entity the "
                        + "app opens to (a control's `intent` may configure it)",
                    at: action.name.range)
            ],
            control: control)
    }

    /// `reloads` naming the only widget that runs the action.
    private static func checkOwnReload(_ action: ActionDecl, _ context: inout CheckContext) {
        guard case .widgets(let names)? = action.reloads else { return }
        let runners = context.spec.widgets.filter { widget in widget.actions.contains { $0.value == action.name.value }
        }
        guard runners.count == 1, let runner = runners.first,
            context.spec.controls.allSatisfy({ $0.action.value != action.name.value })
        else { return }
        for name in names where name.value == runner.name.value {
            context.report(
                .actionReloadsItsWidget,
                "action '\(action.name.value)' reloads widget '\(runner.name.value)', the one widget that runs it; "
                    + "WidgetKit reloads that widget when perform() returns",
                at: name.range, widget: runner)
        }
    }
}

/// The rules of `InteractionRules`, one case each: the raw value is the ID, `entry` the catalog entry with its examples.
/// The group reports them as `DiagnosticDescription.<case>`; the catalog and the checker list every case.
enum InteractionRule: String, DiagnosticRule {
    case actionRequiresNewerOS = "WS0507"
    case actionInNonInteractiveFamily = "WS0508"
    case controlRequiresNewerOS = "WS0509"
    case controlParameterNeedsDefault = "WS0510"
    case controlActionMismatch = "WS0511"
    case controlActionParameterUnset = "WS0512"
    case actionReloadsItsWidget = "WS0906"
    case controlOpensAppWithoutTarget = "WS0513"

    var entry: DiagnosticDescription {
        switch self {
        case .actionRequiresNewerOS:
            DiagnosticDescription(
                id, name: "action-requires-newer-os", severity: .error,
                summary: "A widget with `actions` on a platform minimum below iOS 17, macOS 14, watchOS 10.",
                source: .apple(["S22"]),
                rationale: """
                    A widget's view runs actions with `Button(intent:)` and `Toggle(isOn:intent:)`, which exist from \
                    iOS 17 and macOS 14 [S22] (watchOS 10 per the SwiftUI pages); below that the view does not compile. \
                    Raise the minimum or give the widget `available:`.
                    """,
                triggering: [
                    .widget(
                        "actions: [↓CompleteTodo]",
                        named: "Todo",
                        topLevel: """
                            platforms: { iOS: "16.0" }
                            actions:
                              CompleteTodo: {}
                            """)
                ],
                nonTriggering: [
                    .widget(
                        """
                        actions: [CompleteTodo]
                        available: { iOS: "17.0" }
                        """,
                        named: "Todo",
                        topLevel: """
                            platforms: { iOS: "16.0" }
                            actions:
                              CompleteTodo: {}
                            """)
                ])
        case .actionInNonInteractiveFamily:
            DiagnosticDescription(
                id, name: "action-in-non-interactive-family", severity: .warning,
                summary: "A widget with `actions` offered in a family whose buttons and toggles do nothing.",
                source: .apple(["S22"]),
                rationale: """
                    Apple lists the families that can include buttons and toggles: the system families, and \
                    accessoryCircular and accessoryRectangular on iPhone and iPad [S22]. In accessoryInline and \
                    accessoryCorner the view's actions never run. Leave the family out, or show it without buttons \
                    (read `\\.widgetFamily`) and disable this rule for the widget. On a locked device every button and \
                    toggle is inactive until the person unlocks it [S22].
                    """,
                triggering: [
                    .widget(
                        """
                        families: [systemSmall, ↓accessoryInline]
                        actions: [CompleteTodo]
                        """,
                        named: "Todo",
                        topLevel: """
                            platforms: { iOS: "17.0" }
                            actions:
                              CompleteTodo: {}
                            """)
                ],
                nonTriggering: [
                    .widget(
                        """
                        families: [systemSmall, accessoryRectangular]
                        actions: [CompleteTodo]
                        """,
                        named: "Todo",
                        topLevel: """
                            platforms: { iOS: "17.0" }
                            actions:
                              CompleteTodo: {}
                            """)
                ])
        case .controlRequiresNewerOS:
            DiagnosticDescription(
                id, name: "control-requires-newer-os", severity: .error,
                summary:
                    "A control on a platform minimum below iOS 18, macOS 26, watchOS 26, or in a spec for visionOS alone.",
                source: .apple(["S1", "S28"]),
                rationale: """
                    `ControlWidget`, its configurations and templates, and `ControlCenter` exist from iOS 18, macOS 26 and \
                    watchOS 26, and not on visionOS [S1][S28]. Give the control `available:` (the bundle lists it inside \
                    `if #available`) or raise the minimum. A control in a spec for visionOS alone is never generated.
                    """,
                triggering: [
                    .spec(
                        """
                        platforms: { iOS: "17.0" }
                        controls:
                          ↓Lights:
                            kind: com.example.lights
                            displayName: Lights
                            button: TurnOff
                        actions:
                          TurnOff: {}
                        """)
                ],
                nonTriggering: [
                    .spec(
                        """
                        platforms: { iOS: "17.0" }
                        controls:
                          Lights:
                            kind: com.example.lights
                            displayName: Lights
                            button: TurnOff
                            available: { iOS: "18.0" }
                        actions:
                          TurnOff: {}
                        """)
                ])
        case .controlParameterNeedsDefault:
            DiagnosticDescription(
                id, name: "control-parameter-needs-default", severity: .error,
                summary: "A parameter of a control's `intent` that is neither optional nor has a `default`.",
                source: .assumption(
                    """
                    Apple's ControlConfigurationIntent page [S38] (not in the project's WidgetKit reference) gives its \
                    example parameter a default without stating a rule; Xcode's App Intents metadata step warns about \
                    non-optional parameters of a `ControlConfigurationIntent` (Developer Forums thread 763178).
                    """),
                rationale: """
                    A control is shown before anyone configures it, so a `ControlConfigurationIntent` parameter needs a \
                    value then: an optional or a default. An entity parameter has no default in the spec: make it \
                    optional (`Light?`) and handle `nil` in the value loader and the action.
                    """,
                triggering: [
                    .spec(
                        """
                        platforms: { iOS: "18.0" }
                        entities:
                          Light:
                            fields: { name: String }
                            display: { title: name }
                        controls:
                          Lights:
                            kind: com.example.lights
                            displayName: Lights
                            button: TurnOff
                            intent:
                              parameters:
                                ↓light: Light
                        actions:
                          TurnOff: {}
                        """)
                ],
                nonTriggering: [
                    .spec(
                        """
                        platforms: { iOS: "18.0" }
                        entities:
                          Light:
                            fields: { name: String }
                            display: { title: name }
                        controls:
                          Lights:
                            kind: com.example.lights
                            displayName: Lights
                            button: TurnOff
                            intent:
                              parameters:
                                light: Light?
                        actions:
                          TurnOff: {}
                        """)
                ])
        case .controlActionMismatch:
            DiagnosticDescription(
                id, name: "control-action-mismatch", severity: .error,
                summary:
                    "A toggle control whose action is not a toggle action, or a button control running a toggle action.",
                source: .apple(["S1"]),
                rationale: """
                    `ControlWidgetToggle` runs an action that sets a `Bool` (`Action: SetValueIntent, Action.ValueType == \
                    Bool` [S1]), which is what `toggle: true` makes an action; a button has no state to set, so it runs \
                    an action without one.
                    """,
                triggering: [
                    .spec(
                        """
                        platforms: { iOS: "18.0" }
                        controls:
                          Lights:
                            kind: com.example.lights
                            displayName: Lights
                            toggle: ↓TurnOff
                        actions:
                          TurnOff: {}
                        """)
                ],
                nonTriggering: [
                    .spec(
                        """
                        platforms: { iOS: "18.0" }
                        controls:
                          Lights:
                            kind: com.example.lights
                            displayName: Lights
                            toggle: SetLights
                        actions:
                          SetLights: { toggle: true }
                        """)
                ])
        case .controlActionParameterUnset:
            DiagnosticDescription(
                id, name: "control-action-parameter-unset", severity: .error,
                summary: "A parameter of a control's action that the control cannot fill.",
                source: .apple(["S22"]),
                rationale: """
                    A control creates its action's intent with the typed constructor: each action parameter comes from \
                    the control's `intent` parameter of the same name and type, or keeps its `default` (or `nil` when \
                    optional). Nothing else can fill it: the system does not resolve parameters of the intents widgets \
                    and controls run [S22].
                    """,
                triggering: [
                    .spec(
                        """
                        platforms: { iOS: "18.0" }
                        controls:
                          Lights:
                            kind: com.example.lights
                            displayName: Lights
                            button: ↓TurnOff
                        actions:
                          TurnOff:
                            parameters: { room: String }
                        """)
                ],
                nonTriggering: [
                    .spec(
                        """
                        platforms: { iOS: "18.0" }
                        controls:
                          Lights:
                            kind: com.example.lights
                            displayName: Lights
                            button: TurnOff
                            intent:
                              parameters:
                                room: { type: String, default: Kitchen }
                        actions:
                          TurnOff:
                            parameters: { room: String }
                        """)
                ])
        case .actionReloadsItsWidget:
            DiagnosticDescription(
                id, name: "action-reloads-its-widget", severity: .warning,
                summary: "An action whose `reloads` names the one widget that runs it: WidgetKit reloads it anyway.",
                source: .apple(["S22"]),
                rationale: """
                    When `perform()` returns, the system reloads the timeline of the widget whose button or toggle ran \
                    the action [S22]. An explicit reload of that widget's kind asks again for nothing; `reloads` is for \
                    the other widgets and the controls the action changes. (A widget that several widgets run the action \
                    from is not reported: the reload serves the others.)
                    """,
                triggering: [
                    .widget(
                        "actions: [CompleteTodo]",
                        named: "Todo",
                        topLevel: """
                            actions:
                              CompleteTodo:
                                reloads: [↓Todo]
                            """)
                ],
                nonTriggering: [
                    .widget(
                        "actions: [CompleteTodo]",
                        named: "Todo",
                        topLevel: """
                            actions:
                              CompleteTodo: {}
                            """)
                ])
        case .controlOpensAppWithoutTarget:
            DiagnosticDescription(
                id, name: "control-opens-app-without-target", severity: .warning,
                summary:
                    "A control button opens the app with an action that is not an `OpenIntent` (no enum or entity `target`).",
                source: .apple(["S62"]),
                rationale: """
                    Apple asks a control that opens the app for an action that conforms to `OpenIntent`, compiled into both \
                    the app and the widget extension [S62]. An `OpenIntent` names where the app opens: a `target` \
                    parameter of an `AppEnum` or `AppEntity` type. The generator makes an action with `openAppWhenRun: \
                    true` and a non-optional `target` of an enum or entity an `OpenIntent`, in the part both targets \
                    compile; without one the action only has `openAppWhenRun` (`supportedModes` from the 26 SDKs), which \
                    Apple documents for intents, not controls.
                    """,
                triggering: [
                    .spec(
                        """
                        platforms: { iOS: "18.0" }
                        controls:
                          Open:
                            kind: com.example.open
                            displayName: Open
                            button: ↓OpenApp
                        actions:
                          OpenApp: { openAppWhenRun: true }
                        """)
                ],
                nonTriggering: [
                    .spec(
                        """
                        platforms: { iOS: "18.0" }
                        enums:
                          Screen: { cases: [today, history] }
                        controls:
                          Open:
                            kind: com.example.open
                            displayName: Open
                            button: OpenApp
                        actions:
                          OpenApp:
                            openAppWhenRun: true
                            parameters:
                              target: { type: Screen, default: today }
                        """)
                ])
        }
    }
}
