import Foundation

extension ReloadPolicy {
    /// The one notation of a policy in reports and diagnostics: `atEnd`, `never`, `after 2h`,
    /// `after 09:30 mon-fri America/New_York` (days and zone included, unlike the bare `at:` times),
    /// `earliest of atEnd | after 1h`.
    var specNotation: String {
        switch self {
        case .atEnd: "atEnd"
        case .never: "never"
        case .after(let delay): "after \(delay)"
        case .afterWallClock(let rule): "after \(rule.specNotation)"
        case .earliest(let candidates): "earliest of " + candidates.map(\.specNotation).joined(separator: " | ")
        }
    }
}

extension WallClockRule {
    /// `09:30, 16:00 mon-fri America/New_York`; days and zone are left out when they are the defaults.
    var specNotation: String {
        var text = times.map(\.description).joined(separator: ", ")
        if weekdays != Weekday.allCases { text += " " + Self.describe(weekdays) }
        if case .named(let zone) = timeZone { text += " " + zone }
        return text
    }

    /// Consecutive days as a range (`mon-fri`), others listed (`mon,wed`).
    private static func describe(_ days: [Weekday]) -> String {
        let all = Weekday.allCases
        let indices = days.compactMap { all.firstIndex(of: $0) }
        if indices.count > 2, indices.last! - indices.first! == indices.count - 1 {
            return "\(days.first!.rawValue)-\(days.last!.rawValue)"
        }
        return days.map(\.rawValue).joined(separator: ",")
    }
}
