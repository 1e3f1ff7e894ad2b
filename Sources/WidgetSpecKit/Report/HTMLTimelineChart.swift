import Foundation

/// The SVG time axis with one lane per widget (and per Live Activity): entry spans, reloads by reason,
/// jitter windows, dead entries, deferrals, the budget, day boundaries and hours in the report's zone.
///
/// Marks closer than a pixel are merged (a year of one-minute entries would otherwise be half a million
/// rectangles); each lane carries its exact figures as `data-` attributes.
struct HTMLTimelineChart {
    let result: SimulationResult

    static let width = 1160.0
    static let labelWidth = 200.0
    static let rightMargin = 16.0
    static let axisHeight = 44.0
    var plotWidth: Double { Self.width - Self.labelWidth - Self.rightMargin }
    var laneHeight: Double { result.widgets.count > 8 ? 32 : 46 }
    let activityLaneHeight = 30.0
    let groupGap = 22.0

    private var clock: ReportClock { ReportClock(timeZone: result.options.timeZone) }
    private var start: Double { result.options.start.timeIntervalSinceReferenceDate }
    private var end: Double { result.options.end.timeIntervalSinceReferenceDate }

    func x(_ date: Date) -> Double {
        let fraction = (date.timeIntervalSinceReferenceDate - start) / (end - start)
        return Self.labelWidth + min(max(fraction, 0), 1) * plotWidth
    }

    /// The SVG element, a lane at a time: a year of thousands of widgets is never held whole.
    func write(to output: inout some TextOutputStream) {
        let eventLabels = self.eventLabels
        let layout = self.layout(for: eventLabels)
        var head = Markup()
        head.line(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(n(Self.width)) \(n(layout.height))\" "
                + "role=\"img\" aria-label=\"Timeline lanes\">")
        head.line(
            "<defs><pattern id=\"hatch\" width=\"5\" height=\"5\" patternUnits=\"userSpaceOnUse\" "
                + "patternTransform=\"rotate(45)\"><rect width=\"5\" height=\"5\" fill=\"#fff4d6\"/>"
                + "<line x1=\"0\" y1=\"0\" x2=\"0\" y2=\"5\" stroke=\"#d4a72c\" stroke-width=\"2\"/></pattern>"
                + "<marker id=\"arrow\" viewBox=\"0 0 6 6\" refX=\"5\" refY=\"3\" markerWidth=\"6\" markerHeight=\"6\" "
                + "orient=\"auto\"><path d=\"M0,0 L6,3 L0,6 z\" fill=\"#cf222e\"/></marker></defs>")
        drawAxis(&head, bottom: layout.height - 8)
        output.write(head.text)
        if let top = layout.eventsTop { drawEventLane(&output, y: top, labels: eventLabels) }
        for (index, widget) in result.widgets.enumerated() {
            var lane = Markup()
            drawWidgetLane(&lane, widget, index: index, y: layout.widgetsTop + Double(index) * laneHeight)
            output.write(lane.text)
        }
        if let top = layout.activitiesTop {
            var lanes = Markup()
            lanes.line("<text class=\"group-title\" x=\"8\" y=\"\(n(top - 7))\">LIVE ACTIVITIES</text>")
            for (index, lane) in result.activities.enumerated() {
                drawActivityLane(&lanes, lane, y: top + Double(index) * activityLaneHeight)
            }
            output.write(lanes.text)
        }
        output.write("</svg>\n")
    }

    /// Where each group of lanes starts, top to bottom, and the chart's height, which the `viewBox` needs before
    /// any lane is drawn.
    private struct Layout {
        /// The events lane's top; nil without events.
        var eventsTop: Double?
        var widgetsTop: Double
        /// The Live Activity group's first lane; nil without activities.
        var activitiesTop: Double?
        var height: Double
    }

