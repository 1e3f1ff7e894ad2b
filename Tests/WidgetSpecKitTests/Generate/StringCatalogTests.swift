import Foundation
import Testing

@testable import WidgetSpecKit

/// The String Catalog a localized spec generates: committed under `Reference/` like the Swift parts, valid against
/// the format's schema, stable through a decode and an encode, and holding every display text in every language.
@Suite struct StringCatalogTests {
    static let localized = ExampleSpec.all.filter { $0.spec.localization != nil }

    static func catalog(of example: ExampleSpec) throws -> (name: String, text: String) {
        let catalog = try #require(StringCatalog(spec: example.spec))
        return (WidgetSpecOutputFileName.catalog(forSpec: example.displayPath), catalog.text)
    }

    @Test func someExampleSpecIsLocalizedInTwoLanguages() {
        #expect(Self.localized.contains { ($0.spec.localization?.languages.count ?? 0) >= 2 })
    }

    @Test(arguments: localized)
    func catalogMatchesReference(_ example: ExampleSpec) throws {
        let (name, text) = try Self.catalog(of: example)
        GoldenFile.check(text, against: RepositoryPaths.reference.appendingPathComponent(name))
    }

    /// Decoding the bytes and encoding them again gives the same bytes: the catalog is in its canonical layout,
    /// so Xcode finds nothing to rewrite; decoded without the tool's model, it holds the same data.
    @Test(arguments: localized)
    func catalogRoundTrips(_ example: ExampleSpec) throws {
        let (_, text) = try Self.catalog(of: example)
        let decoded = try JSONDecoder().decode(StringCatalog.self, from: Data(text.utf8))
        #expect(decoded.text == text)
        let untyped = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? NSDictionary
        let reencoded = try JSONSerialization.jsonObject(with: try JSONEncoder().encode(decoded)) as? NSDictionary
        #expect(untyped != nil && untyped == reencoded)
        #expect(text.hasPrefix("{\n  \"sourceLanguage\" : "))
        #expect(text.hasSuffix("\"version\" : \"1.0\"\n}"))
    }

    @Test(arguments: localized)
    func catalogHoldsEveryTextInEveryLanguage(_ example: ExampleSpec) throws {
        let localization = try #require(example.spec.localization)
        let catalog = try #require(StringCatalog(spec: example.spec))
        #expect(catalog.sourceLanguage == localization.development.value)
        let texts = example.spec.displayTexts.compactMap(\.localization).filter { $0.table == nil }
        // Besides the spec's texts, the format of each entity instance's title and subtitle.
        let entityKeys = example.spec.entities.flatMap { entity in
            [EntityDisplay.key(of: entity.name.value, .title)]
                + (entity.display.subtitle == nil ? [] : [EntityDisplay.key(of: entity.name.value, .subtitle)])
        }
        #expect(Set(catalog.strings.keys) == Set(texts.map(\.key) + entityKeys))
        for (key, entry) in catalog.strings {
            #expect(Set(entry.localizations.map { Array($0.keys) } ?? []) == Set(localization.languageCodes), "\(key)")
            #expect(entry.extractionState == "manual")
            #expect(entry.comment?.isEmpty == false)
        }
        // A text of an app's own table is translated there, not in the spec's catalog.
        #expect(!catalog.strings.keys.contains("warnings.gallery-description"))
    }

    @Test(arguments: localized)
    func catalogValidatesAgainstTheFormatSchema(_ example: ExampleSpec) throws {
        try #require(!PythonSchemaValidator.skipRequested)
        let (name, text) = try Self.catalog(of: example)
        let file = try Toolchain.temporaryDirectory("catalog").appendingPathComponent(name)
        try text.write(to: file, atomically: true, encoding: .utf8)
        let outcomes = try PythonSchemaValidator.validate([file], schema: StringCatalogSchema.json)
        #expect(outcomes[file.path] == .valid, "\(outcomes)")
    }

