import Testing

@testable import WidgetSpecKit

/// `localization:` and display texts: the forms, the keys and comments each text gets, and the located errors of
/// texts that cannot be read.
@Suite struct LocalizationDecodingTests {
    static let header = """
        spec: 1
        bundle: Demo
        localization: { development: en, languages: [en, de] }

        """

    @Test func languagesStartWithTheDevelopmentLanguage() throws {
        let spec = try decodeBody("localization: { development: de, languages: [en, de, pt-BR] }\n")
        let localization = try #require(spec.localization)
        #expect(localization.development.value == "de")
        #expect(localization.languageCodes == ["de", "en", "pt-BR"])
        #expect(localization.bundle == .main)
        #expect(localization.isWrittenAtLineStart)
        #expect(try decodeBody("localization: { development: en }\n").localization?.languageCodes == ["en"])
        #expect(try decodeBody("").localization == nil)
    }

    @Test func everyFormOfADisplayText() throws {
        let spec = try decodeSpec(
            Self.header + """
                enums:
                  Units:
                    cases: { metric: { en: Metric, de: Metrisch } }
                widgets:
                  Forecast:
                    kind: com.example.forecast
                    displayName: Forecast
                    description: { key: gallery.forecast, comment: Keep it short., en: Soon, de: Bald }
                    families: [systemSmall]
                    intent:
                      parameters:
                        showWind: { type: Bool, default: true, description: { key: wind, table: Localizable } }
                """)
        let widget = try #require(spec.widgets.first)
        // A plain string: the development language only, keyed and commented by its place.
        let name = try #require(widget.displayName.localization)
        #expect(widget.displayName.value == "Forecast")
        #expect(name.key == "Forecast.displayName" && name.keyRange == nil)
        #expect(name.comment == "The gallery name of widget 'Forecast'.")
        #expect(name.values.map(\.language) == ["en"])
        // A mapping with its own key and comment.
        let description = try #require(widget.description?.localization)
        #expect(widget.description?.value == "Soon")
        #expect(description.key == "gallery.forecast" && description.keyRange != nil)
        #expect(description.comment == "Keep it short.")
        #expect(description.value(in: "de")?.value == "Bald")
        // The intent's title is the gallery name, key and all; a parameter's title is made from its name.
        let intent = try #require(widget.intent)
        #expect(intent.title == widget.displayName)
        #expect(intent.parameters[0].title.value == "Show Wind")
        #expect(intent.parameters[0].title.localization?.key == "Forecast.intent.showWind.title")
        // A key in a table of the app's: the text is the key until the table translates it.
        let parameterDescription = try #require(intent.parameters[0].description)
        #expect(parameterDescription.value == "wind")
        #expect(parameterDescription.localization?.table?.value == "Localizable")
        // Enums: the type's title from its name, each case under `cases`.
        let units = try #require(spec.enums.first)
        #expect(units.title.localization?.key == "Units.title")
        #expect(units.cases[0].title.localization?.key == "Units.cases.metric")
        #expect(units.cases[0].title.localization?.value(in: "de")?.value == "Metrisch")
    }

