import Foundation

/// When WidgetKit should ask for the next timeline (`timeline.policy`), before the 5-minute and budget rules.
public enum ReloadPolicy: Hashable, Codable, Sendable {
    /// After the last entry's date.
    case atEnd
    /// Never on its own; only app events reload.
    case never
    /// At the request time plus a duration.
    case after(ScheduleDuration)
    /// At the next wall-clock time matching the rule, strictly after the request time.
    case afterWallClock(WallClockRule)
    /// At the earliest date of the candidates (`policy: { earliest: [atEnd, { after: 1h }] }`): ask again in an
    /// hour or after the last entry, whichever comes first. A `never` candidate has no date and drops out.
    case earliest([ReloadPolicy])
}

extension ReloadPolicy {
    /// The date the policy asks WidgetKit to request the next timeline, before WidgetKit's own rules (the
    /// 5-minute minimum spacing and the daily budget) and before any jitter; nil for `never`.
    ///
    /// - Parameters:
    ///   - request: The moment the current timeline was requested.
    ///   - entryDates: The current timeline's entry dates (as returned by `EntrySchedule.entryDates`).
    ///   - timeZone: The device's time zone, for wall-clock policies that say `.device`.
    ///
    /// - `atEnd`: the latest entry date; with no entries, the request itself (WidgetKit then asks again as
    ///   soon as its spacing rule allows).
    /// - `after(_:)`: the request plus the duration.
    /// - `afterWallClock(_:)`: the first matching wall-clock time **strictly after** the request.
    /// - `earliest(_:)`: the earliest date of the candidates (see `earliestCandidate`); nil when none has one.
    /// - `never`: nil.
    public func nextRequestDate(forRequestAt request: Date, entryDates: [Date], in timeZone: TimeZone) -> Date? {
        switch self {
        case .atEnd:
            return entryDates.max() ?? request
        case .never:
            return nil
        case .after(let delay):
            return request.addingTimeInterval(TimeInterval(delay.seconds))
        case .afterWallClock(let rule):
            return rule.nextDate(after: request, in: timeZone)
        case .earliest:
            return earliestCandidate(forRequestAt: request, entryDates: entryDates, in: timeZone)?.date
        }
    }
}
