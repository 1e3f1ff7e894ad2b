import Foundation

/// The predicted life of a Live Activity started at the report's start.
public struct ActivityTimeline: Hashable, Sendable {
    /// How the activity's active phase ends.
    public enum EndReason: String, Hashable, Sendable {
        /// The spec's `duration` elapsed.
        case duration
        /// The system ended it at the 8-hour limit (no `duration`, or a longer one).
        case systemLimit
    }

    public var name: String
    public var bundle: String
    public var start: Date
    /// `ActivityContent.staleDate`, when the spec sets `staleAfter`.
    public var staleAt: Date?
    public var end: Date
    public var endReason: EndReason
    /// When the ended activity leaves the Lock Screen.
    public var dismissedAt: Date
    /// The dismissal policy in spec notation (`default`, `immediate`, `after 1h`).
    public var dismissal: String
    /// Start + 8 h: a Live Activity is active at most this long.
    public var activeLimit: Date
    /// Start + 12 h: an activity (active plus ended) stays on the Lock Screen at most this long.
    public var lockScreenLimit: Date

    /// The system's limits.
    public static let maximumActive = ScheduleDuration.hours(8)
    public static let maximumOnLockScreen = ScheduleDuration.hours(12)
    /// How long an ended activity stays with the `default` dismissal, and the cap of `after`.
    public static let maximumAfterEnd = ScheduleDuration.hours(4)

    /// Predicts the activity's lane when it starts at `start`.
    public init(activity: ActivityDecl, bundle: String, start: Date) {
        func plus(_ duration: ScheduleDuration, _ date: Date) -> Date {
            date.addingTimeInterval(TimeInterval(duration.seconds))
        }
        name = activity.name.value
        self.bundle = bundle
        self.start = start
        activeLimit = plus(Self.maximumActive, start)
        lockScreenLimit = plus(Self.maximumOnLockScreen, start)
        if let duration = activity.duration?.value, duration <= Self.maximumActive {
            end = plus(duration, start)
            endReason = .duration
        } else {
            end = activeLimit
            endReason = .systemLimit
        }
        staleAt = activity.staleAfter.map { plus($0.value, start) }
        let afterEnd: ScheduleDuration
        switch activity.dismissal.value {
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
