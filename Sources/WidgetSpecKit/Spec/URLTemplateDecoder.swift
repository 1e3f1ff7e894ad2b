/// Decodes a widget's `url:`, a URL whose `{name}` placeholders name intent parameters.
struct URLTemplateDecoder {
    let context: DecodingContext

    /// With `placeholdersLater`, the intent is a shared one not yet resolved: only empty placeholders are reported
    /// here, and `checkPlaceholders(of:in:)` checks the names once it is.
    func decode(_ node: YAMLNode, intent: IntentDecl?, placeholdersLater: Bool = false) -> Located<URLTemplate>? {
        guard let text = context.string(node), let scalar = node.scalar else { return nil }
        var segments: [URLTemplate.Segment] = []
        var literal = ""
        var chars = Array(text.value.unicodeScalars)[...]
        var offset = 0
        var failed = false
        while let next = chars.first {
            if next == "{" {
                guard let close = chars.firstIndex(of: "}") else {
                    context.error(
                        .invalidValue, "unclosed '{' in url", at: Subrange.of(scalar, offset: offset, length: 1))
                    return nil
                }
                let name = String(String.UnicodeScalarView(chars[chars.startIndex + 1..<close]))
                let range = Subrange.of(scalar, offset: offset + 1, length: max(1, name.unicodeScalars.count))
                if !literal.isEmpty { segments.append(.literal(literal)) }
                literal = ""
                let braces = Subrange.of(scalar, offset: offset, length: 2)
                if (!placeholdersLater || name.isEmpty)
                    && !checkPlaceholder(name, at: range, braces: braces, in: intent)
                {
                    failed = true
                }
                segments.append(.parameter(name, range: range))
                offset += name.unicodeScalars.count + 2
                chars = chars[(close + 1)...]
            } else {
                if next == "}" {
                    context.error(
                        .invalidValue, "unmatched '}' in url", at: Subrange.of(scalar, offset: offset, length: 1))
                    failed = true
                }
                literal.unicodeScalars.append(next)
                offset += 1
                chars = chars.dropFirst()
            }
        }
        if !literal.isEmpty { segments.append(.literal(literal)) }
        return failed ? nil : Located(URLTemplate(text: text.value, segments: segments), at: text.range)
    }

    /// Whether every placeholder of a url decoded with `placeholdersLater` names a parameter of the shared
    /// `intent`; reports the others.
    func checkPlaceholders(of url: Located<URLTemplate>, in intent: IntentDecl) -> Bool {
        var valid = true
        for case .parameter(let name, let range) in url.value.segments where !name.isEmpty {
            valid = checkPlaceholder(name, at: range, braces: range, in: intent) && valid
        }
        return valid
    }

    /// Whether the placeholder `{name}` names a parameter of `intent`; reports it otherwise. `range` is the
    /// name's, `braces` the placeholder's when it is empty (`{}`).
    private func checkPlaceholder(_ name: String, at range: SourceRange, braces: SourceRange, in intent: IntentDecl?)
        -> Bool
    {
        let parameterNames = intent?.parameters.map(\.name.value) ?? []
        if name.isEmpty {
            context.error(
                .invalidValue, "empty '{}' in url; write the name of an intent parameter, like {character}", at: braces)
        } else if intent == nil {
            context.error(
                .unknownParameter,
                "url placeholder '{\(name)}' needs an intent parameter, but the widget has no intent",
                at: range)
        } else if !parameterNames.contains(name) {
            context.error(
                .unknownParameter,
                "url placeholder '{\(name)}' names no intent parameter\(Suggestions.didYouMean(name, in: parameterNames))",
                at: range,
                notes: [DiagnosticNote("the intent's parameters are \(Suggestions.list(parameterNames))")],
                fixIt: Suggestions.closest(to: name, in: parameterNames).map { FixIt(replacing: range, with: $0) })
        } else {
            return true
        }
        return false
    }
}

/// Positions inside a scalar's text, exact for single-line plain and quoted scalars without escapes.
enum Subrange {
    static func of(_ scalar: YAMLScalar, offset: Int, length: Int) -> SourceRange {
        let range = scalar.range
        guard range.start.line == range.end.line, [.plain, .singleQuoted, .doubleQuoted].contains(scalar.style) else {
            return range
        }
        let quote = scalar.style == .plain ? 0 : 1
        let column = range.start.column + quote + offset
        return SourceRange(
            fileOf: range, start: SourceLocation(line: range.start.line, column: column),
            end: SourceLocation(line: range.start.line, column: column + length))
    }
}
