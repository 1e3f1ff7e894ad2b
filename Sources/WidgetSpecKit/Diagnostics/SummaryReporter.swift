/// Counts per rule, sorted by ID, then the totals:
///
/// ```
/// WS0401  error    2  family-unavailable
/// WS0705  warning  1  reload-loop
/// 2 errors, 1 warning, 0 notes in 1 file
/// ```
package struct SummaryReporter: DiagnosticReporter {
    package init() {}

    package func render(_ diagnostics: [Diagnostic], context: ReporterContext) -> String {
        struct Key: Hashable, Comparable {
            var id: DiagnosticID
            var severity: Severity
            static func < (lhs: Key, rhs: Key) -> Bool { (lhs.id, rhs.severity) < (rhs.id, lhs.severity) }
        }
        let names = Dictionary(context.catalog.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
        var counts: [Key: Int] = [:]
        for diagnostic in diagnostics { counts[Key(id: diagnostic.id, severity: diagnostic.severity), default: 0] += 1 }
        let countWidth = counts.values.map { String($0).count }.max() ?? 1
        var lines = counts.keys.sorted().map { key in
            let count = String(counts[key]!)
            let name = names[key.id] ?? ""
            let severity = key.severity.rawValue + String(repeating: " ", count: 7 - key.severity.rawValue.count)
            return "\(key.id)  \(severity)  \(String(repeating: " ", count: countWidth - count.count))\(count)  \(name)"
        }
        func total(_ severity: Severity, _ noun: String) -> String {
            let count = diagnostics.filter { $0.severity == severity }.count
            return "\(count) \(noun)\(count == 1 ? "" : "s")"
        }
        let files = Set(diagnostics.compactMap { $0.range?.file }).count
        lines.append(
            "\(total(.error, "error")), \(total(.warning, "warning")), \(total(.note, "note")) in \(files) "
                + (files == 1 ? "file" : "files"))
        return lines.joined(separator: "\n") + "\n"
    }
}
