import Foundation
import WidgetSpecKit

/// Minimal diagnostic printing until the reporters land.
enum DiagnosticOutput {
    static func print(_ diagnostics: [Diagnostic], sources: [String: SourceFile]) {
        for diagnostic in diagnostics.sorted(by: Diagnostic.stableOrder) {
            var line = ""
            if let range = diagnostic.range { line += "\(range.file):\(range.start.line):\(range.start.column): " }
            line += "\(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.id)]"
            for note in diagnostic.notes {
                line += "\n"
                if let range = note.range { line += "\(range.file):\(range.start.line):\(range.start.column): " }
                line += "note: \(note.message)"
            }
            Terminal.writeError(line)
        }
    }

    static func json(_ diagnostics: [Diagnostic]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data = (try? encoder.encode(["diagnostics": diagnostics])) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
