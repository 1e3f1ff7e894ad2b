import Foundation
import Testing

@testable import WidgetSpecKit

/// Every text the generated code shows goes through the spec's String Catalog: a toggle action's `value` title and
/// an entity instance's display title and subtitle too, which used to be literals looked up in the app's default
/// table (issue 24, "Localization").
@Suite struct CatalogTextTests {
    static let spec = """
        spec: 1
        bundle: RoomWidgets
        localization: { development: en, languages: [en, de] }
        entities:
          Room:
            title: { en: Room, de: Raum }
            fields:
              name: { type: String, placeholder: Kitchen }
              floor: String?
            display: { title: name, subtitle: floor }
        actions:
          Switch:
            title: { en: Switch, de: Schalten }
            toggle: true
            valueTitle: { en: Lights On, de: Licht an }
            parameters:
              room: { type: Room?, title: { en: Room, de: Raum } }
          Dim:
            title: { en: Dim, de: Dimmen }
            toggle: true
        """

    static func load(_ text: String = spec) throws -> LoadedSpec {
        SpecLoader.load(SourceFile(path: "rooms.widgets.yaml", text: text))
    }

    @Test func aToggleValueTitleIsATextOfTheCatalog() throws {
        let spec = try #require(try Self.load().spec)
        let example = ExampleSpec(spec: spec, displayPath: "rooms.widgets.yaml")
        #expect(
            example.extensionPart.contains(
                #"@Parameter(title: LocalizedStringResource("Switch.value.title", defaultValue: "Lights On", "#
                    + #"table: "rooms.widgets", comment: "#))
        #expect(!example.extensionPart.contains(#"@Parameter(title: "Value")"#))
        let catalog = try #require(StringCatalog(spec: spec))
        #expect(catalog.strings["Switch.value.title"]?.localizations?["de"]?.stringUnit.value == "Licht an")
        // Without `valueTitle`, "Value" is the development text, and the checker asks for its translation.
        #expect(catalog.strings["Dim.value.title"]?.localizations?["en"]?.stringUnit.value == "Value")
        let diagnostics = Checker.check([spec])
        #expect(
            diagnostics.contains {
                $0.id == DiagnosticDescription.localizationIncomplete.id && $0.message.contains("action 'Dim'")
            }, "\(diagnostics.map(\.message))")
    }

    @Test func aToggleValueTitleBelongsToAToggle() throws {
        let loaded = try Self.load("spec: 1\nbundle: B\nactions:\n  Go:\n    valueTitle: Now\n")
        #expect(loaded.diagnostics.contains { $0.message.contains("'valueTitle' names the toggled value") })
    }

    @Test func anEntityInstanceIsShownThroughTheCatalog() throws {
        let spec = try #require(try Self.load().spec)
        let example = ExampleSpec(spec: spec, displayPath: "rooms.widgets.yaml")
        #expect(
            example.shared.contains(
                #"DisplayRepresentation(title: LocalizedStringResource("Room.display.title", "#
                    + #"defaultValue: "\(name)", table: "rooms.widgets", comment: "#))
        #expect(
            example.shared.contains(
                #"subtitle: floor.map { LocalizedStringResource("Room.display.subtitle", defaultValue: "\($0)", "#))
        let catalog = try #require(StringCatalog(spec: spec))
        for key in ["Room.display.title", "Room.display.subtitle"] {
            #expect(catalog.strings[key]?.localizations?["de"]?.stringUnit.value == "%@", "\(key)")
            #expect(catalog.strings[key]?.extractionState == "manual")
        }
    }

    /// Without `localization`, the texts stay literals.
    @Test func aPlainSpecKeepsLiterals() throws {
        let plain = Self.spec.replacingOccurrences(
            of: "localization: { development: en, languages: [en, de] }\n", with: ""
        )
        .replacingOccurrences(of: "{ en: Room, de: Raum }", with: "Room")
        .replacingOccurrences(of: "{ en: Switch, de: Schalten }", with: "Switch")
        .replacingOccurrences(of: "{ en: Lights On, de: Licht an }", with: "Lights On")
        .replacingOccurrences(of: "{ en: Dim, de: Dimmen }", with: "Dim")
        let loaded = try Self.load(plain)
        let spec = try #require(loaded.spec, "\(loaded.diagnostics.map(\.message))")
        let example = ExampleSpec(spec: spec, displayPath: "rooms.widgets.yaml")
        #expect(example.extensionPart.contains(#"@Parameter(title: "Lights On")"#))
        #expect(example.extensionPart.contains(#"@Parameter(title: "Value")"#))
        #expect(example.shared.contains(#"DisplayRepresentation(title: "\(name)", subtitle: floor.map { "\($0)" })"#))
    }
}
