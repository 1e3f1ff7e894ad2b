// WS0901, WS0902: events that reload widgets and controls.

extension DiagnosticDescription {
    package static let eventMatchingMismatch = EventRule.eventMatchingMismatch.entry
    package static let eventReloadsNothing = EventRule.eventReloadsNothing.entry
}

enum EventRules: CheckerRuleGroup {
    typealias Rule = EventRule

    static func check(_ context: inout CheckContext) {
        for event in context.spec.events {
            checkTargets(event, &context)
            for parameter in event.matching { checkMatching(parameter, of: event, &context) }
        }
    }

    private static func targets(of event: EventDecl, in spec: Spec) -> [WidgetDecl] {
        switch event.reloads {
        case .all: spec.widgets
        case .widgets(let names): names.compactMap { spec.widget(named: $0.value) }
        }
    }

    /// An event that reloads nothing: neither a widget nor a control (controls are reloaded too, through
    /// `ControlCenter`).
    private static func checkTargets(_ event: EventDecl, _ context: inout CheckContext) {
        let spec = context.spec
        let reason: String
        switch event.reloads {
        case .all:
            guard spec.widgets.isEmpty && spec.controls.isEmpty else { return }
            reason = "the bundle has no widgets or controls"
        case .widgets(let names):
            guard
                !names.contains(where: { spec.widget(named: $0.value) != nil || spec.control(named: $0.value) != nil })
            else { return }
            reason = "its `reloads` list is empty"
        }
        context.report(
            .eventReloadsNothing, "event '\(event.name.value)' reloads nothing: \(reason)", at: event.name.range)
    }

    /// Every reloaded widget declares the parameter with one type; with `reloads: all`, widgets without the
    /// parameter are simply not matched, but one must have it.
    private static func checkMatching(
        _ parameter: Located<String>, of event: EventDecl, _ context: inout CheckContext
    ) {
        var first: (widget: WidgetDecl, parameter: ParameterDecl)?
        var missing: [String] = []
        let widgets = targets(of: event, in: context.spec)
        for widget in widgets {
            guard let declared = widget.intent?.parameter(named: parameter.value) else {
                missing.append(widget.name.value)
                continue
            }
            if let first {
                checkType(of: declared, in: widget, against: first, parameter, of: event, &context)
            } else {
                first = (widget, declared)
            }
        }
        let isAll: Bool = if case .all = event.reloads { true } else { false }
        let lacking = isAll ? (first == nil ? widgets.map(\.name.value) : []) : missing
        guard !lacking.isEmpty else { return }
        let list = lacking.map { "'\($0)'" }.joined(separator: ", ")
        context.report(
            .eventMatchingMismatch,
            "event '\(event.name.value)' matches on '\(parameter.value)', but "
                + (lacking.count == 1 ? "widget \(list) has" : "widgets \(list) have")
                + " no intent parameter of that name",
            at: parameter.range)
    }

    private static func checkType(
        of declared: ParameterDecl, in widget: WidgetDecl,
        against first: (widget: WidgetDecl, parameter: ParameterDecl),
        _ parameter: Located<String>, of event: EventDecl, _ context: inout CheckContext
    ) {
        guard first.parameter.type.value != declared.type.value else { return }
        context.report(
            .eventMatchingMismatch,
            "event '\(event.name.value)' matches on '\(parameter.value)', which is "
                + "'\(first.parameter.type.value)' in widget '\(first.widget.name.value)' but "
                + "'\(declared.type.value)' in widget '\(widget.name.value)'",
            at: parameter.range,
            notes: [
                DiagnosticNote("'\(parameter.value)' of '\(first.widget.name.value)'", at: first.parameter.name.range),
                DiagnosticNote("'\(parameter.value)' of '\(widget.name.value)'", at: declared.name.range),
            ])
    }
}

/// The rules of `EventRules`, one case each: the raw value is the ID, `entry` the catalog entry with its examples.
/// The group reports them as `DiagnosticDescription.<case>`; the catalog and the checker list every case.
enum EventRule: String, DiagnosticRule {
    case eventMatchingMismatch = "WS0901"
    case eventReloadsNothing = "WS0902"

    var entry: DiagnosticDescription {
        switch self {
        case .eventMatchingMismatch:
            DiagnosticDescription(
                id, name: "event-matching-mismatch", severity: .error,
                summary: "An event's `matching` parameter that a reloaded widget lacks, or declares with another type.",
                source: .assumption(
                    """
                    The spec language's own design: an event's generated reload function compares one value with every \
                    reloaded widget's parameter, so the parameter needs one type. Apple advises checking the configured \
                    widgets before reloading [S3].
                    """),
                rationale: """
                    The generated reload function takes one argument per `matching` parameter and compares it with \
                    each configured widget's intent (`widgetConfigurationIntent(of:)` [S9]); Apple advises checking \
                    the current configurations before reloading [S3]. When one matches, the function reloads that \
                    widget's whole kind, every configuration of it: WidgetKit reloads by kind only [S9]. Every named \
                    widget must declare the parameter with the same type.
                    """,
                triggering: [
                    .widgets(
                        [
                            "Character": """
                            intent:
                              parameters:
                                character: { type: String, default: panda }
                            """,
                            "Team": """
                            intent:
                              parameters:
                                character: { type: Int, default: 1 }
                            """,
                        ],
                        topLevel: """
                            events:
                              healed:
                                reloads: [Character, Team]
                                matching: [↓character]
                            """)
                ],
                nonTriggering: [
                    .widgets(
                        [
                            "Character": """
                            intent:
                              parameters:
                                character: { type: String, default: panda }
                            """,
                            "Team": """
                            intent:
                              parameters:
                                character: { type: String, default: panda }
                            """,
                        ],
                        topLevel: """
                            events:
                              healed:
                                reloads: [Character, Team]
                                matching: [character]
                            """)
                ])
        case .eventReloadsNothing:
            DiagnosticDescription(
                id, name: "event-reloads-nothing", severity: .warning,
                summary: "An event that reloads no widget and no control.",
                source: .assumption(
                    "The tool's judgement: an event that reloads nothing is usually a forgotten widget name."),
                rationale: """
                    An event's generated function calls `WidgetCenter` for its widgets [S9] and `ControlCenter` for its \
                    controls; with an empty list (or `all` in a bundle with neither) it does nothing, which is usually a \
                    forgotten name. An event that reloads only controls reloads something, and is not reported.
                    """,
                triggering: [
                    .widget(
                        named: "Search",
                        topLevel: """
                            events:
                              ↓logout:
                                reloads: []
                            """)
                ],
                nonTriggering: [
                    .widget(
                        named: "Search",
                        topLevel: """
                            events:
                              logout:
                                reloads: all
                            """),
                    .spec(
                        """
                        platforms: { iOS: "18.0" }
                        controls:
                          Lamp:
                            kind: com.example.lamp
                            displayName: Lamp
                            button: Ring
                        actions:
                          Ring: {}
                        events:
                          rang:
                            reloads: [Lamp]
                          anything:
                            reloads: all
                        """),
                ])
        }
    }
}
