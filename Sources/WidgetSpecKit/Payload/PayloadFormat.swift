/// The output formats of `widgetspec payload`.
package enum PayloadFormat: String, CaseIterable, Hashable, Sendable {
    /// For people: the schema and each request with its headers, as Markdown.
    case markdown
    /// For programs: `{"activities": [...]}` with the schemas and the samples.
    case json
    /// The JSON Schema of one activity's payload alone, to validate a server's payloads with.
    case schema

    /// The text of `payloads`; for `schema`, of the first one (the caller makes sure there is one).
    package func render(_ payloads: [ActivityPushPayload]) -> String {
        switch self {
        case .markdown: payloads.map(Self.markdown).joined(separator: "\n")
        case .json: JSONValue.object([("activities", .array(payloads.map(Self.json)))]).rendered()
        case .schema: payloads.first?.schema.prettyPrinted ?? ""
        }
    }

    private static func markdown(_ payload: ActivityPushPayload) -> String {
        let name = payload.activity.name.value
        var lines = ["# Live Activity \(name)", "", "From \(payload.file). \(pushSummary(payload.activity.push))"]
        lines += [
            payload.activity.dates.value == .unix
                ? "In `content-state` and `attributes`, dates are UNIX time (`dates: unix`: the generated `Codable`\n"
                    + "converts), as are `timestamp`, `stale-date` and `dismissal-date`."
                : "In `content-state` and `attributes`, dates are seconds since 2001-01-01 (Swift's `Date`), not UNIX\n"
                    + "time; `timestamp`, `stale-date` and `dismissal-date` are UNIX time. (Apple does not document how\n"
                    + "ActivityKit decodes a push: JSONDecoder's default date strategy is an assumption; `dates: unix`\n"
                    + "makes the types read UNIX time themselves.)",
            "", "## JSON Schema of the body", "", "```json", payload.schema.prettyPrinted + "```",
        ]
        if let omitted = payload.samplesOmitted { lines += ["", "No sample requests: \(omitted)."] }
        for sample in payload.samples {
            lines += ["", "## \(sample.event)", "", "To \(sample.destination).", "", "```", sample.request]
            lines += sample.headers.map { "\($0.name): \($0.value)" }
            lines += ["```", "", "```json", sample.body + "```"]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `Push: token; push-to-start (iOS 17.2); updates at apns-priority 10.`
    private static func pushSummary(_ push: ActivityPush?) -> String {
        guard let push else { return "No push: the app updates it itself." }
        var parts = ["Push: \(push.type.value.rawValue)"]
        if push.start.value { parts.append("push-to-start (iOS 17.2)") }
        parts.append("updates at apns-priority \(push.priority.value)")
        if push.frequentUpdates.value { parts.append("frequent updates") }
        return parts.joined(separator: "; ") + "."
    }

    private static func json(_ payload: ActivityPushPayload) -> JSONValue {
        let push = payload.activity.push.map { push in
            JSONValue.object([
                ("type", .string(push.type.value.rawValue)), ("start", .bool(push.start.value)),
                ("priority", .int(push.priority.value)), ("frequentUpdates", .bool(push.frequentUpdates.value)),
            ])
        }
        let samples = payload.samples.map { sample in
            JSONValue.object([
                ("event", .string(sample.event)), ("destination", .string(sample.destination)),
                ("request", .string(sample.request)),
                ("headers", .object(sample.headers.map { ($0.name, .string($0.value)) })),
                ("payload", sample.payload),
            ])
        }
        return .object([
            ("name", .string(payload.activity.name.value)), ("file", .string(payload.file)), ("push", push ?? .null),
            ("schema", payload.schema.jsonValue), ("samples", .array(samples)),
            ("samplesOmitted", .optional(payload.samplesOmitted)),
        ])
    }
}
