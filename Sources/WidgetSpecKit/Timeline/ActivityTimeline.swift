import Foundation

/// The predicted life of a Live Activity started at the report's start.
package struct ActivityTimeline: Hashable, Sendable {
    /// How the activity's active phase ends.
    package enum EndReason: String, Hashable, Sendable {
        /// The spec's `duration` elapsed.
        case duration
        /// The system ended it at the 8-hour limit (no `duration`, or a longer one).
        case systemLimit
    }

    package var name: String
    package var bundle: String
    package var start: Date
    /// `ActivityContent.staleDate`, when the spec sets `staleAfter`.
    package var staleAt: Date?
    package var end: Date
    package var endReason: EndReason
    /// When the ended activity leaves the Lock Screen.
    package var dismissedAt: Date
    /// The dismissal policy in spec notation (`default`, `immediate`, `after 1h`).
    package var dismissal: String
    /// Start + 8 h: a Live Activity is active at most this long.
    package var activeLimit: Date
    /// Start + 12 h: an activity (active plus ended) stays on the Lock Screen at most this long.
    package var lockScreenLimit: Date
    /// How the server's pushes are budgeted; nil when only the app updates the activity.
    package var pushBudget: PushBudget?
    /// When the 8-hour limit ends the activity before its own end (it has no `duration`): an event that lasts
    /// longer needs a new activity then. Nil when its duration ends it first.
    package var restart: Restart?

    /// The budget assumption for the activity's push updates: ActivityKit budgets pushes at priority 10 per hour,
    /// with numbers Apple does not publish; priority 5 does not count; the frequent-updates key raises it [S13].
    package struct PushBudget: Hashable, Sendable {
        package var type: ActivityPush.PushType
        /// The `apns-priority` of updates.
        package var priority: Int
        /// The app sets `NSSupportsLiveActivitiesFrequentUpdates`.
        package var frequentUpdates: Bool

        /// Whether each update counts toward the hourly budget: priority 10 does, 5 does not.
        package var countsTowardBudget: Bool { priority == 10 }
    }

    /// A new activity to start when the 8-hour limit ends this one.
    package struct Restart: Hashable, Sendable {
        package var at: Date
        /// Whether the server can start it (push-to-start); else the app must, while in the foreground.
        package var byPushToStart: Bool
    }

    /// The system's limits.
    package static let maximumActive = ScheduleDuration.hours(8)
    package static let maximumOnLockScreen = ScheduleDuration.hours(12)
    /// How long an ended activity stays with the `default` dismissal, and the cap of `after`.
    package static let maximumAfterEnd = ScheduleDuration.hours(4)

    /// Predicts the activity's lane when it starts at `start`.
    package init(activity: ActivityDecl, bundle: String, start: Date) {
        self.init(activity: ScheduleSpec.Activity(activity), bundle: bundle, start: start)
    }

    /// Predicts the lane of what the report keeps of an activity when it starts at `start`.
    package init(activity: ScheduleSpec.Activity, bundle: String, start: Date) {
        func plus(_ duration: ScheduleDuration, _ date: Date) -> Date {
            date.addingTimeInterval(TimeInterval(duration.seconds))
        }
        name = activity.name
        self.bundle = bundle
        self.start = start
        activeLimit = plus(Self.maximumActive, start)
        lockScreenLimit = plus(Self.maximumOnLockScreen, start)
        if let duration = activity.duration, duration <= Self.maximumActive {
            end = plus(duration, start)
            endReason = .duration
        } else {
            end = activeLimit
            endReason = .systemLimit
        }
        pushBudget = activity.pushBudget
        restart = endReason == .systemLimit ? Restart(at: activeLimit, byPushToStart: activity.startsByPush) : nil
        staleAt = activity.staleAfter.map { plus($0, start) }
        let afterEnd: ScheduleDuration
        switch activity.dismissal {
        case .default:
            afterEnd = Self.maximumAfterEnd
            dismissal = "default"
        case .immediate:
            afterEnd = .zero
            dismissal = "immediate"
        case .after(let delay):
            afterEnd = min(max(delay, .zero), Self.maximumAfterEnd)
            dismissal = "after \(delay)"
        }
        dismissedAt = min(plus(afterEnd, end), lockScreenLimit)
    }
}