    /// The axis, the events lane (as many rows as its names need), the widget lanes, the Live Activity group,
    /// and a margin.
    private func layout(for eventLabels: HTMLEventLabels) -> Layout {
        var y = Self.axisHeight
        let eventsTop = result.events.isEmpty ? nil : y
        if eventsTop != nil { y += eventLabels.laneHeight + 4 }
        let widgetsTop = y
        y += Double(result.widgets.count) * laneHeight
        var activitiesTop: Double?
        if !result.activities.isEmpty {
            y += groupGap
            activitiesTop = y
            y += Double(result.activities.count) * activityLaneHeight
        }
        return Layout(eventsTop: eventsTop, widgetsTop: widgetsTop, activitiesTop: activitiesTop, height: y + 8)
    }

    // MARK: - Axis

    private func drawAxis(_ svg: inout Markup, bottom: Double) {
        let top = Self.axisHeight
        svg.line(
            "<rect class=\"plot-bg\" x=\"\(n(Self.labelWidth))\" y=\"\(n(top))\" width=\"\(n(plotWidth))\" "
                + "height=\"\(n(bottom - top))\" fill=\"#fbfcfd\"/>")
        let step = tickStepHours()
        let midnights = clock.midnights(from: result.options.start, to: result.options.end)
        let dayLabelsFit = Double(midnights.count + 1) * 80 <= plotWidth
        for tick in hourTicks(everyHours: step) {
            let tx = x(tick)
            svg.line(
                "<line class=\"hour\" x1=\"\(n(tx))\" y1=\"\(n(top - 4))\" x2=\"\(n(tx))\" y2=\"\(n(bottom))\" "
                    + "stroke=\"#eaeef2\" stroke-width=\"1\"/>")
            // Ticks a day or more apart are dates (`5 Jan`), shorter ones local hours.
            let label = step >= 24 ? clock.dayOfMonth(tick) : clock.clock(tick)
            // Day labels already name the days when they fit.
            guard step < 24 || !dayLabelsFit else { continue }
            svg.line(
                "<text class=\"tick-label\" x=\"\(n(tx))\" y=\"\(n(top - 7))\" text-anchor=\"middle\">"
                    + "\(label)</text>")
        }
        // The first day's label sits at the start (unless its midnight is too close); each later one at its
        // midnight.
        if dayLabelsFit, midnights.first.map({ x($0) - Self.labelWidth >= 80 }) ?? true {
            svg.line(
                "<text class=\"day-label\" x=\"\(n(Self.labelWidth + 2))\" y=\"14\">"
                    + "\(Markup.escape(clock.day(result.options.start)))</text>")
        }
        // Beyond two months, day lines would grey the plot: the date ticks mark the days instead.
        for midnight in midnights where midnights.count <= 60 {
            let mx = x(midnight)
            svg.line(
                "<line class=\"day\" x1=\"\(n(mx))\" y1=\"4\" x2=\"\(n(mx))\" y2=\"\(n(bottom))\" "
                    + "stroke=\"#8c959f\" stroke-width=\"1\" stroke-dasharray=\"3 3\"/>")
            if dayLabelsFit, mx + 70 <= Self.width {
                svg.line(
                    "<text class=\"day-label\" x=\"\(n(mx + 4))\" y=\"14\">\(Markup.escape(clock.day(midnight)))</text>"
                )
            }
        }
        svg.line(
            "<line x1=\"\(n(Self.labelWidth))\" y1=\"\(n(top))\" x2=\"\(n(Self.labelWidth + plotWidth))\" "
                + "y2=\"\(n(top))\" stroke=\"#8c959f\"/>")
    }

    /// Hours between labelled ticks, so that labels are at least ~56 px apart.
    private func tickStepHours() -> Int {
        let hours = (end - start) / 3600
        for step in [1, 2, 3, 6, 12, 24, 48, 168, 336, 720] where plotWidth / (hours / Double(step)) >= 56 {
            return step
        }
        return 2160
    }

