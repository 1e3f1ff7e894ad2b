import Foundation
import Testing

@testable import WidgetSpecKit

/// `options:` of a String or Int parameter (issue 28): decoded (`dynamic` or a mapping, did-you-mean for a
/// misspelt key), checked (WS0528, WS0529), generated as a `DynamicOptionsProvider` asking the app's loader and
/// `@Parameter(title:optionsProvider:)`, and type-checked against both SDKs' stubs.
@Suite struct ParameterOptionsTests {
    private static func spec(_ parameters: String, extra: String = "") -> String {
        let lines = parameters.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n")
        return widgetSpec(widget: "families: [systemSmall]\nintent:\n  parameters:\n\(lines)", extra: extra)
    }

    private static func found(_ text: String, _ rule: DiagnosticDescription) throws -> [String] {
        summary(Checker.check([try decodeSpec(text)]).filter { $0.id == rule.id })
    }

    @Test func bothFormsAreDecodedWithTheirDefaults() throws {
        let spec = try decodeSpec(
            Self.spec(
                """
                tag: { type: String?, options: dynamic }
                count: { type: Int, default: 3, options: { provider: CountChoices, prompt: How many, indexed: true } }
                """))
        let intent = try #require(spec.widgets.first?.intent)
        let tag = try #require(intent.parameter(named: "tag")?.options)
        #expect(tag.provider.value == "StatusIntentTagOptions")
        #expect(tag.prompt == nil)
        #expect(!tag.indexed)
        #expect(tag.loader == "StatusIntentTagOptionsLoader")
        let count = try #require(intent.parameter(named: "count")?.options)
        #expect(count.provider.value == "CountChoices")
        #expect(count.prompt?.value == "How many")
        #expect(count.indexed)
        #expect(count.isCollection)
    }

    @Test func aMisspeltKeyOrWordIsADecodingErrorWithASuggestion() {
        let key = loadSpec(Self.spec("tag: { type: String?, options: { promt: Tags } }"))
        #expect(key.diagnostics.contains { $0.message.contains("did you mean 'prompt'") })
        let word = loadSpec(Self.spec("tag: { type: String?, options: dynamc }"))
        #expect(word.diagnostics.contains { $0.message.contains("did you mean 'dynamic'") })
        let name = loadSpec(Self.spec("tag: { type: String?, options: { provider: tagOptions } }"))
        #expect(name.diagnostics.contains { $0.message.contains("uppercase") })
    }

    @Test func optionsOnAnythingButStringsAndIntsAreAnError() throws {
        let extra = """
            enums:
              Hero: { cases: [panda, egghead] }
            entities:
              Account: { fields: { name: String }, display: { title: name } }
            """
        for type in ["Hero?", "Account?", "Bool", "Date?", "Double?", "URL?", "\"[Hero]?\""] {
            let found = try Self.found(
                Self.spec("value: { type: \(type), options: dynamic }", extra: extra), .optionsNeedStringOrInt)
            #expect(found == ["WS0528 12:\(26 + type.count)"], "\(type)")
        }
        for type in ["String?", "Int?", "\"[String]?\"", "\"[Int]?\""] {
            #expect(
                try Self.found(Self.spec("value: { type: \(type), options: dynamic }"), .optionsNeedStringOrInt).isEmpty
            )
        }
        let listWithDefault = try Self.found(
            Self.spec("tags: { type: \"[String]\", default: [a], options: dynamic }"), .optionsNeedStringOrInt)
        #expect(listWithDefault == ["WS0528 12:44"])
    }

    @Test func optionsOnAnActionParameterAreAnError() throws {
        let text = """
            spec: 1
            bundle: Demo
            platforms: { iOS: "17.0" }
            widgets:
              Account:
                kind: com.example.account
                displayName: Account
                families: [systemSmall]
                actions: [Follow]
            actions:
              Follow:
                parameters:
                  account: { type: String, default: me, options: dynamic }
            """
        #expect(try Self.found(text, .optionsOnActionParameter) == ["WS0529 13:45"])
    }

    @Test func theProviderAsksTheLoaderAndTheParameterNamesIt() throws {
        let spec = try decodeSpec(
            Self.spec(
                """
                tag: { type: String, default: swift, options: { provider: TagOptions, prompt: Tags } }
                count: { type: Int?, options: dynamic }
                """))
        let shared = SwiftGenerator.generate(spec, part: .shared, sourcePath: "test.widgets.yaml")
        #expect(shared.contains("protocol TagOptionsLoading: Swift.Sendable {"))
        #expect(shared.contains("func options() async throws -> [Swift.String]"))
        #expect(shared.contains("struct TagOptions: AppIntents.DynamicOptionsProvider {"))
        #expect(shared.contains("let values = try await TagOptionsLoader().options()"))
        #expect(shared.contains("AppIntents.IntentItemCollection("))
        #expect(shared.contains("promptLabel: \"Tags\""))
        #expect(shared.contains("func defaultResult() async -> Swift.String? {\n        \"swift\""))
        #expect(shared.contains("@Parameter(title: \"Tag\", optionsProvider: TagOptions())"))
        #expect(!shared.contains("default: \"swift\""))
        #expect(shared.contains("func results() async throws -> [Swift.Int] {"))
        #expect(shared.contains("@Parameter(title: \"Count\", optionsProvider: StatusIntentCountOptions())"))
    }

    @Test func aProviderNameCollidingWithAGeneratedNameIsAnError() throws {
        let found = Checker.check([
            try decodeSpec(Self.spec("tag: { type: String?, options: { provider: StatusEntry } }"))
        ])
        #expect(found.contains { $0.id == DiagnosticDescription.swiftNameCollision.id })
    }

    /// Strings, Ints, optionals and lists, with and without a prompt, index and default, on a widget (one shaped
    /// like Apple's Emoji Rangers selection, migrated from SiriKit) and on a control, compile against both SDKs'
    /// stubs with the loaders the app writes.
    @Test(arguments: AppleSDK.allCases)
    func everyFormTypeChecks(_ sdk: AppleSDK) throws {
        let text = """
            spec: 1
            bundle: Options
            platforms: { iOS: "18.0" }
            widgets:
              Feed:
                kind: com.example.feed
                displayName: Feed
                families: [systemSmall]
                intent:
                  parameters:
                    tag: { type: String?, options: dynamic }
                    count: { type: Int, default: 3, options: { prompt: How many, indexed: true } }
                    tags: { type: "[String]?", options: { prompt: Tags } }
                    numbers: { type: "[Int]?", options: dynamic }
                    name: { type: String, default: swift, options: { provider: NameChoices } }
              Ranger:
                kind: EmojiRangerWidget
                displayName: Ranger
                families: [systemSmall]
                intent:
                  name: EmojiRangerSelection
                  parameters:
                    heroName: { type: String?, title: Selected Hero, options: dynamic }
                  migratesFrom: { intentClassName: EmojiRangerSelectionIntent }
            controls:
              Feeds:
                kind: com.example.feeds
                displayName: Feeds
                button: Refresh
                intent:
                  parameters:
                    feed: { type: String?, options: { prompt: Feeds } }
            actions:
              Refresh: {}
            """
        let spec = try decodeSpec(text)
        #expect(Checker.check([spec]).filter { $0.severity == .error }.isEmpty)
        let modules = try BuiltModules.get(sdk)
        let example = ExampleSpec(spec: spec, displayPath: "options.widgets.yaml")
        // Apple's Emoji Rangers: `@Parameter(title: "Selected Hero", optionsProvider: StringOptionsProvider())
        // var heroName: String?` in the App Intent that migrates `EmojiRangerSelectionIntent`.
        #expect(
            example.shared.contains(
                "@Parameter(title: \"Selected Hero\", optionsProvider: EmojiRangerSelectionHeroNameOptions())\n"
                    + "    var heroName: Swift.String?"))
        let (directory, files) = try example.writeExtension("options-\(sdk.rawValue)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let errors = try modules.typeCheck(files)
        #expect(errors == nil, "\(errors ?? "")")
    }
}

