/// A position in a spec file: 1-based line and column, columns counting Unicode scalars.
public struct SourceLocation: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    public var description: String { "\(line):\(column)" }
}

/// A half-open range `[start, end)` in one file. `file` is the path as the user gave it.
public struct SourceRange: Hashable, Codable, Sendable, CustomStringConvertible {
    public var file: String
    public var start: SourceLocation
    public var end: SourceLocation

    public init(file: String, start: SourceLocation, end: SourceLocation) {
        self.file = file
        self.start = start
        self.end = max(start, end)
    }

    /// A range covering a single point, for problems that have no extent (end of file, a missing key).
    public init(file: String, at location: SourceLocation) {
        self.init(file: file, start: location, end: location)
    }

    public var description: String { "\(file):\(start)" }
}
