import Testing
import WidgetSchedule
import WidgetSpecKit

@Suite("Decoding: widgets and families")
struct WidgetDecodingTests {
    @Test func defaultsOfAMinimalWidget() throws {
        let widget = try decodeWidget(
            """
              Clock:
                kind: com.example.clock
                displayName: Clock
                families: [systemSmall]
            """)
        #expect(widget.name.value == "Clock")
        #expect(widget.name.at == "4:3")
        #expect(widget.kind.value == "com.example.clock")
        #expect(widget.kind.at == "5:11")
        #expect(widget.displayName.value == "Clock")
        #expect(widget.description == nil)
        #expect(widget.families == .shared([Located(.systemSmall, at: widget.families.families(on: .iOS)[0].range)]))
        // The default view is `<Name>View`, located at the widget's name.
        #expect(widget.view == Located("ClockView", at: widget.name.range))
        #expect(widget.intent == nil)
        #expect(widget.entry.isEmpty)
        #expect(widget.url == nil)
        #expect(!widget.contentMarginsDisabled)
        #expect(widget.background == WidgetBackground(style: .system, removable: true, range: nil))
        #expect(widget.cache == nil)
        #expect(widget.available.isEmpty)
        #expect(widget.checks == CheckSettings())
        // No timeline: a static widget, one entry now and never reloaded, located at the name.
        #expect(widget.timeline.rule == TimelineRule(plan: TimelinePlan(entries: .now, policy: .never)))
        #expect(widget.timeline.entriesRange == widget.name.range)
        #expect(widget.timeline.policyRange == widget.name.range)
    }

