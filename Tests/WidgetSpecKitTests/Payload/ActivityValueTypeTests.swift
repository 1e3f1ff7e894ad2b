import Foundation
import Testing

@testable import WidgetSpecKit

/// `Decimal` and dictionaries in Live Activities: how they are read, checked, generated and carried in a payload.
@Suite struct ActivityValueTypeTests {
    static func activity(_ state: String, topLevel: String = "") throws -> Spec {
        try decodeSpec(
            "spec: 1\nbundle: B\n\(topLevel)\nactivities:\n  Dose:\n    state:\n"
                + state.split(separator: "\n").map { "      " + $0 }.joined(separator: "\n") + "\n")
    }

    @Test func dictionaryAndDecimalTypesAreParsed() throws {
        let spec = try Self.activity(
            "limits: \"[String: Decimal]\"\nsales: \"[Int: [Int]]\"\nnested: \"[[String: Int?]]\"")
        #expect(
            spec.activities[0].state.map(\.type.value) == [
                .dictionary(key: .string, value: .decimal), .dictionary(key: .int, value: .array(.int)),
                .array(.dictionary(key: .string, value: .optional(.int))),
            ])
        #expect(
            spec.activities[0].state.map(\.type.value.description) == [
                "[String: Decimal]", "[Int: [Int]]", "[[String: Int?]]",
            ])
    }

    @Test func anUnclosedDictionaryIsASyntaxError() {
        let loaded = loadSpec("spec: 1\nbundle: B\nactivities:\n  Dose:\n    state: { a: \"[String: Int\" }\n")
        #expect(loaded.diagnostics.map(\.message).contains { $0.contains("expected ']' to close the dictionary type") })
    }

    /// The parts read off the shortest text of the Double: 0.1 is 1 × 10^-1, exactly.
    @Test func decimalPartsAreTheNumbersDigits() throws {
        let tenth = try #require(DecimalParts(0.1))
        #expect(tenth.significand == 1 && tenth.exponent == -1)
        let hundred = try #require(DecimalParts(100))
        #expect(hundred.significand == 1 && hundred.exponent == 2)
        let negative = try #require(DecimalParts(-2.25))
        #expect(negative.isNegative && negative.significand == 225 && negative.exponent == -2)
        #expect(DecimalParts(1e-5)?.exponent == -5)
        #expect(DecimalParts(1e300) == nil)
        #expect(DecimalParts(.infinity) == nil)
    }

    @Test func aDecimalPlaceholderIsWrittenWithItsDigitsAndOneOutOfRangeIsRejected() throws {
        let spec = try Self.activity(
            "dose: { type: Decimal, placeholder: 0.1 }\nmap: { type: \"[String: Int]\", placeholder: { a: 1 } }")
        let values = ValueExpression(spec: spec, dateBase: .identifier("date"))
        let state = spec.activities[0].state
        #expect(
            values.placeholderTree(for: state[0]).code
                == "Foundation.Decimal(sign: .plus, exponent: -1, significand: 1)")
        #expect(values.placeholderTree(for: state[1]).code == "[\n    \"a\": 1\n]")
        #expect(values.obviousPlaceholder(for: .dictionary(key: .int, value: .string)) == "[:]")
        let loaded = loadSpec(
            "spec: 1\nbundle: B\nactivities:\n  Dose:\n    state: { dose: { type: Decimal, placeholder: 1e300 } }\n")
        #expect(loaded.diagnostics.map(\.message).contains { $0.contains("out of Decimal's range") })
    }

    /// WS0818: a key type Codable writes as an array, directly or inside a model, is an error; String and Int
    /// keys are not.
    @Test func onlyStringAndIntKeysTravelAsJSONObjects() throws {
        let spec = try Self.activity(
            "good: \"[String: Int]\"\nalsoGood: \"[Int: Decimal]\"\nbad: \"[Level: Int]\"\ninside: Holder\noptionalKey: \"[String?: Int]\"",
            topLevel: "enums: { Level: { cases: [low, high] } }\nmodels:\n  Holder: { byDate: \"[Date: String]\" }")
        let found = Checker.check([spec]).filter { $0.id == DiagnosticDescription.activityDictionaryKey.id }
        #expect(found.map { $0.range?.start.line } == [11, 12, 13])
        #expect(found.first?.message.contains("keyed by Level") == true)
        #expect(found[1].message.contains("keyed by Date") == true)
    }

    @Test func theSchemaAndTheSamplesWriteDictionariesAsObjectsAndDecimalsAsNumbers() throws {
        let spec = try decodeSpec(
            """
            spec: 1
            bundle: B
            activities:
              Truck:
                state:
                  names: "[String: Decimal]"
                  sales: { type: "[Int: Int]", placeholder: { 3: 12, 7: 1 } }
                  dose: { type: Decimal, placeholder: 0.1 }
                push: { type: token }
            """)
        let payload = ActivityPushPayload(
            activity: spec.activities[0], in: spec, start: Date(timeIntervalSince1970: 1_000_000))
        let update = try PayloadSampleTests.aps(try #require(payload.samples.first))
        let state = try #require(update["content-state"] as? [String: Any])
        #expect(state["names"] as? [String: Double] == ["names": 2.5])
        #expect(state["sales"] as? [String: Int] == ["3": 12, "7": 1])
        #expect(state["dose"] as? Double == 0.1)
        let schema = CodableJSONSchema(spec: spec)
        #expect(
            schema.schema(of: .dictionary(key: .string, value: .int)) == [
                "type": "object", "additionalProperties": schema.schema(of: .int),
            ])
        let intKeys = schema.schema(of: .dictionary(key: .int, value: .int))
        #expect(intKeys["propertyNames"] == ["pattern": "^[+-]?[0-9]+$"])
        #expect(schema.schema(of: .decimal)["type"] == "number")
    }
}
