/// The page's inline style sheet and the colours shared by lanes and legend.
enum HTMLStyle {
    /// Mark colours by reload reason (colour-blind-friendly hues, distinct in lightness too).
    static func color(for reason: ReloadReason) -> String {
        switch reason {
        case .initial: "#1f4e9c"
        case .atEnd: "#1a7f37"
        case .after: "#6f42c1"
        case .event: "#b35900"
        case .deferred: "#cf222e"
        case .throttled: "#bf8700"
        }
    }

    static let css = """
        :root { color-scheme: light; }
        * { box-sizing: border-box; }
        body { margin: 0; padding: 24px 32px 40px; font: 14px/1.45 -apple-system, BlinkMacSystemFont, "Segoe UI",
          Helvetica, Arial, sans-serif; color: #1f2328; background: #ffffff; }
        h1 { font-size: 22px; margin: 0 0 4px; }
        h2 { font-size: 16px; margin: 28px 0 8px; }
        .subtitle { color: #59636e; margin: 0 0 16px; }
        figure { margin: 0; border: 1px solid #d1d9e0; border-radius: 8px; padding: 8px 8px 4px; overflow-x: auto; }
        figure > svg { display: block; width: 100%; height: auto; font-family: inherit; }
        .legend svg { flex: none; }
        svg text { fill: #1f2328; font-size: 11px; }
        svg .lane-name { font-size: 12px; font-weight: 600; }
        svg .lane-info, svg .tick-label { fill: #59636e; font-size: 10px; }
        svg .day-label { font-size: 11px; font-weight: 600; }
        svg .group-title { font-size: 11px; font-weight: 700; fill: #59636e; letter-spacing: 0.04em; }
        .legend { display: flex; flex-wrap: wrap; gap: 6px 18px; margin: 10px 2px 0; color: #59636e; font-size: 12px; }
        .legend span { display: inline-flex; align-items: center; gap: 6px; }
        table { border-collapse: collapse; width: 100%; font-size: 13px; }
        th, td { padding: 6px 10px; border-bottom: 1px solid #d1d9e0; text-align: right; white-space: nowrap; }
        th:first-child, td:first-child, th:nth-child(2), td:nth-child(2) { text-align: left; }
        th { background: #f6f8fa; font-weight: 600; }
        td.warn { color: #cf222e; font-weight: 600; }
        .bar { display: inline-block; width: 80px; height: 8px; background: #eaeef2; border-radius: 4px;
          vertical-align: middle; margin-left: 6px; overflow: hidden; }
        .bar i { display: block; height: 100%; background: #1f4e9c; }
        .bar i.full { background: #cf222e; }
        ul { padding-left: 20px; }
        code { font: 12px ui-monospace, SFMono-Regular, Menlo, monospace; }
        """
}
