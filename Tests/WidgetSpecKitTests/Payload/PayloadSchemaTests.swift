import Foundation
import Testing

@testable import WidgetSpecKit

/// The push payload's schema against its own samples, against payloads a server gets wrong, and against what the
/// generated Swift `ContentState` and attributes (the shared part) actually encode and decode with `JSONEncoder` and `JSONDecoder`
/// (compiled and run here): the schema, the samples and Swift agree.
@Suite(.enabled(if: !PythonSchemaValidator.skipRequested), .serialized)
struct PayloadSchemaTests {
    /// Every type a field can have, a recursive model and a model inside an optional.
    static let specText = """
        spec: 1
        bundle: CourierWidgets
        platforms: { iOS: "17.2" }
        enums:
          Stage: { cases: [preparing, onTheWay, delivered] }
        models:
          Driver:
            name: String
            phone: String?
            rating: Double
          Stop:
            address: String
            arrives: Date
            later: "[Stop]"
        activities:
          Courier:
            attributes:
              orderNumber: { type: String, placeholder: "A-17" }
              total: Double
              placed: Date
            state:
              stage: Stage
              driver: Driver
              eta: { type: Date, placeholder: +20m }
              window: ClosedRange<Date>
              minutesLeft: Int
              tracking: URL
              stops: "[Stop]"
              note: String?
              tags: "[Stage]"
              delivered: Bool
              lastSeen: Date?
              backup: Driver?
            duration: 1h
            staleAfter: 10m
            relevance: 50
            dismissal: immediate
            push: { type: token, start: true, priority: 5 }
        """

    static func payload() throws -> (spec: Spec, payload: ActivityPushPayload) {
        let loaded = SpecLoader.load(SourceFile(path: "courier.widgets.yaml", text: specText))
        let spec = try #require(loaded.spec, "\(loaded.diagnostics.map(\.message))")
        #expect(!Checker.check([spec]).hasErrors)
        let start = Date(timeIntervalSince1970: 1_767_621_600)
        return (
            spec, ActivityPushPayload(activity: spec.activities[0], in: spec, start: start, bundleID: "com.example")
        )
    }

    /// The sample update's `content-state`, as JSON text with one key replaced or removed.
    static func state(_ payload: ActivityPushPayload, _ change: (inout [String: Any]) -> Void) throws -> String {
        let body = try #require(payload.samples.first { $0.event == "update" }).body
        let object = try #require(try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any])
        var state = try #require((object["aps"] as? [String: Any])?["content-state"] as? [String: Any])
        change(&state)
        return String(
            decoding: try JSONSerialization.data(withJSONObject: state, options: [.sortedKeys]), as: UTF8.self)
    }

    /// The sample update's `content-state` with `key`'s value written as the JSON text `literal` (a number no
    /// Foundation type holds, such as 2^63).
    static func state(_ payload: ActivityPushPayload, _ key: String, literal: String) throws -> String {
        let marker = "@literal@"
        return try state(payload) { $0[key] = marker }.replacingOccurrences(of: "\"\(marker)\"", with: literal)
    }

    /// An update whose `content-state` is `state`.
    static func update(_ state: String) -> String {
        #"{"aps": {"timestamp": 1767621600, "event": "update", "content-state": \#(state)}}"#
    }

    /// States a server gets right or wrong, with whether they decode: the schema and Swift must both say so.
    static func stateCases(_ payload: ActivityPushPayload) throws -> [(name: String, state: String, decodes: Bool)] {
        [
            ("the sample", try state(payload) { _ in }, true),
            ("an optional as null", try state(payload) { $0["note"] = NSNull() }, true),
            ("an optional left out", try state(payload) { $0["lastSeen"] = nil }, true),
            ("a required field left out", try state(payload) { $0["eta"] = nil }, false),
            ("a model's field left out", try state(payload) { $0["driver"] = ["rating": 4.5] }, false),
            ("a range as an object", try state(payload) { $0["window"] = ["lowerBound": 1, "upperBound": 2] }, false),
            ("a date as an ISO string", try state(payload) { $0["eta"] = "2026-01-05T14:00:00Z" }, false),
            ("an unknown case", try state(payload) { $0["stage"] = "lost" }, false),
            ("a string for an Int", try state(payload) { $0["minutesLeft"] = "12" }, false),
            ("an empty URL", try state(payload) { $0["tracking"] = "" }, false),
            ("Int's largest", try state(payload, "minutesLeft", literal: "9223372036854775807"), true),
            ("Int's largest + 1", try state(payload, "minutesLeft", literal: "9223372036854775808"), false),
            ("Int's smallest", try state(payload, "minutesLeft", literal: "-9223372036854775808"), true),
            ("Int's smallest - 1", try state(payload, "minutesLeft", literal: "-9223372036854775809"), false),
            ("an Int of 1e30", try state(payload, "minutesLeft", literal: "1e30"), false),
        ]
    }

