import Foundation
import Testing

@testable import WidgetSpecKit

/// The sample requests: their timing, their keys per event, and their limits on hostile specs.
@Suite struct PayloadSampleTests {
    static func payload(_ activity: String, topLevel: String = "") throws -> ActivityPushPayload {
        let text =
            "spec: 1\nbundle: B\n\(topLevel)\nactivities:\n  Match:\n"
            + activity.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n") + "\n"
        let spec = try #require(SpecLoader.load(SourceFile(path: "a.widgets.yaml", text: text)).spec)
        return ActivityPushPayload(
            activity: spec.activities[0], in: spec, start: Date(timeIntervalSince1970: 1_000_000))
    }

    static func aps(_ sample: ActivityPushPayload.PushSample) throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: Data(sample.body.utf8)) as? [String: Any]
        return try #require(object?["aps"] as? [String: Any])
    }

    @Test func timingAndKeysFollowTheSpec() throws {
        let payload = try Self.payload(
            "state: { at: Date }\nduration: 2h\nstaleAfter: 10m\ndismissal: immediate\npush: { type: channel, priority: 5 }"
        )
        #expect(payload.samples.map(\.event) == ["update", "end"])
        let update = try Self.aps(payload.samples[0])
        #expect(update["timestamp"] as? Int == 1_000_000 + 3600)
        #expect(update["stale-date"] as? Int == 1_000_000 + 3600 + 600)
        #expect((update["content-state"] as? [String: Any])?["at"] as? Int == 1_000_000 + 3600 - 978_307_200)
        let end = try Self.aps(payload.samples[1])
        #expect(end["dismissal-date"] as? Int == 1_000_000 + 7200)
        #expect(end["stale-date"] == nil)
        #expect(payload.samples[0].destination.contains("channel"))
    }

    /// Apple's broadcast requests [S60]: to the app's bundle ID, naming the channel, with no topic; the end
    /// carries the final content state.
    @Test func aChannelsUpdatesAndEndsAreBroadcastRequests() throws {
        let spec = try #require(
            SpecLoader.load(
                SourceFile(
                    path: "a.widgets.yaml",
                    text: "spec: 1\nbundle: B\nactivities:\n  Match:\n    state: { score: Int }\n"
                        + "    push: { type: channel, start: true, priority: 5 }\n")
            ).spec)
        let payload = ActivityPushPayload(
            activity: spec.activities[0], in: spec, start: Date(timeIntervalSince1970: 1_000_000),
            bundleID: "com.example.scores")
        #expect(payload.samples.map(\.event) == ["start", "update", "end"])
        let start = payload.samples[0]
        #expect(start.request == "POST /3/device/<push-to-start token>")
        #expect(start.headers.map(\.name) == ["apns-push-type", "apns-topic", "apns-priority"])
        for sample in payload.samples.dropFirst() {
            #expect(sample.request == "POST /4/broadcasts/apps/com.example.scores")
            #expect(
                sample.headers.map(\.name) == ["apns-push-type", "apns-channel-id", "apns-expiration", "apns-priority"])
            #expect(sample.headers.map(\.value) == ["liveactivity", "<channel ID>", "0", "5"])
        }
        let end = try Self.aps(payload.samples[2])
        #expect(end["event"] as? String == "end")
        #expect((end["content-state"] as? [String: Any])?["score"] != nil)
        let markdown = PayloadFormat.markdown.render([payload])
        #expect(
            markdown.contains(
                "POST /4/broadcasts/apps/com.example.scores\napns-push-type: liveactivity\napns-channel-id"))
        #expect(!markdown.contains("com.example.scores.push-type.liveactivity\napns-priority: 5"))
    }

    @Test func aTokensPushesGoToTheDeviceWithATopic() throws {
        let payload = try Self.payload("state: { score: Int }\npush: { type: token, priority: 5 }")
        #expect(payload.samples.map(\.request) == ["POST /3/device/<push token>", "POST /3/device/<push token>"])
        #expect(payload.samples[0].headers.map(\.value) == ["liveactivity", "<bundle ID>.push-type.liveactivity", "5"])
    }

    @Test func aStartCarriesTheAttributesAnAlertAndWhatItAsksFor() throws {
        let payload = try Self.payload(
            "attributes: { team: { type: String, placeholder: Lions } }\nstate: { score: Int }\n"
                + "push: { type: token, start: true }")
        let start = try Self.aps(try #require(payload.samples.first))
        #expect(start["event"] as? String == "start")
        #expect(start["attributes-type"] as? String == "Match")
        #expect((start["attributes"] as? [String: Any])?["team"] as? String == "Lions")
        #expect(start["input-push-token"] as? Int == 1)
        #expect(start["alert"] != nil)
        #expect(payload.samples.first?.headers.last?.value == "10")
    }

    @Test func withoutPushThereAreNoSamples() throws {
        let payload = try Self.payload("state: { score: Int }")
        #expect(payload.samples.isEmpty)
        #expect(payload.samplesOmitted?.contains("no `push`") == true)
    }

    /// Forty models, each holding the next twice: the schema defines each once, the samples give up.
    @Test func sharedModelsKeepTheSchemaLinearAndCutTheSamples() throws {
        let models = (0..<40).map { "  M\($0): { a: M\($0 + 1), b: M\($0 + 1) }" }.joined(separator: "\n")
        let payload = try Self.payload(
            "state: { top: M0 }\npush: { type: token }", topLevel: "models:\n\(models)\n  M40: { x: Int }")
        #expect(payload.schema["$defs"]?.objectValue?.count == 41 + 3)
        #expect(payload.samples.isEmpty)
        #expect(payload.samplesOmitted == "a sample of this content state is too large to show")
    }
}
