/// A group of `widgetspec diff` rules kept in one file: the rules it reports, each declared beside the code that
/// finds it, and that code.
protocol CompatibilityRuleGroup: Sendable {
    /// The group's rules, one case each (`WidgetChangeRules.Rule` is `WidgetChangeRule`).
    associatedtype Rule: DiagnosticRule
    /// Reports what the group finds between the two versions.
    static func compare(_ context: inout CompatibilityContext)
}

extension CompatibilityRuleGroup {
    /// Every rule the group reports, its entries in the catalog: every case of `Rule`, in order.
    static var rules: [DiagnosticDescription] { Rule.allCases.map(\.entry) }
}

/// The one list of `widgetspec diff`'s rule groups: what `compare(old:new:options:)` runs and what the catalog
/// lists.
package enum CompatibilityRules {
    static let groups: [any CompatibilityRuleGroup.Type] = [
        WidgetChangeRules.self, IntentChangeRules.self, CacheChangeRules.self, ActivityChangeRules.self,
        EventChangeRules.self, DisplayTextRules.self, MigrationChangeRules.self, ControlChangeRules.self,
        ActionChangeRules.self, LocalizationChangeRules.self, ActivityCodingChangeRules.self,
        AuthenticationChangeRules.self, SharedIntentChangeRules.self, FlaggedFamilyChangeRules.self,
    ]

    /// Every rule of `widgetspec diff`, in the order of the groups.
    static let all: [DiagnosticDescription] = groups.flatMap { $0.rules }

    /// The opt-in rules among `all`: off unless `--enable` names them.
    private static let optInIDs = Set(all.filter(\.isOptIn).map(\.id))

    /// What changed from `old` to `new` that the world outside the build notices, with `--disable` and
    /// `--enable` applied (`DiffPipeline` applies `--warnings-as-errors`), sorted by `Diagnostic.stableOrder`.
    package static func compare(
        old: CompatibilitySurface, new: CompatibilitySurface, options: CheckOptions = CheckOptions()
    ) -> [Diagnostic] {
        var context = CompatibilityContext(old: old, new: new)
        for group in groups { group.compare(&context) }
        return context.findings.filter {
            options.isEnabled($0.id, otherwise: !optInIDs.contains($0.id))
        }.sorted(by: Diagnostic.stableOrder)
    }
}
