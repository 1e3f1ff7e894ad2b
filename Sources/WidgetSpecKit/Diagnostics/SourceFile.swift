/// The text of one spec file, kept so diagnostics can show the offending line.
public struct SourceFile: Sendable {
    /// The path as the user gave it; diagnostics' `SourceRange.file` equals it.
    public let path: String
    public let bytes: [UInt8]
    /// Byte offsets where each line starts (line 1 at index 0). `\n`, `\r\n` and `\r` end lines.
    private let lineStarts: [Int]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        var starts = [0]
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                starts.append(index + 1)
            } else if byte == UInt8(ascii: "\r") {
                if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
                starts.append(index + 1)
            }
            index += 1
        }
        self.lineStarts = starts
    }

    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    public var lineCount: Int { lineStarts.count }

    /// The text of a 1-based line without its line break (and without a leading BOM on line 1);
    /// nil when out of range. Invalid UTF-8 is repaired for display.
    public func line(_ number: Int) -> String? {
        guard number >= 1, number <= lineStarts.count else { return nil }
        var start = lineStarts[number - 1]
        var end = number < lineStarts.count ? lineStarts[number] : bytes.count
        while end > start, bytes[end - 1] == UInt8(ascii: "\n") || bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        if number == 1, end - start >= 3, bytes[start] == 0xEF, bytes[start + 1] == 0xBB, bytes[start + 2] == 0xBF {
            start += 3
        }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
