/// The report's output formats (`widgetspec report --format`).
package enum ReportFormat: String, CaseIterable, Hashable, Sendable {
    /// A compact table per widget and one line per reload, for terminals.
    case text
    /// A summary table and per-widget details, for pull-request comments.
    case markdown
    /// Everything, machine-readable (schema in docs/report.md).
    case json
    /// One self-contained page with a lane per widget on a time axis.
    case html

    /// The renderer that writes reports in this format.
    package var renderer: any ReportRenderer {
        switch self {
        case .text: TextReport()
        case .markdown: MarkdownReport()
        case .json: JSONReport()
        case .html: HTMLReport()
        }
    }
}
