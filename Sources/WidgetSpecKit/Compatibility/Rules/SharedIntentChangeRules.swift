// WS1047: a widget that starts or stops sharing a configuration intent (`intent: Name`) between two versions.

extension DiagnosticDescription {
    package static let sharedIntentSwitched = SharedIntentChangeRule.sharedIntentSwitched.entry
}

/// Widgets paired by kind whose configuration intent type changes because they join or leave a shared intent:
/// their placed widgets reset, those of the other sharing kinds keep their configuration. A change to a shared
/// intent's parameters is `IntentChangeRules`', reported once with the kinds it reaches (`sharedNote`).
enum SharedIntentChangeRules: CompatibilityRuleGroup {
    typealias Rule = SharedIntentChangeRule

    static func compare(_ context: inout CompatibilityContext) {
        let widgets = Matching(placed: context.old.widgets, context.new.widgets)
        for (old, new) in widgets.pairs {
            guard let oldIntent = old.intent, let newIntent = new.intent,
                oldIntent.name.value != newIntent.name.value,
                !old.intentKinds.isEmpty || !new.intentKinds.isEmpty
            else { continue }
            let kind = "'\(new.kind.value)'"
            let what: String
            if old.intentKinds.isEmpty {
                what = "now shares '\(newIntent.name.value)' with \(others(new.intentKinds, but: new.kind.value))"
            } else if new.intentKinds.isEmpty {
                what =
                    "no longer shares '\(oldIntent.name.value)' with \(others(old.intentKinds, but: old.kind.value))"
            } else {
                what =
                    "moves from '\(oldIntent.name.value)' (shared with \(others(old.intentKinds, but: old.kind.value)))"
                    + " to '\(newIntent.name.value)' (shared with \(others(new.intentKinds, but: new.kind.value)))"
            }
            context.report(
                .sharedIntentSwitched,
                "widget '\(new.name.value)' \(what): it is configured by '\(newIntent.name.value)' now, was "
                    + "'\(oldIntent.name.value)', so the configuration of every placed \(kind) widget resets to the "
                    + "defaults; the other kinds keep theirs",
                at: new.sharesIntent?.range ?? newIntent.name.range,
                notes: [
                    DiagnosticNote(
                        "the old intent, which placed \(kind) widgets' configurations have",
                        at: old.sharesIntent?.range ?? oldIntent.name.range)
                ])
        }
    }

    /// The note a change to a shared intent's parameters carries: every kind it configured in both versions is
    /// reached (a kind that joins or leaves it resets anyway, WS1047).
    static func sharedNote(_ intent: String, kinds: [String]) -> [DiagnosticNote] {
        guard kinds.count > 1 else { return [] }
        return [
            DiagnosticNote(
                "'\(intent)' is shared: placed widgets of every kind it configures are affected: "
                    + Suggestions.list(kinds))
        ]
    }

    private static func others(_ kinds: [String], but kind: String) -> String {
        let rest = kinds.filter { $0 != kind }
        return rest.isEmpty ? "no other widget" : "the kinds " + Suggestions.list(rest)
    }
}

/// The rules of `SharedIntentChangeRules`, one case each: the raw value is the ID, `entry` the catalog entry.
enum SharedIntentChangeRule: String, DiagnosticRule {
    case sharedIntentSwitched = "WS1047"

    var entry: DiagnosticDescription {
        switch self {
        case .sharedIntentSwitched:
            DiagnosticDescription(
                id, name: "shared-intent-switched", severity: .error,
                summary: "A widget that starts or stops sharing a configuration intent with other widgets.",
                source: .assumption(DiagnosticDescription.storedConfiguration),
                rationale: """
                    Widgets that share an intent (`intent: Name`) keep their configurations in one intent type. A \
                    widget that leaves it for an intent of its own, or joins another widget's, is configured by \
                    another type: its placed widgets reset to the defaults, while the other sharing kinds keep \
                    theirs. Reported instead of `intent-renamed` (WS1004) at the new version's intent, naming the \
                    kinds that share; a change to a shared intent's parameters is reported once by the parameter \
                    rules, with a note listing every kind it reaches.
                    """,
                triggering: [
                    .change(
                        from: .widgets([
                            "Today": "intent:\n  name: SelectSite\n  parameters: { site: String? }",
                            "Week": "intent: SelectSite",
                        ]),
                        to: .widgets([
                            "Today": "intent:\n  name: SelectSite\n  parameters: { site: String? }",
                            "Week": "intent:\n  name: ↓WeekIntent\n  parameters: { site: String? }",
                        ]))
                ],
                nonTriggering: [
                    .change(
                        from: .widgets([
                            "Today": "intent:\n  name: SelectSite\n  parameters: { site: String? }",
                            "Week": "intent: SelectSite",
                        ]),
                        to: .widgets([
                            "Today": "intent:\n  name: SelectSite\n  parameters: { site: String?, days: Int? }",
                            "Week": "intent: SelectSite",
                        ]))
                ])
        }
    }
}
