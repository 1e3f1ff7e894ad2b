// WS10xx: the SiriKit intent a configuration intent replaces (`migratesFrom`), between two versions.

extension DiagnosticDescription {
    static let migratedConfiguration = DiagnosticSource.assumption(
        """
        Apple's article "Migrating widgets from SiriKit Intents to App Intents" \
        (developer.apple.com/documentation/widgetkit/migrating-from-sirikit-intents-to-app-intents): widgets \
        configured with a SiriKit intent keep their settings when the App Intent adopts \
        `CustomIntentMigratedAppIntent` with that intent's `intentClassName`. Apple does not say when the system \
        converts a placed widget's configuration, so the tool assumes that widgets not yet converted still need \
        the declaration in every later version.
        """)

    package static let migrationRemoved = MigrationChangeRule.migrationRemoved.entry
    package static let migrationClassChanged = MigrationChangeRule.migrationClassChanged.entry
}

/// The `migratesFrom` of intents of widgets paired by kind.
enum MigrationChangeRules: CompatibilityRuleGroup {
    typealias Rule = MigrationChangeRule

    static func compare(_ context: inout CompatibilityContext) {
        let widgets = Matching(old: context.old.widgets, new: context.new.widgets, by: \.kind.value)
        // A shared intent's class is reported once, not once per sharing widget.
        var changedIntents: Set<String> = []
        for (old, new) in widgets.pairs {
            guard let oldClass = old.intent?.migratedClassName else { continue }
            guard let newIntent = new.intent, let newClass = newIntent.migratedClassName else {
                context.report(
                    .migrationRemoved,
                    "widget '\(new.name.value)' no longer migrates the SiriKit intent '\(oldClass.value)': placed "
                        + "widgets still configured with it reset to the defaults",
                    at: oldClass.range,
                    notes: [DiagnosticNote("the widget is here in the new version", at: new.kind.range)])
                continue
            }
            if oldClass.value != newClass.value, changedIntents.insert(newIntent.name.value).inserted {
                context.report(
                    .migrationClassChanged,
                    "intent '\(newIntent.name.value)' migrates '\(newClass.value)', was '\(oldClass.value)': placed "
                        + "widgets configured with '\(oldClass.value)' reset to the defaults",
                    at: newClass.range, notes: [DiagnosticNote("the old class name", at: oldClass.range)])
            }
        }
    }
}

/// The rules of `MigrationChangeRules`, one case each: the raw value is the ID, `entry` the catalog entry with its examples.
/// The group reports them as `DiagnosticDescription.<case>`; the catalog and the checker list every case.
enum MigrationChangeRule: String, DiagnosticRule {
    case migrationRemoved = "WS1029"
    case migrationClassChanged = "WS1030"

    var entry: DiagnosticDescription {
        switch self {
        case .migrationRemoved:
            DiagnosticDescription(
                id, name: "migration-removed", severity: .error,
                summary: "An intent that replaced a SiriKit intent and no longer says so.",
                source: DiagnosticDescription.migratedConfiguration,
                rationale: """
                    Without `migratesFrom` the generated intent no longer adopts `CustomIntentMigratedAppIntent`: widgets \
                    people configured with the SiriKit intent, and not yet converted, reset to the defaults. Reported at \
                    the old spec's class name.
                    """,
                triggering: [
                    .change(
                        from: .widget(
                            "intent:\n  name: StatusSelection\n  migratesFrom: { intentClassName: ↓StatusIntent }"),
                        to: .widget("intent:\n  name: StatusSelection"))
                ],
                nonTriggering: [
                    .change(
                        from: .widget("intent:\n  name: StatusSelection"),
                        to: .widget(
                            "intent:\n  name: StatusSelection\n  migratesFrom: { intentClassName: StatusIntent }"))
                ])
        case .migrationClassChanged:
            DiagnosticDescription(
                id, name: "migration-class-changed", severity: .error,
                summary: "An intent that replaces another SiriKit class than in the old version.",
                source: DiagnosticDescription.migratedConfiguration,
                rationale: """
                    The system matches a placed widget's SiriKit configuration to the App Intent by `intentClassName`: \
                    widgets configured with the class the old version named, and not yet converted, reset to the \
                    defaults. Reported at the new class name, with the old one in a note.
                    """,
                triggering: [
                    .change(
                        from: .widget(
                            "intent:\n  name: StatusSelection\n  migratesFrom: { intentClassName: StatusIntent }"),
                        to: .widget(
                            "intent:\n  name: StatusSelection\n  migratesFrom: { intentClassName: ↓XYStatusIntent }"))
                ],
                nonTriggering: [
                    .change(
                        from: .widget(
                            "intent:\n  name: StatusSelection\n  migratesFrom: { intentClassName: StatusIntent }"),
                        to: .widget(
                            "intent:\n  name: StatusSelection\n  migratesFrom:\n    intentClassName: StatusIntent\n"
                                + "    parameters: { team: team }\n  parameters: { team: String? }"))
                ])
        }
    }
}
