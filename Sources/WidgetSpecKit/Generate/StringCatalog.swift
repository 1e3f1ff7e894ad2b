/// A String Catalog (`.xcstrings`): the JSON file in which Xcode keeps an app's localized strings, one entry per
/// key with its comment and its text per language. `generate` writes one per localized spec beside the shared part;
/// Xcode compiles it into the `.strings` tables of each language in the bundle.
///
/// Only the part of the format a spec's display texts use is modelled: a `stringUnit` per language (no plural or
/// device variations). Decoding a catalog Xcode wrote keeps those parts; encoding writes Xcode's own layout.
package struct StringCatalog: Codable, Hashable, Sendable {
    /// The development language: the language of the code's default values.
    package var sourceLanguage: String
    /// The entries by key.
    package var strings: [String: Entry]
    /// The format's version; Xcode 15 and later write `1.0`.
    package var version: String

    package static let formatVersion = "1.0"

    package struct Entry: Codable, Hashable, Sendable {
        /// The comment translators read.
        package var comment: String?
        /// How the entry came to be: `manual` for one Xcode did not extract from source code, so Xcode leaves it
        /// alone rather than marking it stale.
        package var extractionState: String?
        /// The text per language.
        package var localizations: [String: Localization]?

        package init(comment: String?, extractionState: String?, localizations: [String: Localization]?) {
            self.comment = comment
            self.extractionState = extractionState
            self.localizations = localizations
        }
    }

    package struct Localization: Codable, Hashable, Sendable {
        package var stringUnit: StringUnit

        package init(stringUnit: StringUnit) {
            self.stringUnit = stringUnit
        }
    }

    package struct StringUnit: Codable, Hashable, Sendable {
        /// `translated` for a text the spec gives; Xcode also writes `new`, `needs_review` and `stale`.
        package var state: String
        package var value: String

        package init(state: String, value: String) {
            self.state = state
            self.value = value
        }
    }

    package init(sourceLanguage: String, strings: [String: Entry], version: String = Self.formatVersion) {
        self.sourceLanguage = sourceLanguage
        self.strings = strings
        self.version = version
    }

    /// The catalog as Xcode writes it: keys sorted, two-space indentation, `"key" : value`, no final newline.
    package var text: String {
        JSONValue.sortedObject([
            "sourceLanguage": .string(sourceLanguage), "strings": .sortedObject(strings.mapValues(\.jsonValue)),
            "version": .string(version),
        ]).renderedInXcodeLayout()
    }
}

extension StringCatalog.Entry {
    fileprivate var jsonValue: JSONValue {
        var members: [String: JSONValue] = [:]
        if let comment { members["comment"] = .string(comment) }
        if let extractionState { members["extractionState"] = .string(extractionState) }
        if let localizations {
            members["localizations"] = .sortedObject(
                localizations.mapValues { localization in
                    .sortedObject([
                        "stringUnit": .sortedObject([
                            "state": .string(localization.stringUnit.state),
                            "value": .string(localization.stringUnit.value),
                        ])
                    ])
                })
        }
        return .sortedObject(members)
    }
}

extension StringCatalog {
    /// The catalog of a localized spec: every display text that lives in the spec's own table, by key, with the
    /// languages it is written in; nil for a spec without `localization`.
    package init?(spec: Spec) {
        guard let localization = spec.localization else { return nil }
        var strings: [String: Entry] = [:]
        for text in spec.displayTexts {
            guard let info = text.localization, info.table == nil, strings[info.key] == nil else { continue }
            let localizations = info.values.map {
                ($0.language, Localization(stringUnit: StringUnit(state: "translated", value: $0.text.value)))
            }
            strings[info.key] = Entry(
                comment: info.comment, extractionState: "manual",
                localizations: Dictionary(localizations, uniquingKeysWith: { first, _ in first }))
        }
        // An entity instance's title and subtitle are the fields' values: the catalog holds their format, so the
        // generated code's keys all live in the spec's table (docs/generated-code.md#localization).
        for entity in spec.entities {
            let parts = [EntityDisplay.Part.title] + (entity.display.subtitle == nil ? [] : [.subtitle])
            for part in parts {
                let field = part == .title ? entity.display.title.value : entity.display.subtitle?.value ?? ""
                let key = EntityDisplay.key(of: entity.name.value, part)
                guard strings[key] == nil else { continue }
                let localizations = localization.languageCodes.map {
                    ($0, Localization(stringUnit: StringUnit(state: "translated", value: EntityDisplay.format)))
                }
                strings[key] = Entry(
                    comment: EntityDisplay.comment(of: entity.name.value, part, field: field),
                    extractionState: "manual", localizations: Dictionary(localizations, uniquingKeysWith: { a, _ in a })
                )
            }
        }
        self.init(sourceLanguage: localization.development.value, strings: strings)
    }
}
