import Foundation
import Testing

/// Hand-written wrong snippets the stubs must reject, to show that code passing the stub type-checks is held
/// to Apple's real constraints (each snippet is also checked to pass once the mistake is fixed).
@Suite struct StubNegativeControlTests {
    /// Declarations the snippets share: an entry, a static provider, an intent and its provider.
    static let prelude = """
        import AppIntents
        import Foundation
        import SwiftUI
        import WidgetKit

        struct SampleEntry: TimelineEntry { var date: Date }
        struct OtherEntry: TimelineEntry { var date: Date }
        struct SampleProvider: TimelineProvider {
            func placeholder(in context: Context) -> SampleEntry { SampleEntry(date: Date()) }
            func getSnapshot(in context: Context, completion: @escaping @Sendable (SampleEntry) -> Void) {}
            func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<SampleEntry>) -> Void) {}
        }
        struct SampleIntent: WidgetConfigurationIntent {
            static var title: LocalizedStringResource { "Sample" }
            init() {}
        }
        struct OtherIntent: WidgetConfigurationIntent {
            static var title: LocalizedStringResource { "Other" }
            init() {}
        }
        struct SampleIntentProvider: AppIntentTimelineProvider {
            func placeholder(in context: Context) -> SampleEntry { SampleEntry(date: Date()) }
            func snapshot(for configuration: SampleIntent, in context: Context) async -> SampleEntry { SampleEntry(date: Date()) }
            func timeline(for configuration: SampleIntent, in context: Context) async -> Timeline<SampleEntry> {
                Timeline(entries: [], policy: .atEnd)
            }
        }
        struct W: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "w", provider: SampleProvider()) { entry in Text(verbatim: "\\(entry.date)") }
            }
        }
        struct Press: AppIntent {
            static var title: LocalizedStringResource { "Press" }
            init() {}
            func perform() async throws -> some IntentResult { .result() }
        }
        struct Flip: SetValueIntent {
            static var title: LocalizedStringResource { "Flip" }
            @Parameter(title: "Value") var value: Bool
            init() {}
            func perform() async throws -> some IntentResult { .result() }
        }

        """

    struct Control: Sendable, CustomTestStringConvertible {
        var name: String
        var wrong: String
        var fixed: String
        var testDescription: String { name }
    }

    /// An intent whose array parameter is sized per family (`@Parameter(size:)` takes arrays of entities only).
    static func sizedIntent(type: String, family: String = "systemSmall") -> String {
        """
        struct Room: AppEntity {
            static var typeDisplayRepresentation: TypeDisplayRepresentation { "Room" }
            static var defaultQuery: RoomQuery { RoomQuery() }
            var id: String
            var displayRepresentation: DisplayRepresentation { "\\(id)" }
        }
        struct RoomQuery: EntityQuery {
            init() {}
            func entities(for identifiers: [String]) async throws -> [Room] { [] }
            func suggestedEntities() async throws -> [Room] { [] }
            func defaultResult() async -> Room? { nil }
        }
        struct Sized: WidgetConfigurationIntent {
            static var title: LocalizedStringResource { "Sized" }
            @Parameter(title: "Rooms", size: [.\(family): 3, .systemMedium: IntentCollectionSize(min: 0, max: 6)])
            var rooms: \(type)
            init() {}
        }
        """
    }

    /// An intent whose parameter of `type` takes its options from a provider listing `values`
    /// (`@Parameter(title:optionsProvider:)` is declared for String and Int values, with a provider of that type).
    static func optionsIntent(type: String, values: String, default defaultValue: String = "") -> String {
        """
        struct Choices: DynamicOptionsProvider {
            func results() async throws -> [\(values)] { [] }
        }
        struct Chosen: WidgetConfigurationIntent {
            static var title: LocalizedStringResource { "Chosen" }
            @Parameter(title: "Value", \(defaultValue)optionsProvider: Choices())
            var value: \(type)
            init() {}
        }
        """
    }

