/// Display texts: a string, or, in a spec that declares `localization`, a mapping of language -> text with an
/// optional key, table and comment. Every display text of a spec is read (or derived) here, so each gets its
/// key, comment and languages in one place.
extension DecodingContext {
    /// The display text written at `node`.
    ///
    /// - Parameters:
    ///   - key: The key made from the text's place (`CharacterDetail.displayName`), used unless the spec writes one.
    ///   - role: What the text is, for messages and the default comment ("the gallery name of widget 'Clock'").
    func text(_ node: YAMLNode, key: String, role: String) -> DisplayText? {
        guard node.mapping != nil else {
            return string(node).map { derivedText($0.value, at: $0.range, key: key, role: role) }
        }
        guard let localization else {
            error(
                .wrongType, "expected a string, found a mapping", at: node.range,
                notes: [
                    DiagnosticNote(
                        "a display text is a mapping of language -> text only in a spec that declares its languages "
                            + "with `localization: { development: en, languages: [en, de] }`")
                ])
            return nil
        }
        guard let reader = MappingReader<LocalizedTextKey>(node, owner: node.range, context: self) else { return nil }
        let explicitKey = reader.value(.key).flatMap(nonEmptyString)
        let table = reader.value(.table).flatMap(nonEmptyString)
        let comment = reader.value(.comment).flatMap(string)?.value
        guard let values = languageTexts(reader.freeEntries, in: localization) else { return nil }
        let development = localization.development.value
        let developmentText = values.first { $0.language == development }?.text
        if let table {
            let translations = values.filter { $0.language != development }
            if let first = translations.first {
                error(
                    .invalidValue,
                    "the translations of a text in table '\(table.value)' live in that table; give at most its "
                        + "\(development) text here",
                    at: first.text.range)
                return nil
            }
        } else if developmentText == nil {
            error(
                .missingKey,
                "\(role) has no \(development) text; a text in the spec's String Catalog needs one in the "
                    + "development language",
                at: node.range)
            return nil
        }
        let finalKey = explicitKey?.value ?? key
        let localizationInfo = TextLocalization(
            key: finalKey, keyRange: explicitKey?.range, table: table, comment: comment ?? Self.comment(for: role),
            role: role, values: values)
        return DisplayText(developmentText?.value ?? finalKey, at: node.range, localization: localizationInfo)
    }

    /// A text the spec derives rather than writes (a title made from a name), or a plain literal: in a localized
    /// spec it has the development language only.
    func derivedText(_ value: String, at range: SourceRange, key: String, role: String) -> DisplayText {
        guard let localization else { return DisplayText(value, at: range) }
        let values = [LanguageText(language: localization.development.value, text: Located(value, at: range))]
        return DisplayText(
            value, at: range,
            localization: TextLocalization(key: key, comment: Self.comment(for: role), role: role, values: values))
    }

    /// The comment translators read when the spec writes none: what the text is, as a sentence.
    static func comment(for role: String) -> String {
        role.prefix(1).uppercased() + role.dropFirst() + "."
    }

    private func nonEmptyString(_ node: YAMLNode) -> Located<String>? {
        guard let text = string(node) else { return nil }
        guard !text.value.isEmpty else {
            error(.invalidValue, "the value is empty", at: text.range)
            return nil
        }
        return text
    }

    /// The texts of a localized text's language keys, each language in its canonical casing (`zh-hans:` is
    /// `zh-Hans`); nil after reporting more languages than a spec may declare. A language written twice (in
    /// another casing) and an undeclared one are reported and left out.
    private func languageTexts(
        _ entries: [(key: YAMLScalar, value: YAMLNode)], in localization: LocalizationDecl
    ) -> [LanguageText]? {
        // Beyond the limit some language is undeclared or written twice: one error, not thousands.
        guard entries.count <= SpecLimits.languages else {
            error(
                .limitExceeded,
                "this text has \(entries.count) languages; a spec declares at most \(SpecLimits.languages)",
                at: entries[SpecLimits.languages].key.range)
            return nil
        }
        var first: [String: YAMLScalar] = [:]
        return entries.compactMap { entry -> LanguageText? in
            let language = LanguageCode.canonical(entry.key.text)
            if let earlier = first[language] {
                error(
                    .duplicateName,
                    "language '\(entry.key.text)' is written twice in this text: '\(earlier.text)' is the same "
                        + "language (language codes ignore case)",
                    at: entry.key.range, notes: [DiagnosticNote("first written here", at: earlier.range)])
                return nil
            }
            first[language] = entry.key
            guard declaredLanguage(entry.key, canonical: language, in: localization),
                let text = string(entry.value)
            else { return nil }
            return LanguageText(language: language, text: text)
        }
    }

