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

/// A widget's whole timeline rule: the default plan, the named alternatives the app's data can choose, the
/// spread of the next request, and the plan used when the app's content source throws.
public struct TimelineRule: Hashable, Codable, Sendable {
    /// The default plan (`timeline.entries` and `timeline.policy`), named `default`.
    public var plan: TimelinePlan
    /// The alternatives declared under `timeline.plans`, by name (never `default` or `onError`). Each is complete:
    /// a spec's plan that omits `entries` or `policy` has the default plan's here.
    public var plans: [String: TimelinePlan]
    /// The window after the policy's date over which requests are spread per installation (`timeline.jitter`).
    public var jitter: ScheduleDuration?
    public var relevance: EntryRelevance?
    /// The plan used when loading content fails (`timeline.onError`); nil means the documented default.
    public var onError: TimelinePlan?

    public init(
        plan: TimelinePlan, plans: [String: TimelinePlan] = [:], jitter: ScheduleDuration? = nil,
        relevance: EntryRelevance? = nil, onError: TimelinePlan? = nil
    ) {
        self.plan = plan
        self.plans = plans
        self.jitter = jitter
        self.relevance = relevance
        self.onError = onError
    }
}