    @Test func actionsAndControlsAreDisplayTextsToo() throws {
        let spec = try decodeSpec(
            Self.header + """
                platforms: { iOS: "18.0" }
                controls:
                  Dimmer:
                    kind: com.example.dimmer
                    displayName: { en: Dimmer, de: Dimmer }
                    description: Dims a room.
                    toggle: Dim
                    states: { on: { en: Dimmed, de: Gedimmt }, off: { key: bright, en: Bright, de: Hell } }
                    intent:
                      title: { en: Room to Dim, de: Zu dimmender Raum }
                      parameters:
                        level: { type: Int, default: 30 }
                actions:
                  Dim:
                    description: { en: Dims the lights., de: Dimmt das Licht., comment: In Shortcuts. }
                    toggle: true
                    parameters:
                      level: { type: Int, default: 30, title: { en: Level, de: Helligkeit } }
                """)
        let action = try #require(spec.actions.first)
        // A title made from the name has the development language only, like a parameter's.
        #expect(action.title.localization?.key == "Dim.title")
        #expect(action.title.localization?.values.map(\.language) == ["en"])
        #expect(action.title.localization?.role == "the title of action 'Dim'")
        #expect(action.description?.localization?.comment == "In Shortcuts.")
        #expect(action.parameters[0].title.localization?.key == "Dim.level.title")
        #expect(action.parameters[0].title.localization?.value(in: "de")?.value == "Helligkeit")
        let control = try #require(spec.controls.first)
        #expect(control.displayName.localization?.role == "the gallery name of control 'Dimmer'")
        #expect(control.description?.localization?.comment == "The gallery description of control 'Dimmer'.")
        // The label is the display name unless the spec writes `title`.
        #expect(control.title == control.displayName)
        #expect(control.states?.on.localization?.key == "Dimmer.states.on")
        #expect(control.states?.off.localization?.key == "bright")
        let intent = try #require(control.intent)
        #expect(intent.title.localization?.key == "Dimmer.intent.title")
        #expect(intent.parameters[0].title.localization?.key == "Dimmer.intent.level.title")
        #expect(intent.parameters[0].title.localization?.role == "the title of parameter 'level' of control 'Dimmer'")
        // The String Catalog and the checker see them with the widgets' texts; a toggle action's value title too.
        #expect(
            spec.displayTexts.compactMap(\.localization?.key) == [
                "Dimmer.displayName", "Dimmer.description", "Dimmer.displayName", "Dimmer.states.on", "bright",
                "Dimmer.intent.title", "Dimmer.intent.level.title", "Dim.title", "Dim.description", "Dim.value.title",
                "Dim.level.title",
            ])
    }

    @Test func anEntitysTitleIsADisplayText() throws {
        let spec = try decodeSpec(
            Self.header + """
                entities:
                  Light:
                    title: { en: Light, de: Lampe, comment: In the list of lights. }
                    display: { title: id }
                  RoomZone:
                    display: { title: id }
                """)
        let light = spec.entities[0].title
        #expect(light.value == "Light")
        #expect(light.localization?.key == "Light.title")
        #expect(light.localization?.value(in: "de")?.value == "Lampe")
        #expect(light.localization?.comment == "In the list of lights.")
        // A title made from the name has the development language only, at the name.
        let zone = spec.entities[1].title
        #expect(zone.value == "Room Zone" && zone.range == spec.entities[1].name.range)
        #expect(zone.localization?.values.map(\.language) == ["en"])
        #expect(zone.localization?.role == "the display name of entity 'RoomZone'")
        #expect(spec.displayTexts.compactMap(\.localization?.key) == ["Light.title", "RoomZone.title"])
    }

    @Test func aControlsIntentWithoutTitleSharesItsDisplayName() throws {
        let spec = try decodeSpec(
            Self.header + """
                platforms: { iOS: "18.0" }
                controls:
                  Dimmer:
                    kind: com.example.dimmer
                    displayName: { en: Dimmer, de: Dimmer }
                    title: { en: Dim, de: Dimmen }
                    button: Dim
                    intent:
                      parameters:
                        level: { type: Int, default: 30 }
                actions:
                  Dim: {}
                """)
        let control = try #require(spec.controls.first)
        #expect(control.title.localization?.key == "Dimmer.title")
        #expect(control.title.localization?.role == "the label of control 'Dimmer'")
        #expect(control.intent?.title == control.displayName)
    }

    @Test func withoutLocalizationTextsStayPlain() throws {
        let widget = try decodeWidget(
            """
              Clock:
                kind: com.example.clock
                displayName: Clock
                families: [systemSmall]
            """)
        #expect(widget.displayName == DisplayText("Clock", at: widget.displayName.range))
        #expect(widget.displayName.localization == nil)
        let entity = try #require(
            decodeSpec("spec: 1\nbundle: Demo\nentities:\n  Light: { title: Lamp, display: { title: id } }\n")
                .entities.first)
        #expect(entity.title.value == "Lamp" && entity.title.localization == nil)
    }

    @Test func textsThatCannotBeRead() {
        let lines = diagnosticLines(
            Self.header + """
                widgets:
                  A:
                    kind: a
                    displayName: { en: A, fr: A }
                    families: [systemSmall]
                  B:
                    kind: b
                    displayName: { de: B }
                    families: [systemSmall]
                  C:
                    kind: c
                    displayName: { key: c, table: Localizable, en: C, de: C }
                    families: [systemSmall]
                  D:
                    kind: d
                    displayName: { kye: d, en: D, de: D, coment: x }
                    families: [systemSmall]
                """)
        #expect(
            lines == [
                "7:27 error WS0204 language 'fr' is not declared in 'localization'",
                "11:18 error WS0203 the gallery name of widget 'B' has no en text; a text in the spec's String "
                    + "Catalog needs one in the development language",
                "15:59 error WS0204 the translations of a text in table 'Localizable' live in that table; give at "
                    + "most its en text here",
                "19:20 error WS0204 language 'kye' is not declared in 'localization'; did you mean 'key'?",
                "19:42 error WS0201 unknown key 'coment' in localized text; did you mean 'comment'?",
            ])
    }

    @Test func aMappingNeedsDeclaredLanguages() {
        let lines = diagnosticLines(
            """
            spec: 1
            bundle: Demo
            widgets:
              A: { kind: a, displayName: { en: A }, families: [systemSmall] }
            """)
        #expect(lines == ["4:30 error WS0202 expected a string, found a mapping"])
        let actionLines = diagnosticLines(
            """
            spec: 1
            bundle: Demo
            actions:
              Dim: { title: { en: Dim } }
            """)
        #expect(actionLines == ["4:17 error WS0202 expected a string, found a mapping"])
    }

    @Test func languagesThatAreNotCodes() {
        let lines = diagnosticLines(
            """
            spec: 1
            bundle: Demo
            localization: { development: English, languages: [en, de, en], bundle: app }
            """)
        #expect(
            lines == [
                "3:30 error WS0204 'English' is not a language code; write one like en, de, pt-BR or zh-Hans",
                "3:59 error WS0307 language 'en' is listed twice",
                "3:72 error WS0204 unknown catalog bundle 'app'",
            ])
    }

    /// `key` is a language code (Kupia) and a localized text's catalog key: a text could not say which it means.
    @Test func theLanguageKeyIsRefused() {
        let lines = diagnosticLines(
            """
            spec: 1
            bundle: Demo
            localization: { development: en, languages: [en, key] }
            """)
        #expect(
            lines == [
                "3:50 error WS0204 'key' cannot be a language of a spec: a localized text's `key:` is not a "
                    + "language's text"
            ])
    }

    /// BCP 47 ignores case: every spelling of a language is that language, written in Xcode's casing.
    @Test func languageCodesIgnoreCase() throws {
        let spec = try decodeSpec(
            """
            spec: 1
            bundle: Demo
            localization: { development: EN, languages: [zh-hans, PT-br, sr-latn-rs, es-419] }
            widgets:
              A:
                kind: a
                displayName: { en: A, ZH-HANS: A, pt-br: A, SR-Latn-rs: A, Es-419: A }
                families: [systemSmall]
            """)
        let localization = try #require(spec.localization)
        #expect(localization.languageCodes == ["en", "zh-Hans", "pt-BR", "sr-Latn-RS", "es-419"])
        let texts = try #require(spec.widgets.first?.displayName.localization)
        #expect(texts.values.map(\.language) == ["en", "zh-Hans", "pt-BR", "sr-Latn-RS", "es-419"])
        #expect(LanguageCode.canonical("az-LATN-x-LATN") == "az-Latn-x-latn")
    }

    @Test func aLanguageInAnotherCasingIsADuplicate() {
        let lines = diagnosticLines(
            """
            spec: 1
            bundle: Demo
            localization: { development: en, languages: [zh-Hans, zh-hans, Key] }
            widgets:
              A: { kind: a, displayName: { en: A, zh-Hans: B, zh-HANS: C }, families: [systemSmall] }
            """)
        #expect(
            lines == [
                "3:55 error WS0307 language 'zh-hans' is listed twice (as 'zh-Hans'; language codes ignore case)",
                "3:64 error WS0204 'Key' cannot be a language of a spec: a localized text's `key:` is not a "
                    + "language's text",
                "5:51 error WS0307 language 'zh-HANS' is written twice in this text: 'zh-Hans' is the same "
                    + "language (language codes ignore case)",
            ])
    }

    @Test func theNumberOfLanguagesIsLimited() {
        let codes = (0..<(SpecLimits.languages + 1)).map { "l" + String($0 % 26 + 10, radix: 36) + "-x\($0)" }
        let lines = diagnosticLines(
            """
            spec: 1
            bundle: Demo
            localization: { development: en, languages: [\(codes.joined(separator: ", "))] }
            widgets:
              A:
                kind: a
                displayName: { \(codes.map { "\($0): A" }.joined(separator: ", ")) }
                families: [systemSmall]
            """)
        #expect(lines.count == 2)
        let limit = "a spec declares at most 1000"
        #expect(lines.first?.hasSuffix("error WS0216 1001 languages are listed; \(limit)") == true)
        #expect(lines.last?.hasSuffix("error WS0216 this text has 1001 languages; \(limit)") == true)
    }
}
