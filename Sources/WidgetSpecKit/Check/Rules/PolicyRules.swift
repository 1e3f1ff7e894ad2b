// WS0704, WS0708: what a reload policy leaves unseen or unchanged.

extension DiagnosticDescription {
    package static let deadEntries = PolicyRule.deadEntries.entry
    package static let neverReloaded = PolicyRule.neverReloaded.entry
}

enum PolicyRules: CheckerRuleGroup {
    typealias Rule = PolicyRule

    static func check(_ context: inout CheckContext) {
        for widget in context.spec.widgets {
            for plan in context.plans(of: widget) {
                if plan.policy == .never {
                    checkNever(plan, &context)
                } else {
                    checkDeadEntries(plan, &context)
                }
            }
        }
    }

    private static func checkDeadEntries(_ plan: CheckedPlan, _ context: inout CheckContext) {
        guard let dead = plan.analysis.dead else { return }
        let offsets = dead.entries.map { TimelineAnalysis.offset($0, from: dead.request) }
        let listed =
            offsets.count > 5 ? offsets.prefix(5).joined(separator: ", ") + ", …" : offsets.joined(separator: ", ")
        let one = dead.entries.count == 1
        let noun = one ? "entry" : "\(dead.entries.count) entries"
        context.report(
            .deadEntries,
            "\(plan.prefix)\(noun) of widget '\(plan.widget.name.value)' at \(listed) \(one ? "is" : "are") never "
                + "shown: policy '\(plan.policy.specNotation)' asks for the next timeline at "
                + "\(TimelineAnalysis.offset(dead.next, from: dead.request)), before \(one ? "it" : "them")",
            at: plan.policyRange,
            notes: [DiagnosticNote("shorten the entries or move the policy's date")],
            widget: plan.widget)
    }

    private static func checkNever(_ plan: CheckedPlan, _ context: inout CheckContext) {
        let widget = plan.widget
        guard !widget.entry.isEmpty, !isReloadedByEvent(widget, in: context.spec) else { return }
        // The default plan already warned about the same widget.
        if !plan.isDefault, widget.timeline.rule.plan.policy == .never { return }
        let fields = widget.entry.map(\.name.value).joined(separator: ", ")
        context.report(
            .neverReloaded,
            "\(plan.prefix)widget '\(widget.name.value)' uses policy 'never' and no event reloads it: its entry "
                + "(\(fields)) would never change",
            at: plan.policyRange,
            notes: [
                DiagnosticNote(
                    "declare an event under `events` that reloads \(widget.name.value), or use `atEnd` or "
                        + "`after:`")
            ],
            widget: widget)
    }

    private static func isReloadedByEvent(_ widget: WidgetDecl, in spec: Spec) -> Bool {
        spec.events.contains { event in
            switch event.reloads {
            case .all: true
            case .widgets(let names): names.contains { $0.value == widget.name.value }
            }
        }
    }
}

/// The rules of `PolicyRules`, one case each: the raw value is the ID, `entry` the catalog entry with its examples.
/// The group reports them as `DiagnosticDescription.<case>`; the catalog and the checker list every case.
enum PolicyRule: String, DiagnosticRule {
    case deadEntries = "WS0704"
    case neverReloaded = "WS0708"

    var entry: DiagnosticDescription {
        switch self {
        case .deadEntries:
            DiagnosticDescription(
                id, name: "dead-entries", severity: .warning,
                summary: "Entries dated after the next request: WidgetKit never shows them.",
                source: .assumption(
                    """
                    The spec language's timeline model: a new timeline replaces the old one when it is asked for. Apple \
                    allows an `after` date before the last entry [S7] but does not document whether the later entries are \
                    still shown when the next timeline comes late (the budget may delay it).
                    """),
                rationale: """
                    An `after` date before the last entry is legal [S7], but the provider is asked for a new \
                    timeline at that date and the entries after it are replaced before they are shown (the timeline \
                    model of the spec language). The message names the entries; shorten the entries or move the \
                    policy date.
                    """,
                triggering: [
                    .widget(
                        """
                        timeline:
                          entries: [0, 1h, 2h, 3h]
                          policy: ↓{ after: 2h }
                        """)
                ],
                nonTriggering: [
                    .widget(
                        """
                        timeline:
                          entries: [0, 1h, 2h]
                          policy: { after: 2h }
                        """)
                ])
        case .neverReloaded:
            DiagnosticDescription(
                id, name: "never-reloaded", severity: .warning,
                summary: "`policy: never` on a widget with data that no event reloads.",
                source: .apple(["S7"]),
                rationale: """
                    With `.never` WidgetKit does not ask on its own; only the app's `WidgetCenter` calls reload the \
                    widget [S7] (reference rule 6). A widget whose entry carries data and that no event reloads would \
                    never change. A launcher whose entry has no fields is fine.
                    """,
                triggering: [
                    .widget(
                        """
                        entry:
                          name: { type: String, placeholder: Jane Appleseed }
                        timeline:
                          entries: now
                          policy: ↓never
                        """,
                        named: "BusinessCard")
                ],
                nonTriggering: [
                    .widgets(
                        [
                            "BusinessCard": """
                            entry:
                              name: { type: String, placeholder: Jane Appleseed }
                            timeline:
                              entries: now
                              policy: never
                            """,
                            "Search": """
                            timeline:
                              entries: now
                              policy: never
                            """,
                        ],
                        topLevel: """
                            events:
                              cardDeleted:
                                reloads: [BusinessCard]
                            """)
                ])
        }
    }
}
