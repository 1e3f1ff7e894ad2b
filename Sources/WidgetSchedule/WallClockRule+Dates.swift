import Foundation

extension ScheduleTimeZone {
    /// The time zone this rule follows: `deviceTimeZone` for `.device`, the named zone otherwise.
    ///
    /// An identifier Foundation does not know falls back to `deviceTimeZone` (the checker rejects such
    /// identifiers before code is generated, so this only guards hand-built values).
    public func resolved(device deviceTimeZone: TimeZone) -> TimeZone {
        switch self {
        case .device: deviceTimeZone
        case .named(let identifier): TimeZone(identifier: identifier) ?? deviceTimeZone
        }
    }
}

extension WallClockRule {
    /// The first `count` instants matching the rule, in ascending order, starting at `date`.
    ///
    /// - Parameters:
    ///   - date: Where the search starts.
    ///   - count: How many instants to return; zero or less returns none, and at most
    ///     `EntrySchedule.maximumEntryCount` are returned.
    ///   - includingStart: Whether an instant equal to `date` counts (entries: yes; reload policies: no).
    ///   - deviceTimeZone: The zone used when the rule says `.device`.
    ///
    /// Daylight-saving changes, day by day on the Gregorian calendar:
    /// - a wall time that does not exist that day (inside a spring-forward gap, of any length) moves forward by
    ///   the length of the gap, keeping its minutes and seconds: `02:30` on the day New York skips
    ///   02:00-03:00 is `03:30` daylight time, `02:15` on Lord Howe's half-hour change is `02:45`, which is the
    ///   same instant the time would have been before the change; on a day a zone skips entirely (Apia,
    ///   30 December 2011) the times land on the next day's, and count once;
    /// - a wall time that exists twice (inside a fall-back overlap) matches its first occurrence only; a
    ///   search that starts between the two occurrences gets the second one.
    /// A rule without times or without weekdays matches nothing; so does a date beyond about ±300,000 years.
    public func dates(
        startingAt date: Date, count: Int, includingStart: Bool, in deviceTimeZone: TimeZone
    ) -> [Date] {
        let count = min(count, EntrySchedule.maximumEntryCount)
        let zone = timeZone.resolved(device: deviceTimeZone)
        guard count > 0, !times.isEmpty, !weekdays.isEmpty, let first = LocalDay(containing: date, in: zone) else {
            return []
        }
        let allowedWeekdays = Set(weekdays.map(\.calendarWeekday))
        func isWanted(_ instant: Date) -> Bool { includingStart ? instant >= date : instant > date }
        var result: [Date] = []
        // The day before too: a time in a skipped day's gap lands on the next day.
        var day = first.previous
        // Every week has an allowed weekday, so two fruitless weeks mean nothing more can match.
        var daysWithoutMatch = 0
        while result.count < count, daysWithoutMatch < 15 {
            var found: [Date] = []
            if allowedWeekdays.contains(day.weekday) {
                let offsets = day.offsets(in: zone)
                for time in times {
                    if let instant = day.instants(of: time, in: zone, offsets: offsets).first(where: isWanted) {
                        found.append(instant)
                    }
                }
            }
            // A gap can move an early time past a later one (02:30 becomes 03:30, after 03:15).
            var matched = false
            for instant in found.sorted() where result.count < count && result.last.map({ instant > $0 }) ?? true {
                result.append(instant)
                matched = true
            }
            daysWithoutMatch = matched ? 0 : daysWithoutMatch + 1
            day = day.next
        }
        return result
    }

    /// The first instant matching the rule strictly after `date`, or nil when the rule matches nothing.
    public func nextDate(after date: Date, in deviceTimeZone: TimeZone) -> Date? {
        dates(startingAt: date, count: 1, includingStart: false, in: deviceTimeZone).first
    }
}
