import Foundation
import Testing

@testable import WidgetSpecKit

/// `size:` of an array parameter (issue 28): decoded in spec order, checked (WS0522-WS0524), generated as
/// `@Parameter(size: [...])`.
@Suite struct ParameterSizeTests {
    private static let sensor = "entities:\n  Sensor: { fields: { name: String }, display: { title: name } }"

    private static func spec(families: String = "[systemSmall, systemMedium]", parameter: String) -> String {
        widgetSpec(
            widget: "families: \(families)\nintent:\n  parameters:\n    \(parameter)", extra: sensor)
    }

    private static func found(_ text: String, _ rule: DiagnosticDescription) throws -> [String] {
        summary(Checker.check([try decodeSpec(text)]).filter { $0.id == rule.id })
    }

    @Test func sizesAreDecodedInSpecOrderWithBothForms() throws {
        let spec = try decodeSpec(
            Self.spec(
                parameter:
                    "sensors: { type: \"[Sensor]?\", size: { systemMedium: { min: 1, max: 6 }, systemSmall: 3 } }"
            ))
        let parameter = try #require(spec.widgets.first?.intent?.parameters.first)
        #expect(parameter.sizes.map(\.family.value) == [.systemMedium, .systemSmall])
        #expect(parameter.sizes.map(\.size.value) == [.range(min: 1, max: 6), .exactly(3)])
        #expect(parameter.sizeRange?.start.line == 12)
    }

    @Test func anUnknownFamilyIsADecodingErrorWithASuggestion() {
        let loaded = loadSpec(Self.spec(parameter: "sensors: { type: \"[Sensor]?\", size: { systemSmal: 3 } }"))
        #expect(loaded.diagnostics.contains { $0.message.contains("did you mean 'systemSmall'") })
    }

    @Test func sizeOnAnythingButAnArrayOfEntitiesIsAnError() throws {
        for type in ["\"[String]?\"", "Sensor", "\"[Int]\""] {
            let text = Self.spec(parameter: "values: { type: \(type), size: { systemSmall: 3 } }")
            let loaded = loadSpec(text)
            let found = loaded.spec.map { Checker.check([$0]) } ?? []
            #expect(found.contains { $0.id == DiagnosticDescription.sizeNeedsEntityArray.id }, "\(type)")
        }
        #expect(
            try Self.found(
                Self.spec(parameter: "sensors: { type: \"[Sensor]\", size: { systemSmall: 3 } }"), .sizeNeedsEntityArray
            ).isEmpty)
    }

    @Test func sizeOnAControlOrActionParameterIsAnError() throws {
        let text = """
            spec: 1
            bundle: Demo
            platforms: { iOS: "18.0" }
            \(Self.sensor)
            actions:
              Show:
                parameters:
                  sensors: { type: "[Sensor]?", size: { systemSmall: 3 } }
            """
        let found = try Self.found(text, .sizeNeedsEntityArray)
        #expect(found == ["WS0522 9:37"])
    }

    @Test func aSizeForAFamilyTheWidgetDoesNotOfferIsAnError() throws {
        let found = try Self.found(
            Self.spec(parameter: "sensors: { type: \"[Sensor]?\", size: { systemSmall: 3, systemLarge: 12 } }"),
            .sizeForFamilyNotOffered)
        #expect(found == ["WS0523 12:63"])
        let perPlatform = try Self.found(
            Self.spec(
                families: "{ iOS: [systemSmall, systemLarge] }",
                parameter: "sensors: { type: \"[Sensor]?\", size: { systemSmall: 3, systemLarge: 12 } }"),
            .sizeForFamilyNotOffered)
        #expect(perPlatform.isEmpty)
        let portrait = try Self.found(
            Self.spec(
                families: "[systemSmall, systemExtraLargePortrait]",
                parameter: "sensors: { type: \"[Sensor]?\", size: { systemExtraLargePortrait: 3 } }"),
            .sizeForFamilyNotOffered)
        #expect(portrait.count == 1)
    }

    @Test func sizesBelowOneOrMinAboveMaxAreErrors() throws {
        let bad = [
            "systemSmall: 0", "systemSmall: -2", "systemSmall: { min: -1, max: 3 }",
            "systemSmall: { min: 0, max: 0 }", "systemSmall: { min: 4, max: 3 }",
        ]
        for size in bad {
            let found = try Self.found(
                Self.spec(parameter: "sensors: { type: \"[Sensor]?\", size: { \(size) } }"), .sizeOutOfRange)
            #expect(found.count == 1, "\(size)")
        }
        let good = try Self.found(
            Self.spec(
                parameter:
                    "sensors: { type: \"[Sensor]?\", size: { systemSmall: 1, systemMedium: { min: 0, max: 6 } } }"),
            .sizeOutOfRange)
        #expect(good.isEmpty)
    }

    @Test func theParameterIsGeneratedWithItsSizesInSpecOrder() throws {
        let spec = try decodeSpec(
            Self.spec(
                parameter:
                    "sensors: { type: \"[Sensor]?\", size: { systemMedium: { min: 0, max: 6 }, systemSmall: 3 } }"
            ))
        let shared = SwiftGenerator.generate(spec, part: .shared, sourcePath: "test.widgets.yaml")
        #expect(
            shared.contains(
                """
                    @Parameter(title: "Sensors", size: [
                        .systemMedium: AppIntents.IntentCollectionSize(min: 0, max: 6),
                        .systemSmall: 3
                    ])
                    var sensors: [Sensor]?
                """))
    }
}