    /// Local whole hours divisible by the step (days: local midnights every `step / 24` days).
    private func hourTicks(everyHours step: Int) -> [Date] {
        if step >= 24 {
            let days = clock.midnights(from: result.options.start, to: result.options.end)
            return days.enumerated().filter { $0.offset % (step / 24) == 0 }.map(\.element)
        }
        let fields = clock.fields(result.options.start)
        let pastHour = Double(fields.minute * 60 + fields.second)
        var tick = start + (pastHour == 0 ? 0 : 3600 - pastHour)
        var ticks: [Date] = []
        while tick < end {
            let date = Date(timeIntervalSinceReferenceDate: tick)
            if clock.fields(date).hour % step == 0 { ticks.append(date) }
            tick += 3600
        }
        return ticks
    }

    // MARK: - Lanes

    /// The rows of the events lane's marks and names (`HTMLEventLabels`).
    private var eventLabels: HTMLEventLabels {
        HTMLEventLabels(
            events: result.events.map { (x: self.x($0.at), name: $0.name) }, left: Self.labelWidth, right: Self.width)
    }

    /// Written mark by mark: a season of events, each naming the widgets it reloads, is long.
    private func drawEventLane(_ output: inout some TextOutputStream, y: Double, labels: HTMLEventLabels) {
        output.write("<g class=\"lane events\" data-events=\"\(result.events.count)\">\n")
        output.write("<text class=\"lane-name\" x=\"8\" y=\"\(n(y + 16))\">App events</text>\n")
        for (event, placement) in zip(result.events, labels.placements) {
            let ex = x(event.at)
            let top = y + Double(placement.row) * HTMLEventLabels.rowHeight
            let title =
                (event.kind == .action ? "action " : "")
                + "\(event.name) at \(clock.dayAndClock(event.at)) reloads \(event.widgets.joined(separator: ", "))"
            var label = ""
            if placement.labelled {
                let labelX = placement.labelOnLeft ? ex - HTMLEventLabels.labelOffset : ex + HTMLEventLabels.labelOffset
                let anchor = placement.labelOnLeft ? " text-anchor=\"end\"" : ""
                label = "<text x=\"\(n(labelX))\" y=\"\(n(top + 15))\"\(anchor)>\(Markup.escape(event.name))</text>"
            }
            output.write(
                "<g class=\"event-mark\"><title>\(Markup.escape(title))</title>"
                    + "<path d=\"M\(n(ex)),\(n(top + 4)) l5,7 l-5,7 l-5,-7 z\" fill=\"\(HTMLStyle.color(for: .event))\"/>"
                    + label + "</g>\n")
        }
        output.write("</g>\n")
    }

    private func drawWidgetLane(_ svg: inout Markup, _ widget: WidgetTimeline, index: Int, y: Double) {
        let view = widget.budget
        let summary = view.summary
        let visibleDead = view.deadEntries.filter { $0.date < result.options.end }
        svg.line(
            "<g class=\"lane widget\" data-widget=\"\(Markup.escape(widget.name))\" data-reloads=\"\(summary.reloads)\" "
                + "data-renders=\"\(summary.renders)\" data-dead-entries=\"\(summary.deadEntries)\" "
                + "data-visible-dead-entries=\"\(visibleDead.count)\" data-deferrals=\"\(summary.deferrals)\" "
                + "data-budget-used=\"\(summary.budgetUsed)\" "
                + "data-guaranteed-requests=\"\(widget.guaranteed.summary.reloads)\">")
        if index % 2 == 1 {
            svg.line(
                "<rect x=\"0\" y=\"\(n(y))\" width=\"\(n(Self.width))\" height=\"\(n(laneHeight))\" "
                    + "fill=\"#f6f8fa\" opacity=\"0.7\"/>")
        }
        let compact = laneHeight < 40
        // Labels are cut to the label column; the full text is in the tooltip.
        svg.line(
            "<text class=\"lane-name\" x=\"8\" y=\"\(n(y + (compact ? 14 : 17)))\"><title>\(Markup.escape(widget.name))"
                + "</title>\(Markup.escape(Self.cut(widget.name, 18)))</text>")
        let info = "\(widget.policyDescription) · \(summary.reloads) reloads"
        svg.line(
            "<text class=\"lane-info\" x=\"8\" y=\"\(n(y + (compact ? 26 : 31)))\"><title>\(Markup.escape(info))</title>"
                + "\(Markup.escape(Self.cut(widget.policyDescription, 16))) · \(summary.reloads) reloads</text>")
        drawBudget(&svg, used: summary.budgetUsed, y: y + (compact ? 14 : 17))
        let spanTop = y + (compact ? 9 : 12)
        let spanHeight = laneHeight - (compact ? 16 : 22)
        drawJitter(&svg, view, top: y + 3, height: spanTop - y - 4)
        drawSpans(&svg, view, top: spanTop, height: spanHeight)
        drawReloads(&svg, view, top: y + 3, bottom: y + laneHeight - 3)
        drawDead(&svg, visibleDead, view: view, y: y + laneHeight - 6)
        drawDeferrals(&svg, view, y: spanTop + spanHeight / 2)
        drawUnlisted(&svg, view, top: y + 3, height: laneHeight - 6)
        svg.line("</g>")
    }

