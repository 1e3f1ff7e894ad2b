import Foundation

/// Why a widget's timeline was requested.
package enum ReloadReason: String, Hashable, Codable, Sendable, CaseIterable {
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
package struct Reload: Hashable, Sendable {
    package var at: Date
    package var reason: ReloadReason
    /// For `deferred` and `throttled` requests: the date the policy (or event) asked for.
    package var planned: Date?
    /// For requests that were deferred or throttled: what asked for them (`atEnd`, `after`, `event`).
    package var cause: ReloadReason?
    /// The events that caused it, sorted (empty unless `cause` or `reason` is `event`).
    package var events: [String]
    /// Why it does not count against the budget, or nil when it counts.
    package var exemption: BudgetExemption?
    /// The jitter window the policy spread this request over; the simulated installation asks at its offset in
    /// it (see `JitterRange`).
    package var jitterWindow: DateInterval?
    /// The plan that answered this request: `default`, `onError`, or a plan declared under `timeline.plans`.
    package var plan: String
    /// For a request an `earliest` policy asked for: the candidate that won, in spec notation (`after 1h`).
    package var candidate: String? = nil
}

extension Reload {
    /// Whether it counts against the budget: foreground events and actions do not [S3].
    package var countsAgainstBudget: Bool { exemption == nil }
}

/// Why a reload does not count against the budget [S3].
package enum BudgetExemption: String, Hashable, Codable, Sendable {
    /// An app event with `foreground: true`: the app is in the foreground.
    case foreground
    /// A widget's button or toggle ran an action: WidgetKit reloads after `perform()` [S22].
    case action
}

/// An entry becoming visible.
package struct Render: Hashable, Sendable {
    package var at: Date
    /// The entry's index in its timeline (0-based, entries sorted by date).
    package var entry: Int
    /// The index of the request (in `WidgetTimeline.reloads`) whose timeline holds the entry.
    package var request: Int
}

/// An entry WidgetKit never shows, because the next request comes before its date.
package struct DeadEntry: Hashable, Sendable {
    package var date: Date
    package var entry: Int
    /// The index of the request (in `WidgetTimeline.reloads`) whose timeline holds the entry.
    package var request: Int
}

/// A request the budget may push later.
package struct Deferral: Hashable, Sendable {
    /// When the request would have been made (after the 5-minute rule).
    package var planned: Date
    /// When the budget view makes it: when the budget has room again.
    package var deferredTo: Date
    /// What asked for the request.
    package var cause: ReloadReason
}

/// The figures of one widget over the horizon.
package struct WidgetSummary: Hashable, Sendable {
    package var reloads = 0
    package var renders = 0
    package var deadEntries = 0
    package var deferrals = 0
    /// Requests moved to the 5-minute minimum.
    package var throttled = 0
    /// The most reloads counted against the budget in any sliding 24-hour window.
    package var budgetUsed = 0
    /// The longest time without a new render: between two renders, or from the last render to the horizon's
    /// end. Equals the horizon when nothing renders.
    package var longestGapSeconds = 0

    package init() {}
}

/// One model's view of a widget over the horizon: the requests it makes and what they render.
package struct TimelineView: Hashable, Sendable {
    package var reloads: [Reload] = []
    package var renders: [Render] = []
    package var deadEntries: [DeadEntry] = []
    /// Dead entries counted in the summary but not listed (the list is capped at
    /// `TimelineSimulator.deadEntryListLimit`).
    package var unlistedDeadEntries = 0
    package var deferrals: [Deferral] = []
    /// Where the lists stop: the time of the first request not listed, nil when every request is. The lists
    /// of a report share `SimulationOptions.listLimit`; the summary always counts the whole horizon.
    package var listedUntil: Date?
    package var summary = WidgetSummary()

    package init() {}
}

/// One of a widget's plans, for display: its name and its policy in spec notation.
package struct PlanPolicy: Hashable, Sendable {
    package var name: String
    package var policy: String

    package init(name: String, policy: String) {
        self.name = name
        self.policy = policy
    }
}

/// Where a widget's `TimelineEntryRelevance` comes from. The report does not simulate the Smart Stack; it says
/// which relevance the entries carry, and invents no figure for one the app computes.
package enum RelevanceSource: Hashable, Sendable {
    /// `timeline.relevance: { score, duration }`: the same on every entry.
    case spec(EntryRelevance)
    /// `relevance: dynamic`: each entry's, from the app's data at run time.
    case app

    init?(_ widget: ScheduleSpec.Widget) {
        if widget.relevanceFromContent {
            self = .app
        } else if let relevance = widget.rule.relevance {
            self = .spec(relevance)
        } else {
            return nil
        }
    }
}

/// The families a widget offers on one platform (`platform` nil: the same list on every platform).
package struct PlatformFamilyNames: Hashable, Sendable {
    package var platform: String?
    package var families: [String]
    /// The app's flag these families are offered behind (`familiesWhen`), on every platform: decided at run time,
    /// so the report assumes it on and says so. Nil for the spec's `families`.
    package var flag: String?

    package init(platform: String?, families: [String], flag: String? = nil) {
        self.platform = platform
        self.families = families
        self.flag = flag
    }
}

/// How the report treats a jittered widget's per-installation offset (`timeline.jitter`).
package struct JitterRange: Hashable, Sendable {
    /// The window every policy date is spread over.
    package var window: ScheduleDuration
    /// The seed simulated (`--jitter-seed`), when given.
    package var seed: UInt64?
    /// How long after each policy date the simulated installation asks: the seed's
    /// `Jitter.offset(seed:window:)`, or 0 (the earliest installation) without a seed.
    package var offset: Int
    /// Without a seed, the other end of the range: the figures of an installation asking at the end of every
    /// window, which no installation passes (offsets are below the window).
    package var latest: InstallationFigures?

    package init(window: ScheduleDuration, seed: UInt64?, offset: Int, latest: InstallationFigures? = nil) {
        self.window = window
        self.seed = seed
        self.offset = offset
        self.latest = latest
    }
}

/// The summary figures of one installation in both views.
package struct InstallationFigures: Hashable, Sendable {
    package var offset: Int
    package var guaranteed: WidgetSummary
    package var budget: WidgetSummary

    package init(offset: Int, guaranteed: WidgetSummary, budget: WidgetSummary) {
        self.offset = offset
        self.guaranteed = guaranteed
        self.budget = budget
    }
}

/// What the simulator predicts for one widget, in two views: what the policies ask (guaranteed: WidgetKit asks
/// no earlier), and what a budget assumption makes of it.
package struct WidgetTimeline: Hashable, Sendable {
    package var name: String
    package var kind: String
    /// The bundle the widget belongs to (reports can cover several spec files).
    package var bundle: String
    /// The families the widget offers; each placed instance has its own budget.
    package var families: [PlatformFamilyNames]
    /// The plans the simulation used, in the order they first answered a request.
    package var plansUsed: [PlanPolicy]
    /// The requests as the policies ask them, with the 5-minute spacing and no budget.
    package var guaranteed = TimelineView()
    /// The requests under the options' budget assumption.
    package var budget = TimelineView()
    /// Present for widgets with a jitter window whose policy has a date.
    package var jitter: JitterRange?
    /// Where the entries' relevance comes from; nil when they have none.
    package var relevance: RelevanceSource?

    package init(name: String, kind: String, bundle: String, families: [PlatformFamilyNames] = []) {
        self.name = name
        self.kind = kind
        self.bundle = bundle
        self.families = families
        self.plansUsed = []
    }

    /// The policies of the plans used, for display: `atEnd` alone, or `atEnd; full: never; dragon: after 2h`
    /// (the default plan unnamed).
    package var policyDescription: String {
        plansUsed.map { $0.name == TimelineRule.defaultPlanName ? $0.policy : "\($0.name): \($0.policy)" }
            .joined(separator: "; ")
    }
}

/// An app event firing, or an action run by a widget's button or toggle, during the horizon.
package struct EventOccurrence: Hashable, Sendable {
    /// What fires: an app event (`events:`) or an action (`actions:`).
    package enum Kind: String, Hashable, Sendable {
        case event, action
    }

    package var name: String
    package var at: Date
    /// The widgets it reloads, in spec order.
    package var widgets: [String]
    package var foreground: Bool
    package var kind: Kind

    /// Why its reloads do not count against the budget, or nil when they count.
    package var exemption: BudgetExemption? {
        kind == .action ? .action : foreground ? .foreground : nil
    }
}

/// The whole prediction: every widget and Live Activity of the simulated specs.
package struct SimulationResult: Hashable, Sendable {
    package var options: SimulationOptions
    package var widgets: [WidgetTimeline]
    package var activities: [ActivityTimeline]
    package var events: [EventOccurrence]
    /// False when the simulation stopped at the options' work limit before the horizon's end: the figures are
    /// partial and must not be reported.
    package var isComplete = true
}
