/// An XML property list as CoreFoundation's reader will see it, scanned once for what would make that reader
/// work too hard: more elements than the limit, elements nested deeper than the limit. Its other checks are the
/// reader's. Everything else Foundation would try is refused first: old-style (OpenStep) lists, UTF-16 and
/// UTF-32 text, and an XML declaration naming another encoding, each of which Foundation reads with another
/// parser. The XML reader takes no DTD of its own (`<!DOCTYPE … [`…`]>` fails), so entities cannot expand.
struct XMLPropertyListShape {
    let bytes: [UInt8]
    let limits: PropertyListShape.Limits

    func check() throws(PropertyListShape.Problem) {
        let hasByteOrderMark = bytes.starts(with: [0xEF, 0xBB, 0xBF])
        // Foundation takes a byte order mark, or a NUL in the first two bytes, for UTF-16 or UTF-32.
        if [[0xFF, 0xFE], [0xFE, 0xFF], [0, 0, 0xFE, 0xFF]].contains(where: bytes.starts(with:))
            || bytes.prefix(2).contains(0)
        {
            throw .unsupportedFormat("UTF-16 or UTF-32 text; intent definitions are UTF-8")
        }
        if !hasByteOrderMark { try checkDeclaredEncoding() }
        var index = hasByteOrderMark ? 3 : 0
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "<") else {
            throw .unsupportedFormat("text starting with neither \"<\" nor \"bplist\"")
        }
        try scanElements(from: index)
    }

    /// Foundation reads the `encoding` of `<?xml … ?>` the way this mirrors: the first `encoding=` before the
    /// first `?` or `>`, then a quoted name. Anything but UTF-8 is refused.
    private func checkDeclaredEncoding() throws(PropertyListShape.Problem) {
        guard bytes.starts(with: Array("<?xml".utf8)) else { return }
        let declarationEnd =
            bytes[5...].firstIndex { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: ">") } ?? bytes.count
        let key = Array("encoding=".utf8)
        guard let found = firstIndex(of: key, in: 5..<declarationEnd) else { return }
        let quoteIndex = found + key.count
        guard quoteIndex < bytes.count,
            bytes[quoteIndex] == UInt8(ascii: "\"") || bytes[quoteIndex] == UInt8(ascii: "'")
        else { return }
        let quote = bytes[quoteIndex]
        let nameEnd = bytes[(quoteIndex + 1)...].firstIndex(of: quote) ?? bytes.count
        let name = String(decoding: bytes[(quoteIndex + 1)..<nameEnd].prefix(40), as: UTF8.self)
        guard name.lowercased() == "utf-8" else {
            throw .unsupportedFormat(
                "XML in the encoding \(ImportedText.quoted(name)), not UTF-8")
        }
    }

    private func firstIndex(of pattern: [UInt8], in range: Range<Int>) -> Int? {
        guard range.count >= pattern.count else { return nil }
        return (range.lowerBound...(range.upperBound - pattern.count))
            .first { bytes[$0..<$0 + pattern.count].elementsEqual(pattern) }
    }

    private func firstIndex(of pattern: String, from start: Int) -> Int? {
        firstIndex(of: Array(pattern.utf8), in: min(start, bytes.count)..<bytes.count)
    }

    /// Counts elements and their nesting from the first `<`: comments, CDATA sections, processing instructions
    /// and declarations are skipped as the reader skips them; an end tag closes a level.
    private func scanElements(from start: Int) throws(PropertyListShape.Problem) {
        var index = start
        var depth = 0
        var elements = 0
        func skip(past end: String, from position: Int) -> Int {
            firstIndex(of: end, from: position).map { $0 + end.utf8.count } ?? bytes.count
        }
        while let open = bytes[index...].firstIndex(of: UInt8(ascii: "<")) {
            let rest = bytes[open...]
            if rest.starts(with: Array("<!--".utf8)) {
                index = skip(past: "-->", from: open + 4)
            } else if rest.starts(with: Array("<![CDATA[".utf8)) {
                index = skip(past: "]]>", from: open + 9)
            } else if rest.starts(with: Array("<?".utf8)) {
                index = skip(past: "?>", from: open + 2)
            } else if rest.starts(with: Array("<!".utf8)) {
                index = skip(past: ">", from: open + 2)
            } else if rest.starts(with: Array("</".utf8)) {
                depth = max(depth - 1, 0)
                index = skip(past: ">", from: open + 2)
            } else {
                elements += 1
                guard elements <= limits.values else {
                    throw .tooLarge(
                        "the XML property list has more than \(limits.values) elements (at byte \(open)); intent "
                            + "definitions are limited to \(limits.values) values")
                }
                index = skip(past: ">", from: open + 1)
                if bytes[index - 1] == UInt8(ascii: ">"), index - 2 > open, bytes[index - 2] == UInt8(ascii: "/") {
                    continue  // <true/>: no level
                }
                depth += 1
                guard depth <= limits.depth + 1 else {  // + 1: <plist> wraps the root value
                    throw .tooLarge(
                        "the XML property list nests elements more than \(limits.depth) levels deep (at byte "
                            + "\(open)); intent definitions are limited to \(limits.depth)")
                }
            }
            guard index < bytes.count else { return }
        }
    }
}
