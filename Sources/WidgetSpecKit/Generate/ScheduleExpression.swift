import WidgetSchedule

/// The spec's timeline rule as a Swift expression of the `WidgetSchedule` types, so the app evaluates exactly
/// the rule the report simulates.
enum ScheduleExpression {
    static func rule(_ rule: TimelineRule) -> String {
        var arguments = ["    plan: \(plan(rule.plan))"]
        if let jitter = rule.jitter { arguments.append("    jitter: \(duration(jitter))") }
        if let relevance = rule.relevance {
            arguments.append(
                "    relevance: EntryRelevance(score: \(ValueExpression.doubleLiteral(relevance.score)), "
                    + "duration: \(duration(relevance.duration)))")
        }
        if let onError = rule.onError { arguments.append("    onError: \(plan(onError))") }
        return "TimelineRule(\n" + arguments.joined(separator: ",\n") + "\n)"
    }

    static func plan(_ plan: TimelinePlan) -> String {
        "TimelinePlan(entries: \(entries(plan.entries)), policy: \(policy(plan.policy)))"
    }

    static func entries(_ schedule: EntrySchedule) -> String {
        switch schedule {
        case .now: "EntrySchedule.now"
        case .offsets(let offsets): "EntrySchedule.offsets([\(offsets.map(duration).joined(separator: ", "))])"
        case .every(let every, let count, let start):
            "EntrySchedule.every(\(duration(every)), count: \(count), start: \(duration(start)))"
        case .everyFor(let every, let span, let start):
            "EntrySchedule.everyFor(\(duration(every)), span: \(duration(span)), start: \(duration(start)))"
        case .wallClock(let rule, let count): "EntrySchedule.wallClock(\(wallClock(rule)), count: \(count))"
        case .dynamic(let count, let every): "EntrySchedule.dynamic(count: \(count), every: \(duration(every)))"
        case .union(let members): "EntrySchedule.union([\(members.map(entries).joined(separator: ", "))])"
        }
    }

    static func policy(_ policy: ReloadPolicy) -> String {
        switch policy {
        case .atEnd: "ReloadPolicy.atEnd"
        case .never: "ReloadPolicy.never"
        case .after(let delay): "ReloadPolicy.after(\(duration(delay)))"
        case .afterWallClock(let rule): "ReloadPolicy.afterWallClock(\(wallClock(rule)))"
        }
    }

    static func wallClock(_ rule: WallClockRule) -> String {
        let times = rule.times.map { "WallTime(hour: \($0.hour), minute: \($0.minute), second: \($0.second))!" }
        let weekdays = rule.weekdays.map { "Weekday.\($0.rawValue)" }
        let zone: String =
            switch rule.timeZone {
            case .device: "ScheduleTimeZone.device"
            case .named(let name): "ScheduleTimeZone.named(\(SwiftLiteral.string(name)))"
            }
        return
            "WallClockRule(times: [\(times.joined(separator: ", "))], weekdays: [\(weekdays.joined(separator: ", "))], "
            + "timeZone: \(zone))"
    }

    static func duration(_ duration: ScheduleDuration) -> String { "ScheduleDuration(seconds: \(duration.seconds))" }
}
