// WS10xx: actions between two versions, found by name.

extension DiagnosticDescription {
    static let actionsInShortcuts = DiagnosticSource.assumption(
        """
        An action is an `AppIntent` whose type name is `<Name>Intent`, and the generated intent keeps App Intents' \
        default `isDiscoverable` (true), so people may add it to their shortcuts with the values they set for its \
        parameters. The reference this tool rests on has no Apple page on how Shortcuts keeps an action; the tool \
        assumes a shortcut names the intent's type and each parameter, as a widget's configuration does, and \
        fails to run an intent or a value that is gone. The spec's own buttons, toggles and controls build the \
        intent each time they are drawn, so they follow the update.
        """)

    package static let actionRemoved = ActionChangeRule.actionRemoved.entry
    package static let actionParameterChanged = ActionChangeRule.actionParameterChanged.entry
    package static let actionAdded = ActionChangeRule.actionAdded.entry
}

/// Actions paired by name: removed and added actions, and the parameters of each by name.
enum ActionChangeRules: CompatibilityRuleGroup {
    typealias Rule = ActionChangeRule

    static func compare(_ context: inout CompatibilityContext) {
        let actions = Matching(old: context.old.actions, new: context.new.actions, by: \.name.value)
        for action in actions.removed {
            context.report(
                .actionRemoved,
                "action '\(action.name.value)' is gone: shortcuts people made with '\(action.intentName)' can no "
                    + "longer run it",
                at: action.name.range,
                notes: [DiagnosticNote("a renamed action is another intent type, `<Name>Intent`")])
        }
        for action in actions.added {
            context.report(.actionAdded, "action '\(action.name.value)' is new (safe)", at: action.name.range)
        }
        for (old, new) in actions.pairs { compareParameters(old, new, &context) }
    }

    private static func compareParameters(
        _ old: CompatibilitySurface.Action, _ new: CompatibilitySurface.Action, _ context: inout CompatibilityContext
    ) {
        let consequence = "shortcuts that run '\(new.intentName)' lose the value people set for it"
        let parameters = Matching(old: old.parameters, new: new.parameters, by: \.storedName)
        for parameter in parameters.removed {
            context.report(
                .actionParameterChanged,
                "parameter '\(parameter.name.value)' of action '\(new.name.value)' is gone: \(consequence)",
                at: parameter.name.range,
                notes: parameter.name.range == old.name.range
                    ? [DiagnosticNote("`toggle: true` declared it: the action is no longer a toggle")] : [])
        }
        for parameter in parameters.added where parameter.defaultValue == nil && !parameter.type.value.isOptional {
            context.report(
                .actionParameterChanged,
                "parameter '\(parameter.name.value)' of action '\(new.name.value)' is new and has neither a default "
                    + "nor an optional type: shortcuts that run '\(new.intentName)' have no value for it",
                at: parameter.name.range,
                notes: [DiagnosticNote("give it a `default`, or make its type optional")])
        }
        for (oldParameter, newParameter) in parameters.pairs {
            guard oldParameter.type.value == newParameter.type.value else {
                context.report(
                    .actionParameterChanged,
                    "parameter '\(newParameter.name.value)' of action '\(new.name.value)' changed type from "
                        + "\(oldParameter.type.value) to \(newParameter.type.value): \(consequence)",
                    at: newParameter.type.range,
                    notes: [DiagnosticNote("the old type", at: oldParameter.type.range)])
                continue
            }
            compareCases(oldParameter, newParameter, of: new, &context)
        }
    }

    /// The cases a parameter's enum lost: a shortcut that set the parameter to one of them holds a value the new
    /// version cannot decode (a case's raw value is its name).
    private static func compareCases(
        _ old: CompatibilitySurface.Parameter, _ new: CompatibilitySurface.Parameter,
        of action: CompatibilitySurface.Action, _ context: inout CompatibilityContext
    ) {
        guard let (name, cases) = old.enumCases(comparedWith: new) else { return }
        for enumCase in cases.removed {
            context.report(
                .actionParameterChanged,
                "case '\(enumCase.name.value)' of enum '\(name)' is gone: shortcuts that run '\(action.intentName)' "
                    + "with '\(enumCase.name.value)' for parameter '\(new.name.value)' lose that value",
                at: enumCase.name.range,
                notes: [.renamedCaseReadsAsRemoved])
        }
    }
}

