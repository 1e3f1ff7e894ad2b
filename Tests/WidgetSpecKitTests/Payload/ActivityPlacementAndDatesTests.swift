import Foundation
import Testing

@testable import WidgetSpecKit

/// An activity's own minimum OS, its supplemental families and `dates: unix`: decoding, rules, generated code and
/// payload.
@Suite struct ActivityPlacementAndDatesTests {
    static func spec(_ activity: String, platforms: String = "platforms: { iOS: \"17.0\" }") throws -> Spec {
        try decodeSpec(
            "spec: 1\nbundle: B\n\(platforms)\nactivities:\n  Sensor:\n"
                + activity.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n") + "\n")
    }

    static func ids(_ spec: Spec) -> [DiagnosticID] { Checker.check([spec]).map(\.id) }

    @Test func supplementalFamiliesNeedTheActivityToRunFromIOS18() throws {
        let early = try Self.spec("state: { a: Int }\nsupplementalFamilies: [small]")
        #expect(early.activities[0].supplementalFamilies.map(\.value) == [.small])
        #expect(Self.ids(early).contains(DiagnosticDescription.activitySupplementalFamiliesVersion.id))
        let own = try Self.spec(
            "state: { a: Int }\nsupplementalFamilies: [small, medium]\navailable: { iOS: \"18.0\" }")
        #expect(!Self.ids(own).contains(DiagnosticDescription.activitySupplementalFamiliesVersion.id))
        let spec18 = try Self.spec(
            "state: { a: Int }\nsupplementalFamilies: [small]", platforms: "platforms: { iOS: \"18.0\" }")
        #expect(!Self.ids(spec18).contains(DiagnosticDescription.activitySupplementalFamiliesVersion.id))
    }

    @Test func theWidgetGetsTheModifierAndTheActivityItsAvailability() throws {
        let spec = try Self.spec(
            "state: { a: Int }\nsupplementalFamilies: [small, medium]\navailable: { iOS: \"18.0\" }\npush: { type: token, start: true }"
        )
        let shared = SwiftGenerator.generate(spec, part: .shared, sourcePath: "a.widgets.yaml")
        let extensionPart = SwiftGenerator.generate(spec, part: .extension, sourcePath: "a.widgets.yaml")
        #expect(extensionPart.contains(".supplementalActivityFamilies([.small, .medium])"))
        #expect(extensionPart.contains("if #available(iOS 18.0, *) {"))
        #expect(
            shared.contains("@available(iOS 18.0, *)\npublic struct Sensor")
                || shared.contains("@available(iOS 18.0, *)\nstruct Sensor"))
        // The members' older availability is implied by the type's.
        #expect(!shared.contains("@available(iOS 16.2, *)"))
        #expect(!shared.contains("@available(iOS 17.2, *)"))
        let plain = try Self.spec("state: { a: Int }")
        let plainShared = SwiftGenerator.generate(plain, part: .shared, sourcePath: "a.widgets.yaml")
        #expect(plainShared.contains("@available(iOS 16.2, *)"))
        #expect(
            !SwiftGenerator.generate(plain, part: .extension, sourcePath: "a.widgets.yaml").contains("supplemental"))
    }

    /// The activity's own minimum counts for push-to-start (WS0810); one at or below the spec's changes nothing.
    @Test func theOwnMinimumIsWhatTheVersionRulesRead() throws {
        let pushStart = "state: { a: Int }\npush: { type: token, start: true }"
        #expect(Self.ids(try Self.spec(pushStart)).contains(DiagnosticDescription.activityPushToStartVersion.id))
        let own = try Self.spec(pushStart + "\navailable: { iOS: \"17.2\" }")
        #expect(!Self.ids(own).contains(DiagnosticDescription.activityPushToStartVersion.id))
        #expect(own.activities[0].iOSMinimum(in: own) == OSVersion(17, 2))
        let noEffect = try Self.spec("state: { a: Int }\navailable: { iOS: \"16.4\", macOS: \"15.0\" }")
        #expect(Self.ids(noEffect).filter { $0 == DiagnosticDescription.activityAvailableNoEffect.id }.count == 2)
    }

    @Test func unixDatesAreConvertedInTheGeneratedCodableAndThePayload() throws {
        let spec = try Self.spec(
            "state:\n  ends: { type: Date, placeholder: +10m }\n  maybe: Date?\n  n: Int\ndates: unix\npush: { type: token }"
        )
        #expect(spec.activities[0].dates.value == .unix)
        let shared = SwiftGenerator.generate(spec, part: .shared, sourcePath: "a.widgets.yaml")
        #expect(shared.contains("init(from decoder: any Swift.Decoder) throws {"))
        #expect(
            shared.contains(
                "Foundation.Date(timeIntervalSince1970: try container.decode(Swift.Double.self, forKey: .ends))"))
        #expect(shared.contains("try container.encodeIfPresent(self.maybe?.timeIntervalSince1970, forKey: .maybe)"))
        #expect(shared.contains("private enum CodingKeys: Swift.String, Swift.CodingKey {"))
        let payload = ActivityPushPayload(
            activity: spec.activities[0], in: spec, start: Date(timeIntervalSince1970: 1_000_000))
        let update = try PayloadSampleTests.aps(try #require(payload.samples.first))
        let state = try #require(update["content-state"] as? [String: Any])
        #expect(state["ends"] as? Int == (update["timestamp"] as? Int).map { $0 + 600 })
        let schema = payload.schema["$defs"]?["content-state"]?["properties"]?["ends"]?["description"]
        #expect(schema == "UNIX time, seconds since 1970-01-01T00:00:00Z (the spec's `dates: unix`).")
        #expect(PayloadFormat.markdown.render([payload]).contains("dates are UNIX time"))
        let reference = try Self.spec("state: { ends: Date }\npush: { type: token }")
        #expect(!SwiftGenerator.generate(reference, part: .shared, sourcePath: "a.widgets.yaml").contains("init(from"))
    }

    @Test func aNestedDateUnderUnixDatesIsAnError() throws {
        let spec = try decodeSpec(
            "spec: 1\nbundle: B\nmodels:\n  Stop: { at: Date }\nactivities:\n  Sensor:\n    state:\n"
                + "      window: ClosedRange<Date>\n      stops: \"[Stop]\"\n      ok: Date?\n    dates: unix\n")
        let found = Checker.check([spec]).filter { $0.id == DiagnosticDescription.activityUnixDateNested.id }
        #expect(found.map { $0.range?.start.line } == [8, 9])
    }
}