    @Test func everyKey() throws {
        let widget = try decodeWidget(
            """
              CharacterDetail:
                kind: com.mygame.character-detail
                displayName: Character Details
                description: Your hero's health and recovery.
                families: [systemSmall, systemMedium, accessoryCircular]
                view: HeroView
                entry:
                  healthLevel: { type: Double, placeholder: 0.25 }
                timeline:
                  entries: { every: 1h, count: 4 }
                  policy: atEnd
                url: "mygame://character"
                contentMarginsDisabled: true
                background: { style: view, removable: false }
                cache: { appGroup: group.com.mygame }
                available: { iOS: "19.0", macOS: 15 }
                checks: { enable: [WS0801] }
            """)
        #expect(widget.kind.value == "com.mygame.character-detail")
        #expect(widget.displayName.value == "Character Details")
        #expect(widget.description?.value == "Your hero's health and recovery.")
        #expect(widget.description?.at == "7:18")
        #expect(widget.families.families(on: .iOS).map(\.value) == [.systemSmall, .systemMedium, .accessoryCircular])
        #expect(widget.families.families(on: .iOS).map(\.at) == ["8:16", "8:29", "8:43"])
        #expect(widget.view == Located("HeroView", at: widget.view.range))
        #expect(widget.view.at == "9:11")
        #expect(widget.entry.map(\.name.value) == ["healthLevel"])
        #expect(
            widget.timeline.rule.plan
                == TimelinePlan(entries: .every(.hours(1), count: 4, start: .zero), policy: .atEnd))
        #expect(
            widget.url?.value == URLTemplate(text: "mygame://character", segments: [.literal("mygame://character")]))
        #expect(widget.contentMarginsDisabled)
        #expect(widget.background.style == .view)
        #expect(!widget.background.removable)
        #expect(widget.background.range.map { "\($0.start)" } == "17:17")
        #expect(widget.cache?.appGroup.value == "group.com.mygame")
        #expect(widget.cache?.appGroup.at == "18:24")
        #expect(widget.available.map(\.platform) == [.iOS, .macOS])
        #expect(widget.available.map(\.version) == [OSVersion(19), OSVersion(15)])
        #expect(widget.available.map { "\($0.range.start)" } == ["19:23", "19:38"])
        #expect(widget.checks.enabled.map(\.value) == ["WS0801"])
    }

    @Test(arguments: [("none", WidgetBackground.Style.none), ("view", .view), ("system", .system)])
    func backgroundStyleAsOneWord(_ word: String, _ style: WidgetBackground.Style) throws {
        let widget = try decodeWidget(
            """
              Clock:
                kind: com.example.clock
                displayName: Clock
                families: [systemSmall]
                background: \(word)
            """)
        #expect(widget.background.style == style)
        #expect(widget.background.removable)
    }

    /// The deprecated key still works, with a warning whose fix-it writes its replacement.
    @Test func backgroundRemovableIsFoldedIntoTheBackground() throws {
        let loaded = SpecLoader.load(
            SourceFile(
                path: "test.widgets.yaml",
                text: """
                    spec: 1
                    bundle: Demo
                    widgets:
                      Clock:
                        kind: com.example.clock
                        displayName: Clock
                        families: [systemSmall]
                        backgroundRemovable: false
                    """))
        let widget = try #require(loaded.spec?.widgets.first)
        #expect(!widget.background.removable)
        #expect(widget.background.style == .system)
        #expect(loaded.diagnostics.map(\.id) == [.deprecatedKey])
        #expect(loaded.diagnostics.first?.severity == .warning)
        #expect(loaded.diagnostics.first?.fixIt?.replacement == "background: { removable: false }")
    }

    @Test func wordsThatYAML11WouldRetypeStayStrings() throws {
        let widget = try decodeWidget(
            """
              Switch:
                kind: on
                displayName: no
                description: off
                families: [systemSmall]
            """)
        #expect(widget.kind.value == "on")
        #expect(widget.displayName.value == "no")
        #expect(widget.description?.value == "off")
    }

    @Test func familiesPerPlatform() throws {
        let spec = try decodeSpec(
            """
            spec: 1
            bundle: Game
            platforms: { iOS: "17.0", watchOS: "10.0", macOS: "14.0" }
            widgets:
              Leaderboard:
                kind: com.mygame.leaderboard
                displayName: Leaderboard
                families:
                  watchOS: [accessoryCircular, accessoryCorner]
                  iOS: [systemSmall, accessoryCircular]
            """)
        let widget = try #require(spec.widgets.first)
        guard case .perPlatform(let lists) = widget.families else {
            Issue.record("expected per-platform families, got \(widget.families)")
            return
        }
        // Sorted by platform; each list keeps its order and the platform key's range.
        #expect(lists.map(\.platform) == [.iOS, .watchOS])
        #expect(lists.map { "\($0.range.start)" } == ["10:7", "9:7"])
        #expect(widget.families.families(on: .iOS).map(\.value) == [.systemSmall, .accessoryCircular])
        #expect(widget.families.families(on: .watchOS).map(\.value) == [.accessoryCircular, .accessoryCorner])
        #expect(widget.families.families(on: .watchOS).map(\.at) == ["9:17", "9:36"])
        // A platform of `platforms` missing from the map offers the widget nowhere there.
        #expect(widget.families.families(on: .macOS).isEmpty)
    }

    @Test func everyFamilyName() throws {
        let names = WidgetFamily.allCases.map(\.rawValue).joined(separator: ", ")
        let widget = try decodeWidget("  All: { kind: k, displayName: All, families: [\(names)] }\n")
        #expect(widget.families.families(on: .iOS).map(\.value) == WidgetFamily.allCases)
    }

    @Test func urlTemplates() throws {
        let widget = try decodeWidget(
            """
              CharacterDetail:
                kind: com.mygame.character
                displayName: Character
                families: [systemSmall]
                intent:
                  parameters:
                    character: { type: String, default: panda }
                    tab: { type: Int, default: 1 }
                url: "mygame://character/{character}?tab={tab}"
            """)
        let url = try #require(widget.url)
        #expect(url.value.text == "mygame://character/{character}?tab={tab}")
        #expect(url.at == "12:10")
        guard url.value.segments.count == 4,
            case .literal(let first) = url.value.segments[0],
            case .parameter(let character, let characterRange) = url.value.segments[1],
            case .literal(let middle) = url.value.segments[2],
            case .parameter(let tab, let tabRange) = url.value.segments[3]
        else {
            Issue.record("unexpected segments \(url.value.segments)")
            return
        }
        #expect(first == "mygame://character/")
        #expect(character == "character")
        #expect("\(characterRange.start)-\(characterRange.end)" == "12:31-12:40")
        #expect(middle == "?tab=")
        #expect(tab == "tab")
        #expect("\(tabRange.start)-\(tabRange.end)" == "12:47-12:50")
    }

    @Test func severalWidgetsKeepTheirOrder() throws {
        let spec = try decodeBody(
            """
            widgets:
              Zeta: { kind: z, displayName: Z, families: [systemSmall] }
              Alpha: { kind: a, displayName: A, families: [systemLarge] }
            """)
        #expect(spec.widgets.map(\.name.value) == ["Zeta", "Alpha"])
        #expect(spec.widget(named: "Alpha")?.kind.value == "a")
    }
}

