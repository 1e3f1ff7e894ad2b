import WidgetSchedule

/// One project configuration file, decoded: what it sets for every spec in its folder and below.
package struct ProjectConfiguration: Hashable, Sendable {
    /// The file's path, as diagnostics name it.
    package var file: String
    package var rules: ProjectRuleSettings
    package var report: ProjectReportDefaults

    package init(
        file: String, rules: ProjectRuleSettings = ProjectRuleSettings(),
        report: ProjectReportDefaults = ProjectReportDefaults()
    ) {
        self.file = file
        self.rules = rules
        self.report = report
    }
}

/// A configuration file's `checks:`. Below a spec's own `checks:` and the command line (see `CheckOptions`).
package struct ProjectRuleSettings: Hashable, Sendable {
    package var disabled: Set<DiagnosticID>
    package var enabled: Set<DiagnosticID>
    /// Raised severities, by diagnostic ID.
    package var severities: [DiagnosticID: Severity]
    package var warningsAsErrors: Bool

    package init(
        disabled: Set<DiagnosticID> = [], enabled: Set<DiagnosticID> = [], severities: [DiagnosticID: Severity] = [:],
        warningsAsErrors: Bool = false
    ) {
        self.disabled = disabled
        self.enabled = enabled
        self.severities = severities
        self.warningsAsErrors = warningsAsErrors
    }

    /// The severities a configuration file may give: a note is what a rule is, never what it is made.
    static let severityChoices: [(String, Severity)] = [("warning", .warning), ("error", .error)]
    static var severityNames: [String] { severityChoices.map(\.0) }

    /// `severity` of a diagnostic of `id` once these settings apply: a severity given here raises it; else
    /// warnings-as-errors makes a warning an error. A rule given `warning` here stays a warning under this file's
    /// warnings-as-errors (the more specific setting wins), as swiftc's `-Wwarning` does.
    func severity(of id: DiagnosticID, _ severity: Severity) -> Severity {
        if let given = severities[id] { return max(severity, given) }
        return warningsAsErrors && severity == .warning ? .error : severity
    }
}

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
