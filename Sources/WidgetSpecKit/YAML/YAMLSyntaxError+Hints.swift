/// Syntax errors whose cause libyaml's words hide: a key over YAML's 1,024 characters (libyaml says a ':' is
/// missing or unexpected), and a line indented wrongly (libyaml says a ':' is unexpected, suggesting quotes, or
/// that a key is expected). Each names the line to fix.
extension YAMLSyntaxError {
    static func hint(
        _ problem: String, at location: SourceLocation, offset: Int, file: String, input: UnsafeBufferPointer<UInt8>
    ) -> Diagnostic? {
        let lines = SyntaxErrorLines(input: input)
        let line = lines.line(containing: offset, number: location.line)
        func range(_ line: SyntaxErrorLines.Line) -> SourceRange {
            SourceRange(file: file, at: SourceLocation(line: line.number, column: line.indentation + 1))
        }
        if offset < input.count, input[offset] == UInt8(ascii: ":"),
            let start = lines.overlongKeyStart(endingAt: offset, in: line)
        {
            var end = offset
            while end > start, input[end - 1] == 0x20 { end -= 1 }
            return .error(
                .yamlSyntax,
                "this key is \(lines.characters(start..<end)) characters long; YAML allows at most "
                    + "\(SyntaxErrorLines.implicitKeyLimit) for a key written without '? ': shorten it",
                at: SourceRange(file: file, at: ByteLocator.location(ofByte: start, in: input)),
                notes: [DiagnosticNote("its ':' is here", at: SourceRange(file: file, at: location))])
        }
        switch problem {
        case "mapping values are not allowed in this context":
            // A ':' ending the first word of its line: the line went on with a value above it.
            guard lines.keyColon(of: line) == offset, !lines.isListItem(line),
                let owner = lines.contentLines(before: line).first(where: {
                    lines.key(of: $0) != nil || lines.isListItem($0)
                }),
                owner.indentation != line.indentation
            else { return nil }
            let what = lines.key(of: owner).map { "'\(MessageText.excerpt($0))'" } ?? "the list item"
            let placement =
                line.indentation > owner.indentation
                ? "more than \(what) on line \(owner.number)"
                : "less than \(what) on line \(owner.number) but more than the mapping around it"
            let fix =
                lines.key(of: owner) != nil
                ? "line it up with \(what) (column \(owner.indentation + 1)) to make it a key beside it"
                : "a key of the mapping around the list starts left of the '-'"
            return .error(
                .yamlSyntax,
                "wrong indentation: line \(line.number) is indented \(placement), so YAML reads it as more of that "
                    + "value; \(fix)",
                at: range(line),
                notes: [DiagnosticNote("the value it continues starts on this line", at: range(owner))])
        case "did not find expected key":
            guard location.column == line.indentation + 1 else { return nil }
            let above = lines.contentLines(before: line)
            if lines.isListItem(line) {
                guard let list = above.first(where: lines.isListItem), list.indentation != line.indentation else {
                    return nil
                }
                return .error(
                    .yamlSyntax,
                    "wrong indentation: the list item on line \(line.number) is in column \(line.indentation + 1), "
                        + "the list above it in column \(list.indentation + 1); the items of one list line up",
                    at: range(line), notes: [DiagnosticNote("the list's item", at: range(list))])
            }
            let keys = above.filter { lines.key(of: $0) != nil }
            let shallowerIndex = keys.firstIndex { $0.indentation < line.indentation } ?? keys.endIndex
            let shallower = shallowerIndex < keys.endIndex ? keys[shallowerIndex] : nil
            // Of the keys the line may have meant to continue, the least indented: the nearest column to its right.
            let deeper = keys[..<shallowerIndex].min { $0.indentation < $1.indentation }
            let choices = [deeper, shallower].compactMap { $0 }.map {
                "'\(MessageText.excerpt(lines.key(of: $0) ?? ""))' (column \($0.indentation + 1), line \($0.number))"
            }
            guard !choices.isEmpty else { return nil }
            return .error(
                .yamlSyntax,
                "wrong indentation: line \(line.number) starts in column \(line.indentation + 1), where no key "
                    + "above it does; line it up with \(choices.joined(separator: " or "))",
                at: range(line))
        default:
            return nil
        }
    }
}
