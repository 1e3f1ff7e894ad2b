import WidgetSchedule

/// The spec's timeline rule as a Swift expression of the `WidgetSchedule` types, so the app evaluates exactly
/// the rule the report simulates. The types are named by the library's own types (`SwiftType.library`).
enum ScheduleExpression {
    static func rule(_ rule: TimelineRule) -> SwiftExpression {
        var arguments = [SwiftArgument("plan", plan(rule.plan))]
        if !rule.plans.isEmpty {
            // Sorted by name: a dictionary literal in the same order on every run.
            let entries = rule.plans.sorted { $0.key < $1.key }.map {
                SwiftDictionaryElement(.literal(.string($0.key)), plan($0.value))
            }
            arguments.append(SwiftArgument("plans", .dictionary(entries)))
        }
        if let jitter = rule.jitter { arguments.append(SwiftArgument("jitter", duration(jitter))) }
        if let relevance = rule.relevance {
            let value = type(EntryRelevance.self).call(
                SwiftArgument("score", .literal(.double(relevance.score))),
                SwiftArgument("duration", duration(relevance.duration)))
            arguments.append(SwiftArgument("relevance", value))
        }
        if let onError = rule.onError { arguments.append(SwiftArgument("onError", plan(onError))) }
        return .apply(type(TimelineRule.self), arguments, onePerLine: true)
    }

    static func plan(_ plan: TimelinePlan) -> SwiftExpression {
        type(TimelinePlan.self).call(
            SwiftArgument("entries", entries(plan.entries)), SwiftArgument("policy", policy(plan.policy)))
    }

    /// The expression of an entry schedule, form by form (the forms are decoded in `Spec/EntryForms/`).
    static func entries(_ schedule: EntrySchedule) -> SwiftExpression {
        let schedules = type(EntrySchedule.self)
        switch schedule {
        case .now:
            return schedules.dot("now")
        case .offsets(let offsets):
            return schedules.dot("offsets").call(SwiftArgument(.array(offsets.map(duration))))
        case .every(let every, let count, let start):
            return schedules.dot("every").call(
                SwiftArgument(duration(every)), SwiftArgument("count", .literal(.int(count))),
                SwiftArgument("start", duration(start)))
        case .everyFor(let every, let span, let start):
            return schedules.dot("everyFor").call(
                SwiftArgument(duration(every)), SwiftArgument("span", duration(span)),
                SwiftArgument("start", duration(start)))
        case .wallClock(let rule, let count):
            return schedules.dot("wallClock").call(
                SwiftArgument(wallClock(rule)), SwiftArgument("count", .literal(.int(count))))
        case .dynamic(let count, let every):
            return schedules.dot("dynamic").call(
                SwiftArgument("count", .literal(.int(count))), SwiftArgument("every", duration(every)))
        case .union(let members):
            return schedules.dot("union").call(SwiftArgument(.array(members.map(entries))))
        }
    }

    static func policy(_ policy: ReloadPolicy) -> SwiftExpression {
        let policies = type(ReloadPolicy.self)
        return switch policy {
        case .atEnd: policies.dot("atEnd")
        case .never: policies.dot("never")
        case .after(let delay): policies.dot("after").call(SwiftArgument(duration(delay)))
        case .afterWallClock(let rule): policies.dot("afterWallClock").call(SwiftArgument(wallClock(rule)))
        case .earliest(let candidates): EarliestPolicyExpression.policy(candidates)
        }
    }

    static func wallClock(_ rule: WallClockRule) -> SwiftExpression {
        let times = rule.times.map {
            SwiftExpression.forceUnwrap(
                type(WallTime.self).call(
                    SwiftArgument("hour", .literal(.int($0.hour))), SwiftArgument("minute", .literal(.int($0.minute))),
                    SwiftArgument("second", .literal(.int($0.second)))))
        }
        let weekdays = rule.weekdays.map { type(Weekday.self).dot($0.rawValue) }
        let zones = type(ScheduleTimeZone.self)
        let zone: SwiftExpression =
            switch rule.timeZone {
            case .device: zones.dot("device")
            case .named(let name): zones.dot("named").call(SwiftArgument(.literal(.string(name))))
            }
        return type(WallClockRule.self).call(
            SwiftArgument("times", .array(times)), SwiftArgument("weekdays", .array(weekdays)),
            SwiftArgument("timeZone", zone))
    }

    static func duration(_ duration: ScheduleDuration) -> SwiftExpression {
        type(ScheduleDuration.self).call(SwiftArgument("seconds", .literal(.int(duration.seconds))))
    }

    private static func type(_ type: Any.Type) -> SwiftExpression { .type(.library(type)) }
}
