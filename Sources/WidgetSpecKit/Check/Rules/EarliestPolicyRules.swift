// WS0712–WS0714: an `earliest` reload policy whose candidates say less than they seem to.
import WidgetSchedule

extension DiagnosticDescription {
    package static let earliestTooFewCandidates = EarliestPolicyRule.tooFewCandidates.entry
    package static let earliestNeverCandidate = EarliestPolicyRule.neverCandidate.entry
    package static let earliestLosingCandidate = EarliestPolicyRule.losingCandidate.entry
}

enum EarliestPolicyRules: CheckerRuleGroup {
    typealias Rule = EarliestPolicyRule

    static func check(_ context: inout CheckContext) {
        for widget in context.spec.widgets {
            // A plan that takes the timeline's policy shares its range: each written policy is checked once.
            var checked: Set<SourceRange> = []
            for plan in context.plans(of: widget) {
                guard case .earliest(let candidates) = plan.policy, checked.insert(plan.policyRange).inserted
                else { continue }
                check(candidates, plan, &context)
            }
        }
    }

    private static func check(_ candidates: [ReloadPolicy], _ plan: CheckedPlan, _ context: inout CheckContext) {
        let name = plan.widget.name.value
        if candidates.count < 2 {
            context.report(
                .earliestTooFewCandidates,
                "\(plan.prefix)the `earliest` policy of widget '\(name)' has \(candidates.count) candidate"
                    + "\(candidates.count == 1 ? "" : "s"): it needs two or more to choose from",
                at: plan.policyRange,
                notes: [DiagnosticNote("write the one policy itself, or add the candidate it should race")],
                widget: plan.widget)
            return
        }
        if candidates.contains(.never) {
            context.report(
                .earliestNeverCandidate,
                "\(plan.prefix)the `never` candidate of widget '\(name)''s `earliest` policy has no date and never "
                    + "wins",
                at: plan.policyRange, notes: [DiagnosticNote("remove `never` from the candidates")],
                widget: plan.widget)
        }
        let delays = candidates.compactMap { candidate -> ScheduleDuration? in
            if case .after(let delay) = candidate { return delay }
            return nil
        }
        if let shortest = delays.min(by: { $0.seconds < $1.seconds }), delays.count > 1 {
            let losers = delays.filter { $0.seconds > shortest.seconds }.map { "after \($0)" }
            guard !losers.isEmpty else { return }
            context.report(
                .earliestLosingCandidate,
                "\(plan.prefix)in widget '\(name)''s `earliest` policy, \(losers.joined(separator: ", ")) never "
                    + "\(losers.count == 1 ? "wins" : "win"): 'after \(shortest)' always comes first",
                at: plan.policyRange, notes: [DiagnosticNote("keep the shortest `after` duration only")],
                widget: plan.widget)
        }
    }
}

/// The rules of `EarliestPolicyRules`, one case each.
enum EarliestPolicyRule: String, DiagnosticRule {
    case tooFewCandidates = "WS0712"
    case neverCandidate = "WS0713"
    case losingCandidate = "WS0714"

    var entry: DiagnosticDescription {
        switch self {
        case .tooFewCandidates:
            DiagnosticDescription(
                id, name: "earliest-too-few-candidates", severity: .error,
                summary: "An `earliest` policy with fewer than two candidates.",
                source: .assumption(
                    "The spec language: `earliest` chooses the earlier date of its candidates; with one candidate it "
                        + "is that policy, and with none it has no date at all."),
                rationale: """
                    `earliest` says "ask again at whichever of these dates comes first" (Home Assistant's calendar \
                    widget asks in an hour or after its last event). A list of one candidate chooses nothing, and an \
                    empty list would silently mean `never`; write the policy itself.
                    """,
                triggering: [
                    .widget(
                        """
                        timeline:
                          entries: now
                          policy: ↓{ earliest: [{ after: 1h }] }
                        """)
                ],
                nonTriggering: [
                    .widget(
                        """
                        timeline:
                          entries: { every: 30m, count: 2 }
                          policy: { earliest: [atEnd, { after: 1h }] }
                        """)
                ])
        case .neverCandidate:
            DiagnosticDescription(
                id, name: "earliest-never-candidate", severity: .warning,
                summary: "`never` as a candidate of an `earliest` policy: it has no date and never wins.",
                source: .apple(["S7"]),
                rationale: """
                    `TimelineReloadPolicy.never` asks for no next timeline [S7], so it has no date to compare: the \
                    generated provider drops it and the others decide. Listing it suggests a choice that is never \
                    made.
                    """,
                triggering: [
                    .widget(
                        """
                        timeline:
                          entries: { every: 30m, count: 2 }
                          policy: ↓{ earliest: [atEnd, never] }
                        """)
                ],
                nonTriggering: [
                    .widget(
                        """
                        timeline:
                          entries: { every: 30m, count: 2 }
                          policy: { earliest: [atEnd, { after: 1h }] }
                        """)
                ])
        case .losingCandidate:
            DiagnosticDescription(
                id, name: "earliest-losing-candidate", severity: .warning,
                summary: "An `after` duration in an `earliest` policy that a shorter one always beats.",
                source: .assumption(
                    "Arithmetic: both durations count from the same request, so the shorter date always comes first."),
                rationale: """
                    Two `after` durations of one `earliest` policy both count from the request: the shorter always \
                    comes first, so the longer never decides anything. A wall-clock `after` or `atEnd` can win or \
                    lose depending on the request, and is not reported.
                    """,
                triggering: [
                    .widget(
                        """
                        timeline:
                          entries: { every: 30m, count: 2 }
                          policy: ↓{ earliest: [atEnd, { after: 1h }, { after: 2h }] }
                        """)
                ],
                nonTriggering: [
                    .widget(
                        """
                        timeline:
                          entries: now
                          policy: { earliest: [{ after: 2h }, { after: { at: "09:00" } }] }
                        """)
                ])
        }
    }
}
