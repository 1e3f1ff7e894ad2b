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
