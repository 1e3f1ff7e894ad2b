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
