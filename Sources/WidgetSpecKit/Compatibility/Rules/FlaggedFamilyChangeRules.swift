// WS1048-WS1049: families that move behind the app's flag (`familiesWhen`) between two versions.

extension DiagnosticDescription {
    package static let familyMovedBehindFlag = FlaggedFamilyChangeRule.familyMovedBehindFlag.entry
    package static let familyFlagChanged = FlaggedFamilyChangeRule.familyFlagChanged.entry
}

/// Widgets paired by kind whose family the old version offered always, or behind another flag, and the new one
/// offers only while a flag is on.
enum FlaggedFamilyChangeRules: CompatibilityRuleGroup {
    typealias Rule = FlaggedFamilyChangeRule

    static func compare(_ context: inout CompatibilityContext) {
        let widgets = Matching(placed: context.old.widgets, context.new.widgets)
        for (old, new) in widgets.pairs {
            var reported: Set<WidgetFamily> = []
            for placed in new.families {
                guard let flag = placed.flag, !reported.contains(placed.family.value),
                    let before = old.families.first(where: {
                        $0.platform == placed.platform && $0.family.value == placed.family.value
                    })
                else { continue }
                let family = placed.family.value.rawValue
                if let oldFlag = before.flag {
                    guard oldFlag.value != flag.value else { continue }
                    reported.insert(placed.family.value)
                    context.report(
                        .familyFlagChanged,
                        "widget '\(new.name.value)' offered \(family) while flag '\(oldFlag.value)' was on, now "
                            + "while '\(flag.value)' is: where '\(flag.value)' is off, widgets placed at that size "
                            + "are removed by the update",
                        at: placed.family.range, notes: [DiagnosticNote("the old flag", at: oldFlag.range)])
                } else {
                    reported.insert(placed.family.value)
                    context.report(
                        .familyMovedBehindFlag,
                        "widget '\(new.name.value)' always offered \(family) and now only while flag "
                            + "'\(flag.value)' is on: where it is off, widgets placed at that size are removed by the "
                            + "update",
                        at: placed.family.range,
                        notes: [DiagnosticNote("listed under `families` in the old version", at: before.family.range)])
                }
            }
        }
    }
}

/// The rules of `FlaggedFamilyChangeRules`, one case each: the raw value is the ID, `entry` the catalog entry.
enum FlaggedFamilyChangeRule: String, DiagnosticRule {
    case familyMovedBehindFlag = "WS1048"
    case familyFlagChanged = "WS1049"

    var entry: DiagnosticDescription {
        switch self {
        case .familyMovedBehindFlag:
            DiagnosticDescription(
                id, name: "family-moved-behind-flag", severity: .warning,
                summary: "A family the old version always offered and the new one offers only while a flag is on.",
                source: .assumption(
                    """
                    A family is the size a widget was placed at [S2]; Apple does not document what happens to placed \
                    widgets of a family the widget stops offering. The tool assumes, as for `family-removed`, that \
                    they are removed when the app's flag is off.
                    """),
                rationale: """
                    `familiesWhen` offers its families only while the app's flag is on, which the spec cannot know. \
                    Where the app ships with the flag off, or turns it off, people's widgets placed at that size \
                    cannot stay. A warning, not an error: it is safe when the flag is on wherever the family was \
                    placed. Reported at the new spec's family. Adding a family behind a flag is safe \
                    (`family-added`), and so is removing a recommendation: placed widgets keep their configuration.
                    """,
                triggering: [
                    .change(
                        from: .widget("families: [systemSmall, accessoryRectangular]"),
                        to: .widget(
                            "families: [systemSmall]\nfamiliesWhen: { flag: lockScreen, families: [↓accessoryRectangular] }"
                        ))
                ],
                nonTriggering: [
                    .change(
                        from: .widget("families: [systemSmall]"),
                        to: .widget(
                            "families: [systemSmall]\nfamiliesWhen: { flag: lockScreen, families: [accessoryRectangular] }"
                        ))
                ])
        case .familyFlagChanged:
            DiagnosticDescription(
                id, name: "family-flag-changed", severity: .warning,
                summary: "A family offered behind one flag in the old version and behind another in the new one.",
                source: .assumption(
                    """
                    As `family-moved-behind-flag`: placed widgets of a family no longer offered are assumed removed.
                    """),
                rationale: """
                    The family now depends on another of the app's flags. Where the new flag is off and the old one \
                    was on, people's widgets placed at that size cannot stay. Reported at the new spec's family.
                    """,
                triggering: [
                    .change(
                        from: .widget(
                            "families: [systemSmall]\nfamiliesWhen: { flag: lockScreen, families: [accessoryRectangular] }"
                        ),
                        to: .widget(
                            "families: [systemSmall]\nfamiliesWhen: { flag: newLockScreen, families: [↓accessoryRectangular] }"
                        ))
                ],
                nonTriggering: [
                    .change(
                        from: .widget(
                            "families: [systemSmall]\nfamiliesWhen: { flag: lockScreen, families: [accessoryRectangular] }"
                        ),
                        to: .widget(
                            "families: [systemSmall]\nfamiliesWhen: { flag: lockScreen, families: [accessoryRectangular] }"
                        ))
                ])
        }
    }
}
