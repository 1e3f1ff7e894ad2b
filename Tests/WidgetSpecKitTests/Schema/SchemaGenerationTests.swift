import Foundation
import Testing

@testable import WidgetSpecKit

/// The generated schema: current on disk, deterministic, and made from the key tables alone.
@Suite("JSON Schema generation")
struct SchemaGenerationTests {
    let document = SpecJSONSchema.document()

    private func definition(_ name: String) throws -> [String: SchemaJSON] {
        try #require(document["$defs"]?[name]?.objectValue, "no $defs/\(name)")
    }

    @Test func committedSchemaIsCurrent() {
        GoldenFile.check(SpecJSONSchema.text, against: SchemaTestPaths.committedSchema)
    }

    @Test func outputIsDeterministicAndValidJSON() throws {
        #expect(SpecJSONSchema.text == SpecJSONSchema.document().prettyPrinted)
        let parsed = try JSONSerialization.jsonObject(with: Data(SpecJSONSchema.text.utf8))
        let root = try #require(parsed as? [String: Any])
        #expect(root["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
        #expect(root["$ref"] as? String == "#/$defs/spec")
        let isASCII = SpecJSONSchema.text.unicodeScalars.allSatisfy(\.isASCII)
        #expect(isASCII)
    }

    /// The unknown-key diagnostics and the schema read the same table: every shape's keys are exactly the
    /// schema's properties, in the same set, with the same required keys.
    @Test(arguments: SpecSchema.shapes)
    func shapePropertiesAreTheTableKeys(_ shape: SpecShape) throws {
        let schema = try definition(shape.id.rawValue)
        let properties = try #require(schema["properties"]?.objectValue)
        #expect(properties.keys.sorted() == shape.keyNames.sorted())
        let required =
            schema["required"].map { value -> [SchemaJSON] in
                if case .array(let items) = value { return items }
                return []
            } ?? []
        #expect(required == shape.keys.filter(\.isRequired).map { .string($0.name) })
        #expect(schema["additionalProperties"] == false)
        #expect(schema["patternProperties"]?["^x-"] != nil)
        #expect(schema["patternProperties"]?["^<<$"] != nil)
        for key in shape.keys {
            guard case .string(let description) = properties[key.name]?["description"] else {
                Issue.record("\(shape.id).\(key.name) has no description")
                continue
            }
            #expect(description.hasPrefix(key.summary))
        }
    }

    /// The "valid keys are ..." note of an unknown key lists the schema's property names.
    @Test func unknownKeyNoteListsTheSchemaProperties() throws {
        let loaded = schemaTestDecode(
            """
            spec: 1
            bundle: Demo
            widgets:
              Clock:
                kind: com.example.clock
                displayName: Clock
                families: [systemSmall]
                familes: [systemMedium]
            """)
        let diagnostic = try #require(loaded.diagnostics.first { $0.message.contains("unknown key 'familes'") })
        #expect(diagnostic.message.contains("did you mean 'families'"))
        let note = try #require(diagnostic.notes.first?.message)
        let properties = try #require(definition("widget")["properties"]?.objectValue)
        for name in properties.keys {
            #expect(note.contains("'\(name)'"), "\(name) missing from: \(note)")
        }
        #expect(note.components(separatedBy: "'").count - 1 == 2 * properties.count)
    }

    @Test func everyReferenceResolves() throws {
        var references: [String] = []
        func collect(_ value: SchemaJSON) {
            switch value {
            case .object(let members):
                if case .string(let target)? = members["$ref"] { references.append(target) }
                members.values.forEach(collect)
            case .array(let items): items.forEach(collect)
            default: break
            }
        }
        collect(document)
        #expect(!references.isEmpty)
        for reference in Set(references).sorted() {
            let name = try #require(reference.split(separator: "/").last.map(String.init))
            #expect(reference == "#/$defs/\(name)")
            #expect(document["$defs"]?[name] != nil, "dangling \(reference)")
        }
        // Shapes and notations share one namespace; none may shadow another.
        let shapeNames = Set(SpecSchema.shapes.map(\.id.rawValue))
        #expect(shapeNames.isDisjoint(with: ValueKindSchema.scalarDefinitions.keys))
    }

    /// Only keywords that mean the same in draft-07, which the YAML language server implements.
    @Test func usesOnlyKeywordsDraft07ToolsUnderstand() {
        let understood: Set<String> = [
            "$schema", "$ref", "$defs", "title", "description", "type", "properties", "patternProperties",
            "additionalProperties", "required", "propertyNames", "items", "enum", "const", "anyOf", "not", "pattern",
            "minimum", "minItems", "maxItems", "default",
        ]
        var used: Set<String> = []
        func collect(_ value: SchemaJSON, keysAreNames: Bool = false) {
            switch value {
            case .object(let members):
                for (key, member) in members {
                    if keysAreNames {
                        collect(member)
                    } else {
                        used.insert(key)
                        let isNameMap = ["properties", "patternProperties", "$defs"].contains(key)
                        if !["enum", "const", "default", "required"].contains(key) {
                            collect(member, keysAreNames: isNameMap)
                        }
                    }
                }
            case .array(let items): items.forEach { collect($0) }
            default: break
            }
        }
        collect(document)
        #expect(used.subtracting(understood).isEmpty, "\(used.subtracting(understood).sorted())")
        #expect(used.contains("propertyNames") && used.contains("const"))
    }

    @Test func vocabulariesBecomeEnums() throws {
        let widget = try #require(definition("widget")["properties"]?["families"])
        guard case .array(let forms)? = widget["anyOf"], case .array(let families)? = forms.first?["items"]?["enum"]
        else {
            Issue.record("families has no enum: \(widget)")
            return
        }
        #expect(families == WidgetFamily.allCases.map { .string($0.rawValue) })
        let spec = try definition("spec")
        #expect(spec["properties"]?["access"]?["enum"] == ["internal", "public", "package"])
        let platforms = try #require(spec["properties"]?["platforms"]?["properties"]?.objectValue)
        #expect(platforms.keys.sorted() == Platform.allCases.map(\.rawValue).sorted())
        let wallClock = try #require(definition("wallClockPolicy")["properties"]?["on"])
        #expect(wallClock.prettyPrinted.contains("\"mon\""))
        let timeline = try #require(definition("timeline")["properties"]?["policy"])
        #expect(timeline.prettyPrinted.contains("\"atEnd\"") && timeline.prettyPrinted.contains("\"never\""))
    }

    @Test func literalDefaultsAreEmittedAndDescribedOnesAreNot() throws {
        let spec = try definition("spec")
        #expect(spec["properties"]?["main"]?["default"] == true)
        #expect(spec["properties"]?["access"]?["default"] == "internal")
        let report = try definition("report")
        #expect(report["properties"]?["budget"]?["default"] == 70)
        #expect(report["properties"]?["horizon"]?["default"] == "24h")
        #expect(report["properties"]?["start"]?["default"] == "2026-01-05T09:00:00")
        let timeline = try definition("timeline")
        #expect(timeline["properties"]?["entries"]?["default"] == "now")
        #expect(timeline["properties"]?["onError"]?["default"] == nil)
        let widget = try definition("widget")
        #expect(widget["properties"]?["view"]?["default"] == nil)
        #expect(
            widget["properties"]?["view"]?["description"]
                == "The user's SwiftUI view, `init(entry:)`. Default: <Name>View.")
    }
}
