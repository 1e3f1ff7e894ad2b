import Foundation

/// The machine-readable report; the schema is documented in docs/report.md.
struct JSONReport: ReportRenderer {
    let fileExtension = "json"

    /// Member by member, each widget built only when it is written.
    func write(_ result: SimulationResult, context: ReportContext, to output: inout some TextOutputStream) {
        let clock = ReportClock(timeZone: result.options.timeZone)
        let options = result.options
        var root = JSONObjectWriter()
        root.member("start", .string(clock.iso(options.start)), to: &output)
        root.member("end", .string(clock.iso(options.end)), to: &output)
        root.member("timezone", .string(options.timeZone.identifier), to: &output)
        root.member("horizon", .int(options.horizon.seconds), to: &output)
        root.member(
            "budget",
            .object([
                ("reloadsPerDay", .int(options.budget.reloadsPerDay)),
                ("model", .string(options.budget.model.rawValue)),
                ("paceSeconds", .int(options.budget.pace.seconds)),
            ]), to: &output)
        root.member(
            "plans",
            .array(
                options.plans.map { change in
                    .object([
                        ("name", .string(change.name)),
                        ("from", .string(clock.iso(options.date(at: change.offset)))),
                    ])
                }), to: &output)
        root.member("jitterSeed", options.jitterSeed.map { .string(String($0)) } ?? .null, to: &output)
        root.arrayMember("events", result.events, to: &output) { event(clock, $0) }
        root.arrayMember("widgets", result.widgets, to: &output) { widget(clock, $0) }
        root.member("activities", .array(result.activities.map { activity(clock, $0) }), to: &output)
        root.member("assumptions", .array(ReportAssumption.all.map(assumption)), to: &output)
        root.finish(to: &output)
    }

