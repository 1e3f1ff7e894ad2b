import Foundation

/// The machine-readable report; the schema is documented in docs/report.md.
struct JSONReport: ReportRenderer {
    let fileExtension = "json"

    func render(_ result: SimulationResult, context: ReportContext) -> String {
        let clock = ReportClock(timeZone: result.options.timeZone)
        let options = result.options
        let root: JSONValue = .object([
            ("start", .string(clock.iso(options.start))),
            ("end", .string(clock.iso(options.end))),
            ("timezone", .string(options.timeZone.identifier)),
            ("horizon", .int(options.horizon.seconds)),
            ("budget", .int(options.budget)),
            ("fail", .bool(options.fail)),
            ("events", .array(result.events.map { event(clock, $0) })),
            ("widgets", .array(result.widgets.map { widget(clock, $0) })),
            ("activities", .array(result.activities.map { activity(clock, $0) })),
        ])
        return root.rendered()
    }

    private func event(_ clock: ReportClock, _ event: EventOccurrence) -> JSONValue {
        .object([
            ("name", .string(event.name)),
            ("at", .string(clock.iso(event.at))),
            ("widgets", .array(event.widgets.map { .string($0) })),
            ("foreground", .bool(event.foreground)),
        ])
    }

    private func widget(_ clock: ReportClock, _ widget: WidgetTimeline) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("name", .string(widget.name)),
            ("kind", .string(widget.kind)),
            ("bundle", .string(widget.bundle)),
            ("policy", .string(widget.policyDescription)),
            ("reloads", .array(widget.reloads.map { reload(clock, $0) })),
            ("renders", .array(widget.renders.map { render(clock, $0) })),
            ("deadEntries", .array(widget.deadEntries.map { dead(clock, $0, widget) })),
        ]
        if widget.unlistedDeadEntries > 0 { members.append(("unlistedDeadEntries", .int(widget.unlistedDeadEntries))) }
        members.append(("deferrals", .array(widget.deferrals.map { deferral(clock, $0) })))
        let summary = widget.summary
        members.append(
            (
                "summary",
                .object([
                    ("reloads", .int(summary.reloads)),
                    ("renders", .int(summary.renders)),
                    ("deadEntries", .int(summary.deadEntries)),
                    ("deferrals", .int(summary.deferrals)),
                    ("throttled", .int(summary.throttled)),
                    ("budgetUsed", .int(summary.budgetUsed)),
                    ("longestGapSeconds", .int(summary.longestGapSeconds)),
                ])
            ))
        return .object(members)
    }

    private func reload(_ clock: ReportClock, _ reload: Reload) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("at", .string(clock.iso(reload.at))), ("reason", .string(reload.reason.rawValue)),
        ]
        if let planned = reload.planned { members.append(("planned", .string(clock.iso(planned)))) }
        if let cause = reload.cause { members.append(("cause", .string(cause.rawValue))) }
        if !reload.events.isEmpty { members.append(("events", .array(reload.events.map { .string($0) }))) }
        if !reload.countsAgainstBudget { members.append(("countsAgainstBudget", .bool(false))) }
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

    private func dead(_ clock: ReportClock, _ dead: DeadEntry, _ widget: WidgetTimeline) -> JSONValue {
        .object([
            ("date", .string(clock.iso(dead.date))),
            ("entry", .int(dead.entry)),
            ("request", .string(clock.iso(widget.reloads[dead.request].at))),
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
        ])
    }
}