    /// A grey band over the part of the horizon whose requests are counted but not listed.
    private func drawUnlisted(_ svg: inout Markup, _ view: TimelineView, top: Double, height: Double) {
        guard let until = view.listedUntil else { return }
        let left = x(until)
        let width = max(x(result.options.end) - left, 1)
        let title = ReportText.unlistedRequests(view, from: until, options: result.options, clock: clock)
        svg.line(
            "<rect class=\"unlisted\" x=\"\(n(left))\" y=\"\(n(top))\" width=\"\(n(width))\" height=\"\(n(height))\" "
                + "fill=\"#d0d7de\" opacity=\"0.6\"><title>\(Markup.escape(title))</title></rect>")
    }

    private func drawBudget(_ svg: inout Markup, used: Int, y: Double) {
        let budget = result.options.budget.reloadsPerDay
        let fraction = min(Double(used) / Double(max(budget, 1)), 1)
        let color = used >= budget ? "#cf222e" : "#1f4e9c"
        let left = Self.labelWidth - 46
        svg.line(
            "<g class=\"budget\"><title>budget view: at most \(used) of \(budget) reloads in any 24 h</title>"
                + "<rect x=\"\(n(left))\" y=\"\(n(y - 5))\" width=\"36\" height=\"5\" rx=\"2\" fill=\"#eaeef2\"/>"
                + "<rect x=\"\(n(left))\" y=\"\(n(y - 5))\" width=\"\(n(36 * fraction))\" height=\"5\" rx=\"2\" "
                + "fill=\"\(color)\"/></g>")
    }

    private func drawJitter(_ svg: inout Markup, _ view: TimelineView, top: Double, height: Double) {
        var lastRight = -1.0
        for reload in view.reloads {
            guard let window = reload.jitterWindow, window.start < result.options.end else { continue }
            let left = x(window.start)
            let right = max(x(window.end), left + 1)
            guard right > lastRight + 0.5 else { continue }
            lastRight = right
            let title = "jitter window \(clock.dayAndClock(window.start)) to \(clock.dayAndClock(window.end))"
            svg.line(
                "<rect class=\"jitter\" x=\"\(n(left))\" y=\"\(n(top))\" width=\"\(n(right - left))\" "
                    + "height=\"\(n(max(height, 3)))\" fill=\"url(#hatch)\"><title>\(Markup.escape(title))</title></rect>"
            )
        }
    }

