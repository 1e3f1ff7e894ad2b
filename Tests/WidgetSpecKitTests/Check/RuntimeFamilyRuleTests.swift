import Testing

@testable import WidgetSpecKit

/// Decoding and checking issue 28's run-time row: families behind the app's flag (`familiesWhen`, WS0410) and a
/// widget's own `recommendations` (WS0411).
@Suite struct RuntimeFamilyRuleTests {
    static func check(_ yaml: String) throws -> [Diagnostic] {
        Checker.check([try decodeSpec(yaml)])
    }

    static func found(_ yaml: String, _ rule: DiagnosticDescription) throws -> [Diagnostic] {
        try check(yaml).filter { $0.id == rule.id }
    }

    static let watch = "  watchOS: \"10.0\""

    /// A watch widget with an intent of an enum, a String and an entity parameter, and `recommendations` (line 17).
    static func watchWidget(_ recommendations: String) -> String {
        widgetSpec(
            platforms: watch,
            widget: """
                families: [accessoryCircular]
                intent:
                  parameters:
                    pipeline: { type: Pipeline, default: preferred }
                    label: { type: String, default: Assist }
                    place: { type: Place? }
                \(recommendations)
                """,
            extra: """
                enums:
                  Pipeline: { cases: { preferred: Preferred, local: Local } }
                entities:
                  Place:
                    fields: { name: { type: String, placeholder: Home } }
                    display: { title: name }
                """)
    }

    // MARK: - familiesWhen

    @Test func familiesBehindAFlagAreDecodedWithTheirPlaces() throws {
        let spec = try decodeSpec(
            widgetSpec(
                widget: "families: []\nfamiliesWhen: { flag: lockScreen, families: [accessoryRectangular] }"))
        let flagged = try #require(spec.widgets.first?.familiesWhen)
        #expect(flagged.flag.value == "lockScreen")
        #expect(flagged.families.map(\.value) == [.accessoryRectangular])
        #expect(flagged.range.start.line == 10)
        #expect(flagged.families[0].range.start.line == 10)
    }

    @Test func aFlagMustBeAMemberName() {
        let lines = diagnosticLines(
            widgetSpec(widget: "families: [systemSmall]\nfamiliesWhen: { flag: LockScreen, families: [systemLarge] }"))
        #expect(lines.contains { $0.contains("must start with a lowercase letter") }, "\(lines)")
    }

