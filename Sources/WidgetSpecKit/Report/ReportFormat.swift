/// The report's output formats.
public enum ReportFormat: String, CaseIterable, Hashable, Sendable {
    /// A compact table per widget and one line per reload, for terminals.
    case text
    /// A summary table and per-widget details, for pull-request comments.
    case markdown
    /// Everything, machine-readable (schema in docs/report.md).
    case json
    /// One self-contained page with a lane per widget on a time axis.
    case html
}

/// Turns a simulation into a report document.
public enum ReportRenderer {
    /// The report as text in `format`. `width` (columns) and `color` (ANSI escapes) only affect `text`; the
    /// caller decides them (a terminal's width, colour only on a terminal).
    public static func render(_ result: SimulationResult, format: ReportFormat, width: Int = 100, color: Bool = false)
        -> String
    {
        switch format {
        case .text: TextReport(result: result, width: width, color: color).render()
        case .markdown: MarkdownReport(result: result).render()
        case .json: JSONReport.render(result)
        case .html: HTMLReport(result: result).render()
        }
    }
}
