/// How serious a diagnostic is. Ordered from least to most severe.
public enum Severity: String, Codable, Sendable, Comparable, CaseIterable {
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

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// A stable diagnostic identifier such as `WS0102`; see `DiagnosticCatalog` for every one.
public struct DiagnosticID: RawRepresentable, Hashable, Comparable, Codable, Sendable, CustomStringConvertible,
    ExpressibleByStringLiteral
{
    public var rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }
    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    public static func < (lhs: DiagnosticID, rhs: DiagnosticID) -> Bool { lhs.rawValue < rhs.rawValue }
    public var description: String { rawValue }
}

/// A secondary message attached to a diagnostic, optionally pointing somewhere else.
public struct DiagnosticNote: Hashable, Codable, Sendable {
    public var message: String
    public var range: SourceRange?

    public init(_ message: String, at range: SourceRange? = nil) {
        self.message = message
        self.range = range
    }
}

/// A suggested edit: replace the text in `range` with `replacement`.
public struct FixIt: Hashable, Codable, Sendable {
    public var range: SourceRange
    public var replacement: String
    /// Whether `check --fix` may apply it unasked: the one replacement that removes the problem without a
    /// decision the spec does not already make (a typo's correction, a spelling the language requires). False
    /// for a suggestion that chooses for the user (raising the systems a spec supports); it is printed, never
    /// applied. See docs/diagnostics.md#fix-its.
    public var isMachineApplicable: Bool

    public init(replacing range: SourceRange, with replacement: String, isMachineApplicable: Bool = true) {
        self.range = range
        self.replacement = replacement
        self.isMachineApplicable = isMachineApplicable
    }

    private enum CodingKeys: String, CodingKey {
        case range, replacement, isMachineApplicable
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        range = try container.decode(SourceRange.self, forKey: .range)
        replacement = try container.decode(String.self, forKey: .replacement)
        isMachineApplicable = try container.decodeIfPresent(Bool.self, forKey: .isMachineApplicable) ?? true
    }
}

/// One problem found in a spec. Every stage reports problems as values of this type.
public struct Diagnostic: Hashable, Codable, Sendable {
    public var id: DiagnosticID
    public var severity: Severity
    public var message: String
    /// Where the problem is. `nil` only for problems that concern no file position (for example an unreadable path).
    public var range: SourceRange?
    public var notes: [DiagnosticNote]
    public var fixIt: FixIt?

    public init(
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

    public static func error(
        _ id: DiagnosticID, _ message: String, at range: SourceRange?, notes: [DiagnosticNote] = [],
        fixIt: FixIt? = nil
    ) -> Diagnostic {
        Diagnostic(id, .error, message, at: range, notes: notes, fixIt: fixIt)
    }

    public static func warning(
        _ id: DiagnosticID, _ message: String, at range: SourceRange?, notes: [DiagnosticNote] = [],
        fixIt: FixIt? = nil
    ) -> Diagnostic {
        Diagnostic(id, .warning, message, at: range, notes: notes, fixIt: fixIt)
    }

    public static func note(
        _ id: DiagnosticID, _ message: String, at range: SourceRange?, notes: [DiagnosticNote] = [],
        fixIt: FixIt? = nil
    ) -> Diagnostic {
        Diagnostic(id, .note, message, at: range, notes: notes, fixIt: fixIt)
    }
}

extension Diagnostic {
    /// The stable output order: file, line, column, then ID, then message.
    public static func stableOrder(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        let left = (lhs.range?.file ?? "", lhs.range?.start.line ?? 0, lhs.range?.start.column ?? 0)
        let right = (rhs.range?.file ?? "", rhs.range?.start.line ?? 0, rhs.range?.start.column ?? 0)
        if left != right { return left < right }
        if lhs.id != rhs.id { return lhs.id < rhs.id }
        return lhs.message < rhs.message
    }
}

extension Array where Element == Diagnostic {
    public var hasErrors: Bool { contains { $0.severity == .error } }
}
