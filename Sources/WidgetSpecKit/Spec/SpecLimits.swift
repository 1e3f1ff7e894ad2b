import Foundation
import WidgetSchedule

/// The documented limits of the spec language (docs/yaml.md, "Limits"). Each keeps `check`, `generate` and
/// `report` within seconds and well under a gigabyte on any input, and each lies far beyond what a widget can
/// use, so a spec that hits one has a typo or is hostile.
public enum SpecLimits {
    /// Entries in one timeline: a day of one-minute entries. WidgetKit was reported to stop updating widgets
    /// beyond about 400 (WS0703 warns there); the schedule library never computes more.
    public static let entries = EntrySchedule.maximumEntryCount
    /// The longest duration (`after:`, `every:`, `for:`, offsets, jitter...): about ten years.
    public static let duration = ScheduleDuration.days(3660)
    /// The longest report horizon: three years, a leap day included.
    public static let horizon = ScheduleDuration.days(1096)
    /// The longest time zone name; IANA's longest is 32 characters (`America/Argentina/ComodRivadavia`).
    /// Checked before any lookup, which costs time in proportion to the length.
    public static let timeZoneNameLength = 64
    /// The years a report may start in: the proleptic Gregorian conversion is exact there, and Unix time
    /// (which time zone data starts from) is not negative.
    public static let startYears = 1970...9999

    /// The limits as messages write them: "3660d (about 10 years)".
    public static let durationText = "\(duration) (about 10 years)"
    public static let horizonText = "\(horizon) (3 years)"
}

extension EntrySchedule {
    /// The number of dates the form asks for, counted without computing them (saturating at `Int.max`); the
    /// library returns at most `maximumEntryCount` of them.
    var requestedCount: Int {
        switch self {
        case .now: 1
        case .offsets(let offsets): offsets.count
        case .every(let every, let count, _): every.seconds > 0 ? max(count, 0) : 1
        case .everyFor(let every, let span, _):
            every.seconds > 0 ? Self.stepCount(span: span.seconds, every: every.seconds) : 1
        case .wallClock(_, let count), .dynamic(let count, _): max(count, 0)
        case .union(let members):
            members.reduce(0) { total, member in
                let (sum, overflow) = total.addingReportingOverflow(member.requestedCount)
                return overflow ? Int.max : sum
            }
        }
    }
}
