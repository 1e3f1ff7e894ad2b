/// Parses Swift type expressions (`String`, `[Hero]`, `[String: Int]`, `Int?`, `ClosedRange<Date>`) and resolves names
/// against the built-in types and the spec's `enums` and `models`.
struct TypeExpressionParser {
    /// Names the spec declares, for resolution and "did you mean".
    let enumNames: Set<String>
    let modelNames: Set<String>
    /// Entities resolve as models: their fields are a model's, `id` first.
    var entityNames: Set<String> = []

    /// The entity `type` is, or holds through optionals and arrays.
    func entity(in type: TypeRef) -> String? {
        switch type {
        case .model(let name): entityNames.contains(name) ? name : nil
        case .optional(let inner), .array(let inner): entity(in: inner)
        default: nil
        }
    }

    static let builtIns: [String: TypeRef] = [
        "String": .string, "Int": .int, "Double": .double, "Decimal": .decimal, "Bool": .bool, "Date": .date,
        "URL": .url,
    ]

    /// How deep lists, optionals and ranges may nest (`[[Int]?]` is 3). Deeper types are no use in a widget,
    /// and swiftc's type checking slows sharply with depth (28 levels did not finish).
    static let maximumNesting = 8

    /// Decodes a type written as a scalar, or as a one-element YAML list (`type: [String]`).
    func decode(_ node: YAMLNode, context: DecodingContext, depth: Int = 1) -> Located<TypeRef>? {
        if let sequence = node.sequence {
            guard sequence.items.count == 1 else {
                context.error(
                    .invalidTypeExpression,
                    "a list used as a type must hold exactly one element type, like [String]; found \(sequence.items.count)",
                    at: node.range)
                return nil
            }
            guard depth <= Self.maximumNesting else {
                context.error(
                    .invalidTypeExpression, "the type nests more than \(Self.maximumNesting) levels deep",
                    at: node.range)
                return nil
            }
            return decode(sequence.items[0], context: context, depth: depth + 1).map {
                Located(.array($0.value), at: node.range)
            }
        }
        guard let scalar = context.scalar(node, expected: "a type such as String or [Hero]") else { return nil }
        var parser = Cursor(text: Array(scalar.text.unicodeScalars), scalar: scalar)
        do {
            let type = try parse(&parser, depth: depth)
            parser.skipSpaces()
            if !parser.atEnd { throw parser.failure("unexpected '\(parser.peek!)' after the type") }
            return Located(type, at: scalar.range)
        } catch let failure as Failure {
            // Unknown names read best on their own; syntax errors quote the whole expression.
            let message =
                failure.id == .unknownType
                ? failure.message : "invalid type '\(MessageText.excerpt(scalar.text))': \(failure.message)"
            context.error(
                failure.id, message, at: failure.range, notes: failure.notes.map { DiagnosticNote($0) },
                fixIt: failure.suggestion.map { FixIt(replacing: failure.range, with: $0) })
            return nil
        } catch {
            return nil
        }
    }

    private func parse(_ cursor: inout Cursor, depth: Int) throws -> TypeRef {
        cursor.skipSpaces()
        // Stops the recursion early; the exact count is checked on the parsed type below.
        guard depth <= Self.maximumNesting + 1 else {
            throw cursor.failure("it nests more than \(Self.maximumNesting) levels deep")
        }
        var type = try cursor.peek == "[" ? parseArray(&cursor, depth: depth) : parseNamed(&cursor, depth: depth)
        while true {
            cursor.skipSpaces()
            guard cursor.peek == "?" else { break }
            let start = cursor.offset
            cursor.advance()
            if type.isOptional {
                throw Failure(.invalidTypeExpression, "a double optional is not supported", cursor.range(from: start))
            }
            type = .optional(type)
        }
        if type.nesting > Self.maximumNesting {
            throw cursor.failure("it nests more than \(Self.maximumNesting) levels deep")
        }
        return type
    }

    /// `[Element]` or `[Key: Value]`, the cursor at `[`.
    private func parseArray(_ cursor: inout Cursor, depth: Int) throws -> TypeRef {
        cursor.advance()
        let element = try parse(&cursor, depth: depth + 1)
        cursor.skipSpaces()
        if cursor.peek == ":" {
            cursor.advance()
            let value = try parse(&cursor, depth: depth + 1)
            cursor.skipSpaces()
            guard cursor.peek == "]" else { throw cursor.failure("expected ']' to close the dictionary type") }
            cursor.advance()
            return .dictionary(key: element, value: value)
        }
        guard cursor.peek == "]" else { throw cursor.failure("expected ']' to close the array type") }
        cursor.advance()
        return .array(element)
    }

