/// When a timeline's entries are dated, relative to the request time (`timeline.entries` in a spec).
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
}

/// `timeline.relevance`: the `TimelineEntryRelevance` given to every entry.
public struct EntryRelevance: Hashable, Codable, Sendable {
    public var score: Double
    public var duration: ScheduleDuration

    public init(score: Double, duration: ScheduleDuration = .zero) {
        self.score = score
        self.duration = duration
    }
}

/// A pair of entries and policy: what one provider call returns.
public struct TimelinePlan: Hashable, Codable, Sendable {
    public var entries: EntrySchedule
    public var policy: ReloadPolicy

    public init(entries: EntrySchedule, policy: ReloadPolicy) {
        self.entries = entries
        self.policy = policy
    }
}

/// A widget's whole timeline rule: the success plan, the spread of the next request, and the plan used when
/// the app's content source throws.
public struct TimelineRule: Hashable, Codable, Sendable {
    public var plan: TimelinePlan
    /// The window after the policy's date over which requests are spread per installation (`timeline.jitter`).
    public var jitter: ScheduleDuration?
    public var relevance: EntryRelevance?
    /// The plan used when loading content fails (`timeline.onError`); nil means the documented default.
    public var onError: TimelinePlan?

    public init(
        plan: TimelinePlan, jitter: ScheduleDuration? = nil, relevance: EntryRelevance? = nil,
        onError: TimelinePlan? = nil
    ) {
        self.plan = plan
        self.jitter = jitter
        self.relevance = relevance
        self.onError = onError
    }
}
