import Foundation

/// Why a widget's timeline was requested.
public enum ReloadReason: String, Hashable, Codable, Sendable, CaseIterable {
    /// The first request, at the start.
    case initial
    /// The `atEnd` policy: the last entry's date.
    case atEnd
    /// An `after` policy (a duration or a wall-clock time).
    case after
    /// An app event reloaded the widget.
    case event
    /// The policy's date would have exceeded the budget; moved to when the oldest reload left the window.
    case deferred
    /// The policy's date was less than 5 minutes after the previous request; moved to that minimum.
    case throttled
}

/// One timeline request.
public struct Reload: Hashable, Sendable {
    public var at: Date
    public var reason: ReloadReason
    /// For `deferred` and `throttled` requests: the date the policy (or event) asked for.
    public var planned: Date?
    /// For requests that were deferred or throttled: what asked for them (`atEnd`, `after`, `event`).
    public var cause: ReloadReason?
    /// The events that caused it, sorted (empty unless `cause` or `reason` is `event`).
    public var events: [String]
    /// Why it does not count against the budget, or nil when it counts.
    public var exemption: BudgetExemption?
    /// The jitter window the policy spread this request over; the simulated installation asks at its offset in
    /// it (see `JitterRange`).
    public var jitterWindow: DateInterval?
    /// The plan that answered this request: `default`, `onError`, or a plan declared under `timeline.plans`.
    public var plan: String
}

extension Reload {
    /// Whether it counts against the budget: foreground events and actions do not [S3].
    public var countsAgainstBudget: Bool { exemption == nil }
}

/// Why a reload does not count against the budget [S3].
public enum BudgetExemption: String, Hashable, Codable, Sendable {
    /// An app event with `foreground: true`: the app is in the foreground.
    case foreground
    /// A widget's button or toggle ran an action: WidgetKit reloads after `perform()` [S22].
    case action
}

/// An entry becoming visible.
public struct Render: Hashable, Sendable {
    public var at: Date
    /// The entry's index in its timeline (0-based, entries sorted by date).
    public var entry: Int
    /// The index of the request (in `WidgetTimeline.reloads`) whose timeline holds the entry.
    public var request: Int
}

/// An entry WidgetKit never shows, because the next request comes before its date.
public struct DeadEntry: Hashable, Sendable {
    public var date: Date
    public var entry: Int
    /// The index of the request (in `WidgetTimeline.reloads`) whose timeline holds the entry.
    public var request: Int
}

/// A request the budget may push later.
public struct Deferral: Hashable, Sendable {
    /// When the request would have been made (after the 5-minute rule).
    public var planned: Date
    /// When the budget view makes it: when the budget has room again.
    public var deferredTo: Date
    /// What asked for the request.
    public var cause: ReloadReason
}

/// The figures of one widget over the horizon.
public struct WidgetSummary: Hashable, Sendable {
    public var reloads = 0
    public var renders = 0
    public var deadEntries = 0
    public var deferrals = 0
    /// Requests moved to the 5-minute minimum.
    public var throttled = 0
    /// The most reloads counted against the budget in any sliding 24-hour window.
    public var budgetUsed = 0
    /// The longest time without a new render: between two renders, or from the last render to the horizon's
    /// end. Equals the horizon when nothing renders.
    public var longestGapSeconds = 0

    public init() {}
}

/// One model's view of a widget over the horizon: the requests it makes and what they render.
public struct TimelineView: Hashable, Sendable {
    public var reloads: [Reload] = []
    public var renders: [Render] = []
    public var deadEntries: [DeadEntry] = []
    /// Dead entries counted in the summary but not listed (the list is capped at
    /// `TimelineSimulator.deadEntryListLimit`).
    public var unlistedDeadEntries = 0
    public var deferrals: [Deferral] = []
    /// Where the lists stop: the time of the first request not listed, nil when every request is. The lists
    /// of a report share `SimulationOptions.listLimit`; the summary always counts the whole horizon.
    public var listedUntil: Date?
    public var summary = WidgetSummary()

    public init() {}
}

/// One of a widget's plans, for display: its name and its policy in spec notation.
public struct PlanPolicy: Hashable, Sendable {
    public var name: String
    public var policy: String

