import Foundation

/// The pull-request report: a summary table, then per widget its reloads in a collapsible table.
struct MarkdownReport: ReportRenderer {
    let fileExtension = "md"

    func write(_ result: SimulationResult, context: ReportContext, to output: inout some TextOutputStream) {
        MarkdownReportLines(result: result).write(to: &output)
    }
}

/// One Markdown report being written: the lines share the simulation.
private struct MarkdownReportLines {
    let result: SimulationResult

    private var clock: ReportClock { ReportClock(timeZone: result.options.timeZone) }

    /// The header and the tables, then each widget's details as they are laid out.
    func write(to output: inout some TextOutputStream) {
        var lines = ["## Timeline report", "", ReportText.window(result) + ".", ""]
        lines.append("- " + ReportText.guaranteedModel)
        lines.append("- " + ReportText.budgetModel(result.options.budget))
        if let plans = ReportText.plans(result.options, clock: clock) { lines.append("- " + plans) }
        lines.append("")
        output.writeLines(lines)
        if !result.events.isEmpty {
            // Written one by one: each names every widget it reloads, thousands of names in a large set.
            output.writeLines(["App events:", ""])
            for event in result.events {
                let targets =
                    event.widgets.isEmpty ? "no widget" : event.widgets.map { "`\($0)`" }.joined(separator: ", ")
                let mode = event.exemption.map { " (\($0.rawValue), not counted)" } ?? ""
                output.writeLines(["- `\(event.name)` at \(clock.dayAndClock(event.at))\(mode) reloads \(targets)"])
            }
            output.writeLines([""])
        }
        lines = []
        if !result.widgets.isEmpty {
            lines += ["### Guaranteed view", ""] + guaranteedTable()
            lines += ["", "### Budget view (\(ReportText.budgetLabel(result.options.budget)))", ""] + budgetTable()
        }
        output.writeLines(lines)
        for widget in result.widgets {
            output.writeLines([""] + details(widget))
        }
        lines = []
        if !result.activities.isEmpty {
            lines += ["", "### Live Activities", ""]
            for lane in result.activities {
                lines.append("- **\(lane.name)**: " + ReportText.activity(lane, clock: clock))
            }
        }
        lines += [
            "", "### Assumptions", "",
            "Sources in brackets are Apple's documentation; `widgetspec explain NAME` says "
                + "what each rests on.", "",
            "| assumption | source | summary |", "|---|---|---|",
        ]
        for assumption in ReportAssumption.all {
            lines.append(
                "| `\(assumption.name)` | \(ReportText.sourceLabel(assumption.source)) | "
                    + "\(escape(assumption.summary)) |")
        }
        lines += [""] + ReportText.assumptionSources.map { "- \(escape($0.line))" }
        output.writeLines(lines)
    }

    private func guaranteedTable() -> [String] { table(SummaryColumn.guaranteedView) { $0.guaranteed.summary } }

    private func budgetTable() -> [String] { table(SummaryColumn.budgetView) { $0.budget.summary } }

    /// A summary table: the shared columns (`SummaryColumn`), numbers aligned right, problem counts in bold.
    private func table(_ columns: [SummaryColumn], summary: (WidgetTimeline) -> WidgetSummary) -> [String] {
        var lines = [
            "| " + columns.map(\.header).joined(separator: " | ") + " |",
            "|" + columns.map { $0.isNumeric ? "--:|" : "---|" }.joined(),
        ]
        let budget = result.options.budget.reloadsPerDay
        for widget in result.widgets {
            let cells = columns.map { markdown($0.cell(of: widget, summary(widget), budget: budget)) }
            lines.append("| " + cells.joined(separator: " | ") + " |")
        }
        return lines
    }

    private func markdown(_ cell: SummaryCell) -> String {
        switch cell {
        case .name(let name): "`\(name)`"
        case .words(let words): escape(words)
        case .count(let count, let flagged): flagged ? "**\(count)**" : "\(count)"
        case .duration(let text): text
        case .budget(let rate, _, _): rate.cell
        }
    }

    private func details(_ widget: WidgetTimeline) -> [String] {
        var lines = [
            "### `\(widget.name)`", "",
            "Kind `\(widget.kind)` in `\(widget.bundle)`, policy \(escape(widget.policyDescription)). Families: "
                + "\(ReportText.families(widget.families)).",
        ]
        if let jitter = ReportText.jitter(widget.jitter) { lines += ["", "Jitter" + jitter.dropFirst(6) + "."] }
        if let relevance = ReportText.relevance(widget.relevance) {
            lines += ["", "Relevance" + escape(String(relevance.dropFirst(9))) + "."]
        }
        if widget.guaranteed.summary.deadEntries > 0 {
            lines.append("")
            lines.append(
                "> **\(widget.guaranteed.summary.deadEntries) dead entries** as the policies ask: dated after the "
                    + "next request, WidgetKit never shows them unless it asks late.")
        }
        if ReportText.viewsAgree(widget) {
            lines += requests(widget.budget, title: "the same in both views")
        } else {
            lines += requests(widget.guaranteed, title: "guaranteed view")
            lines += requests(widget.budget, title: "budget view")
        }
        return lines
    }

    private func requests(_ view: TimelineView, title: String) -> [String] {
        var renderCounts = [Int](repeating: 0, count: view.reloads.count)
        for render in view.renders { renderCounts[render.request] += 1 }
        var deadCounts = [Int](repeating: 0, count: view.reloads.count)
        for dead in view.deadEntries { deadCounts[dead.request] += 1 }
        var lines = [
            "", "<details><summary>\(view.summary.reloads) requests, \(title)</summary>", "",
            "| request | reason | renders | dead entries |", "|---|---|--:|--:|",
        ]
        for (index, reload) in view.reloads.enumerated() {
            lines.append(
                "| \(clock.dayAndClock(reload.at)) | \(escape(ReportText.reason(reload, clock: clock))) "
                    + "| \(renderCounts[index]) | \(deadCounts[index]) |")
        }
        if let until = view.listedUntil {
            lines += ["", ReportText.unlistedRequests(view, from: until, options: result.options, clock: clock)]
        }
        lines += ["", "</details>"]
        for deferral in view.deferrals where deferral.deferredTo >= result.options.end {
            lines.append("")
            lines.append(
                "The request asked for \(clock.dayAndClock(deferral.planned)) may be deferred by the budget to "
                    + "\(clock.dayAndClock(deferral.deferredTo)), after the horizon.")
        }
        return lines
    }

    private func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|")
    }
}
