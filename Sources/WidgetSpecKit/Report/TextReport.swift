import Foundation

/// The terminal report: a summary table, then per widget one line per reload with what it rendered.
struct TextReport: ReportRenderer {
    let fileExtension = "txt"

    func write(_ result: SimulationResult, context: ReportContext, to output: inout some TextOutputStream) {
        TextReportLines(result: result, width: context.width, color: context.colored).write(to: &output)
    }
}

/// One text report being laid out: the lines share the simulation, the width and the colour setting.
private struct TextReportLines {
    let result: SimulationResult
    /// Nil: lines are never cut.
    let width: Int?
    let color: Bool

    private var clock: ReportClock { ReportClock(timeZone: result.options.timeZone) }

    /// The header and the tables, then each widget's details as they are laid out; written as it goes, so a year
    /// of thousands of widgets is never held whole.
    func write(to output: inout some TextOutputStream) {
        var lines = [fit("Timeline report: " + ReportText.window(result))]
        lines.append(fit(ReportText.guaranteedModel))
        lines.append(fit(ReportText.budgetModel(result.options.budget)))
        if let plans = ReportText.plans(result.options, clock: clock) { lines.append(fit(plans)) }
        output.writeLines(lines)
        for event in result.events {
            let targets = event.widgets.isEmpty ? "no widget" : event.widgets.joined(separator: ", ")
            let noun = event.kind == .action ? "Action" : "Event"
            let mode = event.kind == .action ? " (not counted)" : event.foreground ? " (foreground)" : ""
            output.writeLines([fit("\(noun) \(event.name) at \(clock.dayAndClock(event.at))\(mode) reloads \(targets)")]
            )
        }
        if !result.widgets.isEmpty {
            output.writeLines(["", fit(paint("Guaranteed view", .bold))])
            writeTable(SummaryColumn.guaranteedView, to: &output) { $0.guaranteed.summary }
            output.writeLines(["", fit(paint("Budget view (\(ReportText.budgetLabel(result.options.budget)))", .bold))])
            writeTable(SummaryColumn.budgetView, to: &output) { $0.budget.summary }
        }
        for widget in result.widgets {
            output.writeLines([""] + details(widget))
        }
        lines = []
        if !result.activities.isEmpty {
            lines.append("")
            lines.append(fit(paint("Live Activities", .bold)))
            for lane in result.activities {
                for (index, part) in ReportText.activityLines(lane, clock: clock).enumerated() {
                    lines.append(fit((index == 0 ? "  \(lane.name): " : "    ") + part))
                }
            }
        }
        lines += ["", fit(paint("Assumptions", .bold) + " (sources in brackets are Apple's; widgetspec explain NAME)")]
        let nameWidth = ReportAssumption.all.map(\.name.count).max() ?? 0
        let sourceWidth = ReportAssumption.all.map { ReportText.sourceLabel($0.source).count }.max() ?? 0
        for assumption in ReportAssumption.all {
            let name = assumption.name.padding(toLength: nameWidth, withPad: " ", startingAt: 0)
            let source = ReportText.sourceLabel(assumption.source)
                .padding(toLength: sourceWidth, withPad: " ", startingAt: 0)
            lines.append(fit("  \(name)  \(source)  \(assumption.summary)"))
        }
        // The address on a line of its own, so that a terminal of 120 columns shows it whole.
        lines += ["", fit("  Sources:")]
        for source in ReportText.assumptionSources {
            lines += [fit("  [\(source.id)] \(source.title)"), fit("    \(source.location)")]
        }
        output.writeLines(lines)
    }

