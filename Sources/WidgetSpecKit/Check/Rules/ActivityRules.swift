/// WS08xx: Live Activities.
enum ActivityRules {
    static let maximumDuration = ScheduleDuration.hours(8)
    static let maximumDismissal = ScheduleDuration.hours(4)
    static let payloadLimit = 4096

    static func check(_ context: inout CheckContext) {
        for activity in context.spec.activities {
            checkTimes(activity, &context)
            checkPayload(activity, &context)
            if let relevance = activity.relevance, relevance.value < 0 {
                context.report(
                    .warning(
                        .activityNegativeRelevance,
                        "relevance \(relevance.value) of Live Activity '\(activity.name.value)' is negative; it "
                            + "ranks below every activity without a score (0)",
                        at: relevance.range))
            }
        }
    }

    private static func checkTimes(_ activity: ActivityDecl, _ context: inout CheckContext) {
        let name = activity.name.value
        if let duration = activity.duration, duration.value > maximumDuration {
            context.report(
                .error(
                    .activityTooLong,
                    "duration \(duration.value) of Live Activity '\(name)' is over the 8h maximum; the system ends "
                        + "it after 8h",
                    at: duration.range,
                    fixIt: FixIt(replacing: duration.range, with: "8h")))
        }
        if case .after(let delay) = activity.dismissal.value, delay > maximumDismissal {
            context.report(
                .warning(
                    .activityDismissalClamped,
                    "dismissal after \(delay) of Live Activity '\(name)' is clamped to 4h after the end",
                    at: activity.dismissal.range))
        }
        if let staleAfter = activity.staleAfter, let duration = activity.duration, staleAfter.value > duration.value {
            context.report(
                .warning(
                    .activityStaleAfterEnd,
                    "staleAfter \(staleAfter.value) of Live Activity '\(name)' is after its duration "
                        + "\(duration.value): the stale state is never reached",
                    at: staleAfter.range,
                    notes: [DiagnosticNote("the duration is set here", at: duration.range)]))
        }
    }

    private static func checkPayload(_ activity: ActivityDecl, _ context: inout CheckContext) {
        let estimator = PayloadEstimator(spec: context.spec)
        let size = estimator.size(of: activity.attributes) + estimator.size(of: activity.state)
        let name = activity.name.value
        if size > payloadLimit {
            context.report(
                .error(
                    .activityPayloadTooLarge,
                    "Live Activity '\(name)' is estimated at \(size) bytes of attributes and content state; "
                        + "the limit is 4096",
                    at: activity.name.range,
                    notes: [
                        DiagnosticNote(
                            "the estimate assumes \(PayloadEstimator.stringBytes) bytes per String and "
                                + "\(PayloadEstimator.arrayElements) elements per array")
                    ]))
        }
        let unbounded = (activity.attributes + activity.state).filter { estimator.isUnbounded($0.type.value) }
        guard let first = unbounded.first else { return }
        let names = unbounded.map { "'\($0.name.value)' (\($0.type.value))" }.joined(separator: ", ")
        context.report(
            .note(
                .activityUnboundedField,
                "Live Activity '\(name)' has fields of unbounded size: \(names); keep them short to stay within "
                    + "4 KB",
                at: first.name.range,
                notes: unbounded.dropFirst().map { DiagnosticNote("'\($0.name.value)' is here", at: $0.name.range) }))
    }
}

/// Estimates the JSON-encoded size of Live Activity data from the field types.
struct PayloadEstimator {
    static let stringBytes = 64
    static let urlBytes = 128
    static let arrayElements = 16
    static let maximumDepth = 8

    let spec: Spec

    /// `{"name":value,...}` for a list of fields.
    func size(of fields: [Field], depth: Int = 0) -> Int {
        let members = fields.map { $0.name.value.utf8.count + 3 + size(of: $0.type.value, depth: depth) }
        return 2 + members.reduce(0, +) + max(0, members.count - 1)
    }

    func size(of type: TypeRef, depth: Int = 0) -> Int {
        guard depth < Self.maximumDepth else { return 4 }
        switch type {
        case .string: return Self.stringBytes + 2
        case .url: return Self.urlBytes + 2
        case .int: return 20
        case .double: return 24
        case .bool: return 5
        // JSONEncoder's default: seconds since 2001 as a Double.
        case .date: return 18
        case .array(let element): return 2 + Self.arrayElements * (size(of: element, depth: depth + 1) + 1)
        case .optional(let wrapped): return size(of: wrapped, depth: depth)
        case .closedRange(let bound): return 3 + 2 * size(of: bound, depth: depth + 1)
        case .enumeration(let name):
            let longest = spec.enumDecl(named: name)?.cases.map(\.name.value.utf8.count).max() ?? 16
            return longest + 2
        case .model(let name):
            guard let model = spec.modelDecl(named: name) else { return 2 }
            return size(of: model.fields, depth: depth + 1)
        }
    }

    /// Strings, URLs and arrays, directly or inside a model.
    func isUnbounded(_ type: TypeRef, visiting: Set<String> = []) -> Bool {
        switch type {
        case .string, .url, .array: return true
        case .optional(let wrapped), .closedRange(let wrapped): return isUnbounded(wrapped, visiting: visiting)
        case .model(let name):
            guard !visiting.contains(name), let model = spec.modelDecl(named: name) else { return false }
            return model.fields.contains { isUnbounded($0.type.value, visiting: visiting.union([name])) }
        default: return false
        }
    }
}
