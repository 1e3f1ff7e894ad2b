/// GitHub Actions workflow commands: `::error file=…,line=…,col=…,endLine=…,endColumn=…,title=ID::message`.
/// Warnings use `::warning`, notes `::notice`. Notes and the fix-it are appended to the message on their own
/// lines. `endColumn` is inclusive here (the last column of the range), as annotations expect.
package struct GitHubReporter: DiagnosticReporter {
    package init() {}

    package func render(_ diagnostics: [Diagnostic], context: ReporterContext) -> String {
        diagnostics.map(command).joined()
    }

    private func command(_ diagnostic: Diagnostic) -> String {
        let name: String =
            switch diagnostic.severity {
            case .error: "error"
            case .warning: "warning"
            case .note: "notice"
            }
        var properties: [(String, String)] = []
        if let range = diagnostic.range {
            let endColumn =
                range.end.line == range.start.line
                ? max(range.start.column, range.end.column - 1)
                : range.end.column
            properties += [
                ("file", range.file), ("line", String(range.start.line)), ("col", String(range.start.column)),
                ("endLine", String(range.end.line)), ("endColumn", String(endColumn)),
            ]
        }
        properties.append(("title", diagnostic.id.rawValue))
        var message = diagnostic.message
        for note in diagnostic.notes {
            let location = note.range.map { "\($0.file):\($0.start.line):\($0.start.column): " } ?? ""
            message += "\n\(location)note: \(note.message)"
        }
        if let fixIt = diagnostic.fixIt { message += "\nfix-it: replace with '\(fixIt.replacement)'" }
        let list = properties.map { "\($0.0)=\(Self.escapeProperty($0.1))" }.joined(separator: ",")
        return "::\(name) \(list)::\(Self.escapeData(message))\n"
    }

    /// The message part: `%`, CR and LF.
    static func escapeData(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": result += "%25"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Property values additionally escape `:` and `,`.
    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacing(":", with: "%3A").replacing(",", with: "%2C")
    }
}
