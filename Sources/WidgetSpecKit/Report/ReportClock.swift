import Foundation

/// Formats instants in the report's time zone, fast and without locale data (the same bytes on every machine).
struct ReportClock {
    let timeZone: TimeZone

    /// Local calendar fields of an instant.
    struct Fields {
        var year, month, day, hour, minute, second: Int
        /// 0 = Monday ... 6 = Sunday.
        var weekdayIndex: Int
        var utcOffset: Int
    }

    static let weekdayNames = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    static let monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    func fields(_ date: Date) -> Fields {
        let offset = timeZone.secondsFromGMT(for: date)
        let local = Int((date.timeIntervalSince1970).rounded(.down)) + offset
        let days = Int((Double(local) / 86_400).rounded(.down))
        let secondOfDay = local - days * 86_400
        let (year, month, day) = Self.civil(fromDays: days)
        // 1970-01-01 was a Thursday (index 3).
        let weekday = ((days % 7) + 7 + 3) % 7
        return Fields(
            year: year, month: month, day: day, hour: secondOfDay / 3600, minute: secondOfDay % 3600 / 60,
            second: secondOfDay % 60, weekdayIndex: weekday, utcOffset: offset)
    }

    /// `2026-01-05T09:00:00-05:00`.
    func iso(_ date: Date) -> String {
        let f = fields(date)
        let sign = f.utcOffset < 0 ? "-" : "+"
        let offset = abs(f.utcOffset)
        let zone = "\(sign)\(Self.pad(offset / 3600)):\(Self.pad(offset % 3600 / 60))"
        return "\(Self.pad(f.year, 4))-\(Self.pad(f.month))-\(Self.pad(f.day))T\(time(f, seconds: true))"
            + zone
    }

    /// `09:00`, or `09:00:30` when the instant has seconds.
    func clock(_ date: Date) -> String {
        let f = fields(date)
        return time(f, seconds: f.second != 0)
    }

    /// `Mon 09:00`.
    func dayAndClock(_ date: Date) -> String {
        "\(Self.weekdayNames[fields(date).weekdayIndex]) \(clock(date))"
    }

    /// `Mon 5 Jan`.
    func day(_ date: Date) -> String {
        let f = fields(date)
        return "\(Self.weekdayNames[f.weekdayIndex]) \(f.day) \(Self.monthNames[f.month - 1])"
    }

    /// `5 Jan`.
    func dayOfMonth(_ date: Date) -> String {
        let f = fields(date)
        return "\(f.day) \(Self.monthNames[f.month - 1])"
    }

    /// `2026-01-05 09:00`.
    func dateAndClock(_ date: Date) -> String {
        let f = fields(date)
        return "\(Self.pad(f.year, 4))-\(Self.pad(f.month))-\(Self.pad(f.day)) \(time(f, seconds: f.second != 0))"
    }

    /// The local midnights strictly inside `(start, end)`.
    func midnights(from start: Date, to end: Date) -> [Date] {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        var result: [Date] = []
        var cursor = start
        while let next = calendar.nextDate(
            after: cursor, matching: DateComponents(hour: 0, minute: 0, second: 0),
            matchingPolicy: .nextTime, repeatedTimePolicy: .first, direction: .forward), next < end
        {
            result.append(next)
            cursor = next
        }
        return result
    }

    private func time(_ f: Fields, seconds: Bool) -> String {
        let base = "\(Self.pad(f.hour)):\(Self.pad(f.minute))"
        return seconds ? base + ":\(Self.pad(f.second))" : base
    }

    static func pad(_ value: Int, _ width: Int = 2) -> String {
        let text = String(value)
        return String(repeating: "0", count: max(0, width - text.count)) + text
    }

    /// Year, month, day of a count of days since 1970-01-01 (proleptic Gregorian; H. Hinnant's method).
    static func civil(fromDays days: Int) -> (Int, Int, Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}

extension ScheduleDuration {
    /// A duration of seconds as spec notation (`1h30m`), for reports.
    static func describing(seconds: Double) -> String {
        ScheduleDuration(seconds: Int(seconds.rounded())).description
    }
}
