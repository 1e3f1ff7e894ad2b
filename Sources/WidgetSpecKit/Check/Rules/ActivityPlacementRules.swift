// WS0820-WS0821: where a Live Activity appears: its supplemental families and its own minimum OS.

extension DiagnosticDescription {
    package static let activitySupplementalFamiliesVersion =
        ActivityPlacementRule.activitySupplementalFamiliesVersion.entry
    package static let activityAvailableNoEffect = ActivityPlacementRule.activityAvailableNoEffect.entry
}

enum ActivityPlacementRules: CheckerRuleGroup {
    typealias Rule = ActivityPlacementRule

    /// `supplementalActivityFamilies(_:)` and `ActivityFamily` [S72].
    static let supplementalFamiliesMinimum = OSVersion(18)

    static func check(_ context: inout CheckContext) {
        let specMinimum = context.spec.minimum(for: .iOS)
        for activity in context.spec.activities {
            for version in activity.available {
                guard version.platform != .iOS || specMinimum.map({ version.version <= $0 }) == true else { continue }
                let reason =
                    version.platform != .iOS
                    ? "Live Activities exist on iOS only, so \(version.platform.rawValue) changes nothing"
                    : "the spec's minimum is already iOS \(specMinimum.map { "\($0)" } ?? "")"
                context.report(
                    .activityAvailableNoEffect,
                    "available \(version.platform.rawValue) \(version.version) of Live Activity "
                        + "'\(activity.name.value)' has no effect: \(reason)",
                    at: version.range)
            }
            guard let first = activity.supplementalFamilies.first,
                let minimum = activity.iOSMinimum(in: context.spec), minimum < supplementalFamiliesMinimum
            else { continue }
            context.report(
                .activitySupplementalFamiliesVersion,
                "supplementalFamilies of Live Activity '\(activity.name.value)' need iOS 18, and the activity runs "
                    + "from iOS \(minimum); give it `available: { iOS: \"18.0\" }`",
                at: first.range)
        }
    }
}

/// The rules of `ActivityPlacementRules`, one case each: the raw value is the ID, `entry` the catalog entry with
/// its examples.
enum ActivityPlacementRule: String, DiagnosticRule {
    case activitySupplementalFamiliesVersion = "WS0820"
    case activityAvailableNoEffect = "WS0821"

    var entry: DiagnosticDescription {
        switch self {
        case .activitySupplementalFamiliesVersion:
            DiagnosticDescription(
                id, name: "activity-supplemental-families-version", severity: .error,
                summary: "`supplementalFamilies` on a Live Activity that runs before iOS 18.",
                source: .apple(["S72", "S1"]),
                rationale: """
                    `supplementalActivityFamilies(_:)`, which lets an activity be drawn at `.small` in the watchOS \
                    Smart Stack, and `ActivityFamily` need iOS 18 [S72]. The modifier changes the type of the \
                    widget's configuration, and `Widget.body` is a plain getter that cannot return two types under \
                    `if #available` [S1], so the generated widget applies it unguarded: the activity must run from \
                    iOS 18, by the spec's `platforms` or its own `available: { iOS: "18.0" }` (then devices before \
                    iOS 18 do not get the activity at all). An app that needs both ships two widgets in two bundles, \
                    as Home Assistant does; the spec language cannot say that yet.
                    """,
                triggering: [
                    .activity("supplementalFamilies: [↓small]")
                ],
                nonTriggering: [
                    .activity("supplementalFamilies: [small]\navailable: { iOS: \"18.0\" }")
                ])
        case .activityAvailableNoEffect:
            DiagnosticDescription(
                id, name: "activity-available-no-effect", severity: .warning,
                summary: "An activity's own `available` version that is not above the spec's minimum, or not iOS.",
                source: .assumption(
                    "The tool's design: `available` raises an activity's minimum above the spec's `platforms`; "
                        + "Live Activities exist on iOS only [S12]."),
                rationale: """
                    `available` gives a Live Activity its own minimum OS: `@available(iOS …, *)` on its attributes, \
                    its ActivityKit helpers and its widget, and `if #available` around the widget in the bundle. A \
                    version at or below the spec's `platforms` minimum, or a platform other than iOS, changes \
                    nothing: a mistaken version, or a leftover after the minimum was raised.
                    """,
                triggering: [
                    .activity("available: { iOS: ↓\"16.0\" }", topLevel: "platforms: { iOS: \"17.0\" }")
                ],
                nonTriggering: [
                    .activity("available: { iOS: \"17.2\" }", topLevel: "platforms: { iOS: \"17.0\" }")
                ])
        }
    }
}
