// WS10xx: controls between two versions, found by kind.

extension DiagnosticDescription {
    static let placedControlByKind = """
        The system knows a placed control by its kind: `ControlInfo` has the `kind` and the configuration it was \
        placed with, and the app reloads controls by kind (`ControlCenter.reloadControls(ofKind:)`) [S1]. Apple \
        does not document what happens to placed controls whose kind is gone; the tool assumes they disappear \
        from Control Center, the Lock Screen and the Action button, as widgets of a removed kind do.
        """

    package static let controlRemoved = ControlChangeRule.controlRemoved.entry
    package static let controlKindChanged = ControlChangeRule.controlKindChanged.entry
    package static let controlAdded = ControlChangeRule.controlAdded.entry
    package static let controlTemplateChanged = ControlChangeRule.controlTemplateChanged.entry
}

/// Controls paired by kind: removed, renamed and added kinds, and the template of each.
enum ControlChangeRules: CompatibilityRuleGroup {
    typealias Rule = ControlChangeRule

    static func compare(_ context: inout CompatibilityContext) {
        let controls = Matching(placed: context.old.controls, context.new.controls)
        KindChanges.report(
            controls, removed: .controlRemoved, renamed: .controlKindChanged, added: .controlAdded, &context)
        for (old, new) in controls.pairs where old.template.isToggle != new.template.isToggle {
            context.report(
                .controlTemplateChanged,
                "control '\(new.name.value)' is a \(new.template.noun) now, was a \(old.template.noun): placed "
                    + "controls stay and \(new.template.behaviour) (safe)",
                at: new.template.range,
                notes: [DiagnosticNote("the old \(old.template.noun)", at: old.template.range)])
        }
    }
}

extension ControlTemplate {
    fileprivate var isToggle: Bool {
        if case .toggle = self { return true }
        return false
    }

    fileprivate var noun: String { isToggle ? "toggle" : "button" }

    fileprivate var behaviour: String { isToggle ? "show and set a state" : "run the action without a state" }

    /// Where the template is written: the action it names.
    fileprivate var range: SourceRange {
        switch self {
        case .button(let action), .toggle(let action): action.range
        }
    }
}

/// The rules of `ControlChangeRules`, one case each: the raw value is the ID, `entry` the catalog entry with its examples.
/// The group reports them as `DiagnosticDescription.<case>`; the catalog and the checker list every case.
enum ControlChangeRule: String, DiagnosticRule {
    case controlRemoved = "WS1031"
    case controlKindChanged = "WS1032"
    case controlAdded = "WS1033"
    case controlTemplateChanged = "WS1034"

    var entry: DiagnosticDescription {
        switch self {
        case .controlRemoved:
            DiagnosticDescription(
                id, name: "control-removed", severity: .error,
                summary: "A control kind of the old version that no control of the new version has.",
                source: .assumption(DiagnosticDescription.placedControlByKind),
                rationale: """
                    Every control of that kind that people placed in Control Center, on the Lock Screen or on the Action \
                    button is removed by the update, without a word. Reported at the old spec's kind. Keep the kind to \
                    keep the controls, even when the control's Swift name changes.
                    """,
                triggering: [
                    .change(
                        from: .control("kind: ↓com.example.lights\nbutton: TurnOff"),
                        to: .widget())
                ],
                nonTriggering: [
                    .change(
                        from: .control("kind: com.example.lights\nbutton: TurnOff", named: "Lights"),
                        to: .control("kind: com.example.lights\nbutton: TurnOff", named: "AllLights"))
                ])
        case .controlKindChanged:
            DiagnosticDescription(
                id, name: "control-kind-changed", severity: .error,
                summary: "A control whose kind is not the one it had in the old version.",
                source: .assumption(DiagnosticDescription.placedControlByKind),
                rationale: """
                    A changed kind reads to the system as a removed control and an added one: the controls placed with \
                    the old kind are removed by the update and people must add the control again. Reported at the new \
                    kind, with the old one in a note.
                    """,
                triggering: [
                    .change(
                        from: .control("kind: com.example.lights\nbutton: TurnOff"),
                        to: .control("kind: ↓com.example.all-lights\nbutton: TurnOff"))
                ],
                nonTriggering: [
                    .change(
                        from: .control("kind: com.example.lights\nbutton: TurnOff\ndisplayName: Lights"),
                        to: .control("kind: com.example.lights\nbutton: TurnOff\ndisplayName: All Lights"))
                ])
        case .controlAdded:
            DiagnosticDescription(
                id, name: "control-added", severity: .note,
                summary: "A control kind the old version did not have: safe.",
                source: .apple(["S28"]),
                rationale: """
                    A new kind is a new control people can add [S28]; nothing placed depends on it.
                    """,
                triggering: [
                    .change(
                        from: .spec("platforms: { iOS: \"18.0\" }\nactions: { TurnOff: {} }"),
                        to: .control(named: "↓Lights"))
                ],
                nonTriggering: [
                    .change(
                        from: .control(),
                        to: .control("button: TurnOff\ndescription: Turns every light off."))
                ])
        case .controlTemplateChanged:
            DiagnosticDescription(
                id, name: "control-template-changed", severity: .note,
                summary: "A control that is a toggle now and was a button, or the other way round: safe.",
                source: .assumption(
                    """
                    A placed control is its kind and its configuration [S1]; the template is drawn from the installed \
                    version each time. Apple does not document the change; the tool assumes placed controls stay and show \
                    the new template, as nothing the system keeps names it.
                    """),
                rationale: """
                    Placed controls stay where people put them and become the new kind of control: a toggle shows its \
                    state and sets it, a button runs its action. Nothing is lost, but people who placed one find another \
                    behaviour, so the note says so. A toggle's value is always a `Bool` (`ControlWidgetToggle` runs a \
                    `SetValueIntent` whose value type is `Bool` [S1]), so the value itself cannot change type.
                    """,
                triggering: [
                    .change(
                        from: .control("button: TurnOff"),
                        to: .control("toggle: ↓SetLights"))
                ],
                nonTriggering: [
                    .change(
                        from: .control("toggle: SetLights"),
                        to: .control(
                            "toggle: SetLights",
                            topLevel: "actions: { TurnOff: {}, SetLights: { toggle: true, reloads: all } }"))
                ])
        }
    }
}
