// WS10xx: app events between two versions, found by name.

extension DiagnosticDescription {
    static let appCallsEvents = """
        The tool's own design: each event is a function of the generated `WidgetReloads` that the app calls. The \
        compiler catches a call that no longer fits, so these are warnings: they say why the app's build breaks \
        before it does.
        """

    package static let eventRemoved = EventChangeRule.eventRemoved.entry
    package static let eventArgumentsChanged = EventChangeRule.eventArgumentsChanged.entry
    package static let eventAdded = EventChangeRule.eventAdded.entry
}

/// App events paired by name: removed and added events, and the arguments of their functions.
enum EventChangeRules: CompatibilityRuleGroup {
    typealias Rule = EventChangeRule

    static func compare(_ context: inout CompatibilityContext) {
        let events = Matching(old: context.old.events, new: context.new.events, by: \.name.value)
        for event in events.removed {
            context.report(
                .eventRemoved,
                "event '\(event.name.value)' is gone: the app's calls to WidgetReloads.\(event.name.value)(...) no "
                    + "longer compile",
                at: event.name.range)
        }
        for event in events.added {
            context.report(.eventAdded, "event '\(event.name.value)' is new (safe)", at: event.name.range)
        }
        for (old, new) in events.pairs where signature(old) != signature(new) {
            context.report(
                .eventArgumentsChanged,
                "WidgetReloads.\(new.name.value)(\(signature(new))) was "
                    + "WidgetReloads.\(old.name.value)(\(signature(old))): the app's calls no longer compile",
                at: new.name.range,
                notes: [DiagnosticNote("the old event", at: old.name.range)])
        }
    }

    /// The arguments as the generated function declares them: `team: String?, league: String?`.
    private static func signature(_ event: CompatibilitySurface.Event) -> String {
        event.arguments.map { "\($0.name.value): \($0.type)" }.joined(separator: ", ")
    }
}

/// The rules of `EventChangeRules`, one case each: the raw value is the ID, `entry` the catalog entry with its examples.
/// The group reports them as `DiagnosticDescription.<case>`; the catalog and the checker list every case.
enum EventChangeRule: String, DiagnosticRule {
    case eventRemoved = "WS1013"
    case eventArgumentsChanged = "WS1014"
    case eventAdded = "WS1027"

    var entry: DiagnosticDescription {
        switch self {
        case .eventRemoved:
            DiagnosticDescription(
                id, name: "event-removed", severity: .warning,
                summary: "An app event of the old version that the new version does not have.",
                source: .assumption(DiagnosticDescription.appCallsEvents),
                rationale: """
                    The app's calls to `WidgetReloads.<event>()` no longer compile, and the widgets it reloaded wait \
                    for their own policy. Reported at the old spec's event.
                    """,
                triggering: [
                    .change(
                        from: .widget(topLevel: "events:\n  ↓logout: { reloads: all }"),
                        to: .widget())
                ],
                nonTriggering: [
                    .change(
                        from: .widget(topLevel: "events:\n  logout: { reloads: all }"),
                        to: .widget(topLevel: "events:\n  logout: { reloads: [Status] }"))
                ])
        case .eventArgumentsChanged:
            DiagnosticDescription(
                id, name: "event-arguments-changed", severity: .warning,
                summary: "An app event whose `matching` parameters, and so its function's arguments, changed.",
                source: .assumption(DiagnosticDescription.appCallsEvents),
                rationale: """
                    `WidgetReloads.<event>(...)` takes one argument per `matching` parameter, in order: the app's calls \
                    no longer compile. Reported at the new event.
                    """,
                triggering: [
                    .change(
                        from: .widget(
                            "intent:\n  parameters: { team: String?, league: String? }",
                            topLevel: "events:\n  scored: { reloads: [Status], matching: [team] }"),
                        to: .widget(
                            "intent:\n  parameters: { team: String?, league: String? }",
                            topLevel: "events:\n  ↓scored: { reloads: [Status], matching: [team, league] }"))
                ],
                nonTriggering: [
                    .change(
                        from: .widget(
                            "intent:\n  parameters: { team: String? }",
                            topLevel: "events:\n  scored: { reloads: [Status], matching: [team] }"),
                        to: .widget(
                            "intent:\n  parameters: { team: String? }",
                            topLevel: "events:\n  scored: { reloads: [Status], matching: [team], foreground: true }"))
                ])
        case .eventAdded:
            DiagnosticDescription(
                id, name: "event-added", severity: .note,
                summary: "An app event the old version did not have: safe.",
                source: .assumption(DiagnosticDescription.appCallsEvents),
                rationale: """
                    A new function on `WidgetReloads`; nothing calls it yet.
                    """,
                triggering: [
                    .change(
                        from: .widget(),
                        to: .widget(topLevel: "events:\n  ↓logout: { reloads: all }"))
                ],
                nonTriggering: [
                    .change(
                        from: .widget(topLevel: "events:\n  logout: { reloads: all }"),
                        to: .widget(topLevel: "events:\n  logout: { reloads: all }"))
                ])
        }
    }
}
