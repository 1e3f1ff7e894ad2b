/// A position in a spec file: 1-based line and column, columns counting Unicode scalars.
///
/// Stored in 32 bits each: every value of the IR carries a range, so this halves the positions of a large spec
/// set in memory (a spec file is far below 4 billion lines). Encoded as integers like any `Int`.
package struct SourceLocation: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    private var storedLine: UInt32
    private var storedColumn: UInt32

    package var line: Int {
        get { Int(storedLine) }
        set { storedLine = UInt32(clamping: newValue) }
    }

    package var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = UInt32(clamping: newValue) }
    }

    package init(line: Int, column: Int) {
        storedLine = UInt32(clamping: line)
        storedColumn = UInt32(clamping: column)
    }

    package static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.storedLine, lhs.storedColumn) < (rhs.storedLine, rhs.storedColumn)
    }

    package var description: String { "\(line):\(column)" }

    private enum CodingKeys: String, CodingKey {
        case line, column
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            line: try container.decode(Int.self, forKey: .line), column: try container.decode(Int.self, forKey: .column)
        )
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(line, forKey: .line)
        try container.encode(column, forKey: .column)
    }
}

/// A half-open range `[start, end)` in one file. `file` is the path as the user gave it.
///
/// The path is stored as its number in `SourcePathTable`, so a range is 20 bytes of plain data: copying a value
/// that carries ranges touches no reference counts. Two ranges are equal when their paths, starts and ends are.
package struct SourceRange: Hashable, Codable, Sendable, CustomStringConvertible {
    /// The path's number in `SourcePathTable.shared`.
    private var fileNumber: UInt32
    package var start: SourceLocation
    package var end: SourceLocation

    package var file: String {
        get { SourcePathTable.shared.path(fileNumber) }
        set { fileNumber = SourcePathTable.shared.number(of: newValue) }
    }

    package init(file: String, start: SourceLocation, end: SourceLocation) {
        self.init(fileNumber: SourcePathTable.shared.number(of: file), start: start, end: end)
    }

    /// A range in the same file as `other` (no lookup of the path).
    package init(fileOf other: SourceRange, start: SourceLocation, end: SourceLocation) {
        self.init(fileNumber: other.fileNumber, start: start, end: end)
    }

    private init(fileNumber: UInt32, start: SourceLocation, end: SourceLocation) {
        self.fileNumber = fileNumber
        self.start = start
        self.end = max(start, end)
    }

    /// A range covering a single point, for problems that have no extent (end of file, a missing key).
    package init(file: String, at location: SourceLocation) {
        self.init(file: file, start: location, end: location)
    }

    package var description: String { "\(file):\(start)" }

    private enum CodingKeys: String, CodingKey {
        case file, start, end
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            file: try container.decode(String.self, forKey: .file),
            start: try container.decode(SourceLocation.self, forKey: .start),
            end: try container.decode(SourceLocation.self, forKey: .end))
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(file, forKey: .file)
        try container.encode(start, forKey: .start)
        try container.encode(end, forKey: .end)
    }
}
