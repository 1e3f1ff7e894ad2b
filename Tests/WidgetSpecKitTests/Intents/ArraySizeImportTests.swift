import Foundation
import Testing

@testable import WidgetSpecKit

/// `widgetspec import` of SiriKit's custom types and array sizes (issue 28): a crafted intent definition in
/// Xcode's format modelled on Home Assistant's sensors intent (`Fixtures/import/Sensors.intentdefinition`: a
/// multi-value `Object` parameter with sizes per size class and search, a single `Object` parameter, an unused
/// type) becomes entities, entity parameters and `size:`.
@Suite struct ArraySizeImportTests {
    static let sample = IntentDefinitionImportTests.directory.appendingPathComponent("Sensors.intentdefinition")

    static func importSample() throws -> IntentDefinitionImport.Result {
        try IntentDefinitionImport.spec(fromDefinition: Data(contentsOf: sample), fileName: "Sensors.intentdefinition")
    }

    @Test func theSampleBecomesTheExpectedSpec() throws {
        let result = try Self.importSample()
        GoldenFile.check(
            result.spec,
            against: IntentDefinitionImportTests.directory.appendingPathComponent("Sensors.widgets.yaml.expected"))
        #expect(result.notes.isEmpty)
    }

    @Test func customTypesBecomeEntitiesAndSizesFollowTheSizeClasses() throws {
        let spec = try decodeSpec(IntentDefinitionImportTests.withKinds(try Self.importSample().spec))
        #expect(Checker.check([spec]).filter { $0.severity == .error }.isEmpty)
        #expect(spec.entities.map(\.name.value) == ["IntentSensors", "IntentServer"])
        #expect(spec.entities.first?.search == true)
        let widget = try #require(spec.widgets.first)
        #expect(widget.families.families(on: .iOS).map(\.value) == [.systemSmall, .systemMedium, .systemLarge])
        let sensors = try #require(widget.intent?.parameter(named: "sensors"))
        #expect(sensors.type.value == .optional(.array(.model("IntentSensors"))))
        // AccessoryCorner is watchOS's: the imported spec targets iOS.
        #expect(sensors.sizes.map(\.family.value) == [.systemSmall, .systemMedium, .systemLarge])
        #expect(sensors.sizes.map(\.size.value) == [.exactly(3), .exactly(6), .exactly(12)])
        #expect(widget.intent?.parameter(named: "server")?.type.value == .optional(.model("IntentServer")))
        #expect(widget.intent?.migration?.parameters.map(\.oldType) == [nil, nil])
    }

    @Test func theImportedCodeTypeChecks() throws {
        let spec = try decodeSpec(IntentDefinitionImportTests.withKinds(try Self.importSample().spec))
        let modules = try BuiltModules.get()
        let example = ExampleSpec(spec: spec, displayPath: "Sensors.widgets.yaml")
        #expect(
            example.shared.contains(
                "size: [\n        .systemSmall: 3,\n        .systemMedium: 6,\n        .systemLarge: 12\n    ]"))
        let (directory, files) = try example.writeExtension("imported-sizes")
        defer { try? FileManager.default.removeItem(at: directory) }
        let errors = try modules.typeCheck(files)
        #expect(errors == nil, "\(errors ?? "")")
    }

    /// The primary parameter combination's title becomes `summary:`; one naming a parameter that was not imported,
    /// or holding braces of its own, is left out with a note.
    @Test func thePrimaryCombinationBecomesTheSummary() throws {
        let spec = try decodeSpec(IntentDefinitionImportTests.withKinds(try Self.importSample().spec))
        guard case .text(let text) = spec.widgets.first?.intent?.summary else {
            Issue.record("no summary")
            return
        }
        #expect(text.segments.count == 4)
        func combination(_ title: String) -> [String: Any] {
            [
                "INIntentParameterCombinations": [
                    "a,b": ["INIntentParameterCombinationIsPrimary": true, "INIntentParameterCombinationTitle": title]
                ]
            ]
        }
        #expect(
            try DefinitionSummary.read(combination("See ${a} and ${b}"), parameters: ["a", "b"]).get()
                == "See {a} and {b}")
        #expect(try DefinitionSummary.read([:], parameters: ["a"]).get() == nil)
        for title in ["See ${when}", "See {a}", "See ${a} }"] {
            guard case .failure(let problem) = DefinitionSummary.read(combination(title), parameters: ["a"]) else {
                Issue.record("\(title) was imported")
                continue
            }
            #expect(problem.description.contains("summary skipped"))
        }
    }

    /// A String parameter with dynamic options is imported with `options: dynamic` (ParameterOptionsImportTests);
    /// a Double's are dropped with a note, and a custom type's dynamic options are its entity's finder, so it gets
    /// no note.
    @Test func dynamicOptionsOfADoubleAreNoted() throws {
        let definition: [String: Any] = [
            "INIntents": [
                [
                    "INIntentName": "Gauge", "INIntentEligibleForWidgets": true, "INIntentType": "Custom",
                    "INIntentParameters": [
                        [
                            "INIntentParameterName": "level", "INIntentParameterType": "Decimal",
                            "INIntentParameterSupportsDynamicEnumeration": true,
                        ]
                    ],
                ]
            ]
        ]
        let data = try PropertyListSerialization.data(fromPropertyList: definition, format: .xml, options: 0)
        let result = try IntentDefinitionImport.spec(fromDefinition: data, fileName: "Gauge.intentdefinition")
        #expect(result.spec.contains("        level: { type: Double?, title: \"Level\" }\n"))
        #expect(result.notes.count == 1)
        #expect(result.notes.first?.contains("dynamic options") == true)
        #expect(try Self.importSample().notes.isEmpty)
    }

    @Test func sizesOfUnknownClassesBelowOneOrRepeatedAreDropped() {
        let sizes = DefinitionArraySizes.read([
            "INIntentParameterArraySizes": [
                ["INIntentParameterArraySizeSizeClass": "Large", "INIntentParameterArraySizeSize": 4],
                ["INIntentParameterArraySizeSizeClass": "Huge", "INIntentParameterArraySizeSize": 4],
                ["INIntentParameterArraySizeSizeClass": "Small", "INIntentParameterArraySizeSize": 0],
                ["INIntentParameterArraySizeSizeClass": "Large", "INIntentParameterArraySizeSize": 9],
                ["INIntentParameterArraySizeSizeClass": "Medium", "INIntentParameterArraySizeSize": "2"],
            ]
        ])
        #expect(sizes.map(\.family) == [.systemLarge])
        #expect(sizes.map(\.count) == [4])
    }
}
