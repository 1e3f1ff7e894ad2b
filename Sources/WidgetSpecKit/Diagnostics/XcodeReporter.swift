import Foundation

/// `path:line:col: error: message [ID]`, one line per diagnostic, then its notes and fix-it as `note:` lines.
/// Xcode and GitHub's problem matchers read this shape. A note without a position takes its diagnostic's.
package struct XcodeReporter: DiagnosticReporter {
    package init() {}

    package func render(_ diagnostics: [Diagnostic], context: ReporterContext) -> String {
        var lines: [String] = []
        for diagnostic in diagnostics {
            lines.append(
                line(diagnostic.range, diagnostic.severity, "\(diagnostic.message) [\(diagnostic.id)]"))
            for note in diagnostic.notes {
                lines.append(line(note.range ?? diagnostic.range, .note, note.message))
            }
            if let fixIt = diagnostic.fixIt {
                lines.append(line(fixIt.range, .note, "fix-it: replace with '\(fixIt.replacement)'"))
            }
        }
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }

    private func line(_ range: SourceRange?, _ severity: Severity, _ message: String) -> String {
        let location = range.map { "\(OneLineText.escaped($0.file)):\($0.start.line):\($0.start.column): " } ?? ""
        // Line-oriented consumers need one line per diagnostic.
        return "\(location)\(severity.rawValue): \(OneLineText.escaped(message))"
    }
}
