import WidgetSchedule

// What a project configuration file (Configuration/) sets for the report, kept beside `ReportSettings`, which
// applies it: the report reads it without reaching up into the configuration.

/// A configuration file's `report:`: below the specs' own `report:` and the command line.
package struct ProjectReportDefaults: Hashable, Sendable {
    package var start: LocalDateTime?
    package var timeZone: String?
    package var horizon: ScheduleDuration?
    package var budget: Int?
    package var budgetModel: BudgetAssumption.Model?
    package var format: ReportFormat?

    package init(
        start: LocalDateTime? = nil, timeZone: String? = nil, horizon: ScheduleDuration? = nil, budget: Int? = nil,
        budgetModel: BudgetAssumption.Model? = nil, format: ReportFormat? = nil
    ) {
        self.start = start
        self.timeZone = timeZone
        self.horizon = horizon
        self.budget = budget
        self.budgetModel = budgetModel
        self.format = format
    }

    /// Each setting from the first of `defaults` that has it (the configurations of the specs, in their order).
    package static func first(of defaults: [ProjectReportDefaults]) -> ProjectReportDefaults {
        ProjectReportDefaults(
            start: defaults.lazy.compactMap(\.start).first, timeZone: defaults.lazy.compactMap(\.timeZone).first,
            horizon: defaults.lazy.compactMap(\.horizon).first, budget: defaults.lazy.compactMap(\.budget).first,
            budgetModel: defaults.lazy.compactMap(\.budgetModel).first,
            format: defaults.lazy.compactMap(\.format).first)
    }
}
