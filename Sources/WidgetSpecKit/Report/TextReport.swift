import Foundation

/// The terminal report: a summary table, then per widget one line per reload with what it rendered.
struct TextReport: ReportRenderer {
    let fileExtension = "txt"

    func render(_ result: SimulationResult, context: ReportContext) -> String {
        TextReportLines(result: result, width: context.width, color: context.colored).render()
    }
}

/// One text report being laid out: the lines share the simulation, the width and the colour setting.
private struct TextReportLines {
    let result: SimulationResult
    let width: Int
    let color: Bool

    private var clock: ReportClock { ReportClock(timeZone: result.options.timeZone) }

    func render() -> String {
        var lines = [fit("Timeline report: " + ReportText.header(result))]
        for event in result.events {
            let targets = event.widgets.isEmpty ? "no widget" : event.widgets.joined(separator: ", ")
            let mode = event.foreground ? " (foreground)" : ""
            lines.append(fit("Event \(event.name) at \(clock.dayAndClock(event.at))\(mode) reloads \(targets)"))
        }
        lines.append("")
        lines += summaryTable()
        for widget in result.widgets {
            lines.append("")
            lines += details(widget)
        }
        if !result.activities.isEmpty {
            lines.append("")
            lines.append(fit(paint("Live Activities", .bold)))
            for lane in result.activities {
                for (index, part) in ReportText.activityLines(lane, clock: clock).enumerated() {
                    lines.append(fit((index == 0 ? "  \(lane.name): " : "    ") + part))
                }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func summaryTable() -> [String] {
        let header = ["widget", "policy", "reloads", "renders", "dead", "deferred", "longest gap", "budget"]
        let rows = result.widgets.map { widget -> [String] in
            let summary = widget.summary
            return [
                widget.name, widget.policyDescription, "\(summary.reloads)", "\(summary.renders)",
                "\(summary.deadEntries)", "\(summary.deferrals)", ReportText.duration(summary.longestGapSeconds),
                "\(summary.budgetUsed)/\(result.options.budget)",
            ]
        }
        let widths = header.indices.map { column in
            ([header] + rows).map { $0[column].count }.max() ?? 0
        }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return column < 2 ? cell + padding : padding + cell
            }.joined(separator: "  ")
        }
        return [paint(fit(line(header)), .bold)] + rows.map { fit(line($0)) }
    }

    private func details(_ widget: WidgetTimeline) -> [String] {
        var lines = [
            fit(
                paint("\(widget.name)", .bold)
                    + "  \(widget.kind)  (\(widget.bundle), policy \(widget.policyDescription))")
        ]
        var rendersByRequest = [[Render]](repeating: [], count: widget.reloads.count)
        for render in widget.renders { rendersByRequest[render.request].append(render) }
        var deadByRequest = [[DeadEntry]](repeating: [], count: widget.reloads.count)
        for dead in widget.deadEntries { deadByRequest[dead.request].append(dead) }
        var index = 0
        while index < widget.reloads.count {
            let run = regularRun(from: index, widget, renders: rendersByRequest, dead: deadByRequest)
            if run >= 3 {
                lines.append(
                    collapsedLine(
                        widget, from: index, count: run, renders: rendersByRequest[index].count,
                        dead: deadByRequest[index].count))
                index += run
                continue
            }
            let reload = widget.reloads[index]
            let reason = ReportText.reason(reload, clock: clock)
            var line = "  \(clock.dayAndClock(reload.at))  " + paint(reason, style(for: reload.reason))
            line += "  " + renders(rendersByRequest[index])
            if !deadByRequest[index].isEmpty {
                line += "; " + paint("dead " + entries(deadByRequest[index].map { ($0.date, $0.entry) }), .red)
            }
            lines.append(fit(line))
            index += 1
        }
        for deferral in widget.deferrals where deferral.deferredTo >= result.options.end {
            let text =
                "  \(clock.dayAndClock(deferral.planned))  deferred (\(deferral.cause.rawValue)) to "
                + "\(clock.dayAndClock(deferral.deferredTo)), after the horizon"
            lines.append(paint(fit(text), .yellow))
        }
        if widget.unlistedDeadEntries > 0 {
            lines.append(fit("  ... and \(widget.unlistedDeadEntries) more dead entries (not listed)"))
        }
        return lines
    }

    /// How many reloads from `start` form a regular run: the same plain reason, evenly spaced, the same numbers
    /// of renders and dead entries. Such runs print as one line.
    private func regularRun(from start: Int, _ widget: WidgetTimeline, renders: [[Render]], dead: [[DeadEntry]]) -> Int
    {
        let reloads = widget.reloads
        func plain(_ index: Int) -> Bool {
            let reload = reloads[index]
            return (reload.reason == .atEnd || reload.reason == .after || reload.reason == .throttled)
                && reload.events.isEmpty && dead[index].count == dead[start].count
                && renders[index].count == renders[start].count
                && reload.reason == reloads[start].reason
        }
        guard plain(start), start + 1 < reloads.count else { return 1 }
        let step = reloads[start + 1].at.timeIntervalSince(reloads[start].at)
        var end = start + 1
        while end < reloads.count, plain(end), reloads[end].at.timeIntervalSince(reloads[end - 1].at) == step {
            end += 1
        }
        return end - start
    }

    /// `Fri 16:15 to Sat 09:15  after x69, every 15m, 1 render each`.
    private func collapsedLine(_ widget: WidgetTimeline, from start: Int, count: Int, renders: Int, dead: Int)
        -> String
    {
        let first = widget.reloads[start]
        let last = widget.reloads[start + count - 1]
        let step = widget.reloads[start + 1].at.timeIntervalSince(first.at)
        let what = "\(first.reason.rawValue) x\(count), every \(ScheduleDuration.describing(seconds: step))"
        var each = renders == 1 ? "1 render each" : "\(renders) renders each"
        if dead > 0 { each += "; " + paint("\(dead) dead each", .red) }
        return fit(
            "  \(clock.dayAndClock(first.at)) to \(clock.dayAndClock(last.at))  "
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

    /// Cuts a line to the width (an ellipsis marks the cut); escapes do not count, and a cut line is reset.
    private func fit(_ line: String) -> String {
        guard visibleLength(line) > width, width > 1 else { return line }
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