    public init(name: String, policy: String) {
        self.name = name
        self.policy = policy
    }
}

/// The families a widget offers on one platform (`platform` nil: the same list on every platform).
public struct PlatformFamilyNames: Hashable, Sendable {
    public var platform: String?
    public var families: [String]

    public init(platform: String?, families: [String]) {
        self.platform = platform
        self.families = families
    }
}

/// How the report treats a jittered widget's per-installation offset (`timeline.jitter`).
public struct JitterRange: Hashable, Sendable {
    /// The window every policy date is spread over.
    public var window: ScheduleDuration
    /// The seed simulated (`--jitter-seed`), when given.
    public var seed: UInt64?
    /// How long after each policy date the simulated installation asks: the seed's
    /// `Jitter.offset(seed:window:)`, or 0 (the earliest installation) without a seed.
    public var offset: Int
    /// Without a seed, the other end of the range: the figures of an installation asking at the end of every
    /// window, which no installation passes (offsets are below the window).
    public var latest: InstallationFigures?

    public init(window: ScheduleDuration, seed: UInt64?, offset: Int, latest: InstallationFigures? = nil) {
        self.window = window
        self.seed = seed
        self.offset = offset
        self.latest = latest
    }
}

/// The summary figures of one installation in both views.
public struct InstallationFigures: Hashable, Sendable {
    public var offset: Int
    public var guaranteed: WidgetSummary
    public var budget: WidgetSummary

    public init(offset: Int, guaranteed: WidgetSummary, budget: WidgetSummary) {
        self.offset = offset
        self.guaranteed = guaranteed
        self.budget = budget
    }
}

/// What the simulator predicts for one widget, in two views: what the policies ask (guaranteed: WidgetKit asks
/// no earlier), and what a budget assumption makes of it.
public struct WidgetTimeline: Hashable, Sendable {
    public var name: String
    public var kind: String
    /// The bundle the widget belongs to (reports can cover several spec files).
    public var bundle: String
    /// The families the widget offers; each placed instance has its own budget.
    public var families: [PlatformFamilyNames]
    /// The plans the simulation used, in the order they first answered a request.
    public var plansUsed: [PlanPolicy]
    /// The requests as the policies ask them, with the 5-minute spacing and no budget.
    public var guaranteed = TimelineView()
    /// The requests under the options' budget assumption.
    public var budget = TimelineView()
    /// Present for widgets with a jitter window whose policy has a date.
    public var jitter: JitterRange?

    public init(name: String, kind: String, bundle: String, families: [PlatformFamilyNames] = []) {
        self.name = name
        self.kind = kind
        self.bundle = bundle
        self.families = families
        self.plansUsed = []
    }

    /// The policies of the plans used, for display: `atEnd` alone, or `atEnd; full: never; dragon: after 2h`
    /// (the default plan unnamed).
    public var policyDescription: String {
        plansUsed.map { $0.name == TimelineRule.defaultPlanName ? $0.policy : "\($0.name): \($0.policy)" }
            .joined(separator: "; ")
    }
}

/// An app event firing, or an action run by a widget's button or toggle, during the horizon.
public struct EventOccurrence: Hashable, Sendable {
    /// What fires: an app event (`events:`) or an action (`actions:`).
    public enum Kind: String, Hashable, Sendable {
        case event, action
    }

    public var name: String
    public var at: Date
    /// The widgets it reloads, in spec order.
    public var widgets: [String]
    public var foreground: Bool
    public var kind: Kind

    /// Why its reloads do not count against the budget, or nil when they count.
    public var exemption: BudgetExemption? {
        kind == .action ? .action : foreground ? .foreground : nil
    }
}

/// The whole prediction: every widget and Live Activity of the simulated specs.
public struct SimulationResult: Hashable, Sendable {
    public var options: SimulationOptions
    public var widgets: [WidgetTimeline]
    public var activities: [ActivityTimeline]
    public var events: [EventOccurrence]
    /// False when the simulation stopped at the options' work limit before the horizon's end: the figures are
    /// partial and must not be reported.
    public var isComplete = true
}
