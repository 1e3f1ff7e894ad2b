import Foundation
import Testing

/// `widgetspec payload` run as a user runs it.
@Suite("widgetspec payload")
struct PayloadCommandTests {
    @Test func thePizzaActivitysPayloadMatchesItsGolden() throws {
        let result = try WidgetSpecCLI.run(["payload", "specs/pizza.widgets.yaml", "--bundle-id", "com.example.pizza"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        GoldenFile.check(
            result.stdout, against: WidgetSpecCLI.goldenDirectory.appendingPathComponent("payload-pizza.md"))
    }

    @Test func jsonAndSchemaFormats() throws {
        let json = try WidgetSpecCLI.run(["payload", "specs/", "--format", "json"])
        #expect(json.status == 0, "\(json.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let activities = try #require(object["activities"] as? [[String: Any]])
        #expect(activities.map { $0["name"] as? String } == ["PizzaDelivery"])
        let samples = try #require(activities.first?["samples"] as? [[String: Any]])
        #expect(samples.map { $0["event"] as? String } == ["start", "update", "end"])
        #expect((samples.first?["headers"] as? [String: String])?["apns-topic"] == "<bundle ID>.push-type.liveactivity")

        let directory = try TemporaryDirectory()
        let output = directory.url.appendingPathComponent("pizza.schema.json")
        let schema = try WidgetSpecCLI.run(
            ["payload", "specs/", "--activity", "PizzaDelivery", "--format", "schema", "--output", output.path])
        #expect(schema.status == 0, "\(schema.stderr)")
        let written = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: output)) as? [String: Any])
        #expect(written["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
    }

    @Test func problemsAreUsageErrorsAndSpecErrorsStopIt() throws {
        let directory = try TemporaryDirectory()
        try directory.write("clock.widgets.yaml", SampleSpecs.valid)
        try directory.write("bad.widgets.yaml", SampleSpecs.invalid)
        try directory.write(
            "two.widgets.yaml",
            "spec: 1\nbundle: Two\nactivities:\n  A: { state: { x: Int } }\n  B: { state: { y: Int } }\n")
        let cases: [([String], Int32, String)] = [
            (["payload", "clock.widgets.yaml"], 2, "error: no Live Activity in the given specs\n"),
            (
                ["payload", "two.widgets.yaml", "--activity", "C"], 2,
                "error: no Live Activity named 'C' in the given specs\n"
            ),
            (
                ["payload", "two.widgets.yaml", "--format", "schema"], 2,
                "error: --format schema prints one activity's schema; choose one with --activity (the specs have 'A', 'B')\n"
            ),
            (["payload", "bad.widgets.yaml"], 1, ""),
        ]
        for (arguments, status, message) in cases {
            let result = try WidgetSpecCLI.run(arguments, in: directory.url)
            #expect(result.status == status, "\(arguments): \(result.stderr)")
            #expect(result.stdout.isEmpty, "\(arguments)")
            if !message.isEmpty { #expect(result.stderr == message, "\(arguments)") }
        }
        let noPush = try WidgetSpecCLI.run(["payload", "two.widgets.yaml", "--activity", "A"], in: directory.url)
        #expect(noPush.status == 0)
        #expect(noPush.stdout.contains("No sample requests: the activity declares no `push`"))
    }
}
