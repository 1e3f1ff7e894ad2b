import Foundation

/// One self-contained page: header, the lanes chart, a legend, the summary table, events and activities.
/// Inline CSS and SVG only: no scripts, no network.
struct HTMLReport: ReportRenderer {
    let fileExtension = "html"

    func write(_ result: SimulationResult, context: ReportContext, to output: inout some TextOutputStream) {
        HTMLReportPage(result: result).write(to: &output)
    }
}

/// One page being written: its parts share the simulation.
private struct HTMLReportPage {
    let result: SimulationResult

    private var clock: ReportClock { ReportClock(timeZone: result.options.timeZone) }

    func write(to output: inout some TextOutputStream) {
        func line(_ text: String) {
            output.write(text)
            output.write("\n")
        }
        line("<!DOCTYPE html>")
        line("<html lang=\"en\">")
        line("<head>")
        line("<meta charset=\"utf-8\">")
        line("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">")
        line("<title>Timeline report</title>")
        line("<style>\n\(HTMLStyle.css)\n</style>")
        line("</head>")
        line("<body>")
        line("<h1>Timeline report</h1>")
        line("<p class=\"subtitle\">\(Markup.escape(ReportText.window(result)))</p>")
        line("<ul class=\"models\">")
        line("<li>\(Markup.escape(ReportText.guaranteedModel))</li>")
        line("<li>\(Markup.escape(ReportText.budgetModel(result.options.budget))) The lanes show this view.</li>")
        if let plans = ReportText.plans(result.options, clock: clock) { line("<li>\(Markup.escape(plans))</li>") }
        line("</ul>")
        line("<figure>")
        HTMLTimelineChart(result: result).write(to: &output)
        output.write("\n")
        line("</figure>")
        line(legend())
        line("<h2>Guaranteed view</h2>")
        writeSummaryTable(SummaryColumn.guaranteedView, class: "guaranteed", to: &output) { $0.guaranteed.summary }
        line("<h2>Budget view (\(Markup.escape(ReportText.budgetLabel(result.options.budget))))</h2>")
        writeSummaryTable(SummaryColumn.budgetView, class: "budget", to: &output) { $0.budget.summary }
        line("<h2>Widgets</h2>")
        line("<ul>")
        for widget in result.widgets {
            var text = "\(widget.kind) in \(widget.bundle), families \(ReportText.families(widget.families))."
            if let jitter = ReportText.jitter(widget.jitter) { text += " Jitter" + jitter.dropFirst(6) + "." }
            if let relevance = ReportText.relevance(widget.relevance) {
                text += " Relevance" + relevance.dropFirst(9) + "."
            }
            line("<li><strong>\(Markup.escape(widget.name))</strong>: \(Markup.escape(text))</li>")
        }
        line("</ul>")
        if !result.events.isEmpty {
            line("<h2>App events</h2>")
            line("<ul>")
            for event in result.events {
                let targets = event.widgets.isEmpty ? "no widget" : event.widgets.joined(separator: ", ")
                let mode = event.exemption.map { " (\($0.rawValue): not counted against the budget)" } ?? ""
                line(
                    "<li><code>\(Markup.escape(event.name))</code> at \(clock.dayAndClock(event.at))\(mode) reloads "
                        + "\(Markup.escape(targets))</li>")
            }
            line("</ul>")
        }
        if !result.activities.isEmpty {
            line("<h2>Live Activities</h2>")
            line("<ul>")
            for lane in result.activities {
                line(
                    "<li><strong>\(Markup.escape(lane.name))</strong>: "
                        + "\(Markup.escape(ReportText.activity(lane, clock: clock)))</li>")
            }
            line("</ul>")
        }
        line("<h2>Assumptions</h2>")
        line(
            "<p>Sources in brackets are Apple's documentation; <code>widgetspec explain NAME</code> says what each "
                + "rests on.</p>")
        line("<table class=\"assumptions\">")
        line("<thead><tr><th>assumption</th><th>source</th><th>summary</th></tr></thead>")
        line("<tbody>")
        for assumption in ReportAssumption.all {
            line(
                "<tr><td><code>\(Markup.escape(assumption.name))</code></td>"
                    + "<td>\(Markup.escape(ReportText.sourceLabel(assumption.source)))</td>"
                    + "<td>\(Markup.escape(assumption.summary))</td></tr>")
        }
        line("</tbody>")
        line("</table>")
        line("<ul class=\"sources\">")
        for source in ReportText.assumptionSources {
            line("<li>\(Markup.escape("[\(source.id)] \(source.title)")): \(Markup.escape(source.location))</li>")
        }
        line("</ul>")
        line("</body>")
        line("</html>")
    }

    private func legend() -> String {
        func swatch(_ shape: String) -> String {
            "<svg width=\"16\" height=\"14\" viewBox=\"0 0 16 14\" aria-hidden=\"true\">\(shape)</svg>"
        }
        func reloadMark(_ reason: ReloadReason) -> String {
            let color = HTMLStyle.color(for: reason)
            // The same shapes as the lanes: triangle for the policy, diamond for events, square when moved.
            let head: String
            switch reason {
            case .event: head = "<path d=\"M8,1 l4,5 l-4,5 l-4,-5 z\" fill=\"\(color)\"/>"
            case .deferred, .throttled: head = "<rect x=\"4.5\" y=\"1\" width=\"7\" height=\"7\" fill=\"\(color)\"/>"
            default: head = "<path d=\"M4,1 h8 l-4,6 z\" fill=\"\(color)\"/>"
            }
            return swatch(
                "<line x1=\"8\" y1=\"1\" x2=\"8\" y2=\"13\" stroke=\"\(color)\" stroke-width=\"1.5\"/>" + head)
        }
        let items: [(String, String)] = [
            (reloadMark(.initial), "first request"),
            (reloadMark(.atEnd), "reload at end"),
            (reloadMark(.after), "reload after"),
            (reloadMark(.event), "reload by app event"),
            (reloadMark(.throttled), "moved to the 5-minute minimum"),
            (reloadMark(.deferred), "may be deferred by the budget"),
            (swatch("<rect x=\"1\" y=\"3\" width=\"14\" height=\"8\" rx=\"2\" fill=\"#c8dcf7\"/>"), "entry on screen"),
            (
                swatch("<path d=\"M4.5,3.5 l7,7 M11.5,3.5 l-7,7\" stroke=\"#cf222e\" stroke-width=\"2\"/>"),
                "dead entry (never shown)"
            ),
            (
                swatch("<rect x=\"1\" y=\"3\" width=\"14\" height=\"8\" fill=\"url(#hatch)\" stroke=\"#d4a72c\"/>"),
                "jitter window"
            ),
            (
                swatch("<line x1=\"1\" y1=\"7\" x2=\"15\" y2=\"7\" stroke=\"#cf222e\" stroke-dasharray=\"4 3\"/>"),
                "deferral"
            ),
            (
                swatch("<line x1=\"8\" y1=\"0\" x2=\"8\" y2=\"14\" stroke=\"#8c959f\" stroke-dasharray=\"3 3\"/>"),
                "midnight"
            ),
            (swatch("<rect x=\"1\" y=\"5\" width=\"14\" height=\"5\" rx=\"2\" fill=\"#1f4e9c\"/>"), "budget used"),
        ]
        var entries = items
        if !result.activities.isEmpty {
            entries += [
                (
                    swatch("<rect x=\"1\" y=\"3\" width=\"14\" height=\"8\" rx=\"2\" fill=\"#1a7f37\"/>"),
                    "activity active"
                ),
                (
                    swatch("<rect x=\"1\" y=\"4\" width=\"14\" height=\"6\" rx=\"2\" fill=\"#aceebb\"/>"),
                    "ended, on the Lock Screen"
                ),
                (
                    swatch("<line x1=\"8\" y1=\"1\" x2=\"8\" y2=\"13\" stroke=\"#bf8700\" stroke-width=\"2\"/>"),
                    "stale date"
                ),
                (
                    swatch("<line x1=\"8\" y1=\"1\" x2=\"8\" y2=\"13\" stroke=\"#59636e\" stroke-dasharray=\"2 2\"/>"),
                    "8 h / 12 h limits"
                ),
            ]
        }
        return "<div class=\"legend\">"
            + entries.map { "<span>\($0.0)\(Markup.escape($0.1))</span>" }.joined() + "</div>"
    }

    /// A summary table with the shared columns (`SummaryColumn`), written a row at a time: a table of thousands of
    /// widgets is never held whole.
    private func writeSummaryTable(
        _ columns: [SummaryColumn], class name: String, to output: inout some TextOutputStream,
        summary: (WidgetTimeline) -> WidgetSummary
    ) {
        func line(_ text: String) {
            output.write(text)
            output.write("\n")
        }
        line("<table class=\"summary \(name)\">")
        line("<thead><tr>" + columns.map { "<th>\($0.header)</th>" }.joined() + "</tr></thead>")
        line("<tbody>")
        let budget = result.options.budget.reloadsPerDay
        for widget in result.widgets {
            line("<tr>" + columns.map { html($0.cell(of: widget, summary(widget), budget: budget)) }.joined() + "</tr>")
        }
        line("</tbody>")
        line("</table>")
    }

    private func html(_ cell: SummaryCell) -> String {
        switch cell {
        case .name(let name): return "<td><strong>\(Markup.escape(name))</strong></td>"
        case .words(let words): return "<td>\(Markup.escape(words))</td>"
        case .count(let count, let flagged): return "<td\(flagged ? " class=\"warn\"" : "")>\(count)</td>"
        case .duration(let text): return "<td>\(text)</td>"
        case .budget(let rate, let used, let budget):
            let fraction = min(Double(used) / Double(max(budget, 1)), 1)
            let full = used >= budget ? " class=\"full\"" : ""
            return "<td>\(Markup.escape(rate.cell))<span class=\"bar\"><i\(full) style=\"width: "
                + "\(Markup.number(fraction * 100))%\"></i></span></td>"
        }
    }
}