    /// One rectangle per render, from the render to the next (or the end); spans under a pixel merge.
    private func drawSpans(_ svg: inout Markup, _ view: TimelineView, top: Double, height: Double) {
        let renders = view.renders
        var denseStart: Double?
        var denseEnd = 0.0
        func flushDense() {
            guard let left = denseStart else { return }
            svg.line(
                "<rect class=\"span dense\" x=\"\(n(left))\" y=\"\(n(top))\" width=\"\(n(max(denseEnd - left, 0.5)))\" "
                    + "height=\"\(n(height))\" fill=\"#8fb8f0\"/>")
            denseStart = nil
        }
        for (index, render) in renders.enumerated() {
            let next = index + 1 < renders.count ? renders[index + 1].at : view.listedUntil ?? result.options.end
            let left = x(render.at)
            let right = x(next)
            if right - left < 1 {
                if denseStart == nil { denseStart = left }
                denseEnd = right
                continue
            }
            flushDense()
            let fill = render.request % 2 == 0 ? "#c8dcf7" : "#a5c6ef"
            let title =
                "entry #\(render.entry) of the \(clock.dayAndClock(view.reloads[render.request].at)) "
                + "timeline, shown from \(clock.dayAndClock(render.at))"
            svg.line(
                "<rect class=\"span\" x=\"\(n(left))\" y=\"\(n(top))\" width=\"\(n(right - left - 0.5))\" "
                    + "height=\"\(n(height))\" rx=\"2\" fill=\"\(fill)\"><title>\(Markup.escape(title))</title></rect>")
            if right - left >= 22 {
                svg.line(
                    "<text class=\"span-label\" x=\"\(n(left + 3))\" y=\"\(n(top + height / 2 + 3.5))\" "
                        + "font-size=\"9\" fill=\"#1f2328\">#\(render.entry)</text>")
            }
        }
        flushDense()
    }

    private func drawReloads(_ svg: inout Markup, _ view: TimelineView, top: Double, bottom: Double) {
        var lastX = -10.0
        let merges = isDense(view.reloads.count)
        for reload in view.reloads {
            let rx = x(reload.at)
            // In a dense lane, marks within a pixel of the previous one are merged (the data attributes keep the
            // count).
            guard !merges || rx - lastX >= 1 else { continue }
            lastX = rx
            let color = HTMLStyle.color(for: reload.reason)
            let title = "\(clock.dayAndClock(reload.at)) reload: " + ReportText.reason(reload, clock: clock)
            let marker: String
            switch reload.reason {
            case .event: marker = "<path d=\"M\(n(rx)),\(n(top)) l4,5 l-4,5 l-4,-5 z\" fill=\"\(color)\"/>"
            case .deferred, .throttled:
                marker = "<rect x=\"\(n(rx - 3.5))\" y=\"\(n(top))\" width=\"7\" height=\"7\" fill=\"\(color)\"/>"
            default: marker = "<path d=\"M\(n(rx - 4)),\(n(top)) h8 l-4,6 z\" fill=\"\(color)\"/>"
            }
            svg.line(
                "<g class=\"reload reason-\(reload.reason.rawValue)\"><title>\(Markup.escape(title))</title>"
                    + "<line x1=\"\(n(rx))\" y1=\"\(n(top))\" x2=\"\(n(rx))\" y2=\"\(n(bottom))\" stroke=\"\(color)\" "
                    + "stroke-width=\"1.5\"/>\(marker)</g>")
        }
    }

    private func drawDead(_ svg: inout Markup, _ dead: [DeadEntry], view: TimelineView, y: Double) {
        var lastX = -10.0
        let merges = isDense(dead.count)
        for entry in dead {
            let dx = x(entry.date)
            guard !merges || dx - lastX >= 1 else { continue }
            lastX = dx
            let title =
                "dead entry #\(entry.entry) dated \(clock.dayAndClock(entry.date)), from the "
                + "\(clock.dayAndClock(view.reloads[entry.request].at)) timeline"
            svg.line(
                "<g class=\"dead\"><title>\(Markup.escape(title))</title><path d=\"M\(n(dx - 3.5)),\(n(y - 3.5)) "
                    + "l7,7 M\(n(dx + 3.5)),\(n(y - 3.5)) l-7,7\" stroke=\"#cf222e\" stroke-width=\"2\"/></g>")
        }
    }

