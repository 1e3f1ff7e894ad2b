// WS0705-WS0707: how often a reload policy asks for a timeline.

extension DiagnosticDescription {
    package static let reloadLoop = ReloadRateRule.reloadLoop.entry
    package static let frequentReloads = ReloadRateRule.frequentReloads.entry
    package static let reloadsOverBudget = ReloadRateRule.reloadsOverBudget.entry
}

enum ReloadRateRules: CheckerRuleGroup {
    typealias Rule = ReloadRateRule

    /// The low end of the 40 to 70 refreshes a day a frequently viewed widget typically gets [S3].
    static let frequentReloadLimit = ReloadRate.typicalLow

    /// One finding per plan, the most serious: a loop, then over the budget, then frequent.
    static func check(_ context: inout CheckContext) {
        for widget in context.spec.widgets {
            for plan in context.plans(of: widget) where plan.policy != .never {
                let requests = plan.analysis.requestsPerDay
                if let interval = plan.analysis.smallestInterval, interval < TimelineAnalysis.minimumSpacing {
                    reportLoop(plan, interval: interval, &context)
                } else {
                    let rate = ReloadRate(requests: requests, budget: context.schedule.budget)
                    let rule: DiagnosticDescription
                    switch rate.verdict {
                    case .typical: continue
                    case .frequent: rule = .frequentReloads
                    case .overBudget: rule = .reloadsOverBudget
                    }
                    context.report(
                        rule, "\(plan.dailyPrefix)widget '\(widget.name.value)' asks for \(rate.sentence)",
                        at: plan.policyRange, widget: widget)
                }
            }
        }
    }

    private static func reportLoop(_ plan: CheckedPlan, interval: Double, _ context: inout CheckContext) {
        let when = interval <= 0 ? "immediately" : "\(Int(interval)) seconds after the request"
        context.report(
            .reloadLoop,
            "\(plan.prefix)policy '\(plan.policy.specNotation)' of widget '\(plan.widget.name.value)' asks for the "
                + "next timeline \(when): \(plan.analysis.requestsPerDay) requests a day at the 5-minute spacing the "
                + "report assumes, which WidgetKit's budget (about \(context.schedule.budget) a day) may throttle",
            at: plan.policyRange,
            notes: [
                DiagnosticNote(
                    "date the last entry later, or use `after:` with the interval the content really changes at")
            ],
            widget: plan.widget)
    }
}

/// The rules of `ReloadRateRules`, one case each: the raw value is the ID, `entry` the catalog entry with its examples.
/// The group reports them as `DiagnosticDescription.<case>`; the catalog and the checker list every case.
enum ReloadRateRule: String, DiagnosticRule {
    case reloadLoop = "WS0705"
    case frequentReloads = "WS0706"
    case reloadsOverBudget = "WS0707"

    var entry: DiagnosticDescription {
        switch self {
        case .reloadLoop:
            DiagnosticDescription(
                id, name: "reload-loop", severity: .warning,
                summary: "A policy that asks for the next timeline less than 5 minutes after the request.",
                source: .assumption(
                    """
                    The 5-minute minimum between two requests comes from third-party material, not Apple, which documents \
                    about 5 minutes between entries [S3][S4] and a daily budget [S3]. That a policy whose date has passed \
                    asks again at once follows from the documented policies [S7].
                    """),
                rationale: """
                    A single entry at the request time with `atEnd`, or `after: 0`, asks WidgetKit for a new timeline \
                    at once, over and over. How WidgetKit spaces such requests is not documented: the report assumes at \
                    least 5 minutes apart, then the daily budget of typically 40 to 70 refreshes [S3] may throttle them, so \
                    the widget refreshes at unpredictable times and wastes the budget. The message says how many \
                    requests a day it asks for.
                    """,
                triggering: [
                    .widget(
                        """
                        timeline:
                          entries: now
                          policy: ↓atEnd
                        """)
                ],
                nonTriggering: [
                    .widget(
                        """
                        timeline:
                          entries: now
                          policy: { after: 1h }
                        """)
                ])
        case .frequentReloads:
            DiagnosticDescription(
                id, name: "frequent-reloads", severity: .warning,
                summary: "A schedule that asks for more than 40 reloads a day.",
                source: .apple(["S3"]),
                rationale: """
                    A frequently viewed widget typically gets 40 to 70 refreshes a day, and rarely viewed ones fewer \
                    [S3]. These are typical figures, not limits, but more than 40 requests a day may not be honoured on \
                    every device. The message gives the number of requests in the first 24 hours from the report's start \
                    against the assumed budget, as the report's budget column does (`58/70 frequent`).
                    """,
                triggering: [
                    .widget(
                        """
                        timeline:
                          entries: now
                          policy: ↓{ after: 30m }
                        """)
                ],
                nonTriggering: [
                    .widget(
                        """
                        timeline:
                          entries: now
                          policy: { after: 1h }
                        """)
                ])
        case .reloadsOverBudget:
            DiagnosticDescription(
                id, name: "reloads-over-budget", severity: .warning,
                summary: "A schedule that asks for more reloads a day than the budget.",
                source: .assumption(
                    """
                    Apple gives 40 to 70 refreshes a day as typical for a frequently viewed widget [S3], not as a limit; the \
                    budget is the report's model of it (`budget`, default 70, the top of that range).
                    """),
                rationale: """
                    WidgetKit gives each widget instance a budget over a 24-hour window (typically 40 to 70 [S3]; the \
                    report's `budget`, default 70). Requests beyond it may be deferred, so the widget shows stale \
                    content at unpredictable times. The message gives the number of requests and the budget.
                    """,
                triggering: [
                    .widget(
                        """
                        timeline:
                          entries: now
                          policy: ↓{ after: 15m }
                        """)
                ],
                nonTriggering: [
                    .widget(
                        """
                        timeline:
                          entries: now
                          policy: { after: 15m }
                        """,
                        topLevel: """
                            report:
                              budget: 100
                            """)
                ])
        }
    }
}