    /// The one state `JSONDecoder` rejects and the schema cannot: a range whose bounds are reversed
    /// (docs/payload.md says so).
    static func reversedRange(_ payload: ActivityPushPayload) throws -> String {
        try state(payload) { state in
            guard let window = state["window"] as? [Any], window.count == 2 else { return }
            state["window"] = [window[1], window[0]]
        }
    }

    @Test func aReversedRangeIsTheOneStateTheSchemaCannotReject() throws {
        let (_, payload) = try Self.payload()
        let reversed = try Self.reversedRange(payload)
        #expect(reversed != (try Self.state(payload) { _ in }), "the sample's range has two different bounds")
        #expect(
            try PythonJSONSchemaCheck.verdicts(
                schema: payload.schema.prettyPrinted, documents: [Self.update(reversed)]) == [true])
    }

    @Test func theSamplesValidateAndABrokenStateDoesNot() throws {
        let (_, payload) = try Self.payload()
        #expect(payload.samples.map(\.event) == ["start", "update", "end"])
        let schema = payload.schema.prettyPrinted
        #expect(
            try PythonJSONSchemaCheck.verdicts(schema: schema, documents: payload.samples.map(\.body)) == [
                true, true, true,
            ])
        let cases = try Self.stateCases(payload)
        let verdicts = try PythonJSONSchemaCheck.verdicts(
            schema: schema, documents: cases.map { Self.update($0.state) })
        for (item, verdict) in zip(cases, verdicts) {
            #expect(verdict == item.decodes, "\(item.name): the schema says \(verdict)")
        }
        let noState = #"{"aps": {"timestamp": 1767621600, "event": "update"}}"#
        let startWithoutAttributes =
            #"{"aps": {"timestamp": 1, "event": "start", "content-state": \#(cases[0].state)}}"#
        #expect(
            try PythonJSONSchemaCheck.verdicts(schema: schema, documents: [noState, startWithoutAttributes]) == [
                false, false,
            ])
    }

    @Test func swiftDecodesWhatTheSchemaAcceptsAndItsEncodingValidates() throws {
        let (spec, payload) = try Self.payload()
        let cases = try Self.stateCases(payload)
        let start = try #require(payload.samples.first).body
        let startObject = try #require(try JSONSerialization.jsonObject(with: Data(start.utf8)) as? [String: Any])
        let attributes = try JSONSerialization.data(
            withJSONObject: try #require((startObject["aps"] as? [String: Any])?["attributes"]), options: [.sortedKeys])

        let modules = try BuiltModules.get()
        let directory = try Toolchain.temporaryDirectory("payload-run")
        defer { try? FileManager.default.removeItem(at: directory) }
        // The shared part holds the attributes and the ContentState: what the app compiles too.
        let generated = directory.appendingPathComponent("courier.widgets.shared.generated.swift")
        let runner = directory.appendingPathComponent("Runner.swift")
        try SwiftGenerator.generate(spec, part: .shared, sourcePath: "courier.widgets.yaml").write(
            to: generated, atomically: true, encoding: .utf8)
        let reversed = try Self.reversedRange(payload)
        try Self.runner(
            states: cases.map(\.state) + [reversed], attributes: String(decoding: attributes, as: UTF8.self)
        )
        .write(to: runner, atomically: true, encoding: .utf8)
        var lines = try modules.compileAndRun([generated, runner], in: directory).split(separator: "\n").map(
            String.init)
        try #require(lines.count == cases.count + 2, "\(lines)")
        #expect(lines.remove(at: cases.count) == "rejected", "a reversed range")

        var encoded: [String] = []
        for (item, line) in zip(cases, lines) {
            #expect(line.hasPrefix("decoded ") == item.decodes, "\(item.name): Swift says \(line)")
            if line.hasPrefix("decoded ") { encoded.append(Self.update(String(line.dropFirst(8)))) }
        }
        let attributesLine = try #require(lines.last)
        #expect(attributesLine.hasPrefix("decoded "), "the sample attributes: Swift says \(attributesLine)")
        let encodedStart =
            #"{"aps": {"timestamp": 1, "event": "start", "content-state": \#(cases[0].state), "#
            + #""alert": {"title": "T", "body": "B"}, "attributes-type": "Courier", "attributes": \#(attributesLine.dropFirst(8))}}"#
        let verdicts = try PythonJSONSchemaCheck.verdicts(
            schema: payload.schema.prettyPrinted, documents: encoded + [encodedStart])
        #expect(
            verdicts.allSatisfy { $0 },
            "what Swift encodes fails the schema: \(zip(encoded + [encodedStart], verdicts).filter { !$0.1 }.map(\.0))")
    }

    /// A program that decodes each state and the attributes with `JSONDecoder()` and prints them re-encoded
    /// with `JSONEncoder()`, or `rejected`.
    static func runner(states: [String], attributes: String) -> String {
        func literal(_ json: String) -> String { "##\"" + json + "\"##" }
        return """
            import Foundation

            @main
            enum Runner {
                static func main() {
                    for text in [\(states.map(literal).joined(separator: ", "))] {
                        report(Courier.ContentState.self, text)
                    }
                    report(Courier.self, \(literal(attributes)))
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

            """
    }
}
