/// `localization:` at the top level: the languages every display text has.
enum LocalizationKey: String, SpecShapeKeys {
    case development, languages, bundle

    static let heading = SpecShapeHeading(
        "localization", title: "Localization",
        summary: "The languages of the display texts; `generate` writes them into a String Catalog.")

    static let bundleWords = LocalizationDecl.Bundle.allCases.map { (word: $0.rawValue, bundle: $0) }
    static let defaultBundle = LocalizationDecl.Bundle.main

    var key: SpecKey {
        switch self {
        case .bundle:
            optional(
                .oneOf(Self.bundleWords.map(\.word)), default: Self.defaultBundle,
                "Where the catalog is: `main`, the app's and the extension's own bundle (an Xcode project), or "
                    + "`module`, the resources of the Swift package target that compiles the shared part.")
        case .development:
            required(.language, "The language plain texts are written in: the String Catalog's source language.")
        case .languages:
            optional(
                .list(.language), defaultText: "the development language",
                "Every language each display text must have; the development language is one of them.")
        }
    }
}

extension LocalizationDecl.Bundle: SpecLiteral {
    var specText: String { rawValue }
}

/// A display text written as a mapping: its text per language, and optionally its key, a table of the app's and a
/// comment.
enum LocalizedTextKey: String, SpecShapeKeys {
    case key, table, comment

    static let heading = SpecShapeHeading(
        "localizedText", title: "Localized text",
        summary: "A display text with a text per language, a key, a table and a comment.")

    static let freeKeys: SpecFreeKeys? = SpecFreeKeys(
        name: "Language", pattern: SchemaPatterns.languageCode, kind: .string,
        summary: "The text in that language (`en`, `de`, `pt-BR`, `zh-Hans`), one of `localization.languages`.")

    var key: SpecKey {
        switch self {
        case .key:
            optional(
                .string, defaultText: "the text's place, such as `CharacterDetail.displayName`",
                "The key in the String Catalog, or in `table`.")
        case .table:
            optional(
                .string,
                "A strings table of the app's own that holds the translations (its file name without extension); "
                    + "the spec then gives at most the development language's text.")
        case .comment:
            optional(.string, defaultText: "what the text is", "The comment translators read.")
        }
    }
}
