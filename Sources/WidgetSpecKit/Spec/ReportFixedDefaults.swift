/// The report's fixed defaults, taken when neither the command line, a spec's `report:` nor a configuration file
/// sets a value (they keep reports the same on every machine and every day), and what the limits on the start
/// and the horizon say. They live beside the decoders and key tables that document and check them, below the
/// report (`ReportSettings`), which applies them.
enum ReportFixedDefaults {
    static let start = LocalDateTime(year: 2026, month: 1, day: 5, hour: 9)
    static let timeZone = "America/New_York"
    static let horizon = SimulationOptions.defaultHorizon
    static let budget = BudgetAssumption.defaultReloadsPerDay
    static let budgetModel = BudgetAssumption.defaultModel

    /// A start whose year is outside `SpecLimits.startYears`.
    static func startOutOfRange(_ text: String) -> String {
        "the start '\(text)' is outside the supported years \(SpecLimits.startYears.lowerBound) to "
            + "\(SpecLimits.startYears.upperBound)"
    }

    /// A horizon longer than `SpecLimits.horizon`.
    static let horizonTooLong = "the horizon is at most \(SpecLimits.horizonText)"
}
