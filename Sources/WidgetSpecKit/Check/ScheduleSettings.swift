import Foundation

/// The moment, time zone and budget the timeline rules evaluate schedules with: the spec's `report:` values,
/// else the report's documented defaults, so the checker and the report agree.
struct ScheduleSettings {
    static let defaultStart = LocalDateTime(year: 2026, month: 1, day: 5, hour: 9)
    static let defaultTimeZone = "America/New_York"
    static let defaultBudget = 70

    let start: Date
    let timeZone: TimeZone
    let budget: Int

    init(spec: Spec) {
        let zone =
            spec.report.timeZone.flatMap { TimeZone(identifier: $0.value) }
            ?? TimeZone(identifier: Self.defaultTimeZone) ?? TimeZone(secondsFromGMT: 0)!
        timeZone = zone
        budget = spec.report.budget?.value ?? Self.defaultBudget
        start = Self.date(of: spec.report.start?.value ?? Self.defaultStart, in: zone)
    }

    static func date(of local: LocalDateTime, in zone: TimeZone) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = local.utcOffset.flatMap { TimeZone(secondsFromGMT: $0) } ?? zone
        let components = DateComponents(
            year: local.year, month: local.month, day: local.day, hour: local.hour, minute: local.minute,
            second: local.second)
        return calendar.date(from: components) ?? Date(timeIntervalSinceReferenceDate: 0)
    }
}
