/// One replacement in a file's bytes: `range` (byte offsets into the file as read) becomes `replacement`.
package struct SourceEdit: Hashable, Sendable {
    package var range: Range<Int>
    package var replacement: [UInt8]

    package init(range: Range<Int>, replacement: [UInt8]) {
        self.range = range
        self.replacement = replacement
    }

    /// Whether the two edits cannot both be applied: their ranges share a byte, or they start at one offset
    /// (two insertions there, or an insertion before a replacement, have no order of their own).
    package func conflicts(with other: SourceEdit) -> Bool {
        if range.lowerBound == other.range.lowerBound { return true }
        return range.lowerBound < other.range.upperBound && other.range.lowerBound < range.upperBound
    }

    /// `bytes` with every edit applied, in position order. Every byte outside the edited ranges is kept as it was
    /// (line breaks, a byte order mark, trailing spaces). `FixPlan` passes edits that do not conflict and lie in
    /// the file; any other is passed over rather than trapping.
    package static func apply(_ edits: [SourceEdit], to bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var position = 0
        for edit in edits.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
            guard edit.range.lowerBound >= position, edit.range.upperBound <= bytes.count else { continue }
            result += bytes[position..<edit.range.lowerBound]
            result += edit.replacement
            position = edit.range.upperBound
        }
        result += bytes[position...]
        return result
    }
}

/// Byte offsets of line and column positions in one file's bytes, counting as libyaml and `SourceLocation` do:
/// line breaks LF, CR, CRLF, NEL, LS and PS; columns count Unicode scalars; a leading byte order mark takes no
/// column.
package struct SourceOffsets: Sendable {
    private let bytes: [UInt8]
    /// The byte offset where each line starts, and where its text ends (before its break).
    private let lines: [(start: Int, end: Int)]

    package init(bytes: [UInt8]) {
        self.bytes = bytes
        var lines: [(start: Int, end: Int)] = []
        lines = bytes.withUnsafeBufferPointer { buffer in
            var found: [(start: Int, end: Int)] = []
            var start = buffer.hasUTF8BOM ? 3 : 0
            var index = start
            while index < buffer.count {
                let breakLength = ByteLocator.lineBreakLength(at: index, in: buffer)
                guard breakLength > 0 else {
                    index += 1
                    continue
                }
                found.append((start, index))
                index += breakLength
                start = index
            }
            found.append((start, buffer.count))
            return found
        }
        self.lines = lines
    }

    /// The byte offset of `location`, or nil when the file has no such position: a line it lacks, or a column
    /// past the line's end (the column just after the last character, where an end points, is valid).
    package func offset(of location: SourceLocation) -> Int? {
        guard location.line >= 1, location.line <= lines.count, location.column >= 1 else { return nil }
        let line = lines[location.line - 1]
        var index = line.start
        var column = 1
        while column < location.column {
            guard index < line.end else { return nil }
            index += 1
            // The continuation bytes (10xxxxxx) belong to the scalar their lead byte started.
            while index < line.end, bytes[index] & 0xC0 == 0x80 { index += 1 }
            column += 1
        }
        return index
    }

    /// The byte range of `range`, or nil when either end lies outside the file.
    package func byteRange(of range: SourceRange) -> Range<Int>? {
        guard let start = offset(of: range.start), let end = offset(of: range.end), start <= end else { return nil }
        return start..<end
    }
}
