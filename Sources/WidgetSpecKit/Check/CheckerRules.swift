/// A group of checker rules kept in one file: the rules it reports, each declared beside the code that finds
/// it, and that code.
protocol CheckerRuleGroup: Sendable {
    /// The group's rules, one case each (`PolicyRules.Rule` is `PolicyRule`).
    associatedtype Rule: DiagnosticRule
    /// Reports what the group finds in one spec file.
    static func check(_ context: inout CheckContext)
}

extension CheckerRuleGroup {
    /// Every rule the group reports, its entries in the catalog: every case of `Rule`, in order.
    static var rules: [DiagnosticDescription] { Rule.allCases.map(\.entry) }
}

/// The one list of checker rule groups: what `Checker` runs and what the catalog lists.
enum CheckerRules {
    static let groups: [any CheckerRuleGroup.Type] = [
        FamilyRules.self, ConfigurationRules.self, KindRules.self, SwiftNameRules.self, EntryRules.self,
        PolicyRules.self, ReloadRateRules.self, JitterRules.self, ActivityRules.self, EventRules.self,
        BundleRules.self, InteractionRules.self, LocalizationRules.self, MigrationRules.self, ActivityPushRules.self,
        EarliestPolicyRules.self, RelevanceRules.self,
        ActivityCodingRules.self, ActivityPlacementRules.self,
        AuthenticationRules.self, DisfavoredLocationRules.self, ControlLookRules.self,
        ParameterSizeRules.self, ParameterSummaryRules.self,
        ParameterOptionsRules.self,
        ControlValueRules.self, ControlLabelParameterRules.self,
        RuntimeFamilyRules.self,
    ]

    /// Every checker rule, in the order of the groups.
    static let all: [DiagnosticDescription] = groups.flatMap { $0.rules }
}
