import Foundation

/// When a timeline's entries are dated, relative to the request time (`timeline.entries` in a spec). Each case
/// is a form of the spec language, with its dates in `entryDates(forRequestAt:in:dynamicDates:)` below.
public indirect enum EntrySchedule: Hashable, Codable, Sendable {
    /// One entry at the request time.
    case now
    /// Entries at these offsets from the request time.
    case offsets([ScheduleDuration])
    /// `count` entries `every` apart, the first at `start`.
    case every(ScheduleDuration, count: Int, start: ScheduleDuration)
    /// Entries `every` apart from `start` while the offset is below `start + span` (`{ every: 1m, for: 1h }`:
    /// 60 entries).
    case everyFor(ScheduleDuration, span: ScheduleDuration, start: ScheduleDuration)
    /// The next `count` wall-clock times matching the rule after (or at) the request time.
    case wallClock(WallClockRule, count: Int)
    /// Dates supplied by the app at run time. `count` and `every` are the assumption the report simulates.
    case dynamic(count: Int, every: ScheduleDuration)
    /// The union of several forms, sorted, duplicates removed.
    case union([EntrySchedule])

    /// The most dates a form computes (a day of one-minute entries): the spec checker rejects timelines with
    /// more, and `entryDates` stops here for hand-built values, so no count can exhaust a widget's memory.
    public static let maximumEntryCount = 1440
}

extension EntrySchedule {
    /// The dates of the entries a provider returns when WidgetKit asks for a timeline at `request`, sorted
    /// ascending, without duplicates.
    ///
    /// - Parameters:
    ///   - request: The moment WidgetKit asks for the timeline (offset `0`).
    ///   - timeZone: The device's time zone; wall-clock forms that say `.device` follow it.
    ///   - dynamicDates: The dates the app's data supplies for `dynamic` forms. When nil, a `dynamic` form uses
    ///     its assumption: `count` dates `every` apart from the request (what the report simulates).
    ///
    /// Form by form:
    /// - `now`: the request itself.
    /// - `offsets`: the request plus each offset.
    /// - `every(_:count:start:)`: `request + start + k * every` for `k` in `0..<count`.
    /// - `everyFor(_:span:start:)`: `request + start + k * every` for every `k >= 0` with `k * every < span`
    ///   (`{ every: 1m, for: 1h }` gives 60 dates, the last at 59 minutes). A non-positive `every` gives the
    ///   single date `request + start`.
    /// - `wallClock(_:count:)`: the next `count` matching wall-clock times **at or after** the request (a
    ///   request at exactly 09:30 gets a 09:30 entry); see `WallClockRule.dates(startingAt:count:includingStart:in:)`
    ///   for daylight-saving rules.
    /// - `dynamic(count:every:)`: `dynamicDates`, or the assumption above.
    /// - `union`: every member's dates merged.
    ///
    /// Only `dynamicDates` can make more than `maximumEntryCount` dates: every other form stops there, so a
    /// hand-built schedule with an enormous count costs no more than the largest one a spec may declare.
    public func entryDates(forRequestAt request: Date, in timeZone: TimeZone, dynamicDates: [Date]? = nil) -> [Date] {
        switch self {
        case .every(let every, let count, let start):
            // Already ascending and distinct when `every` is positive: no sort needed (the hot path of long
            // one-minute schedules).
            guard count > 0 else { return [] }
            guard every.seconds > 0 else { return [request.addingTimeInterval(TimeInterval(start.seconds))] }
            return Self.arithmetic(from: request, start: start.seconds, step: every.seconds, count: count)
        case .everyFor(let every, let span, let start):
            guard every.seconds > 0 else { return [request.addingTimeInterval(TimeInterval(start.seconds))] }
            return Self.arithmetic(
                from: request, start: start.seconds, step: every.seconds,
                count: Self.stepCount(span: span.seconds, every: every.seconds))
        default:
            // The app's own dates are never dropped.
            return Self.sortedUnique(
                rawDates(forRequestAt: request, in: timeZone, dynamicDates: dynamicDates),
                limit: dynamicDates == nil ? Self.maximumEntryCount : Int.max)
        }
    }

    /// The dates of one form, possibly unsorted and with duplicates.
    private func rawDates(forRequestAt request: Date, in timeZone: TimeZone, dynamicDates: [Date]?) -> [Date] {
        switch self {
        case .now:
            return [request]
        case .offsets(let offsets):
            return offsets.prefix(Self.maximumEntryCount).map { request.addingTimeInterval(TimeInterval($0.seconds)) }
        case .every, .everyFor:
            return entryDates(forRequestAt: request, in: timeZone, dynamicDates: dynamicDates)
        case .wallClock(let rule, let count):
            return rule.dates(startingAt: request, count: count, includingStart: true, in: timeZone)
        case .dynamic(let count, let every):
            if let dynamicDates { return dynamicDates }
            return EntrySchedule.every(every, count: count, start: .zero)
                .entryDates(forRequestAt: request, in: timeZone)
        case .union(let members):
            return members.flatMap { $0.rawDates(forRequestAt: request, in: timeZone, dynamicDates: dynamicDates) }
        }
    }

    /// `count` dates `step` apart (at most `maximumEntryCount`). The offsets are computed in floating point:
    /// `index * step` in `Int` overflows for steps of millions of days.
    private static func arithmetic(from request: Date, start: Int, step: Int, count: Int) -> [Date] {
        let base = request.timeIntervalSinceReferenceDate + TimeInterval(start)
        return (0..<max(0, min(count, maximumEntryCount))).map { index in
            Date(timeIntervalSinceReferenceDate: base + TimeInterval(index) * TimeInterval(step))
        }
    }

    /// How many dates `everyFor(every, span:, start:)` asks for: the multiples of `every` (> 0) in `0..<span`.
    public static func stepCount(span: Int, every: Int) -> Int {
        span <= 0 ? 0 : (span - 1) / every + 1
    }

    private static func sortedUnique(_ dates: [Date], limit: Int) -> [Date] {
        var result: [Date] = []
        for date in dates.sorted() where result.last != date {
            guard result.count < limit else { break }
            result.append(date)
        }
        return result
    }
}
