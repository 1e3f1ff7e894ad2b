import Foundation

/// A civil day in a time zone, numbered from 1970-01-01 (day 0) on the proleptic Gregorian calendar.
///
/// Wall-clock schedules place their times with this arithmetic and `TimeZone.secondsFromGMT(for:)` rather than
/// `Calendar.nextDate(after:matching:...)`, which finds no 02:15 on Lord Howe's half-hour spring-forward day,
/// moves a time in Chatham's 45-minute gap by a whole hour, and costs far more per match.
struct LocalDay: Hashable {
    static let secondsPerDay = 86_400
    /// Beyond about ±300,000 years a `Date` has no whole-second precision; such dates have no local day.
    static let supportedSeconds = 1e13

    /// Days since 1970-01-01.
    let number: Int

    init(number: Int) { self.number = number }

    /// The day `instant` falls on in `zone`; nil for dates too far out to count in whole seconds.
    init?(containing instant: Date, in zone: TimeZone) {
        let seconds = instant.timeIntervalSince1970.rounded(.down)
        guard abs(seconds) < Self.supportedSeconds else { return nil }
        let local = Int(seconds) + zone.secondsFromGMT(for: instant)
        number = local >= 0 ? local / Self.secondsPerDay : (local + 1) / Self.secondsPerDay - 1
    }

    var next: LocalDay { LocalDay(number: number + 1) }
    var previous: LocalDay { LocalDay(number: number - 1) }

    /// The `Calendar` weekday number (Sunday = 1): 1970-01-01 was a Thursday (5).
    var weekday: Int { ((number % 7 + 7 + 4) % 7) + 1 }

    /// The zone's UTC offsets well before and well after this day: different when a transition happens on or
    /// next to it. (Two transitions within three days, which no zone has, would go unnoticed.)
    func offsets(in zone: TimeZone) -> (before: Int, after: Int) {
        let midnight = number * Self.secondsPerDay
        func offset(_ seconds: Int) -> Int {
            zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(seconds)))
        }
        return (offset(midnight - Self.secondsPerDay), offset(midnight + 2 * Self.secondsPerDay))
    }

    /// The instants `time` names on this day, earliest first: one on an ordinary day; two inside a fall-back
    /// overlap; inside a spring-forward gap (or a skipped day) the one instant the time would have had under
    /// the offset before the change, which reads as the time moved forward by the length of the gap.
    func instants(of time: WallTime, in zone: TimeZone, offsets: (before: Int, after: Int)) -> [Date] {
        let local = number * Self.secondsPerDay + time.secondsSinceMidnight
        let underBefore = Date(timeIntervalSince1970: TimeInterval(local - offsets.before))
        guard offsets.before != offsets.after else { return [underBefore] }
        let underAfter = Date(timeIntervalSince1970: TimeInterval(local - offsets.after))
        // A reading exists under an offset when the zone really has that offset at the resulting instant.
        let candidates = [(underBefore, offsets.before), (underAfter, offsets.after)]
            .filter { zone.secondsFromGMT(for: $0.0) == $0.1 }
            .map(\.0)
            .sorted()
        return candidates.isEmpty ? [underBefore] : candidates
    }
}