    /// `Name` or `Name<Argument>`.
    private func parseNamed(_ cursor: inout Cursor, depth: Int) throws -> TypeRef {
        let start = cursor.offset
        let name = cursor.identifier()
        guard !name.isEmpty else {
            throw cursor.failure(cursor.atEnd ? "expected a type name" : "unexpected '\(cursor.peek!)'")
        }
        let nameRange = cursor.range(from: start)
        cursor.skipSpaces()
        guard cursor.peek == "<" else { return try resolve(name, at: nameRange) }
        cursor.advance()
        let argument = try parse(&cursor, depth: depth + 1)
        cursor.skipSpaces()
        guard cursor.peek == ">" else { throw cursor.failure("expected '>' after the generic argument") }
        cursor.advance()
        return try generic(name, argument, at: nameRange)
    }

    private func generic(_ name: String, _ argument: TypeRef, at range: SourceRange) throws -> TypeRef {
        switch name {
        case "Array": return .array(argument)
        case "Optional":
            if argument.isOptional {
                throw Failure(.invalidTypeExpression, "a double optional is not supported", range)
            }
            return .optional(argument)
        case "ClosedRange":
            guard [.date, .int, .double].contains(argument) else {
                throw Failure(.invalidTypeExpression, "ClosedRange bounds must be Date, Int or Double", range)
            }
            return .closedRange(argument)
        default:
            let generics = ["Array", "Optional", "ClosedRange"]
            let suggestion = Suggestions.closest(to: name, in: generics)
            throw Failure(
                .unknownType, "unknown generic type '\(name)'\(Suggestions.didYouMean(name, in: generics))", range,
                suggestion: suggestion, notes: ["the generic types are Array, Optional and ClosedRange"])
        }
    }

    private func resolve(_ name: String, at range: SourceRange) throws -> TypeRef {
        if let builtIn = Self.builtIns[name] { return builtIn }
        if enumNames.contains(name) { return .enumeration(name) }
        if modelNames.contains(name) || entityNames.contains(name) { return .model(name) }
        if name == "ClosedRange" || name == "Array" || name == "Optional" {
            throw Failure(.invalidTypeExpression, "'\(name)' needs a generic argument, like \(name)<Date>", range)
        }
        let candidates =
            Array(Self.builtIns.keys).sorted() + enumNames.sorted() + modelNames.sorted() + entityNames.sorted()
        let suggestion = Suggestions.closest(to: name, in: candidates)
        throw Failure(
            .unknownType, "unknown type '\(name)'\(Suggestions.didYouMean(name, in: candidates))", range,
            suggestion: suggestion,
            notes: [
                "types are String, Int, Double, Decimal, Bool, Date, URL, and the names declared under 'enums', "
                    + "'models' and 'entities'"
            ]
        )
    }

    private struct Failure: Error {
        var id: DiagnosticID
        var message: String
        var range: SourceRange
        var suggestion: String?
        var notes: [String]

        init(
            _ id: DiagnosticID, _ message: String, _ range: SourceRange, suggestion: String? = nil,
            notes: [String] = []
        ) {
            self.id = id
            self.message = message
            self.range = range
            self.suggestion = suggestion
            self.notes = notes
        }
    }

    /// Walks the scalar's text and maps offsets to source positions (exact for single-line scalars).
    private struct Cursor {
        let text: [Unicode.Scalar]
        let scalar: YAMLScalar
        var offset = 0

        var atEnd: Bool { offset >= text.count }
        var peek: Unicode.Scalar? { atEnd ? nil : text[offset] }
        mutating func advance() { offset += 1 }
        mutating func skipSpaces() { while peek == " " { advance() } }

        mutating func identifier() -> String {
            var name = ""
            while let scalar = peek, scalar == "_" || scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                name.unicodeScalars.append(scalar)
                advance()
            }
            return name
        }

        /// The source range of text[start..<offset] (at least one column).
        func range(from start: Int) -> SourceRange {
            let base = scalar.range.start
            guard scalar.range.start.line == scalar.range.end.line,
                scalar.style == .plain || scalar.style == .singleQuoted || scalar.style == .doubleQuoted
            else { return scalar.range }
            let quote = scalar.style == .plain ? 0 : 1
            let from = SourceLocation(line: base.line, column: base.column + quote + start)
            let to = SourceLocation(line: base.line, column: base.column + quote + max(offset, start + 1))
            return SourceRange(fileOf: scalar.range, start: from, end: to)
        }

        func failure(_ message: String) -> Failure {
            Failure(.invalidTypeExpression, message, range(from: min(offset, max(0, text.count - 1))))
        }
    }
}
