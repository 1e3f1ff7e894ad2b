/// The swiftc-like rendering: a header line per diagnostic, the source line with a caret and underline under
/// the range, then the notes the same way, then the fix-it with its replacement under the range.
///
/// ```
/// specs/game.widgets.yaml:9:29: error: family 'accessoryCorner' is not available on iOS [WS0401]
///  9 |     families: [systemSmall, accessoryCorner]
///    |                             ^~~~~~~~~~~~~~~
/// ```
package struct TextReporter: DiagnosticReporter {
    package init() {}

    package func render(_ diagnostics: [Diagnostic], context: ReporterContext) -> String {
        var output = ""
        for diagnostic in diagnostics {
            output += render(diagnostic, context: context)
        }
        return output
    }

    /// One diagnostic with its notes and fix-it.
    package func render(_ diagnostic: Diagnostic, context: ReporterContext) -> String {
        let style = TextStyle(colored: context.colored)
        let ranges = [diagnostic.range, diagnostic.fixIt?.range] + diagnostic.notes.map(\.range)
        let width = ranges.compactMap { $0.map { String($0.start.line).count } }.max() ?? 1
        let snippet = { (range: SourceRange?, replacement: String?) in
            self.snippet(range, context: context, style: style, numberWidth: width, replacement: replacement)
        }
        var lines: [String] = []
        lines.append(
            header(diagnostic.range, severity: diagnostic.severity, message: diagnostic.message, style: style)
                + style.dim(" [\(diagnostic.id)]"))
        lines += snippet(diagnostic.range, nil)
        for note in diagnostic.notes {
            lines.append(header(note.range, severity: .note, message: note.message, style: style))
            lines += snippet(note.range, nil)
        }
        if let fixIt = diagnostic.fixIt {
            let message =
                fixIt.replacement.isEmpty ? "fix-it: remove this" : "fix-it: replace with '\(fixIt.replacement)'"
            lines.append(header(fixIt.range, severity: .note, message: message, style: style))
            lines += snippet(fixIt.range, fixIt.replacement)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func header(_ range: SourceRange?, severity: Severity, message: String, style: TextStyle) -> String {
        let location =
            range.map { style.bold("\(OneLineText.escaped($0.file)):\($0.start.line):\($0.start.column): ") } ?? ""
        return location + style.severity(severity) + style.bold(OneLineText.escaped(message))
    }

    /// The gutter, source line and underline; nothing when the line is not available.
    private func snippet(
        _ range: SourceRange?, context: ReporterContext, style: TextStyle, numberWidth: Int, replacement: String?
    ) -> [String] {
        guard let range, let source = context.sources[range.file], let line = source.line(range.start.line) else {
            return []
        }
        let window = SourceLineWindow(
            line: line, startColumn: range.start.column,
            endColumn: range.end.line == range.start.line ? range.end.column : nil)
        let (text, starts) = DisplayWidth.layout(window.text)
        let number = String(range.start.line)
        let padded = String(repeating: " ", count: max(0, numberWidth - number.count)) + number
        let gutter = " " + String(repeating: " ", count: numberWidth) + " " + style.dim("|") + " "
        let startIndex = min(max(window.startColumn - 1, 0), starts.count - 1)
        let endIndex =
            window.endColumn.map { min(max($0 - 1, startIndex), starts.count - 1) } ?? starts.count - 1
        let indent = starts[startIndex]
        let width = max(1, starts[endIndex] - indent)
        let underline = "^" + String(repeating: "~", count: width - 1)
        var result = [
            " " + style.dim("\(padded) |") + (text.isEmpty ? "" : " " + text),
            gutter + String(repeating: " ", count: indent) + style.caret(underline),
        ]
        if let replacement, !replacement.isEmpty {
            result.append(gutter + String(repeating: " ", count: indent) + style.caret(replacement))
        }
        return result
    }
}

/// ANSI styling, or none.
struct TextStyle {
    let colored: Bool

    private func wrap(_ text: String, _ code: String) -> String {
        colored ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    func bold(_ text: String) -> String { wrap(text, "1") }
    func dim(_ text: String) -> String { wrap(text, "2") }
    func caret(_ text: String) -> String { wrap(text, "1;32") }

    func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: wrap("error: ", "1;31")
        case .warning: wrap("warning: ", "1;35")
        case .note: wrap("note: ", "1;90")
        }
    }
}

/// The part of a long source line shown under a diagnostic: at most `maximumLength` characters around the
/// caret, with `…` where the line was cut, so a 9 MB line prints as one short line (and fast).
struct SourceLineWindow {
    static let maximumLength = 160
    /// Characters kept before the start of the range when the line is cut.
    static let leadingContext = 60

    var text: String
    /// The range's columns (1-based) within `text`; `endColumn` nil when the range ends on a later line.
    var startColumn: Int
    var endColumn: Int?

    init(line: String, startColumn: Int, endColumn: Int?) {
        let scalars = line.unicodeScalars
        guard scalars.count > Self.maximumLength else {
            (text, self.startColumn, self.endColumn) = (line, startColumn, endColumn)
            return
        }
        let first = min(max(0, startColumn - 1 - Self.leadingContext), scalars.count - Self.maximumLength)
        let last = first + Self.maximumLength
        let start = scalars.index(scalars.startIndex, offsetBy: first)
        let end = scalars.index(start, offsetBy: Self.maximumLength)
        let head = first > 0 ? "…" : ""
        text = head + String(scalars[start..<end]) + (last < scalars.count ? "…" : "")
        let shift = first - head.unicodeScalars.count
        self.startColumn = startColumn - shift
        self.endColumn = endColumn.map { min($0 - shift, Self.maximumLength + head.unicodeScalars.count + 1) }
    }
}
