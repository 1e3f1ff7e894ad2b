import Foundation
import Testing

@testable import WidgetSpecKit

/// Compiled and run on Linux: the attributes and `ContentState` generated for the Live Activities of `specs/`
/// decode the sample pushes `widgetspec payload` prints with `JSONDecoder()` and encode back with `JSONEncoder()`
/// to the same JSON, so the samples, the schema's key names and Swift agree on `Decimal`s, dictionaries, JSON key
/// names and dates. Payloads a server gets wrong (a dictionary as an array, a Swift name for a renamed key) fail.
@Suite(.serialized) struct ActivityPayloadRoundTripTests {
    /// One JSON text to decode as a type of the generated code, and whether it should decode.
    struct Case {
        var type: String
        var json: String
        var decodes: Bool
        /// What `JSONEncoder` writes back, when it is not `json` itself.
        var encoded: String? = nil
    }

    static func spec(_ file: String) throws -> Spec {
        let path = ExampleSpecsTests.specs.appendingPathComponent(file).path
        let loaded = SpecLoader.load(paths: [path])
        let spec = try #require(loaded.specs.first, "\(loaded.diagnostics.map(\.message))")
        #expect(!Checker.check([spec]).hasErrors)
        return spec
    }

    /// The sample pushes' `attributes` and `content-state` of each activity, as compact JSON with sorted keys.
    static func samples(of spec: Spec) throws -> [Case] {
        var cases: [Case] = []
        for activity in spec.activities {
            let payload = ActivityPushPayload(
                activity: activity, in: spec, start: Date(timeIntervalSince1970: 1_767_621_600), bundleID: "com.example"
            )
            for sample in payload.samples {
                let body = try #require(
                    try JSONSerialization.jsonObject(with: Data(sample.body.utf8)) as? [String: Any])
                let aps = try #require(body["aps"] as? [String: Any])
                if let attributes = aps["attributes"] {
                    cases.append(Case(type: activity.name.value, json: try compact(attributes), decodes: true))
                }
                if let state = aps["content-state"] {
                    cases.append(
                        Case(type: activity.name.value + ".ContentState", json: try compact(state), decodes: true))
                }
            }
        }
        return cases
    }

    static func compact(_ object: Any) throws -> String {
        String(decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self)
    }

    /// Runs `cases` through the generated shared part of `spec`: each line `decoded <JSON>` or `rejected`.
    static func run(_ spec: Spec, file: String, _ cases: [Case], extra: String = "") throws -> [String] {
        let modules = try BuiltModules.get()
        let directory = try Toolchain.temporaryDirectory("activity-round-trip")
        defer { try? FileManager.default.removeItem(at: directory) }
        let generated = directory.appendingPathComponent("\(file).shared.generated.swift")
        try SwiftGenerator.generate(spec, part: .shared, sourcePath: file).write(
            to: generated, atomically: true, encoding: .utf8)
        let runner = directory.appendingPathComponent("Runner.swift")
        func literal(_ json: String) -> String { "##\"" + json + "\"##" }
        let calls = cases.map { "        report(\($0.type).self, \(literal($0.json)))" }.joined(separator: "\n")
        try """
        import Foundation

        @main
        enum Runner {
            static func main() {
        \(calls)
        \(extra)
            }

            static func report<T: Codable>(_ type: T.Type, _ text: String) {
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.sortedKeys]
                guard let value = try? JSONDecoder().decode(type, from: Data(text.utf8)),
                    let data = try? encoder.encode(value)
                else { return print("rejected") }
                print("decoded " + String(decoding: data, as: UTF8.self))
            }
        }

        """.write(to: runner, atomically: true, encoding: .utf8)
        return try modules.compileAndRun([generated, runner], in: directory).split(separator: "\n").map(String.init)
    }

    /// Whether two JSON texts hold the same values (numbers compared as numbers: 5 and 5.0 are one).
    static func sameJSON(_ a: String, _ b: String) throws -> Bool {
        let left = try JSONSerialization.jsonObject(with: Data(a.utf8)) as? NSObject
        let right = try JSONSerialization.jsonObject(with: Data(b.utf8)) as? NSObject
        return left != nil && left == right
    }

    /// Runs the samples and `wrong`; returns the lines `extra` printed after them.
    @discardableResult
    static func check(_ file: String, wrong: [Case] = [], extra: String = "") throws -> [String] {
        let spec = try spec(file)
        let samples = try samples(of: spec)
        #expect(!samples.isEmpty)
        let cases = samples + wrong
        var lines = try run(spec, file: file, cases, extra: extra)
        try #require(lines.count >= cases.count, "\(lines)")
        let extraLines = Array(lines[cases.count...])
        lines = Array(lines[..<cases.count])
        for (item, line) in zip(cases, lines) {
            #expect(line.hasPrefix("decoded ") == item.decodes, "\(item.type) \(item.json): Swift says \(line)")
            if item.decodes, line.hasPrefix("decoded ") {
                #expect(
                    try sameJSON(String(line.dropFirst(8)), item.encoded ?? item.json),
                    "\(item.type): the sample \(item.json) came back as \(line.dropFirst(8))")
            }
        }
        return extraLines
    }

    /// Trio's glucose activity: `Decimal` thresholds and a chart of `Decimal` readings with dates.
    @Test func trioGlucoseDecimalsRoundTrip() throws {
        try Self.check(
            "glucose.widgets.yaml",
            wrong: [
                Case(type: "GlucoseActivity.ContentState", json: #"{"bg": "5.5"}"#, decodes: false),
                Case(type: "Reading", json: #"{"value": "5.5", "date": 1}"#, decodes: false),
                Case(type: "Reading", json: #"{"value": 5.5, "date": 1}"#, decodes: true),
            ])
    }

    /// Home Assistant's activity: snake_case JSON keys and the countdown's end as UNIX time, both ways; the
    /// Swift name of a renamed optional field is ignored, and a required one's is missing.
    @Test func homeAssistantKeysAndUnixDatesRoundTrip() throws {
        let state = "HALiveActivityAttributes.ContentState"
        let extra = """
                let unix = try! JSONDecoder().decode(
                    HALiveActivityAttributes.ContentState.self,
                    from: Data(#"{"message": "m", "countdown_end": 1767623100.5}"#.utf8))
                print("unix \\(unix.countdownEnd!.timeIntervalSince1970)")
                print("reference \\(unix.countdownEnd!.timeIntervalSinceReferenceDate)")
            """
        let lines = try Self.check(
            "home-activity.widgets.yaml",
            wrong: [
                Case(type: state, json: #"{"message": "m", "critical_text": "5 min"}"#, decodes: true),
                Case(
                    type: state, json: #"{"message": "m", "criticalText": "5 min"}"#, decodes: true,
                    encoded: #"{"message": "m"}"#),
                Case(type: state, json: #"{"critical_text": "5 min"}"#, decodes: false),
                Case(type: state, json: #"{"message": "m", "countdown_end": "2026-01-05T14:25:00Z"}"#, decodes: false),
                Case(
                    type: "HALiveActivityAttributes", json: #"{"tag": "t", "title": "T", "webhook_id": "w"}"#,
                    decodes: true),
            ],
            extra: extra)
        #expect(lines == ["unix 1767623100.5", "reference \(1_767_623_100.5 - 978_307_200)"])
    }

    /// Food Truck's order: `[Int: Int]` sales are a JSON object keyed by the IDs' text; the alternating array
    /// Swift would write for other keys does not decode.
    @Test func foodTruckIntKeyedSalesRoundTrip() throws {
        let order = #""activityName": "A", "order": [1], "orderID": "A""#
        // What WS0818 says: an enum key makes Codable write alternating keys and values, an Int key an object.
        let extra = """
                enum Level: String, Codable, Hashable { case low }
                let encoder = JSONEncoder()
                print(String(decoding: try! encoder.encode([Level.low: 3]), as: UTF8.self))
                print(String(decoding: try! encoder.encode([7: 3]), as: UTF8.self))
            """
        let lines = try Self.check(
            "food-truck.widgets.yaml",
            wrong: [
                Case(type: "TruckActivityAttributes", json: "{\(order), \"sales\": {\"3\": 12}}", decodes: true),
                Case(type: "TruckActivityAttributes", json: "{\(order), \"sales\": [3, 12]}", decodes: false),
                Case(type: "TruckActivityAttributes", json: "{\(order), \"sales\": {\"three\": 12}}", decodes: false),
            ],
            extra: extra)
        #expect(lines == [#"["low",3]"#, #"{"7":3}"#])
    }
}
