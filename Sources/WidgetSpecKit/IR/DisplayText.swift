/// A string people read: a widget's gallery name, an intent's or a parameter's title, an enum case's title, an
/// entity's display name.
/// Written as a literal, or, in a spec that declares `localization`, with a text per language, a key and a
/// comment for translators.
package struct DisplayText: Hashable, Codable, Sendable {
    /// The text in the development language (a literal's text): what the generated code shows where no
    /// translation is found.
    package var value: String
    /// Where the text was written; for a text derived from a name (a parameter's title), the name.
    package var range: SourceRange
    /// Its key, comment and translations, in a spec that declares `localization`; nil otherwise.
    package var localization: TextLocalization? {
        get { localizationBox?.localization }
        set { localizationBox = newValue.map(LocalizationBox.init) }
    }

    /// Out of line: most specs localize nothing, and inline it made every text 184 bytes instead of 56 (a widget
    /// has several, each intent parameter two).
    private var localizationBox: LocalizationBox?

    package init(_ value: String, at range: SourceRange, localization: TextLocalization? = nil) {
        self.value = value
        self.range = range
        self.localization = localization
    }

    private final class LocalizationBox: Sendable {
        let localization: TextLocalization

        init(_ localization: TextLocalization) { self.localization = localization }
    }

    package static func == (lhs: DisplayText, rhs: DisplayText) -> Bool {
        lhs.value == rhs.value && lhs.range == rhs.range && lhs.localization == rhs.localization
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(value)
        hasher.combine(range)
        hasher.combine(localization)
    }

    private enum CodingKeys: String, CodingKey {
        case value, range, localization
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            try container.decode(String.self, forKey: .value),
            at: try container.decode(SourceRange.self, forKey: .range),
            localization: try container.decodeIfPresent(TextLocalization.self, forKey: .localization))
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(value, forKey: .value)
        try container.encode(range, forKey: .range)
        try container.encodeIfPresent(localization, forKey: .localization)
    }
}

/// How a display text is localized: where the generated code looks it up, and its text in each language.
package struct TextLocalization: Hashable, Codable, Sendable {
    /// The key in the String Catalog (or in the app's `table`).
    package var key: String
    /// Where `key:` was written; nil for a key made from the text's place (`CharacterDetail.displayName`).
    package var keyRange: SourceRange?
    /// `table:`: a strings table of the app's own that holds the translations; nil for the spec's String Catalog.
    package var table: Located<String>?
    /// The comment translators read: the one written, or what the text is.
    package var comment: String
    /// What the text is, for messages: "the gallery name of widget 'CharacterDetail'".
    package var role: String
    /// The text in each language it was written in, in the order written. A literal (or a derived text) has the
    /// development language only.
    package var values: [LanguageText]

    package init(
        key: String, keyRange: SourceRange? = nil, table: Located<String>? = nil, comment: String, role: String,
        values: [LanguageText]
    ) {
        self.key = key
        self.keyRange = keyRange
        self.table = table
        self.comment = comment
        self.role = role
        self.values = values
    }

    package func value(in language: String) -> Located<String>? {
        values.first { $0.language == language }?.text
    }
}

/// A display text in one language.
package struct LanguageText: Hashable, Codable, Sendable {
    /// A language code as Xcode writes it: `en`, `de`, `pt-BR`, `zh-Hans`.
    package var language: String
    package var text: Located<String>

    package init(language: String, text: Located<String>) {
        self.language = language
        self.text = text
    }
}

/// `localization:`: the languages of the spec's display texts, which `generate` writes into a String Catalog.
package struct LocalizationDecl: Hashable, Codable, Sendable {
    /// The bundle that holds the String Catalog at run time.
    package enum Bundle: String, CaseIterable, Hashable, Codable, Sendable {
        /// The main bundle: the app's, or the widget extension's own (an Xcode project's targets).
        case main
        /// `Bundle.module`: the resources of the Swift package target that compiles the shared part.
        case module
    }

    /// The language literals are written in: the catalog's source language.
    package var development: Located<String>
    /// Every language each text has, the development language first.
    package var languages: [Located<String>]
    package var bundle: Bundle
    /// The `localization` key's range.
    package var range: SourceRange
    /// Whether the key starts a line, where the build plugins look for it
    /// (`WidgetSpecOutputFileName.declaresLocalization(specText:)`).
    package var isWrittenAtLineStart: Bool

    package init(
        development: Located<String>, languages: [Located<String>], bundle: Bundle = .main, range: SourceRange
    ) {
        self.development = development
        self.languages = languages
        self.bundle = bundle
        self.range = range
        self.isWrittenAtLineStart = range.start.column == 1
    }

    package var languageCodes: [String] { languages.map(\.value) }
}

extension Spec {
    /// Every display text of the spec, in spec order: what the String Catalog holds and the checker checks. A text
    /// that serves two places (an intent's title that defaults to the widget's gallery name) is listed at each.
    package var displayTexts: [DisplayText] {
        var texts: [DisplayText] = []
        for decl in enums {
            texts.append(decl.title)
            texts += decl.cases.map(\.title)
        }
        texts += entities.map(\.title)
        for widget in widgets {
            texts.append(widget.displayName)
            texts += [widget.description].compactMap { $0 }
            texts += widget.recommendations?.list.map(\.description) ?? []
            guard let intent = widget.intent else { continue }
            texts += [intent.title, intent.description].compactMap { $0 } + Self.texts(of: intent.parameters)
        }
        for control in controls {
            texts += [control.displayName, control.description, control.title].compactMap { $0 }
            texts += [control.states?.on, control.states?.off].compactMap { $0 }
            guard let intent = control.intent else { continue }
            texts += [intent.title, intent.description].compactMap { $0 } + Self.texts(of: intent.parameters)
        }
        for action in actions {
            texts += [action.title, action.description, action.valueTitle].compactMap { $0 }
            texts += Self.texts(of: action.parameters)
        }
        return texts
    }

    private static func texts(of parameters: [ParameterDecl]) -> [DisplayText] {
        parameters.flatMap { [$0.title, $0.description, $0.options?.prompt].compactMap { $0 } }
    }
}
