import Foundation

// WS0709, WS0710: the `jitter` that spreads requests of many devices.

extension DiagnosticDescription {
    package static let jitterExceedsInterval = JitterRule.jitterExceedsInterval.entry
    package static let afterWithoutJitter = JitterRule.afterWithoutJitter.entry
}

enum JitterRules: CheckerRuleGroup {
    typealias Rule = JitterRule

    static func check(_ context: inout CheckContext) {
        for widget in context.spec.widgets {
            for plan in context.plans(of: widget) where plan.policy != .never {
                // `never` has no interval to spread.
                guard let interval = plan.analysis.firstInterval else { continue }
                if let jitter = widget.timeline.rule.jitter, jitter.seconds > 0 {
                    checkLength(jitter, interval: interval, plan, &context)
                } else {
                    checkMissing(plan, &context)
                }
            }
        }
    }

    private static func checkLength(
        _ jitter: ScheduleDuration, interval: TimeInterval, _ plan: CheckedPlan, _ context: inout CheckContext
    ) {
        guard interval >= TimelineAnalysis.minimumSpacing, TimeInterval(jitter.seconds) > interval else { return }
        let timeline = plan.widget.timeline
        context.report(
            .jitterExceedsInterval,
            "\(plan.prefix)jitter \(jitter) of widget '\(plan.widget.name.value)' is longer than the "
                + "\(ScheduleDuration(seconds: Int(interval))) interval it spreads",
            at: timeline.jitterRange ?? timeline.policyRange,
            notes: [DiagnosticNote("use a jitter shorter than the interval between requests")],
            widget: plan.widget)
    }

    /// Only for `after` policies of the default plan: `atEnd` follows the entries, not a shared date.
    private static func checkMissing(_ plan: CheckedPlan, _ context: inout CheckContext) {
        if case .atEnd = plan.policy { return }
        guard plan.isDefault else { return }
        context.report(
            .afterWithoutJitter,
            "policy '\(plan.policy.specNotation)' of widget '\(plan.widget.name.value)' has no jitter: every device "
                + "asks at the same moment",
            at: plan.widget.timeline.policyRange,
            notes: [DiagnosticNote("add `jitter:` (for example `jitter: 15m`) under `timeline`")],
            widget: plan.widget)
    }
}

/// The rules of `JitterRules`, one case each: the raw value is the ID, `entry` the catalog entry with its examples.
/// The group reports them as `DiagnosticDescription.<case>`; the catalog and the checker list every case.
enum JitterRule: String, DiagnosticRule {
    case jitterExceedsInterval = "WS0709"
    case afterWithoutJitter = "WS0710"

    var entry: DiagnosticDescription {
        switch self {
        case .jitterExceedsInterval:
            DiagnosticDescription(
                id, name: "jitter-exceeds-interval", severity: .warning,
                summary: "A `jitter` window longer than the interval between requests it spreads.",
                source: .assumption(
                    """
                    `jitter` is the spec language's own feature: a random delay after each policy date. Apple only warns \
                    that many devices may ask at the exact `after` date [S7]; the rule is about the tool's model.
                    """),
                rationale: """
                    Jitter spreads each installation's next request over a window after the policy's date, so that \
                    many devices do not hit the server at the same second [S3][S7]. A window longer than the interval \
                    itself makes requests overtake the schedule: reloads come later than the policy says by more than \
                    one whole interval.
                    """,
                triggering: [
                    .widget(
                        """
                        timeline:
                          entries: now
                          policy: { after: 1h }
                          jitter: ↓2h
                        """)
                ],
                nonTriggering: [
                    .widget(
                        """
                        timeline:
                          entries: now
                          policy: { after: 1h }
                          jitter: 10m
                        """)
                ])
        case .afterWithoutJitter:
            DiagnosticDescription(
                id, name: "after-without-jitter", severity: .note,
                summary: "An `after` policy without `jitter` (opt-in).",
                source: .apple(["S7"]),
                rationale: """
                    Apple warns that WidgetKit tries to honour the exact `after` date, so many devices may ask your \
                    server at the same moment [S7]. A `jitter` window spreads the requests. Opt-in, because widgets \
                    that do not fetch from a server don't need it.
                    """,
                isOptIn: true,
                triggering: [
                    .widget(
                        """
                        timeline:
                          entries: now
                          policy: ↓{ after: { at: "09:30" } }
                        """,
                        named: "Ticker",
                        topLevel: """
                            checks:
                              enable: [WS0710]
                            """)
                ],
                nonTriggering: [
                    .widget(
                        """
                        timeline:
                          entries: now
                          policy: { after: { at: "09:30" } }
                          jitter: 15m
                        """,
                        named: "Ticker",
                        topLevel: """
                            checks:
                              enable: [WS0710]
                            """)
                ])
        }
    }
}