    /// A summary table with the shared columns (`SummaryColumn`) under their compact headers, one row per widget,
    /// names and words aligned left, numbers right. The cells are made twice, once for the column widths and once
    /// to write them, rather than held for thousands of widgets.
    private func writeTable(
        _ columns: [SummaryColumn], to output: inout some TextOutputStream, summary: (WidgetTimeline) -> WidgetSummary
    ) {
        let budget = result.options.budget.reloadsPerDay
        func cells(_ widget: WidgetTimeline) -> [String] {
            columns.map { $0.cell(of: widget, summary(widget), budget: budget).text }
        }
        let header = columns.map(\.compactHeader)
        var widths = header.map(\.count)
        for widget in result.widgets {
            for (column, cell) in cells(widget).enumerated() { widths[column] = max(widths[column], cell.count) }
        }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return columns[column].isNumeric ? padding + cell : cell + padding
            }.joined(separator: "  ")
        }
        output.writeLines([paint(fit(line(header)), .bold)])
        for widget in result.widgets { output.writeLines([fit(line(cells(widget)))]) }
    }

    private func details(_ widget: WidgetTimeline) -> [String] {
        var lines = [
            fit(
                paint("\(widget.name)", .bold)
                    + "  \(widget.kind)  (\(widget.bundle), policy \(widget.policyDescription))"),
            fit("  families: \(ReportText.families(widget.families))"),
        ]
        if let jitter = ReportText.jitter(widget.jitter) { lines.append(fit("  " + jitter)) }
        if let relevance = ReportText.relevance(widget.relevance) { lines.append(fit("  " + relevance)) }
        if ReportText.viewsAgree(widget) {
            lines.append(fit("  requests (the same in both views):"))
            lines += requests(widget.budget)
        } else {
            lines.append(fit("  guaranteed view:"))
            lines += requests(widget.guaranteed)
            lines.append(fit("  budget view:"))
            lines += requests(widget.budget)
        }
        return lines
    }

    /// One line per request (regular runs folded), then deferrals past the horizon.
    private func requests(_ view: TimelineView) -> [String] {
        var lines: [String] = []
        var rendersByRequest = [[Render]](repeating: [], count: view.reloads.count)
        for render in view.renders { rendersByRequest[render.request].append(render) }
        var deadByRequest = [[DeadEntry]](repeating: [], count: view.reloads.count)
        for dead in view.deadEntries { deadByRequest[dead.request].append(dead) }
        var index = 0
        while index < view.reloads.count {
            let run = regularRun(from: index, view, renders: rendersByRequest, dead: deadByRequest)
            if run >= 3 {
                lines.append(
                    collapsedLine(
                        view, from: index, count: run, renders: rendersByRequest[index].count,
                        dead: deadByRequest[index].count))
                index += run
                continue
            }
            let reload = view.reloads[index]
            let reason = ReportText.reason(reload, clock: clock)
            var line = "    \(clock.dayAndClock(reload.at))  " + paint(reason, style(for: reload.reason))
            line += "  " + renders(rendersByRequest[index])
            if !deadByRequest[index].isEmpty {
                line += "; " + paint("dead " + entries(deadByRequest[index].map { ($0.date, $0.entry) }), .red)
            }
            lines.append(fit(line))
            index += 1
        }
        for deferral in view.deferrals where deferral.deferredTo >= result.options.end {
            let text =
                "    \(clock.dayAndClock(deferral.planned))  may be deferred (\(deferral.cause.rawValue)) to "
                + "\(clock.dayAndClock(deferral.deferredTo)), after the horizon"
            lines.append(paint(fit(text), .yellow))
        }
        if view.unlistedDeadEntries > 0 {
            lines.append(fit("    ... and \(view.unlistedDeadEntries) more dead entries (not listed)"))
        }
        if let until = view.listedUntil {
            lines.append(
                fit("    " + ReportText.unlistedRequests(view, from: until, options: result.options, clock: clock)))
        }
        return lines
    }

    /// How many reloads from `start` form a regular run: the same reason and cause (no event), the same plan,
    /// evenly spaced, the same numbers of renders and dead entries. Such runs print as one line.
    private func regularRun(from start: Int, _ view: TimelineView, renders: [[Render]], dead: [[DeadEntry]]) -> Int {
        let reloads = view.reloads
        func plain(_ index: Int) -> Bool {
            let reload = reloads[index]
            return reload.reason != .initial && reload.reason != .event && reload.events.isEmpty
                && dead[index].count == dead[start].count && renders[index].count == renders[start].count
                && reload.reason == reloads[start].reason && reload.cause == reloads[start].cause
                && reload.plan == reloads[start].plan && reload.candidate == reloads[start].candidate
        }
        guard plain(start), start + 1 < reloads.count else { return 1 }
        let step = reloads[start + 1].at.timeIntervalSince(reloads[start].at)
        var end = start + 1
        while end < reloads.count, plain(end), reloads[end].at.timeIntervalSince(reloads[end - 1].at) == step {
            end += 1
        }
        return end - start
    }

    /// `Fri 16:15 to Sat 09:15  after x69, every 15m  1 render each`, `deferred (after) x69, every 20m35s ...`.
    private func collapsedLine(_ view: TimelineView, from start: Int, count: Int, renders: Int, dead: Int) -> String {
        let first = view.reloads[start]
        let last = view.reloads[start + count - 1]
        let step = view.reloads[start + 1].at.timeIntervalSince(first.at)
        var reason = first.reason.rawValue
        let details = [
            first.cause?.rawValue, first.candidate.map { "earliest: \($0)" },
            first.plan == TimelineRule.defaultPlanName ? nil : "plan \(first.plan)",
        ].compactMap { $0 }
        if !details.isEmpty { reason += " (" + details.joined(separator: ", ") + ")" }
        let what = "\(reason) x\(count), every \(ScheduleDuration.describing(seconds: step))"
        var each = renders == 1 ? "1 render each" : "\(renders) renders each"
        if dead > 0 { each += "; " + paint("\(dead) dead each", .red) }
        return fit(
            "    \(clock.dayAndClock(first.at)) to \(clock.dayAndClock(last.at))  "
                + paint(what, style(for: first.reason))
                + "  " + each)
    }

    private func renders(_ renders: [Render]) -> String {
        guard !renders.isEmpty else { return "no render" }
        let list = entries(renders.map { ($0.at, $0.entry) })
        return renders.count == 1 ? "render \(list)" : "\(renders.count) renders \(list)"
    }

    /// `09:00 #0, 10:00 #1`, or `09:00 #0 ... 11:45 #11` for long lists.
    private func entries(_ items: [(Date, Int)]) -> String {
        let texts = items.map { "\(clock.clock($0.0)) #\($0.1)" }
        return texts.count <= 4 ? texts.joined(separator: ", ") : "\(texts[0]) ... \(texts[texts.count - 1])"
    }

    // MARK: - Width and colour

    private enum Style: String {
        case bold = "1"
        case red = "31"
        case yellow = "33"
        case green = "32"
        case blue = "34"
        case magenta = "35"
        case plain = ""
    }

    private func style(for reason: ReloadReason) -> Style {
        switch reason {
        case .initial: .blue
        case .atEnd, .after: .green
        case .event: .magenta
        case .deferred, .throttled: .yellow
        }
    }

    private func paint(_ text: String, _ style: Style) -> String {
        guard color, style != .plain else { return text }
        return "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m"
    }

    private func visibleLength(_ text: String) -> Int {
        var count = 0
        var inEscape = false
        for character in text {
            if character == "\u{1B}" {
                inEscape = true
            } else if inEscape {
                if character == "m" { inEscape = false }
            } else {
                count += 1
            }
        }
        return count
    }

    /// Cuts a line to the width, if any (an ellipsis marks the cut); escapes do not count, and a cut line is reset.
    private func fit(_ line: String) -> String {
        guard let width, width > 1, visibleLength(line) > width else { return line }
        var output = ""
        var visible = 0
        var inEscape = false
        for character in line {
            if character == "\u{1B}" { inEscape = true }
            if inEscape {
                output.append(character)
                if character == "m" { inEscape = false }
                continue
            }
            guard visible < width - 1 else { break }
            output.append(character)
            visible += 1
        }
        return output + "\u{2026}" + (color ? "\u{1B}[0m" : "")
    }
}
