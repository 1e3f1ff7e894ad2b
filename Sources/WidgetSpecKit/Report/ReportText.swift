/// Shared wording of the text-like formats (text and markdown).
enum ReportText {
    /// `deferred (atEnd, asked Mon 14:50)`, `event logout`, `atEnd`.
    static func reason(_ reload: Reload, clock: ReportClock) -> String {
        var text = reload.reason.rawValue
        var details: [String] = []
        if let cause = reload.cause { details.append(cause.rawValue) }
        if let planned = reload.planned { details.append("asked \(clock.dayAndClock(planned))") }
        if !reload.events.isEmpty { details.append(reload.events.joined(separator: ", ")) }
        if !reload.countsAgainstBudget { details.append("foreground") }
        if !details.isEmpty { text += " (" + details.joined(separator: ", ") + ")" }
        return text
    }

    /// `1h`, `15h`, `0` for a number of seconds.
    static func duration(_ seconds: Int) -> String { ScheduleDuration(seconds: seconds).description }

    /// The report's header line: window, zone, horizon, budget, mode.
    static func header(_ result: SimulationResult) -> String {
        let options = result.options
        let clock = ReportClock(timeZone: options.timeZone)
        var text = "\(clock.dateAndClock(options.start)) to \(clock.dateAndClock(options.end)) "
        text += "\(options.timeZone.identifier) (\(options.horizon)), budget \(options.budget) per 24h"
        if options.fail { text += ", content failing (onError)" }
        return text
    }

    /// `start Mon 09:00, stale Mon 09:30, ends Mon 09:45 (duration), dismissed Mon 10:00 (default)` and the
    /// limits, as two lines.
    static func activityLines(_ lane: ActivityTimeline, clock: ReportClock) -> [String] {
        var parts = ["start \(clock.dayAndClock(lane.start))"]
        if let stale = lane.staleAt { parts.append("stale \(clock.dayAndClock(stale))") }
        let how = lane.endReason == .duration ? "duration" : "8h system limit"
        parts.append("ends \(clock.dayAndClock(lane.end)) (\(how))")
        parts.append("dismissed \(clock.dayAndClock(lane.dismissedAt)) (\(lane.dismissal))")
        let limits =
            "limits: active until \(clock.dayAndClock(lane.activeLimit)), "
            + "on the Lock Screen until \(clock.dayAndClock(lane.lockScreenLimit))"
        return [parts.joined(separator: ", "), limits]
    }

    static func activity(_ lane: ActivityTimeline, clock: ReportClock) -> String {
        activityLines(lane, clock: clock).joined(separator: "; ")
    }
}
