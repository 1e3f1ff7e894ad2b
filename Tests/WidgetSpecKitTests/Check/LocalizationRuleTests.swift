import Testing

@testable import WidgetSpecKit

/// The localization rules' messages, and the agreement between what the build plugins look for and what the
/// checker warns about.
@Suite struct LocalizationRuleTests {
    static func findings(_ text: String) throws -> [Diagnostic] {
        Checker.check([try decodeSpec(text)])
    }

    @Test func incompleteTextsNameTheMissingLanguagesAndTheFix() throws {
        let found = try Self.findings(
            """
            spec: 1
            bundle: Demo
            localization: { development: en, languages: [en, de, fr] }
            widgets:
              Clock:
                kind: com.example.clock
                displayName: { en: Clock, de: Uhr, fr: Horloge }
                families: [systemSmall]
                intent:
                  title: { en: Clock, de: Uhr }
                  parameters:
                    showSeconds: { type: Bool, default: true }
            """)
        #expect(
            found.map(\.message) == [
                "the title of the configuration intent of widget 'Clock' has no fr text; write it per language: "
                    + "{ en: Clock, de: Uhr, fr: … }",
                "the title of parameter 'showSeconds' of widget 'Clock' has no de and fr text; write it per "
                    + "language: { en: Show Seconds, de: …, fr: … }",
            ])
        // The made-up title points at the parameter's name.
        #expect(summary(found) == ["WS1101 10:14", "WS1101 12:9"])
    }

    @Test func actionsAndControlsNeedEveryLanguageToo() throws {
        let found = try Self.findings(
            """
            spec: 1
            bundle: Demo
            platforms: { iOS: "18.0" }
            localization: { development: en, languages: [en, de] }
            controls:
              Lamp:
                kind: com.example.lamp
                displayName: Lamp
                description: { en: A lamp., de: Eine Lampe. }
                toggle: SetLamp
                states: { on: { en: Lit, de: An }, off: Dark }
            actions:
              SetLamp:
                toggle: true
                description: { key: lamp.set, table: Localizable }
            """)
        #expect(
            found.map(\.message) == [
                "the gallery name of control 'Lamp' has no de text; write it per language: { en: Lamp, de: … }",
                "the value label of control 'Lamp' when it is off has no de text; write it per language: "
                    + "{ en: Dark, de: … }",
                "the title of action 'SetLamp' has no de text; write it per language: { en: Set Lamp, de: … }",
                "the title of the toggled value of action 'SetLamp' has no de text; write it per language: "
                    + "{ en: Value, de: … }",
            ])
        // The label is the display name, reported once; the made-up titles (the action's and its toggled value's,
        // "Value" unless `valueTitle` says otherwise) point at the action's name.
        #expect(summary(found) == ["WS1101 8:18", "WS1101 11:45", "WS1101 13:3", "WS1101 13:3"])
    }

    @Test func anEntitysDisplayNameNeedsEveryLanguage() throws {
        let found = try Self.findings(
            """
            spec: 1
            bundle: Demo
            localization: { development: en, languages: [en, de] }
            entities:
              Light: { title: { en: Light }, display: { title: id } }
              Room: { display: { title: id } }
            """)
        #expect(
            found.map(\.message) == [
                "the display name of entity 'Light' has no de text; write it per language: { en: Light, de: … }",
                "the display name of entity 'Room' has no de text; write it per language: { en: Room, de: … }",
            ])
        // The made-up title points at the entity's name.
        #expect(summary(found) == ["WS1101 5:19", "WS1101 6:3"])
    }

    @Test func anEntityAndAnActionOfOneNameShareTheKeyOfTheirTitles() throws {
        let found = try Self.findings(
            """
            spec: 1
            bundle: Demo
            platforms: { iOS: "17.0" }
            localization: { development: en, languages: [en, de] }
            entities:
              Light: { title: { en: Light, de: Lampe }, display: { title: id } }
            actions:
              Light: { title: { en: Switch Light, de: Licht schalten }, reloads: all }
            """)
        #expect(summary(found) == ["WS1102 8:19"])
        #expect(
            found.first?.message
                == "key 'Light.title' of the title of action 'Light' is already the key of the display name of "
                + "entity 'Light', with other words; give one of them its own key")
    }

    @Test func aTextServingTwoPlacesIsReportedOnce() throws {
        let found = try Self.findings(
            """
            spec: 1
            bundle: Demo
            localization: { development: en, languages: [en, de] }
            widgets:
              Clock:
                kind: com.example.clock
                displayName: Clock
                families: [systemSmall]
                intent:
                  parameters:
                    showSeconds: { type: Bool, default: true, title: { en: Seconds, de: Sekunden } }
            """)
        // The intent's title is the gallery name.
        #expect(summary(found) == ["WS1101 7:18"])
    }

    @Test func aSharedKeyWithTheSameWordsIsOneText() throws {
        let found = try Self.findings(
            """
            spec: 1
            bundle: Demo
            localization: { development: en, languages: [en, de] }
            widgets:
              A: { kind: a, displayName: { key: shared, en: Hi, de: Hallo }, families: [systemSmall] }
              B: { kind: b, displayName: { key: shared, en: Hi, de: Hallo }, families: [systemSmall] }
              C: { kind: c, displayName: { key: shared, en: Hi, de: Servus }, families: [systemSmall] }
            """)
        #expect(summary(found) == ["WS1102 7:37"])
        #expect(
            found.first?.message
                == "key 'shared' of the gallery name of widget 'C' is already the key of the gallery name of widget "
                + "'A', with other words; give one of them its own key")
        #expect(found.first?.notes.first?.range.map { "\($0.start)" } == "5:37")
    }

    @Test func everyPlatformBelowTheMinimumIsReported() throws {
        let found = try Self.findings(
            """
            spec: 1
            bundle: Demo
            platforms: { iOS: "15.0", watchOS: "9.0", macOS: "12.0" }
            localization: { development: en }
            """)
        #expect(summary(found) == ["WS1103 4:1", "WS1103 4:1"])
        #expect(found.map(\.message).allSatisfy { $0.hasPrefix("localized texts are `LocalizedStringResource`s") })
        #expect(found.map { $0.notes.first?.range.map { "\($0.start)" } } == ["3:19", "3:50"])
    }

    @Test func localizationMergedFromAnAnchorIsUnseenByThePlugins() throws {
        let text = """
            spec: 1
            bundle: Demo
            x-shared: &shared
              localization: { development: en }
            <<: *shared
            """
        let spec = try decodeSpec(text)
        #expect(spec.localization != nil)
        #expect(!WidgetSpecOutputFileName.declaresLocalization(specText: text))
        #expect(summary(Checker.check([spec])) == ["WS1104 4:3"])
    }

    /// The plugins' test on the text and the checker's on the key agree for every spec the catalog and the
    /// examples hold.
    @Test func thePluginsSeeExactlyTheLocalizationTheCheckerDoesNotWarnAbout() throws {
        var texts = DiagnosticCatalog.all.flatMap { $0.triggering + $0.nonTriggering }.map(\.text)
        texts += [
            "spec: 1\nbundle: A\n\"localization\" : { development: en }\n",
            "spec: 1\nbundle: A\nlocalization :\n  development: en\n",
            "spec: 1\nbundle: A\nx-notes: |\n  localization: none\n",
            "\u{FEFF}localization: { development: en }\nspec: 1\nbundle: A\n",
        ]
        for text in texts {
            let loaded = loadSpec(text)
            guard let spec = loaded.spec else { continue }
            // A line the plugins take for the key where the spec has none is WS0219, an error.
            if loaded.diagnostics.contains(where: { $0.id == .localizationLineNotTheKey }) { continue }
            let checkerSeesIt = spec.localization?.isWrittenAtLineStart == true
            #expect(WidgetSpecOutputFileName.declaresLocalization(specText: text) == checkerSeesIt, "\(text)")
        }
    }

    /// A multi-line string may continue at the start of a line; one that starts with `localization:` would make
    /// the plugins expect a String Catalog `generate` never writes: an error at that line. Indented, it is fine.
    @Test func aLocalizationLineThatIsNotTheKeyIsAnError() throws {
        let text = "spec: 1\r\nbundle: A\r\nx-notes: \"later;\r\nlocalization: to follow\"\r\n"
        #expect(WidgetSpecOutputFileName.localizationLine(specText: text) == 4)
        let loaded = loadSpec(text)
        #expect(loaded.spec?.localization == nil)
        #expect(
            loaded.diagnostics.map { "\($0.id) \($0.range?.start.line ?? 0):\($0.range?.start.column ?? 0)" } == [
                "WS0219 4:1"
            ])
        let indented = loadSpec(text.replacingOccurrences(of: "\nlocalization", with: "\n  localization"))
        #expect(indented.diagnostics.isEmpty)
    }
}
