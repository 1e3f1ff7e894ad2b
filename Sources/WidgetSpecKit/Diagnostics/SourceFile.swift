/// The text of one spec file, kept so diagnostics can show the offending line.
package struct SourceFile: Sendable {
    /// The path as the user gave it; diagnostics' `SourceRange.file` equals it.
    package let path: String
    package let bytes: [UInt8]
    /// Each line's byte range without its line break (line 1 first, its byte order mark excluded). Lines end
    /// where libyaml ends them (LF, CR, CRLF, NEL, LS, PS), so a diagnostic's line number finds its text.
    private let lines: [Range<Int>]

    package init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        self.lines = bytes.withUnsafeBufferPointer { buffer in
            var lines: [Range<Int>] = []
            var start = buffer.hasUTF8BOM ? 3 : 0
            var index = start
            while index < buffer.count {
                let breakLength = ByteLocator.lineBreakLength(at: index, in: buffer)
                guard breakLength > 0 else {
                    index += 1
                    continue
                }
                lines.append(start..<index)
                index += breakLength
                start = index
            }
            lines.append(start..<buffer.count)
            return lines
        }
    }

    package init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    package var lineCount: Int { lines.count }

    /// The text of a 1-based line without its line break; nil when out of range. Invalid UTF-8 is repaired for
    /// display.
    package func line(_ number: Int) -> String? {
        guard number >= 1, number <= lines.count else { return nil }
        return String(decoding: bytes[lines[number - 1]], as: UTF8.self)
    }
}