    /// The schema is no rubber stamp: it rejects what Xcode would not read.
    @Test func formatSchemaRejectsBrokenCatalogs() throws {
        try #require(!PythonSchemaValidator.skipRequested)
        let broken = [
            #"{ "sourceLanguage": "en", "strings": {}, "version": "2.0" }"#,
            #"{ "sourceLanguage": "en", "version": "1.0" }"#,
            #"{ "sourceLanguage": "en", "version": "1.0", "strings": { "k": { "localizations": { "de": { "stringUnit": { "value": "x" } } } } } }"#,
            #"{ "sourceLanguage": "en", "version": "1.0", "strings": { "k": { "localizations": { "de": { "stringUnit": { "state": "done", "value": "x" } } } } } }"#,
            #"{ "sourceLanguage": "English", "version": "1.0", "strings": {} }"#,
        ]
        let directory = try Toolchain.temporaryDirectory("broken-catalogs")
        let files = try broken.enumerated().map { index, text in
            let file = directory.appendingPathComponent("\(index).xcstrings")
            try text.write(to: file, atomically: true, encoding: .utf8)
            return file
        }
        let outcomes = try PythonSchemaValidator.validate(files, schema: StringCatalogSchema.json)
        for file in files { #expect(outcomes[file.path]?.isInvalid == true, "\(file.lastPathComponent) passed") }
    }

    @Test func unlocalizedSpecsHaveNoCatalog() throws {
        let game = try ExampleSpec.named("game.widgets")
        #expect(StringCatalog(spec: game.spec) == nil)
        let files = SwiftGenerator.files(for: [game.spec])
        #expect(files.map(\.name).allSatisfy { $0.hasSuffix(".swift") })
    }

    /// The catalog goes with the shared part (which says where its texts are looked up), vouched for by it.
    @Test func catalogIsWrittenWithTheSharedPartOnly() throws {
        let weather = try ExampleSpec.named("weather.widgets")
        let all = SwiftGenerator.files(for: [weather.spec])
        let catalog = try #require(all.first { $0.name == "weather.widgets.xcstrings" })
        #expect(catalog.companion == "weather.widgets.shared.generated.swift")
        #expect(SwiftGenerator.files(for: [weather.spec], parts: [.shared]).contains(catalog))
        #expect(!SwiftGenerator.files(for: [weather.spec], parts: [.extension]).contains(catalog))
    }
}

/// A JSON Schema of the String Catalog format, as far as widgetspec writes it, from Apple's description of
/// `.xcstrings` files (Xcode 15 and later: a `sourceLanguage`, a `version` of 1.0, and `strings` by key, each with an
/// optional `comment`, `extractionState` and `localizations` per language holding a `stringUnit` with a `state` and a
/// `value`, or `variations`). Kept in Swift so the test target holds sources only.
enum StringCatalogSchema {
    static let json = #"""
        {
          "$schema": "https://json-schema.org/draft/2020-12/schema",
          "title": "Xcode String Catalog (.xcstrings)",
          "type": "object",
          "required": ["sourceLanguage", "strings", "version"],
          "additionalProperties": false,
          "properties": {
            "sourceLanguage": { "$ref": "#/$defs/language" },
            "version": { "const": "1.0" },
            "strings": { "type": "object", "additionalProperties": { "$ref": "#/$defs/entry" } }
          },
          "$defs": {
            "language": { "type": "string", "pattern": "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$" },
            "entry": {
              "type": "object",
              "additionalProperties": false,
              "properties": {
                "comment": { "type": "string" },
                "extractionState": { "enum": ["manual", "extracted_with_value", "stale", "migrated"] },
                "shouldTranslate": { "type": "boolean" },
                "localizations": {
                  "type": "object",
                  "propertyNames": { "$ref": "#/$defs/language" },
                  "additionalProperties": { "$ref": "#/$defs/localization" }
                }
              }
            },
            "localization": {
              "type": "object",
              "minProperties": 1,
              "additionalProperties": false,
              "properties": {
                "stringUnit": { "$ref": "#/$defs/stringUnit" },
                "variations": { "type": "object" },
                "substitutions": { "type": "object" }
              }
            },
            "stringUnit": {
              "type": "object",
              "required": ["state", "value"],
              "additionalProperties": false,
              "properties": {
                "state": { "enum": ["new", "translated", "needs_review", "stale"] },
                "value": { "type": "string" }
              }
            }
          }
        }
        """#
}
