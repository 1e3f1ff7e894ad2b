import WidgetSchedule

/// The spec's timeline rule as a Swift expression of the `WidgetSchedule` types, so the app evaluates exactly
/// the rule the report simulates.
enum ScheduleExpression {
    static func rule(_ rule: TimelineRule) -> String {
        var arguments = ["    plan: \(plan(rule.plan))"]
        if !rule.plans.isEmpty {
            // Sorted by name: a dictionary literal in the same order on every run.
            let entries = rule.plans.sorted { $0.key < $1.key }.map {
                "        \(SwiftLiteral.string($0.key)): \(plan($0.value))"
            }
            arguments.append("    plans: [\n" + entries.joined(separator: ",\n") + "\n    ]")
        }
        if let jitter = rule.jitter { arguments.append("    jitter: \(duration(jitter))") }
        if let relevance = rule.relevance {
            arguments.append(
                "    relevance: \(QualifiedName.entryRelevance)(score: \(ValueExpression.doubleLiteral(relevance.score)), "
                    + "duration: \(duration(relevance.duration)))")
        }
        if let onError = rule.onError { arguments.append("    onError: \(plan(onError))") }
        return "\(QualifiedName.timelineRule)(\n" + arguments.joined(separator: ",\n") + "\n)"
    }

    static func plan(_ plan: TimelinePlan) -> String {
        "\(QualifiedName.timelinePlan)(entries: \(entries(plan.entries)), policy: \(policy(plan.policy)))"
    }

    /// Each entry form writes its own (`EntryForm`).
    static func entries(_ schedule: EntrySchedule) -> String { EntryForm.expression(of: schedule) }

    static func policy(_ policy: ReloadPolicy) -> String {
        switch policy {
        case .atEnd: "\(QualifiedName.reloadPolicy).atEnd"
        case .never: "\(QualifiedName.reloadPolicy).never"
        case .after(let delay): "\(QualifiedName.reloadPolicy).after(\(duration(delay)))"
        case .afterWallClock(let rule): "\(QualifiedName.reloadPolicy).afterWallClock(\(wallClock(rule)))"
        }
    }

    static func wallClock(_ rule: WallClockRule) -> String {
        let times = rule.times.map {
            "\(QualifiedName.wallTime)(hour: \($0.hour), minute: \($0.minute), second: \($0.second))!"
        }
        let weekdays = rule.weekdays.map { "\(QualifiedName.weekday).\($0.rawValue)" }
        let zone: String =
            switch rule.timeZone {
            case .device: "\(QualifiedName.scheduleTimeZone).device"
            case .named(let name): "\(QualifiedName.scheduleTimeZone).named(\(SwiftLiteral.string(name)))"
            }
        return
            "\(QualifiedName.wallClockRule)(times: [\(times.joined(separator: ", "))], weekdays: [\(weekdays.joined(separator: ", "))], "
            + "timeZone: \(zone))"
    }

    static func duration(_ duration: ScheduleDuration) -> String {
        "\(QualifiedName.scheduleDuration)(seconds: \(duration.seconds))"
    }
}
