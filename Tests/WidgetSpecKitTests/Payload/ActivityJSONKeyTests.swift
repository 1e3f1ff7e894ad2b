import Foundation
import Testing

@testable import WidgetSpecKit

/// `json:` on a field: the generated `CodingKeys`, the payload's key names, and the duplicate-key rule.
@Suite struct ActivityJSONKeyTests {
    static let text = """
        spec: 1
        bundle: B
        models:
          Level: { lowValue: { type: Int, json: low_value, placeholder: 3 }, label: { type: String, placeholder: x } }
        activities:
          Sensor:
            attributes:
              serverWebhookId: { type: String?, json: webhook_id }
              tag: { type: String, placeholder: laundry }
            state:
              criticalText: { type: String, json: critical_text, placeholder: "5 min" }
              message: { type: String, placeholder: Washing }
              level: Level
            push: { type: token, start: true }
        """

    @Test func renamedFieldsGetCodingKeysAndOthersDoNot() throws {
        let spec = try decodeSpec(Self.text)
        #expect(spec.activities[0].state[0].jsonKey?.value == "critical_text")
        #expect(spec.activities[0].state[0].codingName == "critical_text")
        #expect(spec.activities[0].state[1].codingName == "message")
        let shared = SwiftGenerator.generate(spec, part: .shared, sourcePath: "a.widgets.yaml")
        #expect(shared.contains("private enum CodingKeys: Swift.String, Swift.CodingKey {"))
        #expect(shared.contains("case criticalText = \"critical_text\""))
        #expect(shared.contains("case serverWebhookId = \"webhook_id\""))
        #expect(shared.contains("case lowValue = \"low_value\""))
        #expect(shared.components(separatedBy: "enum CodingKeys").count - 1 == 3)
        let plain = try decodeSpec("spec: 1\nbundle: B\nactivities:\n  A:\n    state: { a: Int }\n")
        #expect(!SwiftGenerator.generate(plain, part: .shared, sourcePath: "b.widgets.yaml").contains("CodingKeys"))
    }

    @Test func theSamplesAndTheSchemaUseTheJSONNames() throws {
        let spec = try decodeSpec(Self.text)
        let payload = ActivityPushPayload(
            activity: spec.activities[0], in: spec, start: Date(timeIntervalSince1970: 1_000_000))
        let start = try PayloadSampleTests.aps(try #require(payload.samples.first))
        let state = try #require(start["content-state"] as? [String: Any])
        #expect(state["critical_text"] as? String == "5 min")
        #expect(state["criticalText"] == nil)
        #expect((state["level"] as? [String: Any])?["low_value"] as? Int == 3)
        #expect((start["attributes"] as? [String: Any])?.keys.sorted() == ["tag", "webhook_id"])
        let object = CodableJSONSchema(spec: spec).object(spec.activities[0].state, description: "s")
        #expect(object["properties"]?.objectValue?.keys.sorted() == ["critical_text", "level", "message"])
        #expect(object["required"] == ["critical_text", "message", "level"])
    }

    @Test func twoFieldsUnderOneJSONKeyAreAnError() throws {
        let spec = try decodeSpec(
            "spec: 1\nbundle: B\nmodels:\n  M: { a: { type: Int, json: b }, b: Int }\n"
                + "activities:\n  A:\n    state: { x: { type: Int, json: k }, y: { type: Int, json: k }, z: M }\n")
        let found = Checker.check([spec]).filter { $0.id == DiagnosticDescription.jsonKeyDuplicate.id }
        #expect(
            found.map(\.message).sorted() == [
                "fields 'a' and 'b' of model 'M' both have the JSON key 'b'",
                "fields 'x' and 'y' of the state of 'A' both have the JSON key 'k'",
            ])
    }
}
