import Testing

@testable import WidgetSpecKit

/// The defaults the docs and the JSON Schema show for `report:` are the ones the report and the checker use.
@Suite("report: defaults in the key table")
struct ReportDefaultsTableTests {
    @Test func tableDefaultsEqualTheReportSettings() throws {
        let report = ReportKey.shape
        #expect(report.key("start")?.defaultValue.flatMap(LocalDateTime.init(parsing:)) == ReportSettings.defaultStart)
        #expect(report.key("timezone")?.defaultValue == ReportSettings.defaultTimeZone)
        let horizon = try #require(report.key("horizon")?.defaultValue)
        #expect(ScheduleDuration(parsing: horizon) == ReportSettings.defaultHorizon)
        #expect(report.key("budget")?.defaultValue.flatMap { Int($0) } == ReportSettings.defaultBudget)
    }

    @Test func checkerEvaluatesSchedulesWithTheReportDefaults() throws {
        let spec = try decodeSpec("spec: 1\nbundle: Demo\n")
        let settings = ScheduleSettings(spec: spec)
        let options = try ReportSettings().resolved(for: [spec]).get()
        #expect(settings.start == options.start)
        #expect(settings.timeZone == options.timeZone)
        #expect(settings.budget == ReportSettings.defaultBudget)
    }
}
