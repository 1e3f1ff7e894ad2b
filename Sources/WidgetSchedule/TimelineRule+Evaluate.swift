import Foundation

/// Whether the app's content source succeeded when a timeline was requested: the two-plan shorthand of
/// `TimelineRule.evaluate(requestedAt:in:plan:jitterSeed:dynamicDates:)`.
public enum TimelineOutcome: String, Hashable, Codable, Sendable, CaseIterable {
    /// Content loaded: the rule's default plan applies.
    case success
    /// Loading threw: the rule's error plan (`onError`) applies.
    case failure

    /// The name of the plan this outcome selects: `default` or `onError`.
    public var planName: String {
        switch self {
        case .success: TimelineRule.defaultPlanName
        case .failure: TimelineRule.errorPlanName
        }
    }
}

/// What a provider answers at one request: its entry dates and when to ask again.
public struct TimelineEvaluation: Hashable, Sendable {
    /// The name of the plan that produced this answer: `default`, `onError`, or one of the rule's `plans`.
    public var planName: String
    /// The plan that applied.
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
        planName: String, plan: TimelinePlan, entryDates: [Date], policyDate: Date?, jitterWindow: DateInterval?,
        nextRequestDate: Date?
    ) {
        self.planName = planName
        self.plan = plan
        self.entryDates = entryDates
        self.policyDate = policyDate
        self.jitterWindow = jitterWindow
        self.nextRequestDate = nextRequestDate
    }

    /// `.failure` when the error plan answered, `.success` for any other plan.
    public var outcome: TimelineOutcome { planName == TimelineRule.errorPlanName ? .failure : .success }
}

extension TimelineRule {
    /// The name of the default plan (`timeline.entries` and `timeline.policy`).
    public static let defaultPlanName = "default"
    /// The name of the error plan (`timeline.onError`), which a throwing content source selects.
    public static let errorPlanName = "onError"

    /// The plan used on failure when a spec has no `onError`: one entry now (the placeholder or the last good
    /// content) and another try in an hour.
    public static let defaultErrorPlan = TimelinePlan(entries: .now, policy: .after(.hours(1)))

    /// The plan named `name`: `plan` for `default`, `onError` (else `defaultErrorPlan`) for `onError`, the
    /// declared alternative for a name in `plans`. A name the rule does not declare gives the default plan, so
    /// no name can make a widget fail; generated code only passes the names of its spec.
    public func plan(named name: String) -> TimelinePlan {
        switch name {
        case Self.errorPlanName: onError ?? Self.defaultErrorPlan
        default: plans[name] ?? plan
        }
    }

    /// The plan for an outcome: `plan` on success; `onError`, else `defaultErrorPlan`, on failure.
    public func plan(for outcome: TimelineOutcome) -> TimelinePlan { plan(named: outcome.planName) }

    /// Evaluates one of the rule's plans at one request: the one call a generated provider (and the report's
    /// simulator) makes.
    ///
    /// - Parameters:
    ///   - request: The moment WidgetKit asks for a timeline.
    ///   - timeZone: The device's time zone (`TimeZone.current` in an app; the report's zone in the simulator).
    ///   - name: The plan the app's data chose: `default`, `onError` when loading threw, or one of `plans`
    ///     (see `plan(named:)`).
    ///   - jitterSeed: A stable per-installation seed (see `Jitter.seed(for:)`). With a seed the next request
    ///     is moved by `Jitter.offset(seed:window:)` inside the jitter window; without one it stays at the
    ///     window's start.
    ///   - dynamicDates: The app-supplied dates for `dynamic` entry forms (see `EntrySchedule.entryDates`).
    /// The jitter applies to whichever plan is used, whenever its policy has a date.
    public func evaluate(
        requestedAt request: Date, in timeZone: TimeZone, plan name: String = TimelineRule.defaultPlanName,
        jitterSeed: UInt64? = nil, dynamicDates: [Date]? = nil
    ) -> TimelineEvaluation {
        let plan = plan(named: name)
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
            planName: name == Self.errorPlanName || plans[name] != nil ? name : Self.defaultPlanName, plan: plan,
            entryDates: entryDates, policyDate: policyDate, jitterWindow: jitterWindow,
            nextRequestDate: nextRequestDate)
    }

    /// The two-plan shorthand: `.success` evaluates the default plan, `.failure` the error plan.
    public func evaluate(
        requestedAt request: Date, in timeZone: TimeZone, outcome: TimelineOutcome, jitterSeed: UInt64? = nil,
        dynamicDates: [Date]? = nil
    ) -> TimelineEvaluation {
        evaluate(
            requestedAt: request, in: timeZone, plan: outcome.planName, jitterSeed: jitterSeed,
            dynamicDates: dynamicDates)
    }
}
