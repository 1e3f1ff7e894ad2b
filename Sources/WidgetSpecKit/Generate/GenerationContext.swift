/// What every part of the generator needs: the spec, the access level, and how to name a spec line.
struct GenerationContext {
    var spec: Spec
    /// The access modifier written before generated declarations; nil for `internal` (Swift's default).
    var access: String?
    /// The spec's file name, used in doc comments (`game.widgets.yaml:12`); no directories, so the output does
    /// not depend on where the spec was found.
    var fileName: String
    /// Whether doc comments are written. The checker builds the trees only to read the names they declare
    /// (`SwiftGenerator.declarations(of:)`); without the comments that costs about a third less.
    var writesDocs = true

    init(spec: Spec, access: AccessLevel) {
        self.spec = spec
        self.access = access == .internal ? nil : access.rawValue
        self.fileName = spec.file.split(separator: "/").last.map(String.init) ?? spec.file
    }

    /// `file:line` of a range.
    func line(_ range: SourceRange) -> String { "\(fileName):\(range.start.line)" }

    /// A one-line doc comment naming the spec line: `text (game.widgets.yaml:12).`
    /// `text` may hold spec text; it is made a single safe line.
    func doc(_ text: String, _ range: SourceRange) -> String {
        guard writesDocs else { return "" }
        let safe = SwiftLiteral.commentText(text)
        let summary = safe.hasSuffix(".") ? String(safe.dropLast()) : safe
        return "\(summary) (\(line(range)))."
    }

    /// A doc comment from a spec's own `doc:` text (kept on its own lines) followed by the spec line.
    func doc(userText: String?, fallback: String, _ range: SourceRange) -> String {
        guard writesDocs else { return "" }
        guard let userText, !userText.isEmpty else { return doc(fallback, range) }
        let lines = userText.split(separator: "\n", omittingEmptySubsequences: false).map {
            SwiftLiteral.commentText(String($0))
        }
        return lines.joined(separator: "\n") + "\n\n" + doc(fallback, range)
    }

    /// Whether any widget of the spec is configurable.
    var hasIntents: Bool { spec.widgets.contains { $0.intent != nil } }

    /// Whether the shared part declares App Intents types: `AppEnum`s, entities, configuration intents and the
    /// actions that run in the app.
    var declaresAppIntents: Bool { SwiftGenerator.declaresSharedAppIntents(spec) }

    /// The platforms the generated `#if os(...)` conditions name, in spec order.
    var platforms: [Platform] { spec.platforms.map(\.platform) }
}

extension Platform {
    /// The `os(...)` condition name.
    var osCondition: SwiftCondition { .os(rawValue) }
}

extension String {
    /// `characterDetail` from `CharacterDetail`: the first letter lowercased, keeping acronyms readable
    /// (`URLList` -> `urlList`).
    var lowerCamelCased: String {
        let scalars = Array(self)
        var prefixLength = 0
        while prefixLength < scalars.count, scalars[prefixLength].isUppercase { prefixLength += 1 }
        if prefixLength == 0 { return self }
        // In `URLList`, the `L` of `List` starts the next word and stays upper case.
        let lowered = prefixLength > 1 && prefixLength < scalars.count ? prefixLength - 1 : prefixLength
        return String(scalars[..<lowered]).lowercased() + String(scalars[lowered...])
    }
}
