import Foundation
import Testing

@testable import WidgetSpecKit

/// `widgetspec import`: a sample intent definition in Xcode's format (`Fixtures/import/Commute.intentdefinition`:
/// an enum with Xcode's `unknown` value, a widget intent with text, enum, integer, boolean, multi-value and
/// DateComponents parameters, and an intent that configures no widget) becomes a spec that checks cleanly and
/// generates code that type-checks.
@Suite struct IntentDefinitionImportTests {
    static let directory = SpecTestPaths.fixtures().appendingPathComponent("import")
    static let sample = directory.appendingPathComponent("Commute.intentdefinition")

    /// The spec with a real kind in place of each placeholder (`check` stops at a placeholder: WS0010).
    static func withKinds(_ spec: String) -> String {
        var count = 0
        return spec.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            guard line.hasPrefix("    kind: \"TODO:") else { return String(line) }
            count += 1
            return "    kind: com.example.kind\(count)"
        }.joined(separator: "\n")
    }

    static func importSample() throws -> IntentDefinitionImport.Result {
        try IntentDefinitionImport.spec(fromDefinition: Data(contentsOf: sample), fileName: "Commute.intentdefinition")
    }

    @Test func theSampleBecomesTheExpectedSpec() throws {
        let result = try Self.importSample()
        GoldenFile.check(result.spec, against: Self.directory.appendingPathComponent("Commute.widgets.yaml.expected"))
        #expect(
            result.notes == [
                "intent \"SelectRoute\": parameter \"arriveBy\" is of type \"DateComponents\", which the spec language "
                    + "has no parameter type for: skipped, add it by hand",
                "intent \"BookSeat\" does not configure widgets (INIntentEligibleForWidgets): skipped",
            ])
    }

    /// Once its kind placeholder is replaced (before, `check` refuses it: WS0010).
    @Test func theImportedSpecChecksAndItsCodeTypeChecks() throws {
        let imported = try Self.importSample().spec
        let placeholder = "\"\(IntentDefinitionImport.kindPlaceholder(intent: "SelectRoute"))\""
        let loaded = SpecLoader.load(SourceFile(path: "Commute.widgets.yaml", text: imported))
        #expect(loaded.diagnostics.map(\.id) == [.importPlaceholder])
        #expect(imported.contains("    kind: \(placeholder)\n"))
        let text = imported.replacingOccurrences(of: placeholder, with: "com.example.select-route")
        let spec = try decodeSpec(text, file: "Commute.widgets.yaml")
        #expect(Checker.check([spec]).filter { $0.severity != .note }.isEmpty)
        let intent = try #require(spec.widgets.first?.intent)
        #expect(intent.migration?.intentClassName.value == "SelectRouteIntent")
        #expect(
            intent.migration?.parameters.map(\.oldType?.value.description) == [
                "String", "Enum", "Integer", "Boolean", "[String]",
            ])
        // Xcode's `unknown` value is SiriKit's "no value", not a case.
        #expect(spec.enums.first?.cases.map(\.name.value) == ["driving", "transit", "cycling"])

        let modules = try BuiltModules.get()
        let example = ExampleSpec(spec: spec, displayPath: "Commute.widgets.yaml")
        #expect(example.shared.contains("AppIntents.CustomIntentMigratedAppIntent"))
        let (directory, files) = try example.writeExtension("imported")
        defer { try? FileManager.default.removeItem(at: directory) }
        let errors = try modules.typeCheck(files)
        #expect(errors == nil, "\(errors ?? "")")
    }

    @Test func theClassPrefixIsPartOfTheClassName() throws {
        let definition: [String: Any] = [
            "INIntents": [
                [
                    "INIntentName": "Configuration", "INIntentClassPrefix": "GM", "INIntentEligibleForWidgets": true,
                    "INIntentType": "Custom", "INIntentTitle": "Configuration",
                ]
            ]
        ]
        let data = try PropertyListSerialization.data(fromPropertyList: definition, format: .xml, options: 0)
        let result = try IntentDefinitionImport.spec(fromDefinition: data, fileName: "Intents.intentdefinition")
        #expect(result.spec.contains("        intentClassName: GMConfigurationIntent\n"))
        #expect(result.spec.contains("\n  ConfigurationWidget:\n"))
        #expect(try decodeSpec(Self.withKinds(result.spec)).widgets.first?.intent?.migration != nil)
    }

    /// Names YAML would read as something else (a boolean, null, a mapping, a comment) are quoted, so they reach
    /// the checker as the definition wrote them; names that are no Swift names make `import` fail with the
    /// checker's reasons instead of printing a spec that does not check.
    @Test func namesYAMLWouldMisreadAreQuotedAndBadNamesRefused() throws {
        let definition: [String: Any] = [
            "INEnums": [
                [
                    "INEnumName": "Null",
                    "INEnumValues": [["INEnumValueName": "yes"], ["INEnumValueName": "a: b", "INEnumValueIndex": 1]],
                ]
            ],
            "INIntents": [
                [
                    "INIntentName": "Route # 2", "INIntentEligibleForWidgets": true, "INIntentType": "Custom",
                    "INIntentTitle": "Route",
                    "INIntentParameters": [
                        [
                            "INIntentParameterName": "off", "INIntentParameterType": "Integer",
                            "INIntentParameterEnumType": "Null",
                            "INIntentParameterMetadata": ["INIntentParameterMetadataDefaultValue": "yes"],
                        ]
                    ],
                ]
            ],
        ]
        let data = try PropertyListSerialization.data(fromPropertyList: definition, format: .xml, options: 0)
        #expect {
            try IntentDefinitionImport.spec(fromDefinition: data, fileName: "Intents.intentdefinition")
        } throws: { error in
            guard case .specDoesNotCheck(let messages) = error as? IntentDefinitionImport.Failure else { return false }
            // The checker saw the names as written: no YAML error, no value of the wrong type.
            return messages.contains { $0.contains("Route # 2") } && messages.contains { $0.contains("a: b") }
                && !messages.contains { $0.hasPrefix("WS01") || $0.hasPrefix("WS0202") }
        }
        // Without the bad names, the YAML words are plain names again, quoted.
        var renamed = definition
        renamed["INIntents"] = [
            [
                "INIntentName": "Route", "INIntentEligibleForWidgets": true, "INIntentType": "Custom",
                "INIntentTitle": "Route",
                "INIntentParameters": [
                    [
                        "INIntentParameterName": "off", "INIntentParameterType": "Integer",
                        "INIntentParameterEnumType": "Null",
                        "INIntentParameterMetadata": ["INIntentParameterMetadataDefaultValue": "yes"],
                    ]
                ],
            ]
        ]
        renamed["INEnums"] = [
            ["INEnumName": "Null", "INEnumValues": [["INEnumValueName": "yes"], ["INEnumValueName": "no"]]]
        ]
        let quoted = try IntentDefinitionImport.spec(
            fromDefinition: PropertyListSerialization.data(fromPropertyList: renamed, format: .xml, options: 0),
            fileName: "Intents.intentdefinition"
        ).spec
        for line in [
            "\n  \"Null\":\n", "{ type: \"Null\", ", "\n      \"yes\": \"Yes\"\n",
            "\n          \"off\": { name: \"off\", ",
        ] {
            #expect(quoted.contains(line), "\(line) in\n\(quoted)")
        }
    }

    /// Display text and names reach the spec as YAML double-quoted strings that read back as the file wrote them,
    /// whatever they hold.
    @Test func displayTextReadsBackExactly() throws {
        let title = "Route\n# bundle: Evil\u{2028}x\u{85}y\u{2029}z\r\u{1B}[31m\u{202E}\"\\\u{FEFF}\u{7F}\u{10FFFF}"
        let definition: [String: Any] = [
            "INIntents": [
                [
                    "INIntentName": "Route", "INIntentEligibleForWidgets": true, "INIntentType": "Custom",
                    "INIntentTitle": title, "INIntentDescription": title,
                ]
            ]
        ]
        let data = try PropertyListSerialization.data(fromPropertyList: definition, format: .binary, options: 0)
        let text = try IntentDefinitionImport.spec(fromDefinition: data, fileName: "A\u{2028}b.intentdefinition").spec
        #expect(text.hasPrefix("# Imported by widgetspec from \"A\\u2028b.intentdefinition\".\n"))
        let loaded = SpecLoader.load(SourceFile(path: "Intents.widgets.yaml", text: Self.withKinds(text)))
        let widget = try #require(loaded.spec?.widgets.first, "\(loaded.diagnostics)")
        #expect(widget.displayName.value == title)
        #expect(widget.description?.value == title)
        #expect(widget.intent?.title.value == title)
        #expect(loaded.spec?.bundle.value == "Widgets")
    }

    /// A definition repeating one bad name thousands of times gets the first five reasons and a count, on one line.
    @Test func manyReasonsAreCut() {
        let failure = IntentDefinitionImport.Failure.specDoesNotCheck((1...8).map { "WS0102 m\($0)\n" })
        #expect(failure.description.hasSuffix("WS0102 m5\\n; and 3 more"))
        #expect(!failure.description.contains("m6"))
    }

    @Test func whatIsNoIntentDefinitionIsRefused() throws {
        #expect {
            try IntentDefinitionImport.spec(fromDefinition: Data("not a plist {".utf8), fileName: "x")
        } throws: {
            if case .notAPropertyList = $0 as? IntentDefinitionImport.Failure { return true }
            return false
        }
        let noIntents = try PropertyListSerialization.data(
            fromPropertyList: ["INEnums": [Any]()], format: .xml, options: 0)
        #expect(throws: IntentDefinitionImport.Failure.notAnIntentDefinition) {
            try IntentDefinitionImport.spec(fromDefinition: noIntents, fileName: "x")
        }
        let noWidgets = try PropertyListSerialization.data(
            fromPropertyList: ["INIntents": [["INIntentName": "Order", "INIntentType": "Custom"]]], format: .xml,
            options: 0)
        #expect(throws: IntentDefinitionImport.Failure.noWidgetIntents) {
            try IntentDefinitionImport.spec(fromDefinition: noWidgets, fileName: "x")
        }
    }
}
