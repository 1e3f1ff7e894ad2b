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
    ///   - count: How many instants to return; zero or less returns none.
    ///   - includingStart: Whether an instant equal to `date` counts (entries: yes; reload policies: no).
    ///   - deviceTimeZone: The zone used when the rule says `.device`.
    ///
    /// Daylight-saving changes follow Foundation's `Calendar.nextDate(after:matching:matchingPolicy:
    /// repeatedTimePolicy:direction:)` with `.nextTimePreservingSmallerComponents` and `.first`:
    /// - a wall time that does not exist that day (inside a spring-forward gap) moves forward by the length of
    ///   the gap, keeping its minutes and seconds: `02:30` on the day New York skips 02:00-03:00 is `03:30`
    ///   daylight time, which is the same instant `02:30` standard time would have been;
    /// - a wall time that exists twice (inside a fall-back overlap) matches its first occurrence only; a
    ///   search that starts between the two occurrences gets the second one.
    /// A rule without times or without weekdays matches nothing.
    public func dates(
        startingAt date: Date, count: Int, includingStart: Bool, in deviceTimeZone: TimeZone
    ) -> [Date] {
        guard count > 0, !times.isEmpty, !weekdays.isEmpty else { return [] }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone.resolved(device: deviceTimeZone)
        let allowedWeekdays = Set(weekdays.map(\.calendarWeekday))
        // Searching from one second earlier makes a match exactly at `date` reachable; matches before `date`
        // (possible when `date` has a fraction of a second) are skipped below.
        let searchStart = includingStart ? date.addingTimeInterval(-1) : date
        // One cursor per wall time; each call advances only the cursor it consumed, so every `nextDate` call
        // yields a new candidate.
        var candidates = times.map { time in Self.next(time, after: searchStart, calendar: calendar) }
        var result: [Date] = []
        result.reserveCapacity(min(count, 1024))
        // A bound on fruitless steps keeps a rule that can never match (it cannot happen with valid times and
        // weekdays, but Calendar may return nil) from looping forever.
        var stepsWithoutMatch = 0
        while result.count < count, stepsWithoutMatch < 8 * times.count + 8 {
            guard let (index, candidate) = Self.earliest(candidates) else { break }
            candidates[index] = Self.next(times[index], after: candidate, calendar: calendar)
            let isAtOrAfterStart = includingStart ? candidate >= date : candidate > date
            let weekday = calendar.component(.weekday, from: candidate)
            if isAtOrAfterStart, allowedWeekdays.contains(weekday), result.last.map({ candidate > $0 }) ?? true {
                result.append(candidate)
                stepsWithoutMatch = 0
            } else {
                stepsWithoutMatch += 1
            }
        }
        return result
    }

    /// The first instant matching the rule strictly after `date`, or nil when the rule matches nothing.
    public func nextDate(after date: Date, in deviceTimeZone: TimeZone) -> Date? {
        dates(startingAt: date, count: 1, includingStart: false, in: deviceTimeZone).first
    }

    private static func next(_ time: WallTime, after date: Date, calendar: Calendar) -> Date? {
        calendar.nextDate(
            after: date,
            matching: DateComponents(hour: time.hour, minute: time.minute, second: time.second),
            matchingPolicy: .nextTimePreservingSmallerComponents,
            repeatedTimePolicy: .first,
            direction: .forward
        )
    }

    private static func earliest(_ candidates: [Date?]) -> (Int, Date)? {
        var best: (Int, Date)?
        for (index, candidate) in candidates.enumerated() {
            guard let candidate else { continue }
            if best.map({ candidate < $0.1 }) ?? true { best = (index, candidate) }
        }
        return best
    }
}
