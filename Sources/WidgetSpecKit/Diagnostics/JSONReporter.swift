/// `{"diagnostics": [{"id", "severity", "message", "file", "line", "column", "endLine", "endColumn", "notes",
/// "fixIt"}]}` with sorted keys. Positions are 1-based; `endColumn` is exclusive (the column after the range).
/// A diagnostic or note without a position has `null` there; `fixIt` is `null` when there is none, and says
/// whether `check --fix` applies it (`machineApplicable`).
package struct JSONReporter: DiagnosticReporter {
    package init() {}

    package func render(_ diagnostics: [Diagnostic], context: ReporterContext) -> String {
        JSONValue.sortedObject(["diagnostics": .array(diagnostics.map(Self.json))]).rendered()
    }

    static func json(_ diagnostic: Diagnostic) -> JSONValue {
        var members = position(diagnostic.range)
        members["id"] = .string(diagnostic.id.rawValue)
        members["severity"] = .string(diagnostic.severity.rawValue)
        members["message"] = .string(diagnostic.message)
        members["notes"] = .array(
            diagnostic.notes.map { note in
                .sortedObject([
                    "message": .string(note.message), "file": .optional(note.range?.file),
                    "line": .optional(note.range?.start.line), "column": .optional(note.range?.start.column),
                ])
            })
        members["fixIt"] =
            diagnostic.fixIt.map { fixIt in
                var fix = position(fixIt.range)
                fix["replacement"] = .string(fixIt.replacement)
                // Whether `check --fix` applies it; an editor can offer the others as suggestions.
                fix["machineApplicable"] = .bool(fixIt.isMachineApplicable)
                return .sortedObject(fix)
            } ?? .null
        return .sortedObject(members)
    }

    private static func position(_ range: SourceRange?) -> [String: JSONValue] {
        [
            "file": .optional(range?.file), "line": .optional(range?.start.line),
            "column": .optional(range?.start.column), "endLine": .optional(range?.end.line),
            "endColumn": .optional(range?.end.column),
        ]
    }
}
