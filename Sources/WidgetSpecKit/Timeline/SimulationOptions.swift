import Foundation

/// What the timeline simulator is asked: from when, in which zone, for how long, with which app events.
public struct SimulationOptions: Hashable, Sendable {
    /// The first request; the horizon starts here.
    public var start: Date
    /// The device's time zone for `.device` wall-clock rules; also the zone the report is written in.
    public var timeZone: TimeZone
    /// The length of the half-open horizon `[start, start + horizon)`.
    public var horizon: ScheduleDuration
    /// Reloads allowed in any sliding 24-hour window.
    public var budget: Int
    /// App events fired during the horizon.
    public var events: [ScheduledEvent]
    /// Simulate the `onError` plan at every request.
    public var fail: Bool
    /// Whether to keep every reload, render and dead entry, or only the summary figures (for very long
    /// horizons of many widgets, where the lists would not fit in memory).
    public var recordsDetail: Bool

    public init(
        start: Date, timeZone: TimeZone, horizon: ScheduleDuration = ReportSettings.defaultHorizon,
        budget: Int = ReportSettings.defaultBudget,
        events: [ScheduledEvent] = [], fail: Bool = false, recordsDetail: Bool = true
    ) {
        self.start = start
        self.timeZone = timeZone
        self.horizon = horizon
        self.budget = budget
        self.events = events
        self.fail = fail
        self.recordsDetail = recordsDetail
    }

    /// The end of the horizon; instants at or after it are outside.
    public var end: Date { start.addingTimeInterval(TimeInterval(horizon.seconds)) }

    /// WidgetKit's minimum time between two requests of one widget.
    public static let minimumSpacing = ScheduleDuration.minutes(5)
    /// The sliding window the budget counts reloads in.
    public static let budgetWindow = ScheduleDuration.hours(24)
}

/// An app event fired at an offset from the start (`--event logout@3h`, `report.events`).
public struct ScheduledEvent: Hashable, Sendable {
    /// The event's name under `events:`.
    public var name: String
    public var offset: ScheduleDuration

    public init(name: String, offset: ScheduleDuration) {
        self.name = name
        self.offset = offset
    }
}