    /// An app event; an action's run adds `"kind": "action"`.
    private func event(_ clock: ReportClock, _ event: EventOccurrence) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("name", .string(event.name)),
            ("at", .string(clock.iso(event.at))),
            ("widgets", .array(event.widgets.map { .string($0) })),
            ("foreground", .bool(event.foreground)),
        ]
        if event.kind == .action { members.append(("kind", .string(event.kind.rawValue))) }
        return .object(members)
    }

    private func widget(_ clock: ReportClock, _ widget: WidgetTimeline) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("name", .string(widget.name)),
            ("kind", .string(widget.kind)),
            ("bundle", .string(widget.bundle)),
            (
                "families",
                .array(
                    widget.families.map { list in
                        .object(
                            [
                                ("platform", list.platform.map { .string($0) } ?? .null),
                                ("families", .array(list.families.map { .string($0) })),
                            ]
                                // Decided at run time: the report assumes the flag on (`familiesWhen`).
                                + (list.flag.map { [("flag", .string($0)), ("assumedOn", .bool(true))] } ?? []))
                    })
            ),
            ("policy", .string(widget.policyDescription)),
            (
                "plans",
                .array(
                    widget.plansUsed.map { .object([("name", .string($0.name)), ("policy", .string($0.policy))]) })
            ),
        ]
        if let jitter = widget.jitter { members.append(("jitter", self.jitter(jitter))) }
        if let relevance = widget.relevance { members.append(("relevance", Self.relevance(relevance))) }
        members.append(("guaranteed", view(clock, widget.guaranteed)))
        members.append(("budget", view(clock, widget.budget)))
        return .object(members)
    }

    private func jitter(_ range: JitterRange) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("windowSeconds", .int(range.window.seconds)),
            ("seed", range.seed.map { .string(String($0)) } ?? .null),
            ("offsetSeconds", .int(range.offset)),
        ]
        if let latest = range.latest {
            members.append(
                (
                    "latest",
                    .object([
                        ("offsetSeconds", .int(latest.offset)),
                        ("guaranteed", summary(latest.guaranteed)),
                        ("budget", summary(latest.budget)),
                    ])
                ))
        }
        return .object(members)
    }

    private func view(_ clock: ReportClock, _ view: TimelineView) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("reloads", .array(view.reloads.map { reload(clock, $0) })),
            ("renders", .array(view.renders.map { render(clock, $0) })),
            ("deadEntries", .array(view.deadEntries.map { dead(clock, $0, view) })),
        ]
        if view.unlistedDeadEntries > 0 { members.append(("unlistedDeadEntries", .int(view.unlistedDeadEntries))) }
        if let until = view.listedUntil { members.append(("listedUntil", .string(clock.iso(until)))) }
        members.append(("deferrals", .array(view.deferrals.map { deferral(clock, $0) })))
        members.append(("summary", summary(view.summary)))
        return .object(members)
    }

    private func summary(_ summary: WidgetSummary) -> JSONValue {
        .object([
            ("reloads", .int(summary.reloads)),
            ("renders", .int(summary.renders)),
            ("deadEntries", .int(summary.deadEntries)),
            ("deferrals", .int(summary.deferrals)),
            ("throttled", .int(summary.throttled)),
            ("budgetUsed", .int(summary.budgetUsed)),
            ("longestGapSeconds", .int(summary.longestGapSeconds)),
        ])
    }

    private func assumption(_ assumption: ReportAssumption) -> JSONValue {
        var source: [(String, JSONValue)] = [("kind", .string(assumption.source.tag))]
        switch assumption.source {
        case .apple(let ids): source.append(("ids", .array(ids.map { .string($0) })))
        case .assumption(let reason): source.append(("reason", .string(reason)))
        case .specLanguage: break
        }
        let cited = ReferenceSources.cited(in: assumption.source.citations)
        if !cited.isEmpty { source.append(("urls", .array(cited.map { .string($0.location) }))) }
        return .object([
            ("name", .string(assumption.name)),
            ("summary", .string(assumption.summary)),
            ("source", .object(source)),
            ("setting", assumption.setting.map { .string($0) } ?? .null),
        ])
    }

    private func reload(_ clock: ReportClock, _ reload: Reload) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("at", .string(clock.iso(reload.at))), ("reason", .string(reload.reason.rawValue)),
        ]
        if let planned = reload.planned { members.append(("planned", .string(clock.iso(planned)))) }
        if let cause = reload.cause { members.append(("cause", .string(cause.rawValue))) }
        if let candidate = reload.candidate { members.append(("earliestCandidate", .string(candidate))) }
        if !reload.events.isEmpty { members.append(("events", .array(reload.events.map { .string($0) }))) }
        if !reload.countsAgainstBudget { members.append(("countsAgainstBudget", .bool(false))) }
        if reload.plan != TimelineRule.defaultPlanName { members.append(("plan", .string(reload.plan))) }
        if let window = reload.jitterWindow {
            members.append(
                (
                    "jitterWindow",
                    .object([("start", .string(clock.iso(window.start))), ("end", .string(clock.iso(window.end)))])
                )
            )
        }
        return .object(members)
    }

    private func render(_ clock: ReportClock, _ render: Render) -> JSONValue {
        .object([
            ("at", .string(clock.iso(render.at))), ("entry", .int(render.entry)), ("request", .int(render.request)),
        ])
    }

    private func dead(_ clock: ReportClock, _ dead: DeadEntry, _ view: TimelineView) -> JSONValue {
        .object([
            ("date", .string(clock.iso(dead.date))),
            ("entry", .int(dead.entry)),
            ("request", .string(clock.iso(view.reloads[dead.request].at))),
        ])
    }

    private func deferral(_ clock: ReportClock, _ deferral: Deferral) -> JSONValue {
        .object([
            ("planned", .string(clock.iso(deferral.planned))),
            ("deferredTo", .string(clock.iso(deferral.deferredTo))),
            ("cause", .string(deferral.cause.rawValue)),
        ])
    }

    private func activity(_ clock: ReportClock, _ lane: ActivityTimeline) -> JSONValue {
        .object([
            ("name", .string(lane.name)),
            ("bundle", .string(lane.bundle)),
            ("start", .string(clock.iso(lane.start))),
            ("staleAt", lane.staleAt.map { .string(clock.iso($0)) } ?? .null),
            ("end", .string(clock.iso(lane.end))),
            ("endReason", .string(lane.endReason.rawValue)),
            ("dismissedAt", .string(clock.iso(lane.dismissedAt))),
            ("dismissal", .string(lane.dismissal)),
            ("activeLimit", .string(clock.iso(lane.activeLimit))),
            ("lockScreenLimit", .string(clock.iso(lane.lockScreenLimit))),
            ("pushBudget", lane.pushBudget.map(pushBudget) ?? .null),
            (
                "restart",
                lane.restart.map {
                    .object([("at", .string(clock.iso($0.at))), ("byPushToStart", .bool($0.byPushToStart))])
                } ?? .null
            ),
        ])
    }

    private func pushBudget(_ budget: ActivityTimeline.PushBudget) -> JSONValue {
        .object([
            ("type", .string(budget.type.rawValue)), ("priority", .int(budget.priority)),
            ("countsTowardBudget", .bool(budget.countsTowardBudget)),
            ("frequentUpdates", .bool(budget.frequentUpdates)),
        ])
    }
}

extension JSONReport {
    /// `{"source": "app"}` or `{"source": "spec", "score": 0.5, "durationSeconds": 3600}`.
    fileprivate static func relevance(_ source: RelevanceSource) -> JSONValue {
        switch source {
        case .app: .object([("source", .string("app"))])
        case .spec(let relevance):
            .object([
                ("source", .string("spec")), ("score", .double(relevance.score)),
                ("durationSeconds", .int(relevance.duration.seconds)),
            ])
        }
    }
}
