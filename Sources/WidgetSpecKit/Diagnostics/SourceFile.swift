import Foundation

/// The text of one spec file, kept so diagnostics can show the offending line.
package struct SourceFile: Sendable {
    /// The path as the user gave it; diagnostics' `SourceRange.file` equals it.
    package let path: String
    package let bytes: [UInt8]
    /// Where each line starts, found the first time a line is asked for: most files have no diagnostic, and the
    /// table of a large set is megabytes.
    private let lineStarts: LineStarts

    package init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        self.lineStarts = LineStarts()
    }

    package init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    package var lineCount: Int { lineStarts.starts(in: bytes).count }

    /// The text of a 1-based line without its line break; nil when out of range. Lines end where libyaml ends
    /// them (LF, CR, CRLF, NEL, LS, PS), so a diagnostic's line number finds its text; line 1 starts after a byte
    /// order mark. Invalid UTF-8 is repaired for display.
    package func line(_ number: Int) -> String? {
        let starts = lineStarts.starts(in: bytes)
        guard number >= 1, number <= starts.count else { return nil }
        let start = Int(starts[number - 1])
        let end = bytes.withUnsafeBufferPointer { buffer in
            var index = start
            while index < buffer.count, ByteLocator.lineBreakLength(at: index, in: buffer) == 0 { index += 1 }
            return index
        }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}

/// The byte offset of each line's start (32 bits: a spec file is far below 4 GiB), built once, on first use,
/// by whichever thread asks first.
private final class LineStarts: @unchecked Sendable {
    private let lock = NSLock()
    private var table: [UInt32]?

    func starts(in bytes: [UInt8]) -> [UInt32] {
        lock.lock()
        defer { lock.unlock() }
        if let table { return table }
        let built = bytes.withUnsafeBufferPointer { buffer in
            var starts: [UInt32] = [buffer.hasUTF8BOM ? 3 : 0]
            var index = Int(starts[0])
            while index < buffer.count {
                let breakLength = ByteLocator.lineBreakLength(at: index, in: buffer)
                guard breakLength > 0 else {
                    index += 1
                    continue
                }
                index += breakLength
                starts.append(UInt32(clamping: index))
            }
            return starts
        }
        table = built
        return built
    }
}
