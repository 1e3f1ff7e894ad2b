/// The columns of the report's two summary tables, the guaranteed view and the budget view, defined once: the text,
/// Markdown and HTML reports print these headers in this order and read each widget's cells from here, each
/// format only decorating them (bold, a warning class, a bar).
enum SummaryColumn: Hashable, Sendable {
    case widget, policy, requests, reloads, renders, deadEntries, deferrals, longestGap, budgetUsed

    /// The guaranteed view's table: what the policies ask for, without a budget.
    static let guaranteedView: [SummaryColumn] = [.widget, .policy, .requests, .renders, .deadEntries, .longestGap]
    /// The budget view's table: what the assumed budget lets through.
    static let budgetView: [SummaryColumn] = [
        .widget, .reloads, .renders, .deadEntries, .deferrals, .longestGap, .budgetUsed,
    ]

    /// The header of the Markdown and HTML tables.
    var header: String {
        switch self {
        case .widget: "widget"
        case .policy: "policy"
        case .requests: "requests"
        case .reloads: "reloads"
        case .renders: "renders"
        case .deadEntries: "dead entries"
        case .deferrals: "deferrals"
        case .longestGap: "longest gap"
        case .budgetUsed: "budget used"
        }
    }

    /// The text report's header: one word where two would widen a table read in a terminal.
    var compactHeader: String {
        switch self {
        case .deadEntries: "dead"
        case .deferrals: "deferred"
        case .budgetUsed: "budget"
        default: header
        }
    }

    /// Whether the column holds numbers and durations (aligned right), not names and words.
    var isNumeric: Bool { self != .widget && self != .policy }

    /// What a widget's row shows in this column, from one view's summary.
    func cell(of widget: WidgetTimeline, _ summary: WidgetSummary, budget: Int) -> SummaryCell {
        switch self {
        case .widget: .name(widget.name)
        case .policy: .words(widget.policyDescription)
        case .requests, .reloads: .count(summary.reloads, flagged: false)
        case .renders: .count(summary.renders, flagged: false)
        case .deadEntries: .count(summary.deadEntries, flagged: summary.deadEntries > 0)
        case .deferrals: .count(summary.deferrals, flagged: summary.deferrals > 0)
        case .longestGap: .duration(ReportText.duration(summary.longestGapSeconds))
        case .budgetUsed:
            .budget(
                ReloadRate(requests: summary.budgetUsed, budget: budget, deferred: summary.deferrals > 0),
                used: summary.budgetUsed, of: budget)
        }
    }
}

/// One cell of a summary table, before a format decorates it.
enum SummaryCell: Hashable, Sendable {
    /// The widget's name.
    case name(String)
    /// Words from the spec (a policy), escaped by formats that need it.
    case words(String)
    /// A count; `flagged` when it is a problem (dead entries, deferrals), which formats highlight.
    case count(Int, flagged: Bool)
    /// A duration such as `1h15m`.
    case duration(String)
    /// The budget used, with the verdict (`58/70 frequent`).
    case budget(ReloadRate, used: Int, of: Int)

    /// The cell as plain text, as the text report prints it.
    var text: String {
        switch self {
        case .name(let text), .words(let text), .duration(let text): text
        case .count(let count, _): "\(count)"
        case .budget(let rate, _, _): rate.cell
        }
    }
}