    private func drawDeferrals(_ svg: inout Markup, _ view: TimelineView, y: Double) {
        for deferral in view.deferrals {
            let left = x(deferral.planned)
            let right = x(deferral.deferredTo)
            let title =
                "may be deferred by the budget: asked \(clock.dayAndClock(deferral.planned)), made "
                + "\(clock.dayAndClock(deferral.deferredTo))"
            svg.line(
                "<g class=\"deferral\"><title>\(Markup.escape(title))</title><line x1=\"\(n(left))\" y1=\"\(n(y))\" "
                    + "x2=\"\(n(max(right - 1, left)))\" y2=\"\(n(y))\" stroke=\"#cf222e\" stroke-width=\"1.5\" "
                    + "stroke-dasharray=\"4 3\" marker-end=\"url(#arrow)\"/>"
                    + "<circle cx=\"\(n(left))\" cy=\"\(n(y))\" r=\"3\" fill=\"none\" stroke=\"#cf222e\"/></g>")
        }
    }

    private func drawActivityLane(_ svg: inout Markup, _ lane: ActivityTimeline, y: Double) {
        svg.line("<g class=\"lane activity\" data-activity=\"\(Markup.escape(lane.name))\">")
        svg.line("<text class=\"lane-name\" x=\"8\" y=\"\(n(y + 14))\">\(Markup.escape(lane.name))</text>")
        svg.line(
            "<text class=\"lane-info\" x=\"8\" y=\"\(n(y + 25))\">dismissal \(Markup.escape(lane.dismissal))</text>")
        let top = y + 6
        let height = activityLaneHeight - 12
        let startX = x(lane.start)
        let endX = x(lane.end)
        let dismissX = x(lane.dismissedAt)
        svg.line(
            "<rect class=\"active\" x=\"\(n(startX))\" y=\"\(n(top))\" width=\"\(n(max(endX - startX, 1)))\" "
                + "height=\"\(n(height))\" rx=\"3\" fill=\"#1a7f37\"><title>active \(clock.dayAndClock(lane.start)) "
                + "to \(clock.dayAndClock(lane.end))</title></rect>")
        if dismissX > endX {
            svg.line(
                "<rect class=\"ended\" x=\"\(n(endX))\" y=\"\(n(top + 3))\" width=\"\(n(dismissX - endX))\" "
                    + "height=\"\(n(height - 6))\" rx=\"2\" fill=\"#aceebb\"><title>ended, on the Lock Screen until "
                    + "\(clock.dayAndClock(lane.dismissedAt))</title></rect>")
        }
        if let stale = lane.staleAt, stale < result.options.end {
            let sx = x(stale)
            svg.line(
                "<g class=\"stale\"><title>stale from \(clock.dayAndClock(stale))</title><line x1=\"\(n(sx))\" "
                    + "y1=\"\(n(top - 3))\" x2=\"\(n(sx))\" y2=\"\(n(top + height + 3))\" stroke=\"#bf8700\" "
                    + "stroke-width=\"2\"/></g>")
        }
        for (limit, label) in [
            (lane.activeLimit, "8 h active limit"), (lane.lockScreenLimit, "12 h Lock Screen limit"),
        ]
        where limit < result.options.end {
            let lx = x(limit)
            svg.line(
                "<g class=\"limit\"><title>\(label): \(clock.dayAndClock(limit))</title><line x1=\"\(n(lx))\" "
                    + "y1=\"\(n(y + 2))\" x2=\"\(n(lx))\" y2=\"\(n(y + activityLaneHeight - 2))\" stroke=\"#59636e\" "
                    + "stroke-width=\"1.5\" stroke-dasharray=\"2 2\"/><text class=\"tick-label\" x=\"\(n(lx + 3))\" "
                    + "y=\"\(n(y + 11))\">\(label.prefix(4))</text></g>")
        }
        svg.line("</g>")
    }

    private func n(_ value: Double) -> String { Markup.number(value) }

    /// Whether a lane has more marks of one kind than the plot has pixels; only then are marks merged.
    private func isDense(_ count: Int) -> Bool { Double(count) > plotWidth }

    /// `text`, or its first `limit - 1` characters and an ellipsis.
    static func cut(_ text: String, _ limit: Int) -> String {
        // Trimmed before the ellipsis: "after 00:00:01 mon" must not become "after 00:00:01 …".
        text.count <= limit
            ? text : String(text.prefix(limit - 1)).trimmingCharacters(in: .whitespaces) + "\u{2026}"
    }
}
