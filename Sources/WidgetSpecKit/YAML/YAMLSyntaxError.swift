import CYAML

/// Turns libyaml's terse error into a WS0101 diagnostic in plain words.
enum YAMLSyntaxError {
    static func diagnostic(
        for problem: LibYAMLProblem, file: String, input: UnsafeBufferPointer<UInt8>
    ) -> Diagnostic {
        // Reader errors (control characters) carry a byte offset instead of a mark.
        if problem.kind == YAML_READER_ERROR {
            let location = ByteLocator.location(ofByte: problem.problemOffset, in: input)
            return .error(
                .yamlSyntax, readerMessage(problem), at: SourceRange(file: file, at: location))
        }
        let location = SourceLocation(problem.problemMark)
        var notes: [DiagnosticNote] = []
        // "while scanning for the next token" points at the problem itself: no news for the reader.
        if let context = problem.context, context != "while scanning for the next token" {
            notes.append(
                DiagnosticNote(
                    contextNote(context),
                    at: SourceRange(file: file, at: SourceLocation(problem.contextMark))))
        }
        let offset = ByteLocator.byteOffset(of: location, in: input)
        let isAfterQuote = previousCharacter(before: offset, in: input).map { $0 == 0x22 || $0 == 0x27 } ?? false
        if !isAfterQuote || problem.problem != "did not find expected key",
            var hint = hint(problem.problem, at: location, offset: offset, file: file, input: input)
        {
            // libyaml's context (the mapping the line was read in) still helps when the hint has no note.
            if hint.notes.isEmpty { hint.notes = notes }
            return hint
        }
        let message = plainWords(problem.problem, context: problem.context, at: offset, in: input)
        return .error(.yamlSyntax, message, at: SourceRange(file: file, at: location), notes: notes)
    }

    /// The last character before `offset` on its line that is not a space, if any.
    private static func previousCharacter(before offset: Int, in input: UnsafeBufferPointer<UInt8>) -> UInt8? {
        var index = min(offset, input.count) - 1
        while index >= 0, input[index] == 0x20 { index -= 1 }
        guard index >= 0, input[index] != 0x0A, input[index] != 0x0D else { return nil }
        return input[index]
    }

    private static func readerMessage(_ problem: LibYAMLProblem) -> String {
        guard problem.problem == "control characters are not allowed", problem.problemValue >= 0 else {
            return sentence(problem.problem)
        }
        let hex = String(problem.problemValue, radix: 16, uppercase: true)
        return "control character U+\(String(repeating: "0", count: max(0, 4 - hex.count)))\(hex) is not allowed "
            + "in YAML; remove it or write it as an escape in a double-quoted string"
    }

    static let tabMessage = "a tab cannot be used here; YAML's indentation is spaces only"

    /// libyaml's wording turned into what a spec author needs to read.
    private static func plainWords(
        _ problem: String, context: String?, at offset: Int, in input: UnsafeBufferPointer<UInt8>
    ) -> String {
        let byte = offset < input.count ? input[offset] : nil
        switch problem {
        case "mapping values are not allowed in this context":
            return "unexpected ':' here; a value that contains ': ' must be quoted, "
                + "and a nested mapping must start on its own, more indented line"
        case "block sequence entries are not allowed in this context":
            return "unexpected '-' list item here; a list inside a mapping value must start on its own line"
        case "did not find expected key":
            if let previous = previousCharacter(before: offset, in: input), previous == 0x22 || previous == 0x27 {
                return "unexpected text after the closing quote; quote the whole value"
            }
            return "expected a key at this position; check the indentation of this line"
        case "did not find expected alphabetic or numeric character":
            if context == "while scanning an anchor" || context == "while scanning an alias" {
                return "an anchor or alias name must be letters, digits, '-' or '_'"
            }
            return sentence(problem)
        case "did not find expected '-' indicator":
            return "expected a list item ('- ') at this indentation; check the indentation of this line"
        case "could not find expected ':'":
            return "expected ':' after this key; a key must fit on one line"
        case "found character that cannot start any token":
            if byte == 0x09 { return Self.tabMessage }
            if let byte, let scalar = Unicode.Scalar(UInt32(byte)), byte < 0x80 {
                return "the character '\(Character(scalar))' cannot start a value here; quote the value"
            }
            return "this character cannot start a value here; quote the value"
        case "found a tab character that violates indentation",
            "found a tab character where an indentation space is expected":
            return Self.tabMessage
        case "found unexpected end of stream":
            if context == "while scanning a quoted scalar" {
                return "the file ends inside a quoted string; add the closing quote"
            }
            return "the file ends unexpectedly"
        case "did not find expected ',' or ']'":
            return "expected ',' or ']' in this flow list"
        case "did not find expected ',' or '}'":
            return "expected ',' or '}' in this flow mapping"
        case "did not find expected node content":
            return "expected a value here"
        case "found unknown escape character":
            return "unknown escape sequence in a double-quoted string; write '\\\\' for a backslash "
                + "or use single quotes"
        case "found undefined tag handle":
            return "undefined tag handle; declare it with a %TAG directive or remove the tag"
        case "did not find expected <document start>":
            return "unexpected content after the end of the document"
        case "found unexpected document indicator":
            return "a document marker ('---' or '...') cannot appear inside a quoted string"
        case "did not find expected comment or line break":
            return "expected a comment or the end of the line after this value"
        case "found incompatible YAML document":
            return "unsupported %YAML version; only YAML 1.x is read"
        default:
            return sentence(problem)
        }
    }

    /// Where libyaml's context points, as a note.
    private static func contextNote(_ context: String) -> String {
        switch context {
        case "while parsing a block mapping": "in the mapping that starts here"
        case "while parsing a block collection": "in the list that starts here"
        case "while parsing a flow sequence": "in the flow list that starts here"
        case "while parsing a flow mapping": "in the flow mapping that starts here"
        case "while scanning a quoted scalar", "while parsing a quoted scalar": "in the quoted string that starts here"
        case "while scanning a simple key": "in the key that starts here"
        case "while scanning a plain scalar", "while parsing a node", "while parsing a block node",
            "while parsing a flow node":
            "in the value that starts here"
        case "while scanning a block scalar": "in the block scalar that starts here"
        case "while scanning an anchor": "in the anchor that starts here"
        case "while scanning an alias": "in the alias that starts here"
        case "while scanning a tag", "while parsing a tag": "in the tag that starts here"
        default: "\(context) that starts here"
        }
    }

    /// libyaml's wording kept, as a message: "found X" reads as a finding at the position.
    private static func sentence(_ problem: String) -> String {
        "invalid YAML: \(problem)"
    }
}
