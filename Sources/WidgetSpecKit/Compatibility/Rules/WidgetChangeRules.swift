// WS10xx: widgets between two versions, found by kind.

extension DiagnosticDescription {
    static let placedByKind = """
        WidgetKit knows a widget by its kind: the key of its configuration and of its reloads [S1][S9]. Apple \
        does not document what happens to placed widgets whose kind is gone; issue threads of open-source apps \
        that changed one (WordPress-iOS, Home Assistant) report that they disappear, or stop working until people \
        add them again.
        """

    package static let widgetRemoved = WidgetChangeRule.widgetRemoved.entry
    package static let widgetKindChanged = WidgetChangeRule.widgetKindChanged.entry
    package static let familyRemoved = WidgetChangeRule.familyRemoved.entry
    package static let widgetAdded = WidgetChangeRule.widgetAdded.entry
    package static let familyAdded = WidgetChangeRule.familyAdded.entry
}

/// Widgets paired by kind: removed and renamed kinds, removed and added families, added widgets.
enum WidgetChangeRules: CompatibilityRuleGroup {
    typealias Rule = WidgetChangeRule

    static func compare(_ context: inout CompatibilityContext) {
        let widgets = Matching(placed: context.old.widgets, context.new.widgets)
        KindChanges.report(
            widgets, removed: .widgetRemoved, renamed: .widgetKindChanged, added: .widgetAdded, &context)
        for (old, new) in widgets.pairs { compareFamilies(old, new, &context) }
    }

    /// Families per platform: one finding per family, naming the platforms that lose or gain it.
    private static func compareFamilies(
        _ old: CompatibilitySurface.Widget, _ new: CompatibilitySurface.Widget, _ context: inout CompatibilityContext
    ) {
        func key(_ placed: CompatibilitySurface.PlacedFamily) -> String {
            "\(placed.platform.rawValue) \(placed.family.value.rawValue)"
        }
        let families = Matching(old: old.families, new: new.families, by: key)
        for (family, lost) in grouped(families.removed) {
            context.report(
                .familyRemoved,
                "widget '\(new.name.value)' no longer offers \(family.value.rawValue) on \(lost): widgets "
                    + "placed at that size are removed by the update",
                at: family.range,
                notes: [DiagnosticNote("the widget is here in the new version", at: new.kind.range)])
        }
        for (family, gained) in grouped(families.added) {
            context.report(
                .familyAdded, "widget '\(new.name.value)' now offers \(family.value.rawValue) on \(gained) (safe)",
                at: family.range)
        }
    }

    /// The families with the platforms they concern, written as `iOS and watchOS`, in first-seen order.
    private static func grouped(_ placed: [CompatibilitySurface.PlacedFamily]) -> [(Located<WidgetFamily>, String)] {
        var order: [WidgetFamily] = []
        var byFamily: [WidgetFamily: (Located<WidgetFamily>, [String])] = [:]
        for item in placed {
            if byFamily[item.family.value] == nil {
                order.append(item.family.value)
                byFamily[item.family.value] = (item.family, [])
            }
            byFamily[item.family.value]?.1.append(item.platform.rawValue)
        }
        return order.compactMap { byFamily[$0] }.map { ($0.0, Suggestions.joined($0.1)) }
    }
}

/// The rules of `WidgetChangeRules`, one case each: the raw value is the ID, `entry` the catalog entry with its examples.
/// The group reports them as `DiagnosticDescription.<case>`; the catalog and the checker list every case.
enum WidgetChangeRule: String, DiagnosticRule {
    case widgetRemoved = "WS1001"
    case widgetKindChanged = "WS1002"
    case familyRemoved = "WS1003"
    case widgetAdded = "WS1020"
    case familyAdded = "WS1021"

