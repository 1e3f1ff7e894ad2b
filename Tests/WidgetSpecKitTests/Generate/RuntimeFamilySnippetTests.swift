import Testing

@testable import WidgetSpecKit

/// Snippets of what issue 28's run-time row generates: the app's flags and the families a widget offers now
/// (`familiesWhen`), and `recommendations()` from the spec or from the app.
@Suite("Generator snippets: families behind a flag, recommendations")
struct RuntimeFamilySnippetTests {
    static let flagged = """
        families: [systemSmall]
        familiesWhen: { flag: lockScreen, families: [accessoryRectangular, accessoryCircular] }
        \(SnippetTests.plainTimeline)
        """

    @Test func theFlagIsAStaticBoolTheAppProvides() throws {
        SnippetTests.expect(
            try SnippetTests.snippet("WidgetFlagReading", in: SnippetTests.widget(Self.flagged), part: .extension),
            #"""
            /// The flags the app decides families by at run time; `WidgetFlags` provides them (test.widgets.yaml:10).
            protocol WidgetFlagReading {
                /// Whether the families behind `lockScreen` are offered (test.widgets.yaml:10).
                static var lockScreen: Swift.Bool { get }
            }

            """#)
    }

    @Test func theWidgetOffersTheFlaggedFamiliesWhileTheFlagIsOn() throws {
        let yaml = SnippetTests.widget(Self.flagged)
        SnippetTests.expect(
            try SnippetTests.snippet("Status.offeredFamilies", in: yaml, part: .extension),
            #"""
            /// `supportedFamilies`, and those behind the app's flag `lockScreen` while it is on (test.widgets.yaml:10).
            private static var offeredFamilies: [WidgetKit.WidgetFamily] {
                guard WidgetFlags.lockScreen else {
                    return Self.supportedFamilies
                }
                return Self.supportedFamilies + [WidgetKit.WidgetFamily.accessoryRectangular, WidgetKit.WidgetFamily.accessoryCircular]
            }

            """#)
        let body = try SnippetTests.snippet("Status.body", in: yaml, part: .extension)
        #expect(body.contains(".supportedFamilies(Self.offeredFamilies)"))
    }

    @Test func withoutAFlagNothingChanges() throws {
        let yaml = SnippetTests.widget("families: [systemSmall]\n\(SnippetTests.plainTimeline)")
        let body = try SnippetTests.snippet("Status.body", in: yaml, part: .extension)
        #expect(body.contains(".supportedFamilies(Self.supportedFamilies)"))
        let file = try Self.extensionPart(yaml)
        #expect(!file.contains("WidgetFlag"))
        #expect(!file.contains("offeredFamilies"))
    }

    static func extensionPart(_ yaml: String) throws -> String {
        let spec = try decodeSpec(yaml)
        return SwiftRenderer.render(
            GenerationContext(spec: spec, access: spec.access).file(.extension, sourcePath: "test.widgets.yaml"))
    }

    static let watchIntent = """
        families: [accessoryCircular]
        \(SnippetTests.plainTimeline)
        intent:
          parameters:
            pipeline: { type: Pipeline, default: preferred }
            label: { type: String, default: Assist }
        """

    static func watchSpec(_ recommendations: String) -> String {
        widgetSpec(
            platforms: "  watchOS: \"10.0\"", widget: watchIntent + "\n" + recommendations,
            extra: "enums:\n  Pipeline: { cases: { preferred: Preferred, local: Local } }")
    }

    @Test func theSpecsRecommendationsSetTheirValues() throws {
        let yaml = Self.watchSpec(
            """
            recommendations:
              - description: Assist
              - description: "Local \\"Assist\\""
                values: { pipeline: local, label: Ask }
            """)
        SnippetTests.expect(
            try SnippetTests.snippet("StatusProvider.recommendations", in: yaml, part: .extension),
            #"""
            /// The spec's preconfigured choices for watchOS, which has no configuration UI (test.widgets.yaml:15).
            func recommendations() -> [WidgetKit.AppIntentRecommendation<StatusIntent>] {
                var recommendations: [WidgetKit.AppIntentRecommendation<StatusIntent>] = []
                let intent1 = StatusIntent()
                recommendations.append(WidgetKit.AppIntentRecommendation(intent: intent1, description: "Assist"))
                let intent2 = StatusIntent()
                intent2.pipeline = Pipeline.local
                intent2.label = "Ask"
                recommendations.append(WidgetKit.AppIntentRecommendation(intent: intent2, description: "Local \"Assist\""))
                return recommendations
            }

            """#)
    }

    @Test func dynamicRecommendationsAskTheAppsRecommender() throws {
        let yaml = Self.watchSpec("recommendations: dynamic")
        SnippetTests.expect(
            try SnippetTests.snippet("StatusProvider.recommendations", in: yaml, part: .extension),
            #"""
            /// watchOS's preconfigured choices, from the app's data (test.widgets.yaml:15).
            func recommendations() -> [WidgetKit.AppIntentRecommendation<StatusIntent>] {
                StatusRecommender().recommendations()
            }

            """#)
        SnippetTests.expect(
            try SnippetTests.snippet("StatusRecommending", in: yaml, part: .extension),
            #"""
            /// What the app's `StatusRecommender` implements: watchOS's choices, from its data (test.widgets.yaml:15).
            protocol StatusRecommending {
                /// Creates the recommender.
                init()

                /// The intents watchOS offers, each with its description.
                func recommendations() -> [WidgetKit.AppIntentRecommendation<StatusIntent>]
            }

            """#)
        let user = UserCode.declarations(of: try decodeSpec(yaml)).filter { $0.kind == .recommender }
        #expect(user.map(\.name) == ["StatusRecommender"])
        #expect(user.first?.conformances == ["StatusRecommending"])
    }

    @Test func withoutTheKeyTheGeneratorKeepsItsOwnRecommendations() throws {
        let recommendations = try SnippetTests.snippet(
            "StatusProvider.recommendations", in: Self.watchSpec(""), part: .extension)
        #expect(recommendations.contains("Pipeline.allCases.map"))
    }

    @Test func aSpecTypeNamedLikeTheRecommenderCollides() throws {
        let yaml = widgetSpec(
            platforms: "  watchOS: \"10.0\"", widget: Self.watchIntent + "\nrecommendations: dynamic",
            extra: "enums:\n  Pipeline: { cases: { preferred: Preferred, local: Local } }\n"
                + "models:\n  StatusRecommender:\n    enabled: Bool")
        let found = Checker.check([try decodeSpec(yaml)]).filter {
            $0.id == DiagnosticDescription.swiftNameCollision.id
        }
        #expect(found.contains { $0.message.contains("'StatusRecommender'") }, "\(found.map(\.message))")
    }
}

extension RuntimeFamilySnippetTests {
    /// A flag named like a Swift keyword is a member name like any other: escaped where Swift needs it.
    @Test func aKeywordFlagIsEscaped() throws {
        let yaml = SnippetTests.widget(
            "families: [systemSmall]\nfamiliesWhen: { flag: default, families: [systemLarge] }\n"
                + SnippetTests.plainTimeline)
        let flags = try SnippetTests.snippet("WidgetFlagReading", in: yaml, part: .extension)
        #expect(flags.contains("static var `default`: Swift.Bool { get }"), "\(flags)")
        let offered = try SnippetTests.snippet("Status.offeredFamilies", in: yaml, part: .extension)
        #expect(offered.contains("guard WidgetFlags.`default` else {"), "\(offered)")
    }
}
