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
    /// Whether it counts against the budget (foreground events do not).
    public var countsAgainstBudget: Bool
    /// The jitter window the policy spread this request over; the simulator uses the window's start.
    public var jitterWindow: DateInterval?
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

/// A request the budget pushed later.
public struct Deferral: Hashable, Sendable {
    /// When the request would have been made (after the 5-minute rule).
    public var planned: Date
    /// When it is made: the moment the oldest reload in the window leaves it.
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

/// What the simulator predicts for one widget.
public struct WidgetTimeline: Hashable, Sendable {
    public var name: String
    public var kind: String
    /// The bundle the widget belongs to (reports can cover several spec files).
    public var bundle: String
    /// The widget's policy in spec notation, for display (`atEnd`, `after 2h`, ...).
    public var policyDescription: String
    public var reloads: [Reload] = []
    public var renders: [Render] = []
    public var deadEntries: [DeadEntry] = []
    /// Dead entries counted in the summary but not listed (the list is capped at
    /// `TimelineSimulator.deadEntryListLimit`).
    public var unlistedDeadEntries = 0
    public var deferrals: [Deferral] = []
    public var summary = WidgetSummary()

    public init(name: String, kind: String, bundle: String, policyDescription: String) {
        self.name = name
        self.kind = kind
        self.bundle = bundle
        self.policyDescription = policyDescription
    }
}

/// An app event firing during the horizon.
public struct EventOccurrence: Hashable, Sendable {
    public var name: String
    public var at: Date
    /// The widgets it reloads, in spec order.
    public var widgets: [String]
    public var foreground: Bool
}

/// The whole prediction: every widget and Live Activity of the simulated specs.
public struct SimulationResult: Hashable, Sendable {
    public var options: SimulationOptions
    public var widgets: [WidgetTimeline]
    public var activities: [ActivityTimeline]
    public var events: [EventOccurrence]
    /// False when the simulation stopped at `SimulationWork.limit` before the horizon's end: the figures are
    /// partial and must not be reported.
    public var isComplete = true
}
