/// Turns a simulation into the text of one report format. Renderers are pure: same input, same bytes.
package protocol ReportRenderer: Sendable {
    /// The extension of a file holding this format (`txt`, `html`), without the dot.
    var fileExtension: String { get }

    /// Writes the whole report to `output`, ending with a newline, a widget at a time: the text of a long
    /// report is never held whole (the caller streams it into a file).
    func write(_ result: SimulationResult, context: ReportContext, to output: inout some TextOutputStream)
}

extension ReportRenderer {
    /// The whole report as one string: the same bytes `write(_:context:to:)` writes.
    package func render(_ result: SimulationResult, context: ReportContext) -> String {
        var text = ""
        write(result, context: context, to: &text)
        return text
    }
}

/// What renderers may need besides the simulation; the caller decides it (a terminal's width, colour only on a
/// terminal). Only `text` uses it.
package struct ReportContext: Hashable, Sendable {
    /// The columns a line may take; longer lines are cut with an ellipsis. Nil: no limit, every line whole
    /// (a report written to a file or a pipe).
    package var width: Int?
    /// ANSI colour escapes.
    package var colored: Bool

    package init(width: Int? = 100, colored: Bool = false) {
        self.width = width
        self.colored = colored
    }
}

extension TextOutputStream {
    /// Writes each line followed by a newline.
    mutating func writeLines(_ lines: [String]) {
        for line in lines {
            write(line)
            write("\n")
        }
    }
}
