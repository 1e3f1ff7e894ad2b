import Foundation

/// The moment, time zone and budget the timeline rules evaluate schedules with. They come from the report's
/// own resolution (the spec's `report:` values, else the documented defaults), so the checker and the report
/// agree by construction.
struct ScheduleSettings {
    let start: Date
    let timeZone: TimeZone
    let budget: Int

    init(spec: Spec) {
        // A decoded spec's `report:` always resolves; the fixed defaults are the fallback all the same.
        let options =
            (try? ReportSettings().resolved(for: [spec]).get())
            ?? (try? ReportSettings().resolved(for: [ScheduleSpec]()).get())
        start = options?.start ?? Date(timeIntervalSinceReferenceDate: 0)
        timeZone = options?.timeZone ?? TimeZone(secondsFromGMT: 0)!
        budget = options?.budget.reloadsPerDay ?? ReportSettings.defaultBudget
    }
}
