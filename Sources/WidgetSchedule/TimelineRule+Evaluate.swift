import Foundation

/// Whether the app's content source succeeded when a timeline was requested.
public enum TimelineOutcome: String, Hashable, Codable, Sendable, CaseIterable {
    /// Content loaded: the rule's success plan applies.
    case success
    /// Loading threw: the rule's error plan (`onError`) applies.
    case failure
}

/// What a provider answers at one request: its entry dates and when to ask again.
public struct TimelineEvaluation: Hashable, Sendable {
    /// Which plan produced this answer.
    public var outcome: TimelineOutcome
    /// The plan that applied (the success plan, `onError`, or `TimelineRule.defaultErrorPlan`).
    public var plan: TimelinePlan
    /// The entry dates, ascending, without duplicates.
    public var entryDates: [Date]
    /// The policy's own date (see `ReloadPolicy.nextRequestDate`); nil for `never`.
    public var policyDate: Date?
    /// The window the next request is spread over, `[policyDate, policyDate + jitter)`, when the rule has a
    /// positive jitter and the policy has a date.
    public var jitterWindow: DateInterval?
    /// The date to hand to `TimelineReloadPolicy.after(_:)` (or `.never` when nil): `policyDate` moved by the
    /// seed's offset inside the jitter window, or `policyDate` itself without jitter or without a seed.
    public var nextRequestDate: Date?

    public init(
        outcome: TimelineOutcome, plan: TimelinePlan, entryDates: [Date], policyDate: Date?,
        jitterWindow: DateInterval?, nextRequestDate: Date?
    ) {
        self.outcome = outcome
        self.plan = plan
        self.entryDates = entryDates
        self.policyDate = policyDate
        self.jitterWindow = jitterWindow
        self.nextRequestDate = nextRequestDate
    }
}

extension TimelineRule {
    /// The plan used on failure when a spec has no `onError`: one entry now (the placeholder or the last good
    /// content) and another try in an hour.
    public static let defaultErrorPlan = TimelinePlan(entries: .now, policy: .after(.hours(1)))

    /// The plan for an outcome: `plan` on success; `onError`, else `defaultErrorPlan`, on failure.
    public func plan(for outcome: TimelineOutcome) -> TimelinePlan {
        switch outcome {
        case .success: plan
        case .failure: onError ?? Self.defaultErrorPlan
        }
    }

    /// Evaluates the rule at one request: the one call a generated provider (and the report's simulator) makes.
    ///
    /// - Parameters:
    ///   - request: The moment WidgetKit asks for a timeline.
    ///   - timeZone: The device's time zone (`TimeZone.current` in an app; the report's zone in the simulator).
    ///   - outcome: Whether loading content succeeded; `.failure` selects the error plan.
    ///   - jitterSeed: A stable per-installation seed (see `Jitter.seed(for:)`). With a seed the next request
    ///     is moved by `Jitter.offset(seed:window:)` inside the jitter window; without one it stays at the
    ///     window's start, which is what the report shows.
    ///   - dynamicDates: The app-supplied dates for `dynamic` entry forms (see `EntrySchedule.entryDates`).
    /// The jitter applies to whichever plan is used, whenever its policy has a date.
    public func evaluate(
        requestedAt request: Date, in timeZone: TimeZone, outcome: TimelineOutcome = .success,
        jitterSeed: UInt64? = nil, dynamicDates: [Date]? = nil
    ) -> TimelineEvaluation {
        let plan = plan(for: outcome)
        let entryDates = plan.entries.entryDates(forRequestAt: request, in: timeZone, dynamicDates: dynamicDates)
        let policyDate = plan.policy.nextRequestDate(forRequestAt: request, entryDates: entryDates, in: timeZone)
        var jitterWindow: DateInterval?
        var nextRequestDate = policyDate
        if let policyDate, let jitter, jitter.seconds > 0 {
            jitterWindow = DateInterval(start: policyDate, duration: TimeInterval(jitter.seconds))
            if let jitterSeed {
                nextRequestDate = policyDate.addingTimeInterval(
                    TimeInterval(Jitter.offset(seed: jitterSeed, window: jitter)))
            }
        }
        return TimelineEvaluation(
            outcome: outcome, plan: plan, entryDates: entryDates, policyDate: policyDate,
            jitterWindow: jitterWindow, nextRequestDate: nextRequestDate)
    }
}