@Suite("Decoding: intents and parameters")
struct IntentDecodingTests {
    static let hero = "enums:\n  Hero: { cases: [panda, egghead] }\n"

    @Test func intentDefaults() throws {
        let widget = try decodeWidget(
            """
              CharacterDetail:
                kind: com.mygame.character
                displayName: Character Details
                families: [systemSmall]
                intent:
                  parameters:
                    character: Hero
                    showHealthBar: Bool?
            """, declarations: Self.hero)
        let intent = try #require(widget.intent)
        // The intent is `<Widget>Intent`, titled like the widget, located at the `intent` key.
        #expect(intent.name.value == "CharacterDetailIntent")
        #expect(intent.name.range == intent.range)
        #expect(intent.title.value == "Character Details")
        #expect(intent.description == nil)
        #expect("\(intent.range.start)" == "10:5")
        #expect(intent.parameters.map(\.name.value) == ["character", "showHealthBar"])
        #expect(intent.parameters.map(\.type.value) == [.enumeration("Hero"), .optional(.bool)])
        // A parameter's title defaults to its name in words, located at the name.
        #expect(intent.parameters.map(\.title.value) == ["Character", "Show Health Bar"])
        #expect(intent.parameters.map(\.title.at) == ["12:9", "13:9"])
        #expect(intent.parameters.allSatisfy { $0.defaultValue == nil && $0.description == nil })
    }

    @Test func intentWithEveryKey() throws {
        let widget = try decodeWidget(
            """
              CharacterDetail:
                kind: com.mygame.character
                displayName: Character Details
                families: [systemSmall]
                intent:
                  name: SelectCharacterIntent
                  title: Select Character
                  description: Choose whose health to show.
                  parameters:
                    character: { type: Hero, title: Character, description: The hero., default: panda }
                    count: { type: Int, default: 3 }
                    topics: { type: "[String]", default: [news, off] }
                    limit: { type: Double?, default: nil }
                    since: { type: Date, default: -1d }
                    site: { type: URL, default: "https://example.com" }
            """, declarations: Self.hero)
        let intent = try #require(widget.intent)
        #expect(intent.name.value == "SelectCharacterIntent")
        #expect(intent.name.at == "11:13")
        #expect(intent.title.value == "Select Character")
        #expect(intent.description?.value == "Choose whose health to show.")
        let character = try #require(intent.parameter(named: "character"))
        #expect(character.title.value == "Character")
        #expect(character.description?.value == "The hero.")
        #expect(character.defaultValue?.value == .enumCase("panda"))
        #expect(character.defaultValue?.at == "15:85")
        #expect(
            intent.parameters.map { $0.defaultValue?.value } == [
                .enumCase("panda"), .int(3), .array([.string("news"), .string("off")]), .null,
                .relativeDate(.days(-1)), .url("https://example.com"),
            ])
    }

    @Test func intentTitleFallsBackToTheWidgetName() throws {
        // Without a displayName (an error of its own) the title still has a value; with one, it is used.
        let widget = try decodeWidget(
            """
              Picker:
                kind: k
                displayName: Pick One
                families: [systemSmall]
                intent: {}
            """)
        #expect(widget.intent?.title.value == "Pick One")
        #expect(widget.intent?.parameters == [])
    }
}
