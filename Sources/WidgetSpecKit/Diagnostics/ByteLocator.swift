/// Finds the line and column of a byte offset, counting the way libyaml does: a line break is LF, CR, CRLF,
/// NEL, LS or PS; columns count Unicode scalars; a leading UTF-8 byte order mark takes no column.
///
/// Used only for positions libyaml cannot give us (invalid UTF-8, reader errors); everything else comes
/// from libyaml's own marks.
enum ByteLocator {
    static func location(ofByte offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> SourceLocation {
        var line = 1
        var column = 1
        var index = bytes.hasUTF8BOM ? 3 : 0
        let end = min(offset, bytes.count)
        while index < end {
            let byte = bytes[index]
            let breakLength = lineBreakLength(at: index, in: bytes)
            if breakLength > 0 {
                line += 1
                column = 1
                index += breakLength
                continue
            }
            // Continuation bytes (10xxxxxx) belong to the scalar their lead byte started.
            if byte & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return SourceLocation(line: line, column: column)
    }

    /// The byte offset of a location (the inverse of `location(ofByte:in:)`); the end of the input when the
    /// location lies beyond it.
    static func byteOffset(of location: SourceLocation, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var line = 1
        var column = 1
        var index = bytes.hasUTF8BOM ? 3 : 0
        while index < bytes.count, (line, column) < (location.line, location.column) {
            let breakLength = lineBreakLength(at: index, in: bytes)
            if breakLength > 0 {
                line += 1
                column = 1
                index += breakLength
                continue
            }
            index += 1
            // Skip the continuation bytes of a multi-byte scalar: one column each scalar.
            while index < bytes.count, bytes[index] & 0xC0 == 0x80 { index += 1 }
            column += 1
        }
        return index
    }

    /// The length in bytes of the line break starting at `index`, or 0.
    static func lineBreakLength(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        switch bytes[index] {
        case 0x0A: return 1
        case 0x0D: return index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
        case 0xC2: return index + 1 < bytes.count && bytes[index + 1] == 0x85 ? 2 : 0
        case 0xE2:
            guard index + 2 < bytes.count, bytes[index + 1] == 0x80 else { return 0 }
            return bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9 ? 3 : 0
        default: return 0
        }
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// Whether the bytes start with the UTF-8 byte order mark EF BB BF.
    var hasUTF8BOM: Bool {
        count >= 3 && self[0] == 0xEF && self[1] == 0xBB && self[2] == 0xBF
    }
}