    var entry: DiagnosticDescription {
        switch self {
        case .widgetRemoved:
            DiagnosticDescription(
                id, name: "widget-removed", severity: .error,
                summary: "A widget kind of the old version that no widget of the new version has.",
                source: .assumption(DiagnosticDescription.placedByKind),
                rationale: """
                    Every widget of that kind that people placed on a Home Screen, the Lock Screen or a watch face is \
                    removed by the update, without a word. Reported at the old spec's kind. Keep the kind to keep the \
                    widgets, even when the widget's Swift name changes.
                    """,
                triggering: [
                    .change(
                        from: .widgets(["Status": "kind: ↓com.example.status", "Score": ""]),
                        to: .widgets(["Score": ""]))
                ],
                nonTriggering: [
                    .change(
                        from: .widget("kind: com.example.status", named: "Status"),
                        to: .widget("kind: com.example.status", named: "GameStatus"))
                ])
        case .widgetKindChanged:
            DiagnosticDescription(
                id, name: "widget-kind-changed", severity: .error,
                summary: "A widget whose kind is not the one it had in the old version.",
                source: .assumption(DiagnosticDescription.placedByKind),
                rationale: """
                    A changed kind reads to WidgetKit as a removed widget and an added one: the widgets placed with the \
                    old kind are removed by the update and people must add the widget again. Reported at the new kind, \
                    with the old one in a note.
                    """,
                triggering: [
                    .change(
                        from: .widget("kind: com.example.status"),
                        to: .widget("kind: ↓com.example.game-status"))
                ],
                nonTriggering: [
                    .change(
                        from: .widget("kind: com.example.status\ndisplayName: Status"),
                        to: .widget("kind: com.example.status\ndisplayName: Game Status"))
                ])
        case .familyRemoved:
            DiagnosticDescription(
                id, name: "family-removed", severity: .error,
                summary: "A family a widget offered in the old version and no longer offers.",
                source: .assumption(
                    """
                    A family is the size a widget was placed at [S2]; Apple does not document what happens to placed \
                    widgets of a family the widget stops offering. The tool assumes they are removed, like widgets of a \
                    removed kind.
                    """),
                rationale: """
                    People placed the widget at that size; after the update the widget no longer offers it, so those \
                    placed widgets cannot stay. Reported at the old spec's family, per platform that loses it.
                    """,
                triggering: [
                    .change(
                        from: .widget("families: [systemSmall, ↓systemMedium]"),
                        to: .widget("families: [systemSmall]"))
                ],
                nonTriggering: [
                    .change(
                        from: .widget("families: [systemSmall]"),
                        to: .widget("families: [systemSmall, systemMedium]"))
                ])
        case .widgetAdded:
            DiagnosticDescription(
                id, name: "widget-added", severity: .note,
                summary: "A widget kind the old version did not have: safe.",
                source: .apple(["S1", "S20"]),
                rationale: """
                    A new kind is a new widget in the gallery [S1]; nothing placed depends on it. It shows in the gallery \
                    once people have opened the updated app [S20].
                    """,
                triggering: [
                    .change(
                        from: .widgets(["Status": ""]),
                        to: .widgets(["Status": "", "↓Score": ""]))
                ],
                nonTriggering: [
                    .change(
                        from: .widgets(["Status": ""]),
                        to: .widgets(["Status": "description: The game's status."]))
                ])
        case .familyAdded:
            DiagnosticDescription(
                id, name: "family-added", severity: .note,
                summary: "A family a widget offers that it did not offer in the old version: safe.",
                source: .apple(["S2"]),
                rationale: """
                    A new family is a new size in the gallery [S2]; widgets placed at the other sizes stay as they are.
                    """,
                triggering: [
                    .change(
                        from: .widget("families: [systemSmall]"),
                        to: .widget("families: [systemSmall, ↓systemMedium]"))
                ],
                nonTriggering: [
                    .change(
                        from: .widget("families: [systemSmall, systemMedium]"),
                        to: .widget("families: [systemMedium, systemSmall]"))
                ])
        }
    }
}
