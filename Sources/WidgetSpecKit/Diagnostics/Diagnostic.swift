/// How serious a diagnostic is. Ordered from least to most severe.
package enum Severity: String, Codable, Sendable, Comparable, CaseIterable {
    case note
    case warning
    case error

    private var rank: Int {
        switch self {
        case .note: 0
        case .warning: 1
        case .error: 2
        }
    }

    package static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// A stable diagnostic identifier such as `WS0102`; see `DiagnosticCatalog` for every one.
package struct DiagnosticID: RawRepresentable, Hashable, Comparable, Codable, Sendable, CustomStringConvertible,
    ExpressibleByStringLiteral
{
    package var rawValue: String

    package init(rawValue: String) { self.rawValue = rawValue }
    package init(stringLiteral value: String) { self.rawValue = value }
    package init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    package static func < (lhs: DiagnosticID, rhs: DiagnosticID) -> Bool { lhs.rawValue < rhs.rawValue }
    package var description: String { rawValue }
}

/// A secondary message attached to a diagnostic, optionally pointing somewhere else.
package struct DiagnosticNote: Hashable, Codable, Sendable {
    package var message: String
    package var range: SourceRange?

    package init(_ message: String, at range: SourceRange? = nil) {
        self.message = message
        self.range = range
    }
}

/// A suggested edit: replace the text in `range` with `replacement`.
package struct FixIt: Hashable, Codable, Sendable {
    package var range: SourceRange
    package var replacement: String
    /// Whether `check --fix` may apply it unasked: the one replacement that removes the problem without a
    /// decision the spec does not already make (a typo's correction, a spelling the language requires). False
    /// for a suggestion that chooses for the user (raising the systems a spec supports); it is printed, never
    /// applied. See docs/diagnostics.md#fix-its.
    package var isMachineApplicable: Bool

    package init(replacing range: SourceRange, with replacement: String, isMachineApplicable: Bool = true) {
        self.range = range
        self.replacement = replacement
        self.isMachineApplicable = isMachineApplicable
    }

    private enum CodingKeys: String, CodingKey {
        case range, replacement, isMachineApplicable
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        range = try container.decode(SourceRange.self, forKey: .range)
        replacement = try container.decode(String.self, forKey: .replacement)
        isMachineApplicable = try container.decodeIfPresent(Bool.self, forKey: .isMachineApplicable) ?? true
    }
}

/// One problem found in a spec. Every stage reports problems as values of this type.
package struct Diagnostic: Hashable, Codable, Sendable {
    package var id: DiagnosticID
    package var severity: Severity
    package var message: String
    /// Where the problem is. `nil` only for problems that concern no file position (for example an unreadable path).
    package var range: SourceRange?
    package var notes: [DiagnosticNote]
    package var fixIt: FixIt?

    package init(
        _ id: DiagnosticID, _ severity: Severity, _ message: String, at range: SourceRange?,
        notes: [DiagnosticNote] = [], fixIt: FixIt? = nil
    ) {
        self.id = id
        self.severity = severity
        self.message = message
        self.range = range
        self.notes = notes
        self.fixIt = fixIt
    }

    package static func error(
        _ id: DiagnosticID, _ message: String, at range: SourceRange?, notes: [DiagnosticNote] = [],
        fixIt: FixIt? = nil
    ) -> Diagnostic {
        Diagnostic(id, .error, message, at: range, notes: notes, fixIt: fixIt)
    }

    package static func warning(
        _ id: DiagnosticID, _ message: String, at range: SourceRange?, notes: [DiagnosticNote] = [],
        fixIt: FixIt? = nil
    ) -> Diagnostic {
        Diagnostic(id, .warning, message, at: range, notes: notes, fixIt: fixIt)
    }

    package static func note(
        _ id: DiagnosticID, _ message: String, at range: SourceRange?, notes: [DiagnosticNote] = [],
        fixIt: FixIt? = nil
    ) -> Diagnostic {
        Diagnostic(id, .note, message, at: range, notes: notes, fixIt: fixIt)
    }
}

extension Diagnostic {
    /// The stable output order: file, line, column, then ID, then message.
    package static func stableOrder(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        let left = (lhs.range?.file ?? "", lhs.range?.start.line ?? 0, lhs.range?.start.column ?? 0)
        let right = (rhs.range?.file ?? "", rhs.range?.start.line ?? 0, rhs.range?.start.column ?? 0)
        if left != right { return left < right }
        if lhs.id != rhs.id { return lhs.id < rhs.id }
        return lhs.message < rhs.message
    }
}

extension Array where Element == Diagnostic {
    package var hasErrors: Bool { contains { $0.severity == .error } }
}
