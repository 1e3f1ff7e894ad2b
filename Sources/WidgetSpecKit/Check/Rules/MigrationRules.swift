// WS0520, WS0521: intents that replace SiriKit custom intents (`migratesFrom`).

extension DiagnosticDescription {
    static let migrationSource = DiagnosticSource.assumption(
        """
        Apple's article "Migrating widgets from SiriKit Intents to App Intents" \
        (developer.apple.com/documentation/widgetkit/migrating-from-sirikit-intents-to-app-intents) says that an \
        intent adopting `CustomIntentMigratedAppIntent` with the SiriKit intent's `intentClassName` keeps people's \
        widgets; Xcode's conversion keeps each parameter's name and kind of value. That a value carries over only \
        into a parameter of the same kind is the tool's reading of that conversion.
        """)

    package static let migrationParameterType = MigrationRule.migrationParameterType.entry
    package static let migrationClassNameClash = MigrationRule.migrationClassNameClash.entry
}

enum MigrationRules: CheckerRuleGroup {
    typealias Rule = MigrationRule

    static func check(_ context: inout CheckContext) {
        for widget in context.spec.widgets {
            guard let intent = widget.intent, let migration = intent.migration else { continue }
            if intent.name.value == migration.intentClassName.value {
                context.report(
                    .migrationClassNameClash,
                    "intent '\(intent.name.value)' has the name of the SiriKit class it replaces, which the intent "
                        + "definition declares too; name it otherwise, such as '\(suggestedName(for: intent))'",
                    at: intent.name.range,
                    notes: [DiagnosticNote("the SiriKit class is named here", at: migration.intentClassName.range)],
                    widget: widget)
            }
            for migrated in migration.parameters {
                guard let oldType = migrated.oldType, let parameter = intent.parameter(named: migrated.parameter.value),
                    !oldType.value.carriesOver(into: parameter.type.value)
                else { continue }
                context.report(
                    .migrationParameterType,
                    "the SiriKit parameter '\(migrated.oldName.value)' holds \(oldType.value) values, which "
                        + "parameter '\(parameter.name.value)' of type \(parameter.type.value) cannot take over; "
                        + "\(fix(for: oldType.value))",
                    at: oldType.range,
                    notes: [DiagnosticNote("the parameter's type is here", at: parameter.type.range)],
                    widget: widget)
            }
        }
    }

    /// `StatusSelection` for `StatusSelectionIntent`: Xcode's conversion drops the suffix.
    private static func suggestedName(for intent: IntentDecl) -> String {
        let name = intent.name.value
        return name.hasSuffix("Intent") && name.count > 6 ? String(name.dropLast(6)) : name + "AppIntent"
    }

    /// What the parameter's type should be.
    private static func fix(for oldType: SiriKitParameterType) -> String {
        let base: String? =
            switch oldType.base {
            case .string: "String"
            case .integer: "Int"
            case .decimal: "Double"
            case .boolean: "Bool"
            case .url: "URL"
            case .enumeration: "an enum"
            case .dateComponents: nil
            }
        guard let base else { return "the spec language has no DateComponents parameter to take it over" }
        return "declare it as " + (oldType.isArray ? "an array of \(base)" : base)
    }
}

/// The rules of `MigrationRules`, one case each: the raw value is the ID, `entry` the catalog entry with its examples.
/// The group reports them as `DiagnosticDescription.<case>`; the catalog and the checker list every case.
enum MigrationRule: String, DiagnosticRule {
    case migrationParameterType = "WS0520"
    case migrationClassNameClash = "WS0521"

    var entry: DiagnosticDescription {
        switch self {
        case .migrationParameterType:
            DiagnosticDescription(
                id, name: "migration-parameter-type", severity: .error,
                summary: "A migrated parameter whose type does not take the SiriKit parameter's values.",
                source: DiagnosticDescription.migrationSource,
                rationale: """
                    A configured widget keeps its SiriKit parameter values only if the App Intent's parameter can hold \
                    them: `String` for String, `Int` for Integer, `Double` for Decimal, `Bool` for Boolean, `URL` for URL, \
                    an enum for an enum, and an array for a parameter with several values. Anything else resets the \
                    person's choice, the very thing `migratesFrom` is for. A DateComponents parameter has no counterpart \
                    in the spec language.
                    """,
                triggering: [
                    .widget(
                        """
                        intent:
                          parameters:
                            count: { type: String, default: "1" }
                          migratesFrom:
                            intentClassName: StatusIntent
                            parameters:
                              count: { name: count, type: ↓Integer }
                        """)
                ],
                nonTriggering: [
                    .widget(
                        """
                        intent:
                          parameters:
                            count: { type: Int, default: 1 }
                          migratesFrom:
                            intentClassName: StatusIntent
                            parameters:
                              count: { name: count, type: Integer }
                        """)
                ])
        case .migrationClassNameClash:
            DiagnosticDescription(
                id, name: "migration-class-name-clash", severity: .warning,
                summary: "A migrated intent with the Swift name of the SiriKit class it replaces.",
                source: DiagnosticDescription.migrationSource,
                rationale: """
                    The intent definition generates a class named `intentClassName` in every target that holds it. An \
                    App Intent of the same name cannot be compiled beside it, so the intent definition has to leave \
                    those targets, although an app that still supports older systems, or Shortcuts made with the \
                    SiriKit intent, may need it. Give the App Intent another `name` (Xcode's conversion names it after \
                    the intent without the `Intent` suffix).
                    """,
                triggering: [
                    .widget(
                        """
                        intent:
                          name: ↓ConfigurationIntent
                          migratesFrom: { intentClassName: ConfigurationIntent }
                        """)
                ],
                nonTriggering: [
                    .widget(
                        """
                        intent:
                          name: StatusSelection
                          migratesFrom: { intentClassName: ConfigurationIntent }
                        """)
                ])
        }
    }
}
