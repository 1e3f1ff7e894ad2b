/// The lines of the input around a syntax error, read backwards from it, for messages that name a line and its
/// indentation: libyaml says where it gave up, not which line's indentation misled it, nor that a key was too long.
/// Only runs after a syntax error, and reads at most `maximumLinesBack` lines back.
struct SyntaxErrorLines {
    let input: UnsafeBufferPointer<UInt8>
    /// How far back a message looks for the key a line continues or could line up with.
    static let maximumLinesBack = 200
    /// YAML's limit for an implicit key (one written without `? `): 1024 characters (YAML 1.2, 7.4.2).
    static let implicitKeyLimit = 1024

    /// One line: its bytes from its start to its end (no line break), and its indentation in spaces.
    struct Line {
        var start: Int
        var end: Int
        var indentation: Int
        /// The line's number, counted back from the error's (which the caller knows).
        var number: Int
    }

    func line(containing offset: Int, number: Int) -> Line {
        var start = min(offset, input.count)
        while start > 0, input[start - 1] != 0x0A, input[start - 1] != 0x0D { start -= 1 }
        var end = min(offset, input.count)
        while end < input.count, input[end] != 0x0A, input[end] != 0x0D { end += 1 }
        var indentation = 0
        while start + indentation < end, input[start + indentation] == 0x20 { indentation += 1 }
        return Line(start: start, end: end, indentation: indentation, number: number)
    }

    /// The lines before `line` that hold something (not blank, not only a comment), nearest first.
    func contentLines(before line: Line) -> [Line] {
        var lines: [Line] = []
        var current = line
        var skipped = 0
        while current.start > 0, skipped < Self.maximumLinesBack {
            // Back over one line break (CRLF counts once).
            var end = current.start - 1
            if end > 0, input[end] == 0x0A, input[end - 1] == 0x0D { end -= 1 }
            current = self.line(containing: end, number: current.number - 1)
            skipped += 1
            if let first = firstContentByte(of: current), first != UInt8(ascii: "#") { lines.append(current) }
        }
        return lines
    }

    func firstContentByte(of line: Line) -> UInt8? {
        line.start + line.indentation < line.end ? input[line.start + line.indentation] : nil
    }

    /// Whether the line's content starts with a list item's `-`.
    func isListItem(_ line: Line) -> Bool {
        let first = line.start + line.indentation
        return first < line.end && input[first] == UInt8(ascii: "-")
            && (first + 1 == line.end || input[first + 1] == 0x20)
    }

    /// The key a line starts with (`policy` of `policy: never`), if it starts with one.
    func key(of line: Line) -> String? {
        guard !isListItem(line), let colon = keyColon(of: line) else { return nil }
        return text(line.start + line.indentation..<colon)
    }

    /// The offset of the `:` ending the key a line starts with: the first `:` followed by a space or the end.
    func keyColon(of line: Line) -> Int? {
        var index = line.start + line.indentation
        while index < line.end {
            if input[index] == UInt8(ascii: ":"), index + 1 == line.end || input[index + 1] == 0x20 { return index }
            index += 1
        }
        return nil
    }

    func text(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: input[range]), as: UTF8.self)
    }

    /// Characters (Unicode scalars) in a byte range.
    func characters(_ range: Range<Int>) -> Int {
        range.reduce(0) { $0 + (input[$1] & 0xC0 == 0x80 ? 0 : 1) }
    }

    /// The start of the key that ends at the `:` at `colon`, when that key is longer than an implicit key may be.
    func overlongKeyStart(endingAt colon: Int, in line: Line) -> Int? {
        let doubleQuote = UInt8(ascii: "\""), singleQuote = UInt8(ascii: "'")
        var end = colon
        while end > line.start, input[end - 1] == 0x20 { end -= 1 }
        guard end > line.start else { return nil }
        var start = end - 1
        let last = input[start]
        if last == doubleQuote || last == singleQuote {
            // A quoted key runs back to its opening quote; an escaped `\"` does not open it.
            start -= 1
            while start > line.start,
                input[start] != last || (last == doubleQuote && input[start - 1] == UInt8(ascii: "\\"))
            {
                start -= 1
            }
        } else {
            // A plain key runs back to a flow indicator or the line's start, then past spaces, `- ` and `? `.
            let flowIndicators: Set<UInt8> = [UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: ",")]
            while start > line.start, !flowIndicators.contains(input[start - 1]) { start -= 1 }
            while start < end {
                if input[start] == 0x20 {
                    start += 1
                } else if input[start] == UInt8(ascii: "-") || input[start] == UInt8(ascii: "?"),
                    start + 1 < end, input[start + 1] == 0x20
                {
                    start += 2
                } else {
                    break
                }
            }
        }
        return characters(start..<end) > Self.implicitKeyLimit ? start : nil
    }
}
