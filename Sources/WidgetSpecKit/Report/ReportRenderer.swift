/// Turns a simulation into the text of one report format. Renderers are pure: same input, same bytes.
public protocol ReportRenderer: Sendable {
    /// The extension of a file holding this format (`txt`, `html`), without the dot.
    var fileExtension: String { get }

    /// The whole report, ending with a newline.
    func render(_ result: SimulationResult, context: ReportContext) -> String
}

/// What renderers may need besides the simulation; the caller decides it (a terminal's width, colour only on a
/// terminal). Only `text` uses it.
public struct ReportContext: Hashable, Sendable {
    /// The columns a line may take; longer lines are cut with an ellipsis.
    public var width: Int
    /// ANSI colour escapes.
    public var colored: Bool

    public init(width: Int = 100, colored: Bool = false) {
        self.width = width
        self.colored = colored
    }
}
