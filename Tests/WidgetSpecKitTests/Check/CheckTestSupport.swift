import Foundation
import Testing

@testable import WidgetSpecKit

/// `ID line:column` of each diagnostic, the compact form the tests compare.
func summary(_ diagnostics: [Diagnostic]) -> [String] {
    diagnostics.map { "\($0.id) \($0.range.map { "\($0.start.line):\($0.start.column)" } ?? "-")" }
}

/// The IDs of checker rules, to compare with what the checker found.
func ids(_ rules: DiagnosticDescription...) -> [DiagnosticID] { rules.map(\.id) }

/// A one-widget spec. `widget` holds the widget's keys without indentation (line 9 is its first line);
/// `extra` holds top-level keys after the widget.
func widgetSpec(platforms: String = "  iOS: \"17.0\"", widget: String, extra: String = "") -> String {
    let indented = widget.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
    return """
        spec: 1
        bundle: TestWidgets
        platforms:
        \(platforms)
        widgets:
          Status:
            kind: com.example.status
            displayName: Status
        \(indented.joined(separator: "\n"))
        \(extra)
        """
}