    static let controls: [Control] = [
        Control(
            name: "eleven widgets in one bundle block",
            wrong:
                "struct B: WidgetBundle { var body: some Widget { \(Array(repeating: "W()", count: 11).joined(separator: "; ")) } }",
            fixed:
                "struct B: WidgetBundle { var body: some Widget { \(Array(repeating: "W()", count: 10).joined(separator: "; ")) } }"
        ),
        Control(
            name: "if-else in a bundle",
            wrong: "struct B: WidgetBundle { var body: some Widget { if #available(iOS 18, *) { W() } else { W() } } }",
            fixed: "struct B: WidgetBundle { var body: some Widget { if #available(iOS 18, *) { W() } } }"),
        Control(
            name: "stored static title in Swift 6",
            wrong:
                "struct I: WidgetConfigurationIntent { static var title: LocalizedStringResource = \"T\"; init() {} }",
            fixed:
                "struct I: WidgetConfigurationIntent { static var title: LocalizedStringResource { \"T\" }; init() {} }"
        ),
        Control(
            name: "switch over WidgetFamily without @unknown default",
            wrong: """
                func f(_ family: WidgetFamily) -> Int {
                    switch family {
                    case .systemSmall, .systemMedium, .systemLarge, .systemExtraLarge, .systemExtraLargePortrait: 1
                    case .accessoryCircular, .accessoryRectangular, .accessoryInline, .accessoryCorner: 2
                    }
                }
                """,
            fixed: """
                func f(_ family: WidgetFamily) -> Int {
                    switch family {
                    case .systemSmall, .systemMedium, .systemLarge, .systemExtraLarge, .systemExtraLargePortrait: 1
                    case .accessoryCircular, .accessoryRectangular, .accessoryInline, .accessoryCorner: 2
                    @unknown default: 3
                    }
                }
                """),
        Control(
            name: "intent type differs from the provider's",
            wrong: """
                struct C: Widget {
                    var body: some WidgetConfiguration {
                        AppIntentConfiguration(kind: "c", intent: OtherIntent.self, provider: SampleIntentProvider()) { _ in Text("x") }
                    }
                }
                """,
            fixed: """
                struct C: Widget {
                    var body: some WidgetConfiguration {
                        AppIntentConfiguration(kind: "c", intent: SampleIntent.self, provider: SampleIntentProvider()) { _ in Text("x") }
                    }
                }
                """),
        Control(
            name: "content closure takes another entry type",
            wrong: """
                struct C: Widget {
                    var body: some WidgetConfiguration {
                        StaticConfiguration(kind: "c", provider: SampleProvider()) { (entry: OtherEntry) in Text("x") }
                    }
                }
                """,
            fixed: """
                struct C: Widget {
                    var body: some WidgetConfiguration {
                        StaticConfiguration(kind: "c", provider: SampleProvider()) { (entry: SampleEntry) in Text("x") }
                    }
                }
                """),
        Control(
            name: "a size per family on an array of strings",
            wrong: Self.sizedIntent(type: "[String]?"),
            fixed: Self.sizedIntent(type: "[Room]?")),
        Control(
            name: "a size for a family IntentWidgetFamily lacks before the 27 SDKs",
            wrong: Self.sizedIntent(type: "[Room]?", family: "systemExtraLargePortrait"),
            fixed: Self.sizedIntent(type: "[Room]?", family: "systemExtraLarge")),
        Control(
            name: "@Parameter outside an intent",
            wrong: "struct S { @Parameter(title: \"X\") var x: String }",
            fixed:
                "struct S: WidgetConfigurationIntent { static var title: LocalizedStringResource { \"S\" }; @Parameter(title: \"X\") var x: String; init() {} }"
        ),
        Control(
            name: "an intent provider without snapshot",
            wrong: """
                struct P: AppIntentTimelineProvider {
                    func placeholder(in context: Context) -> SampleEntry { SampleEntry(date: Date()) }
                    func timeline(for configuration: SampleIntent, in context: Context) async -> Timeline<SampleEntry> {
                        Timeline(entries: [], policy: .never)
                    }
                }
                """,
            fixed: """
                struct P: AppIntentTimelineProvider {
                    func placeholder(in context: Context) -> SampleEntry { SampleEntry(date: Date()) }
                    func snapshot(for configuration: SampleIntent, in context: Context) async -> SampleEntry { SampleEntry(date: Date()) }
                    func timeline(for configuration: SampleIntent, in context: Context) async -> Timeline<SampleEntry> {
                        Timeline(entries: [], policy: .never)
                    }
                }
                """),
        Control(
            name: "a button given a configuration, not an intent",
            wrong:
                "struct V: View { var body: some View { Button(intent: SampleEntry(date: Date())) { Text(\"x\") } } }",
            fixed: "struct V: View { var body: some View { Button(intent: Press()) { Text(\"x\") } } }"),
        Control(
            name: "a control toggle running an intent that sets no value",
            wrong: """
                struct T: ControlWidget {
                    var body: some ControlWidgetConfiguration {
                        StaticControlConfiguration(kind: "t") { ControlWidgetToggle(isOn: true, action: Press()) { Text("x") } }
                    }
                }
                """,
            fixed: """
                struct T: ControlWidget {
                    var body: some ControlWidgetConfiguration {
                        StaticControlConfiguration(kind: "t") { ControlWidgetToggle(isOn: true, action: Flip()) { Text("x") } }
                    }
                }
                """),
        Control(
            name: "a control as a bundle's widget without its builder (an if without #available)",
            wrong: """
                struct T: ControlWidget {
                    var body: some ControlWidgetConfiguration {
                        StaticControlConfiguration(kind: "t") { ControlWidgetButton(action: Press()) { Text("x") } }
                    }
                }
                let flag = true
                struct B: WidgetBundle { var body: some Widget { W(); if flag { T() } } }
                """,
            fixed: """
                struct T: ControlWidget {
                    var body: some ControlWidgetConfiguration {
                        StaticControlConfiguration(kind: "t") { ControlWidgetButton(action: Press()) { Text("x") } }
                    }
                }
                struct B: WidgetBundle { var body: some Widget { W(); if #available(iOS 18, *) { T() } } }
                """),
        Control(
            name: "two templates in one control",
            wrong: """
                struct T: ControlWidget {
                    var body: some ControlWidgetConfiguration {
                        StaticControlConfiguration(kind: "t") {
                            ControlWidgetButton(action: Press()) { Text("x") }
                            ControlWidgetButton(action: Press()) { Text("y") }
                        }
                    }
                }
                """,
            fixed: """
                struct T: ControlWidget {
                    var body: some ControlWidgetConfiguration {
                        StaticControlConfiguration(kind: "t") { ControlWidgetButton(action: Press()) { Text("x") } }
                    }
                }
                """),
        Control(
            name: "an entity query for another entity type",
            wrong: """
                struct Card: AppEntity {
                    var id: String
                    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Card" }
                    var displayRepresentation: DisplayRepresentation { "\\(id)" }
                    static var defaultQuery: CardQuery { CardQuery() }
                }
                struct CardQuery: EntityQuery {
                    init() {}
                    func entities(for identifiers: [String]) async throws -> [SampleEntry] { [] }
                    func suggestedEntities() async throws -> [Card] { [] }
                    func defaultResult() async -> Card? { nil }
                }
                """,
            fixed: """
                struct Card: AppEntity {
                    var id: String
                    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Card" }
                    var displayRepresentation: DisplayRepresentation { "\\(id)" }
                    static var defaultQuery: CardQuery { CardQuery() }
                }
                struct CardQuery: EntityQuery {
                    init() {}
                    func entities(for identifiers: [String]) async throws -> [Card] { [] }
                    func suggestedEntities() async throws -> [Card] { [] }
                    func defaultResult() async -> Card? { nil }
                }
                """),
        Control(
            name: "options of Ints for a String parameter",
            wrong: Self.optionsIntent(type: "String?", values: "Int"),
            fixed: Self.optionsIntent(type: "String?", values: "String")),
        Control(
            name: "options for a Bool parameter",
            wrong: Self.optionsIntent(type: "Bool?", values: "Bool"),
            fixed: Self.optionsIntent(type: "[Int]?", values: "Int")),
        Control(
            name: "a default beside an options provider (the provider's defaultResult() gives it)",
            wrong: Self.optionsIntent(type: "String", values: "String", default: "default: \"a\", "),
            fixed: Self.optionsIntent(type: "String", values: "String")),
        Control(
            name: "a timeline without a policy",
            wrong: "func f() -> Timeline<SampleEntry> { Timeline(entries: []) }",
            fixed: "func f() -> Timeline<SampleEntry> { Timeline(entries: [], policy: .atEnd) }"),
    ]

