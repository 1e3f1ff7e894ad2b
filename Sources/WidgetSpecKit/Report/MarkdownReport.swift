import Foundation

/// The pull-request report: a summary table, then per widget its reloads in a collapsible table.
struct MarkdownReport: ReportRenderer {
    let fileExtension = "md"

    func render(_ result: SimulationResult, context: ReportContext) -> String {
        MarkdownReportLines(result: result).render()
    }
}

/// One Markdown report being written: the lines share the simulation.
private struct MarkdownReportLines {
    let result: SimulationResult

    private var clock: ReportClock { ReportClock(timeZone: result.options.timeZone) }

    func render() -> String {
        var lines = ["## Timeline report", "", ReportText.header(result) + ".", ""]
        if !result.events.isEmpty {
            lines.append("App events:")
            lines.append("")
            for event in result.events {
                let targets =
                    event.widgets.isEmpty ? "no widget" : event.widgets.map { "`\($0)`" }.joined(separator: ", ")
                let mode = event.foreground ? " (foreground, not counted)" : ""
                lines.append("- `\(event.name)` at \(clock.dayAndClock(event.at))\(mode) reloads \(targets)")
            }
            lines.append("")
        }
        lines += summaryTable()
        for widget in result.widgets {
            lines.append("")
            lines += details(widget)
        }
        if !result.activities.isEmpty {
            lines += ["", "### Live Activities", ""]
            for lane in result.activities {
                lines.append("- **\(lane.name)**: " + ReportText.activity(lane, clock: clock))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func summaryTable() -> [String] {
        var lines = [
            "| widget | policy | reloads | renders | dead entries | deferrals | longest gap | budget used |",
            "|---|---|--:|--:|--:|--:|--:|--:|",
        ]
        for widget in result.widgets {
            let summary = widget.summary
            let dead = summary.deadEntries > 0 ? "**\(summary.deadEntries)**" : "0"
            let deferrals = summary.deferrals > 0 ? "**\(summary.deferrals)**" : "0"
            lines.append(
                "| `\(widget.name)` | \(escape(widget.policyDescription)) | \(summary.reloads) | \(summary.renders) "
                    + "| \(dead) | \(deferrals) | \(ReportText.duration(summary.longestGapSeconds)) "
                    + "| \(summary.budgetUsed)/\(result.options.budget) |")
        }
        return lines
    }

    private func details(_ widget: WidgetTimeline) -> [String] {
        var lines = [
            "### `\(widget.name)`", "",
            "Kind `\(widget.kind)` in `\(widget.bundle)`, policy \(escape(widget.policyDescription)).",
        ]
        if widget.summary.deadEntries > 0 {
            lines.append("")
            lines.append(
                "> **\(widget.summary.deadEntries) dead entries**: dated after the next request, WidgetKit never "
                    + "shows them.")
        }
        var renderCounts = [Int](repeating: 0, count: widget.reloads.count)
        for render in widget.renders { renderCounts[render.request] += 1 }
        var deadCounts = [Int](repeating: 0, count: widget.reloads.count)
        for dead in widget.deadEntries { deadCounts[dead.request] += 1 }
        lines += [
            "", "<details><summary>\(widget.reloads.count) reloads</summary>", "",
            "| reload | reason | renders | dead entries |", "|---|---|--:|--:|",
        ]
        for (index, reload) in widget.reloads.enumerated() {
            lines.append(
                "| \(clock.dayAndClock(reload.at)) | \(escape(ReportText.reason(reload, clock: clock))) "
                    + "| \(renderCounts[index]) | \(deadCounts[index]) |")
        }
        lines += ["", "</details>"]
        let outside = widget.deferrals.filter { $0.deferredTo >= result.options.end }
        for deferral in outside {
            lines.append("")
            lines.append(
                "The request asked for \(clock.dayAndClock(deferral.planned)) is deferred by the budget to "
                    + "\(clock.dayAndClock(deferral.deferredTo)), after the horizon.")
        }
        return lines
    }

    private func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|")
    }
}