    @Test func familiesOnlyBehindAFlagAreOfferedSomewhere() throws {
        let yaml = widgetSpec(
            widget: "families: []\nfamiliesWhen: { flag: lockScreen, families: [accessoryRectangular] }")
        let errors = try Self.check(yaml).filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors.map(\.message))")
    }

    @Test func aFlaggedFamilyAlsoListedAlwaysChangesNothing() throws {
        let yaml = widgetSpec(
            widget: "families: [systemSmall]\nfamiliesWhen: { flag: lockScreen, families: [systemSmall] }")
        let found = try Self.found(yaml, .flaggedFamilyInvalid)
        #expect(summary(found) == ["WS0410 10:50"])
        #expect(found.first?.message.contains("always offers 'systemSmall' on iOS") == true)
    }

    @Test func aFlaggedFamilyMustExistOnEveryTargetedPlatform() throws {
        let yaml = widgetSpec(
            platforms: "  iOS: \"17.0\"\n  macOS: \"14.0\"",
            widget: "families: [systemSmall]\nfamiliesWhen: { flag: lockScreen, families: [accessoryRectangular] }")
        let found = try Self.found(yaml, .flaggedFamilyInvalid)
        #expect(summary(found) == ["WS0410 11:50"])
        #expect(found.first?.message.contains("does not exist on macOS") == true)
    }

    @Test func aFlaggedFamilyNewerThanTheWidgetIsReported() throws {
        let yaml = widgetSpec(
            platforms: "  iOS: \"15.0\"",
            widget: "families: [systemSmall]\nfamiliesWhen: { flag: lockScreen, families: [accessoryCircular] }")
        let found = try Self.found(yaml, .flaggedFamilyInvalid)
        #expect(summary(found) == ["WS0410 10:50"])
        #expect(found.first?.message.contains("needs iOS 16") == true)
    }

    @Test func anEmptyOrRepeatedFlaggedListIsReported() throws {
        let empty = widgetSpec(widget: "families: [systemSmall]\nfamiliesWhen: { flag: lockScreen, families: [] }")
        #expect(summary(try Self.found(empty, .flaggedFamilyInvalid)) == ["WS0410 10:27"])
        let twice = widgetSpec(
            widget: "families: [systemSmall]\nfamiliesWhen: { flag: a, families: [systemLarge, systemLarge] }")
        #expect(summary(try Self.found(twice, .flaggedFamilyInvalid)) == ["WS0410 10:54"])
    }

    @Test func aFlagNamedLikeTheAppTypeOfAnotherSpecTypeCollides() throws {
        let yaml = widgetSpec(
            widget: "families: [systemSmall]\nfamiliesWhen: { flag: lockScreen, families: [systemLarge] }",
            extra: "models:\n  WidgetFlags:\n    enabled: Bool")
        let found = try Self.found(yaml, .swiftNameCollision)
        #expect(found.contains { $0.message.contains("'WidgetFlags'") }, "\(found.map(\.message))")
    }

    @Test func twoWidgetsShareTheAppsFlagsWithoutACollision() throws {
        let yaml = """
            spec: 1
            bundle: Two
            platforms: { iOS: "17.0" }
            widgets:
              A:
                kind: a
                displayName: A
                families: []
                familiesWhen: { flag: lockScreen, families: [accessoryRectangular] }
              B:
                kind: b
                displayName: B
                families: [systemSmall]
                familiesWhen: { flag: other, families: [accessoryCircular] }
            """
        let errors = try Self.check(yaml).filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors.map(\.message))")
        let user = UserCode.declarations(of: try decodeSpec(yaml)).filter { $0.kind == .familyFlags }
        #expect(user.map(\.name) == ["WidgetFlags"])
        #expect(user.first?.owners.count == 2)
        #expect(
            user.first?.requirements == ["static var lockScreen: Bool { get }", "static var other: Bool { get }"])
    }

    // MARK: - recommendations

    @Test func recommendationsAreDecodedAsTheParametersTypes() throws {
        let spec = try decodeSpec(
            Self.watchWidget(
                """
                recommendations:
                  - description: Local
                    values: { pipeline: local, label: Ask }
                """))
        let list = try #require(spec.widgets.first?.recommendations)
        #expect(!list.isDynamic)
        #expect(list.list.count == 1)
        #expect(list.list[0].values.map(\.parameter.value) == ["pipeline", "label"])
        #expect(list.list[0].values.map { $0.value?.value } == [.enumCase("local"), .string("Ask")])
        #expect(try Self.check(Self.watchWidget("recommendations: dynamic")).filter { $0.severity == .error }.isEmpty)
    }

    @Test func aLocalizedRecommendationIsInTheStringCatalog() throws {
        let yaml = Self.watchWidget(
            "recommendations:\n  - description: { en: Local, de: Lokal }\n    values: { pipeline: local }"
        ).replacingOccurrences(
            of: "bundle: TestWidgets",
            with: "bundle: TestWidgets\nlocalization: { development: en, languages: [en, de] }")
        let spec = try decodeSpec(yaml)
        let keys = spec.displayTexts.compactMap(\.localization?.key)
        #expect(keys.contains("Status.recommendations.0"), "\(keys)")
        let catalog = try #require(StringCatalog(spec: spec))
        #expect(catalog.strings["Status.recommendations.0"]?.localizations?["de"]?.stringUnit.value == "Lokal")
        // Only the recommendation has both languages here: the checker asks for the others, not for it.
        let messages = Checker.check([spec]).map(\.message)
        #expect(!messages.contains { $0.contains("recommendation") }, "\(messages)")
        let english = try decodeSpec(yaml.replacingOccurrences(of: "{ en: Local, de: Lokal }", with: "Local"))
        let missing = Checker.check([english]).map(\.message)
        #expect(missing.contains { $0.contains("recommendation 1 of widget 'Status' has no de text") }, "\(missing)")
    }

    @Test func aValueOfTheWrongTypeIsADecodingError() {
        let lines = diagnosticLines(
            Self.watchWidget("recommendations:\n  - description: Local\n    values: { pipeline: remote }"))
        #expect(lines.contains { $0.contains("remote") }, "\(lines)")
    }

    @Test func anUnknownParameterSuggestsTheClosest() throws {
        let found = try Self.found(
            Self.watchWidget("recommendations:\n  - description: Local\n    values: { pipelin: local }"),
            .recommendationUnusable)
        #expect(summary(found) == ["WS0411 17:19"])
        #expect(found.first?.message.contains("did you mean 'pipeline'?") == true)
        #expect(found.first?.fixIt?.replacement == "pipeline")
    }

    @Test func anEntityParameterCannotBeWritten() throws {
        let found = try Self.found(
            Self.watchWidget("recommendations:\n  - description: Home\n    values: { place: home }"),
            .recommendationUnusable)
        #expect(summary(found) == ["WS0411 17:19"])
        #expect(found.first?.message.contains("come from the app's data") == true)
    }

    @Test func anEmptyListRecommendsNothing() throws {
        let found = try Self.found(Self.watchWidget("recommendations: []"), .recommendationUnusable)
        #expect(summary(found) == ["WS0411 15:5"])
    }

    @Test func recommendationsNeedAnIntentAndWatchOS() throws {
        let noIntent = widgetSpec(
            platforms: Self.watch,
            widget: "families: [accessoryCircular]\nrecommendations:\n  - description: Battery")
        #expect(summary(try Self.found(noIntent, .recommendationUnusable)) == ["WS0411 10:5"])
        let phone = widgetSpec(
            widget: """
                families: [systemSmall]
                intent:
                  parameters:
                    label: { type: String, default: Assist }
                recommendations: dynamic
                """)
        let found = try Self.found(phone, .recommendationUnusable)
        #expect(summary(found) == ["WS0411 13:5"])
        #expect(found.first?.message.contains("not offered on watchOS") == true)
    }

    @Test func aMistypedDynamicSuggestsIt() {
        let lines = diagnosticLines(Self.watchWidget("recommendations: dynamc"))
        #expect(lines.contains { $0.contains("did you mean 'dynamic'?") }, "\(lines)")
    }
}
