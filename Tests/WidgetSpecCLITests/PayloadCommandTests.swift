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
        #expect(
            activities.map { $0["name"] as? String } == [
                "TruckActivityAttributes", "GlucoseActivity", "HALiveActivityAttributes", "PizzaDelivery",
            ])
        let pizza = activities.first { $0["name"] as? String == "PizzaDelivery" }
        let samples = try #require(pizza?["samples"] as? [[String: Any]])
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

    /// A line break in the bundle ID would add a header of its own to every sample request.
    @Test func theBundleIDIsABundleIdentifier() throws {
        let cases: [(String, String)] = [
            ("", "error: --bundle-id is empty; give the app's bundle identifier, like com.example.app\n"),
            (
                "com.example\napns-priority: 5",
                "error: --bundle-id 'com.example\\u{A}apns-priority: 5' is not a bundle identifier: '\\u{A}' is not "
                    + "allowed; use letters, digits, '-' and '.', like com.example.app\n"
            ),
            (
                "com.exam ple",
                "error: --bundle-id 'com.exam ple' is not a bundle identifier: ' ' is not allowed; use letters, "
                    + "digits, '-' and '.', like com.example.app\n"
            ),
            (
                "com.exämple\u{2028}",
                "error: --bundle-id 'com.ex\\u{E4}mple\\u{2028}' is not a bundle identifier: '\\u{E4}' is not "
                    + "allowed; use letters, digits, '-' and '.', like com.example.app\n"
            ),
        ]
        for (bundleID, message) in cases {
            let result = try WidgetSpecCLI.run(["payload", "specs/pizza.widgets.yaml", "--bundle-id", bundleID])
            #expect(result.status == 2, "\(bundleID)")
            #expect(result.stdout.isEmpty, "\(bundleID)")
            #expect(result.stderr == message)
        }
        let valid = try WidgetSpecCLI.run(["payload", "specs/pizza.widgets.yaml", "--bundle-id", "com.Example-2.app"])
        #expect(valid.status == 0, "\(valid.stderr)")
        #expect(valid.stdout.contains("apns-topic: com.Example-2.app.push-type.liveactivity\n"))
    }

    /// Placeholders long enough that the samples are 4.3 to 4.5 KB, while the type estimate (WS0804) is far below.
    static func ticker(summaryWords: Int) -> String {
        let summary = Array(repeating: "Markets rallied on the news.", count: summaryWords).joined(separator: " ")
        return """
            spec: 1
            bundle: NewsWidgets
            platforms: { iOS: "17.2" }
            activities:
              Ticker:
                attributes:
                  desk: { type: String, placeholder: World }
                state:
                  headline: { type: String, placeholder: "Stocks close at a record high after a long week" }
                  summary: { type: String, placeholder: "\(summary)" }
                push: { type: token, start: true }

            """
    }

    @Test func samplesOverFourKilobytesAreReportedByCheckAndPayload() throws {
        let directory = try TemporaryDirectory()
        try directory.write("ticker.widgets.yaml", Self.ticker(summaryWords: 145))
        let check = try WidgetSpecCLI.run(["check", "ticker.widgets.yaml"], in: directory.url)
        #expect(check.status == 0, "a warning: \(check.stderr)")
        let warning =
            "ticker.widgets.yaml:5:3: warning: the sample start push of Live Activity 'Ticker', built from the "
            + "spec's placeholders, is 4474 bytes as compact JSON; a push payload is at most 4096 [WS0813]"
        #expect(check.stderr.contains(warning), "\(check.stderr)")
        #expect(!check.stderr.contains("WS0804"))

        let payload = try WidgetSpecCLI.run(["payload", "ticker.widgets.yaml", "--format", "json"], in: directory.url)
        #expect(payload.status == 0, "\(payload.stderr)")
        #expect(payload.stderr.contains(warning), "\(payload.stderr)")
        // The sizes the warning names are those of the samples printed.
        let object = try #require(try JSONSerialization.jsonObject(with: Data(payload.stdout.utf8)) as? [String: Any])
        let samples = try #require((object["activities"] as? [[String: Any]])?.first?["samples"] as? [[String: Any]])
        let sizes = try samples.map {
            try JSONSerialization.data(withJSONObject: try #require($0["payload"]), options: []).count
        }
        #expect(sizes.allSatisfy { $0 > 4300 && $0 < 4500 }, "\(sizes)")

        try directory.write("ticker.widgets.yaml", Self.ticker(summaryWords: 120))
        let shorter = try WidgetSpecCLI.run(["check", "ticker.widgets.yaml"], in: directory.url)
        #expect(!shorter.stderr.contains("WS0813"), "\(shorter.stderr)")
    }
}