/// The nasty cases: empty and odd `options` values, names that collide, a localized prompt.
@Suite struct ParameterOptionsAttackTests {
    private static func spec(_ parameters: String, extra: String = "") -> String {
        let lines = parameters.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n")
        return widgetSpec(widget: "families: [systemSmall]\nintent:\n  parameters:\n\(lines)", extra: extra)
    }

    @Test func anEmptyMappingIsDynamicAndOtherScalarsAreErrors() throws {
        let spec = try decodeSpec(Self.spec("tag: { type: String?, options: {} }"))
        #expect(spec.widgets.first?.intent?.parameters.first?.options?.provider.value == "StatusIntentTagOptions")
        for value in ["true", "null", "\"dynamic \"", "[dynamic]", "Dynamic"] {
            let loaded = loadSpec(Self.spec("tag: { type: String?, options: \(value) }"))
            #expect(loaded.spec == nil, "\(value)")
            #expect(loaded.diagnostics.contains { $0.severity == .error }, "\(value)")
        }
    }

    @Test func aProviderNamedLikeAnotherGeneratedOrAppleTypeIsAnError() throws {
        let twice = Checker.check([
            try decodeSpec(
                Self.spec(
                    """
                    a: { type: String?, options: { provider: Choices } }
                    b: { type: Int?, options: { provider: Choices } }
                    """))
        ])
        #expect(twice.contains { $0.id == DiagnosticDescription.swiftNameCollision.id })
        let model = Checker.check([
            try decodeSpec(
                Self.spec(
                    "tag: { type: String?, options: dynamic }",
                    extra: "models:\n  StatusIntentTagOptionsLoader: { name: String }"))
        ])
        #expect(model.contains { $0.id == DiagnosticDescription.swiftNameCollision.id })
        let apple = loadSpec(Self.spec("tag: { type: String?, options: { provider: String } }"))
        #expect(apple.diagnostics.contains { $0.id == DiagnosticID.reservedName })
    }

    @Test func aLocalizedPromptGoesThroughTheSpecsTable() throws {
        let text = """
            spec: 1
            bundle: TestWidgets
            platforms: { iOS: "17.0" }
            localization: { development: en, languages: [en, de] }
            widgets:
              Status:
                kind: com.example.status
                displayName: Status
                families: [systemSmall]
                intent:
                  parameters:
                    tag: { type: String?, options: { prompt: { en: Tags, de: Schlagwörter } } }
            """
        let spec = try decodeSpec(text)
        #expect(spec.displayTexts.contains { $0.localization?.key == "Status.intent.tag.options.prompt" })
        let shared = SwiftGenerator.generate(spec, part: .shared, sourcePath: "test.widgets.yaml")
        #expect(shared.contains("\"Status.intent.tag.options.prompt\""))
    }
}
