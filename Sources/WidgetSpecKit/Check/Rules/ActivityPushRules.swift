// WS0812: the push budget of a Live Activity's updates.

extension DiagnosticDescription {
    package static let activityFrequentUpdatesUnused = ActivityPushRule.activityFrequentUpdatesUnused.entry
}

enum ActivityPushRules: CheckerRuleGroup {
    typealias Rule = ActivityPushRule

    /// The priority the budget does not count.
    static let unbudgetedPriority = 5

    static func check(_ context: inout CheckContext) {
        for activity in context.spec.activities {
            guard let push = activity.push, push.frequentUpdates.value, push.priority.value == unbudgetedPriority
            else { continue }
            context.report(
                .activityFrequentUpdatesUnused,
                "Live Activity '\(activity.name.value)' sends its updates at priority 5, which no budget counts, so "
                    + "NSSupportsLiveActivitiesFrequentUpdates does not change them",
                at: push.frequentUpdates.range,
                notes: [DiagnosticNote("the priority is set here", at: push.priority.range)])
        }
    }
}

/// The rules of `ActivityPushRules`, one case each: the raw value is the ID, `entry` the catalog entry with its examples.
/// The group reports them as `DiagnosticDescription.<case>`; the catalog and the checker list every case.
enum ActivityPushRule: String, DiagnosticRule {
    case activityFrequentUpdatesUnused = "WS0812"

    var entry: DiagnosticDescription {
        switch self {
        case .activityFrequentUpdatesUnused:
            DiagnosticDescription(
                id, name: "activity-frequent-updates-unused", severity: .note,
                summary: "A Live Activity that asks for frequent updates but sends its updates at priority 5.",
                source: .apple(["S13", "S31"]),
                rationale: """
                    `NSSupportsLiveActivitiesFrequentUpdates` in the app's Info.plist [S31] raises the hourly budget of \
                    priority-10 pushes; priority-5 pushes do not count toward any budget [S13]. With `priority: 5` the key \
                    changes nothing for the updates: drop `frequentUpdates`, or send the updates that must arrive at once \
                    at priority 10.
                    """,
                triggering: [
                    .activity(
                        "push: { type: token, priority: 5, frequentUpdates: ↓true }")
                ],
                nonTriggering: [
                    .activity(
                        "push: { type: token, frequentUpdates: true }")
                ])
        }
    }
}
