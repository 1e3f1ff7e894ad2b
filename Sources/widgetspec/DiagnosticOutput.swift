import Foundation
import WidgetSpecKit

/// Diagnostics of the commands other than `check` (which chooses its format): the swiftc-like text
/// rendering on standard error, coloured on a terminal without `NO_COLOR`.
enum DiagnosticOutput {
    static func print(_ diagnostics: [Diagnostic], sources: [String: SourceFile]) {
        let context = ReporterContext(sources: sources, colored: Terminal.stderrAllowsColor)
        let text = TextReporter().render(diagnostics.sorted(by: Diagnostic.stableOrder), context: context)
        if !text.isEmpty { FileHandle.standardError.write(Data(text.utf8)) }
    }
}
