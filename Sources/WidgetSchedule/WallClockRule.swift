/// Which time zone a wall-clock rule follows.
public enum ScheduleTimeZone: Hashable, Codable, Sendable {
    /// The device's current time zone (the report uses its own `timezone`).
    case device
    /// A fixed IANA time zone such as `America/New_York`.
    case named(String)
}

/// Wall-clock times on chosen weekdays in a time zone: "09:30 and 16:00, Monday to Friday, New York".
public struct WallClockRule: Hashable, Codable, Sendable {
    /// The local times, sorted, without duplicates.
    public var times: [WallTime]
    /// The weekdays the times apply on, sorted; all seven when the spec omits `on`.
    public var weekdays: [Weekday]
    public var timeZone: ScheduleTimeZone

    public init(times: [WallTime], weekdays: [Weekday] = Weekday.allCases, timeZone: ScheduleTimeZone = .device) {
        self.times = Array(Set(times)).sorted()
        self.weekdays = Array(Set(weekdays)).sorted()
        self.timeZone = timeZone
    }
}