/// The rules of `ActionChangeRules`, one case each: the raw value is the ID, `entry` the catalog entry with its examples.
/// The group reports them as `DiagnosticDescription.<case>`; the catalog and the checker list every case.
enum ActionChangeRule: String, DiagnosticRule {
    case actionRemoved = "WS1035"
    case actionParameterChanged = "WS1036"
    case actionAdded = "WS1037"

    var entry: DiagnosticDescription {
        switch self {
        case .actionRemoved:
            DiagnosticDescription(
                id, name: "action-removed", severity: .warning,
                summary: "An action of the old version that the new version does not have (removed or renamed).",
                source: DiagnosticDescription.actionsInShortcuts,
                rationale: """
                    Shortcuts people made with the action's intent can no longer run it. The tool cannot know whether \
                    anyone did, and the widgets and controls that ran it are rebuilt with the new version, so this is a \
                    warning. A renamed action is another intent type: it reads as removed and added. Reported at the old \
                    spec's action.
                    """,
                triggering: [
                    .change(
                        from: .spec("actions:\n  ↓TurnOff: {}\n  SetLights: { toggle: true }"),
                        to: .spec("actions:\n  SetLights: { toggle: true }"))
                ],
                nonTriggering: [
                    .change(
                        from: .spec("actions:\n  TurnOff: {}"),
                        to: .spec("actions:\n  TurnOff: { title: Turn Everything Off }"))
                ])
        case .actionParameterChanged:
            DiagnosticDescription(
                id, name: "action-parameter-changed", severity: .warning,
                summary:
                    "An action parameter that is gone, has another type or lost a case, or a new one that needs a value.",
                source: DiagnosticDescription.actionsInShortcuts,
                rationale: """
                    Shortcuts that run the action lose the value people set for the parameter. A toggle action's \
                    `value` is a parameter too: an action that is no longer a toggle loses it. Reported at the old \
                    spec's parameter when it is gone, at the new type when the type changed, and at the old spec's case \
                    when the parameter's enum lost (or renamed) a case, once per parameter. A new parameter with a \
                    default or an optional type is safe; a new one with neither leaves existing shortcuts without a \
                    value for it (the tool assumes the intent then asks for one when it runs), reported at the new \
                    parameter.
                    """,
                triggering: [
                    .change(
                        from: .spec("actions:\n  Dim:\n    parameters:\n      ↓level: { type: Int, default: 50 }"),
                        to: .spec("actions:\n  Dim:\n    parameters:\n      brightness: { type: Int, default: 50 }")),
                    .change(
                        from: .spec("actions:\n  Dim:\n    parameters:\n      level: { type: Int, default: 50 }"),
                        to: .spec("actions:\n  Dim:\n    parameters:\n      level: { type: ↓Double, default: 50 }")),
                    .change(
                        from: .spec("actions:\n  Dim: {}"),
                        to: .spec("actions:\n  Dim:\n    parameters:\n      ↓level: Int")),
                    .change(
                        from: .spec(
                            "enums:\n  Color: { cases: [red, ↓teal] }\n"
                                + "actions:\n  Paint:\n    parameters:\n      color: { type: Color, default: red }"),
                        to: .spec(
                            "enums:\n  Color: { cases: [red, blue] }\n"
                                + "actions:\n  Paint:\n    parameters:\n      color: { type: Color, default: red }")),
                ],
                nonTriggering: [
                    .change(
                        from: .spec("actions:\n  Dim:\n    parameters:\n      level: { type: Int, default: 50 }"),
                        to: .spec(
                            "actions:\n  Dim:\n    parameters:\n      level: { type: Int, default: 80 }\n      room: String?"
                        ))
                ])
        case .actionAdded:
            DiagnosticDescription(
                id, name: "action-added", severity: .note,
                summary: "An action the old version did not have: safe.",
                source: DiagnosticDescription.actionsInShortcuts,
                rationale: """
                    A new intent; no shortcut runs it yet.
                    """,
                triggering: [
                    .change(
                        from: .spec("actions:\n  TurnOff: {}"),
                        to: .spec("actions:\n  TurnOff: {}\n  ↓TurnOn: {}"))
                ],
                nonTriggering: [
                    .change(
                        from: .spec("actions:\n  TurnOff: {}"),
                        to: .spec("actions:\n  TurnOff: { reloads: all }"))
                ])
        }
    }
}
