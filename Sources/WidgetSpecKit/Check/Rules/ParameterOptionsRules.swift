// WS0528-WS0529: options the app provides for a String or Int parameter (`DynamicOptionsProvider`).

extension DiagnosticDescription {
    package static let optionsNeedStringOrInt = ParameterOptionsRule.optionsNeedStringOrInt.entry
    package static let optionsOnActionParameter = ParameterOptionsRule.optionsOnActionParameter.entry
}

enum ParameterOptionsRules: CheckerRuleGroup {
    typealias Rule = ParameterOptionsRule

    static func check(_ context: inout CheckContext) {
        for widget in context.spec.widgets {
            for parameter in widget.intent?.parameters ?? [] where parameter.options != nil {
                checkType(parameter, &context, widget: widget)
            }
        }
        for control in context.spec.controls {
            for parameter in control.intent?.parameters ?? [] where parameter.options != nil {
                checkType(parameter, &context)
            }
        }
        for action in context.spec.actions {
            for parameter in action.parameters {
                guard let options = parameter.options else { continue }
                context.report(
                    .optionsOnActionParameter,
                    "parameter '\(parameter.name.value)' of action '\(action.name.value)' has 'options', but the "
                        + "button or toggle that runs the action passes its value; no one picks it; remove 'options'",
                    at: options.range)
            }
        }
    }

    /// Options are a list of Strings or Ints the app computes; enums, entities and Booleans have their own lists.
    private static func checkType(_ parameter: ParameterDecl, _ context: inout CheckContext, widget: WidgetDecl? = nil)
    {
        guard let options = parameter.options else { return }
        let type = parameter.type.value
        var element = type.unwrapped
        if case .array(let item) = element { element = item }
        let name = parameter.name.value
        let typeNote = DiagnosticNote("the parameter's type is here", at: parameter.type.range)
        let reason: String? =
            switch element {
            case .string, .int: nil
            case .enumeration(let name):
                "enum '\(name)' lists its own cases (AppEnum); remove 'options', or make the type String and let "
                    + "the app list the values"
            case .model(let name) where context.spec.entity(named: name) != nil:
                "entity '\(name)' is listed by its query (suggestedEntities(), and entities(matching:) with "
                    + "'search: true'); remove 'options'"
            case .bool: "a Bool is a switch in the edit UI, not a list; remove 'options'"
            default: "options are generated for String and Int values only; remove 'options'"
            }
        if let reason {
            context.report(
                .optionsNeedStringOrInt, "parameter '\(name)' has type \(type) and 'options': \(reason)",
                at: options.range, notes: [typeNote], widget: widget)
            return
        }
        if type.unwrapped.isArray, let defaultValue = parameter.defaultValue {
            context.report(
                .optionsNeedStringOrInt,
                "parameter '\(name)' is a list with 'options' and a 'default': the provider's defaultResult() "
                    + "holds one value, and the optionsProvider initializers take no default; remove 'default' "
                    + "and make the type \(type.unwrapped)?",
                at: defaultValue.range, notes: [typeNote], widget: widget)
        }
    }
}

/// The rules of `ParameterOptionsRules`, one case each: the raw value is the ID, `entry` the catalog entry.
enum ParameterOptionsRule: String, DiagnosticRule {
    case optionsNeedStringOrInt = "WS0528"
    case optionsOnActionParameter = "WS0529"

    var entry: DiagnosticDescription {
        switch self {
        case .optionsNeedStringOrInt:
            DiagnosticDescription(
                id, name: "options-need-string-or-int", severity: .error,
                summary: "`options` on a parameter that is not a String or an Int (or a list of them), or a list "
                    + "with options and a `default`.",
                source: .apple(["S90", "S91"]),
                rationale: """
                    `options` generates a `DynamicOptionsProvider` whose `results()` lists values of the \
                    parameter's type [S90], passed to `@Parameter(title:description:optionsProvider:)`, which the \
                    iOS 16 to 18 SDKs declare for strings and integers among others [S91]. An enum's cases and an \
                    entity's query already are the parameter's list, and a Bool is a switch: options there say \
                    nothing or contradict the type. Double, Date and URL parameters have such initializers too, \
                    but this generator does not make them (an assumption of what a list of them would mean). The \
                    optionsProvider initializers take no `default:` [S91]; the provider's `defaultResult()` returns \
                    one value of its `DefaultValue` type [S90], so a list with options takes no default.
                    """,
                triggering: [
                    .widget(
                        """
                        intent:
                          parameters:
                            hero: { type: Hero?, ↓options: dynamic }
                        """,
                        topLevel: "enums: { Hero: { cases: [panda, egghead] } }"),
                    .widget(
                        """
                        intent:
                          parameters:
                            accounts: { type: "[String]", default: ↓[me], options: dynamic }
                        """),
                ],
                nonTriggering: [
                    .widget(
                        """
                        intent:
                          parameters:
                            hashtag: { type: String?, options: dynamic }
                            accounts: { type: "[String]?", options: { prompt: Accounts } }
                        """)
                ])
        case .optionsOnActionParameter:
            DiagnosticDescription(
                id, name: "options-on-action-parameter", severity: .error,
                summary: "`options` on an action's parameter, which the button or toggle that runs it sets.",
                source: .assumption(
                    "an action's parameters are filled in by the widget or control that runs it: no edit UI offers "
                        + "their choices, so a provider would never be asked"),
                rationale: """
                    Options are the choices a person picks from in a widget's or a control's edit UI. An action is \
                    run by a button or a toggle that passes every parameter itself, so no list is ever shown; a \
                    `discoverable: true` action offered in Shortcuts would show one, which this generator does not \
                    make yet.
                    """,
                triggering: [
                    .spec(
                        """
                        widgets:
                          Account:
                            kind: com.example.account
                            displayName: Account
                            families: [systemSmall]
                            actions: [Follow]
                        actions:
                          Follow:
                            parameters:
                              account: { type: String, default: me, ↓options: dynamic }
                        """)
                ],
                nonTriggering: [
                    .spec(
                        """
                        widgets:
                          Account:
                            kind: com.example.account
                            displayName: Account
                            families: [systemSmall]
                            actions: [Follow]
                        actions:
                          Follow:
                            parameters:
                              account: { type: String, default: me }
                        """)
                ])
        }
    }
}