    @Test(arguments: controls)
    func stubsRejectTheMistakeAndAcceptTheFix(_ control: Control) throws {
        let modules = try BuiltModules.get()
        let directory = try Toolchain.temporaryDirectory("negative")
        defer { try? FileManager.default.removeItem(at: directory) }
        let wrong = directory.appendingPathComponent("Wrong.swift")
        let fixed = directory.appendingPathComponent("Fixed.swift")
        try (Self.prelude + control.wrong + "\n").write(to: wrong, atomically: true, encoding: .utf8)
        try (Self.prelude + control.fixed + "\n").write(to: fixed, atomically: true, encoding: .utf8)
        #expect(try modules.typeCheck([wrong]) != nil, "the stubs accepted: \(control.name)")
        let fixedErrors = try modules.typeCheck([fixed])
        #expect(fixedErrors == nil, "the fixed snippet failed: \(fixedErrors ?? "")")
    }

    /// What the iOS 26 SDK adds as `@_alwaysEmitIntoClient` conveniences and the iOS 18 SDK lacks: generated code
    /// must use the forms every supported SDK has (the `fixed` snippets, which generated code uses).
    static let newerConveniences = [
        Control(
            name: "configurationDisplayName and description of a LocalizedStringResource",
            wrong: """
                struct V: Widget {
                    var body: some WidgetConfiguration {
                        StaticConfiguration(kind: "v", provider: SampleProvider()) { _ in Text(verbatim: "") }
                            .configurationDisplayName(LocalizedStringResource("V.name", defaultValue: "V"))
                            .description(LocalizedStringResource("V.description", defaultValue: "A V."))
                    }
                }
                """,
            fixed: """
                struct V: Widget {
                    var body: some WidgetConfiguration {
                        StaticConfiguration(kind: "v", provider: SampleProvider()) { _ in Text(verbatim: "") }
                            .configurationDisplayName(Text(LocalizedStringResource("V.name", defaultValue: "V")))
                            .description(Text(LocalizedStringResource("V.description", defaultValue: "A V.")))
                    }
                }
                """),
        Control(
            name: "a Label of a LocalizedStringResource and a system image",
            wrong: """
                @MainActor func label() -> some View {
                    Label(LocalizedStringResource("L", defaultValue: "L"), systemImage: "power")
                }
                """,
            fixed: """
                @MainActor func label() -> some View {
                    Label { Text(LocalizedStringResource("L", defaultValue: "L")) } icon: { Image(systemName: "power") }
                }
                """),
        Control(
            name: "an AppIntentRecommendation described by a LocalizedStringResource",
            wrong: """
                func r() -> AppIntentRecommendation<SampleIntent> {
                    AppIntentRecommendation(intent: SampleIntent(), description: LocalizedStringResource("R", defaultValue: "R"))
                }
                """,
            fixed: """
                @MainActor func r() -> AppIntentRecommendation<SampleIntent> {
                    AppIntentRecommendation(intent: SampleIntent(), description: Text(LocalizedStringResource("R", defaultValue: "R")))
                }
                """),
        Control(
            name: "supportedModes without the Swift 6.2 guard the generator writes",
            wrong: """
                struct Open: AppIntent {
                    static var title: LocalizedStringResource { "Open" }
                    @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
                    static var supportedModes: IntentModes { .foreground }
                    init() {}
                    func perform() async throws -> some IntentResult { .result() }
                }
                """,
            fixed: """
                struct Open: AppIntent {
                    static var title: LocalizedStringResource { "Open" }
                    #if compiler(>=6.2)
                    @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
                    static var supportedModes: IntentModes { .foreground }
                    #endif
                    init() {}
                    func perform() async throws -> some IntentResult { .result() }
                }
                """),
        Control(
            name: "the CarPlay place without the Swift 6.2 guard the generator writes",
            wrong: """
                @MainActor func hide(_ configuration: some WidgetConfiguration) -> some WidgetConfiguration {
                    configuration.disfavoredLocations([WidgetLocation.carPlay], for: [.systemSmall])
                }
                """,
            fixed: """
                @MainActor func hide(_ configuration: some WidgetConfiguration) -> some WidgetConfiguration {
                    #if compiler(>=6.2)
                    return configuration.disfavoredLocations([WidgetLocation.carPlay], for: [.systemSmall])
                    #else
                    return configuration.disfavoredLocations([WidgetLocation.standBy], for: [.systemSmall])
                    #endif
                }
                """),
    ]

    @Test(arguments: newerConveniences)
    func theOldestSDKLacksTheNewerConveniences(_ control: Control) throws {
        let directory = try Toolchain.temporaryDirectory("sdk-difference")
        defer { try? FileManager.default.removeItem(at: directory) }
        let wrong = directory.appendingPathComponent("Wrong.swift")
        let fixed = directory.appendingPathComponent("Fixed.swift")
        try (Self.prelude + control.wrong + "\n").write(to: wrong, atomically: true, encoding: .utf8)
        try (Self.prelude + control.fixed + "\n").write(to: fixed, atomically: true, encoding: .utf8)
        #expect(try BuiltModules.get(.iOS18).typeCheck([wrong]) != nil, "the iOS 18 stubs accepted: \(control.name)")
        #expect(try BuiltModules.get(.iOS26).typeCheck([wrong]) == nil, "the iOS 26 stubs rejected: \(control.name)")
        for sdk in AppleSDK.allCases {
            let errors = try BuiltModules.get(sdk).typeCheck([fixed])
            #expect(errors == nil, "\(sdk.rawValue): the fixed snippet failed: \(errors ?? "")")
        }
    }
}