    /// Whether `key` is a language `localization` declares, in any casing; reports it otherwise.
    private func declaredLanguage(
        _ key: YAMLScalar, canonical: String, in localization: LocalizationDecl
    ) -> Bool {
        guard !declaredLanguages.contains(canonical) else { return true }
        let languages = localization.languageCodes
        let candidates = languages + LocalizedTextKey.allCases.map(\.rawValue)
        error(
            .invalidValue,
            "language '\(key.text)' is not declared in 'localization'\(Suggestions.didYouMean(key.text, in: candidates))",
            at: key.range,
            notes: [
                DiagnosticNote(
                    "the spec's languages are \(Suggestions.list(languages, upTo: 10))", at: localization.range)
            ])
        return false
    }
}

/// Decodes `localization:`.
struct LocalizationDecoder {
    let context: DecodingContext
    /// The pattern, compiled once for the whole list.
    private let isLanguageCode = LocalizedTextKey.freeKeys?.matcher() ?? { _ in false }

    func decode(_ node: YAMLNode, owner: SourceRange) -> LocalizationDecl? {
        guard let reader = MappingReader<LocalizationKey>(node, owner: owner, context: context) else { return nil }
        let development = reader.value(.development).flatMap(language)
        var languages: [Located<String>] = []
        if let node = reader.value(.languages),
            let items = context.list(node, expected: "a list of language codes such as [en, de]")
        {
            languages = distinctLanguages(items)
        }
        let bundle =
            reader.value(.bundle).flatMap {
                context.word($0, what: "catalog bundle", choices: LocalizationKey.bundleWords)
            }?.value ?? LocalizationKey.defaultBundle
        guard let development else { return nil }
        return LocalizationDecl(
            development: development, languages: [development] + languages.filter { $0.value != development.value },
            bundle: bundle, range: owner)
    }

    /// The languages of `languages:`, each once; a language listed again (in any casing) is reported.
    private func distinctLanguages(_ items: [YAMLNode]) -> [Located<String>] {
        guard items.count <= SpecLimits.languages else {
            context.error(
                .limitExceeded,
                "\(items.count) languages are listed; a spec declares at most \(SpecLimits.languages)",
                at: items[SpecLimits.languages].range)
            return []
        }
        var languages: [Located<String>] = []
        var first: [String: Located<String>] = [:]
        for item in items {
            guard let code = language(item) else { continue }
            if let earlier = first[code.value] {
                let written = context.string(item)?.value ?? code.value
                let casing = written == earlier.value ? "" : " (as '\(earlier.value)'; language codes ignore case)"
                context.error(
                    .duplicateName, "language '\(written)' is listed twice\(casing)", at: code.range,
                    notes: [DiagnosticNote("first listed here", at: earlier.range)])
            } else {
                first[code.value] = code
                languages.append(code)
            }
        }
        return languages
    }

    /// A language code in the casing String Catalogs write it (`zh-hans` is `zh-Hans`: see `LanguageCode`).
    private func language(_ node: YAMLNode) -> Located<String>? {
        guard let text = context.string(node) else { return nil }
        guard isLanguageCode(text.value) else {
            context.error(
                .invalidValue,
                "'\(MessageText.excerpt(text.value))' is not a language code; write one like en, de, pt-BR or zh-Hans",
                at: text.range)
            return nil
        }
        let canonical = LanguageCode.canonical(text.value)
        // `key` is also ISO 639-3's Kupia; in a localized text it could only mean the catalog key.
        if let reserved = LocalizedTextKey(rawValue: canonical) {
            context.error(
                .invalidValue,
                "'\(text.value)' cannot be a language of a spec: a localized text's `\(reserved.rawValue):` is "
                    + "not a language's text",
                at: text.range)
            return nil
        }
        return Located(canonical, at: text.range)
    }
}
