import Foundation
import WidgetSchedule

/// What a server sends a Live Activity through APNs, from the same declaration as the generated Swift: the JSON
/// Schema of the payload (its `content-state` and `attributes` as ActivityKit decodes them) and sample requests
/// for start, update and end with their headers. The keys and headers are Apple's ActivityKit push notification
/// ones [S13]; a channel's updates and ends are broadcast requests [S60].
package struct ActivityPushPayload: Sendable {
    package var activity: ActivityDecl
    /// The spec's path.
    package var file: String
    /// The JSON Schema (draft 2020-12) of a push's body.
    package var schema: SchemaJSON
    /// Sample requests, in the order of the activity's life; none when the activity declares no `push`.
    package var samples: [PushSample]
    /// Why there are no samples, when there are none.
    package var samplesOmitted: String?

    /// One request to APNs.
    package struct PushSample: Sendable {
        /// `start`, `update` or `end`.
        package var event: String
        /// The token or channel it goes to.
        package var destination: String
        /// The HTTP/2 method and path: `POST /3/device/<…>` for a token, `POST /4/broadcasts/apps/<bundle ID>` for
        /// a channel's broadcast.
        package var request: String
        /// The HTTP/2 headers, in order.
        package var headers: [(name: String, value: String)]
        /// The body.
        var payload: JSONValue

        /// The body as pretty-printed JSON, ending with a newline.
        package var body: String { payload.rendered() }

        /// The body's size in bytes as compact JSON (no whitespace): what APNs counts against its limit.
        package var compactSize: Int { payload.renderedCompactly().utf8.count }
    }

    /// A placeholder for the app's bundle identifier when none is given.
    package static let bundleIDPlaceholder = "<bundle ID>"
    /// A placeholder for the channel ID a broadcast goes to (APNs returns it when the server creates the channel).
    package static let channelIDPlaceholder = "<channel ID>"

    /// - Parameters:
    ///   - start: The sample activity's start; the update comes halfway through its expected duration (or the
    ///     8 hours it may run), the end at its end.
    ///   - bundleID: The app's bundle identifier, for `apns-topic`.
    package init(activity: ActivityDecl, in spec: Spec, start: Date, bundleID: String = bundleIDPlaceholder) {
        self.activity = activity
        file = spec.file
        schema = Self.schema(activity, spec: spec)
        guard let push = activity.push else {
            samples = []
            samplesOmitted = "the activity declares no `push`: the app updates it itself"
            return
        }
        let duration = min(activity.duration?.value ?? ActivityTimeline.maximumActive, ActivityTimeline.maximumActive)
        let end = start.addingTimeInterval(TimeInterval(duration.seconds))
        let update = start.addingTimeInterval(TimeInterval(duration.seconds / 120 * 60))
        let request = Request(activity: activity, spec: spec, push: push, bundleID: bundleID, life: start...end)
        var samples: [PushSample] = []
        for (event, date) in [("start", start), ("update", update), ("end", end)]
        where event != "start" || push.start.value {
            guard let sample = request.sample(event, at: date) else {
                self.samples = []
                samplesOmitted = "a sample of this content state is too large to show"
                return
            }
            samples.append(sample)
        }
        self.samples = samples
        samplesOmitted = nil
    }

    /// The schema of the whole body: `aps` with the keys ActivityKit reads, `content-state` and `attributes` by
    /// reference to the activity's types.
    static func schema(_ activity: ActivityDecl, spec: Spec) -> SchemaJSON {
        let types = CodableJSONSchema(spec: spec)
        let name = activity.name.value
        var definitions = types.definitions(reachableFrom: (activity.attributes + activity.state).map(\.type.value))
        let unixDates = activity.dates.value == .unix
        definitions["content-state"] = types.object(
            activity.state, description: "\(name).ContentState, decoded with JSONDecoder's default strategies.",
            unixDates: unixDates)
        definitions["attributes"] = types.object(
            activity.attributes, description: "\(name), the static data.", unixDates: unixDates)
        definitions["alert"] = alertSchema
        let aps: SchemaJSON = [
            "type": "object",
            "required": ["timestamp", "event"],
            "properties": .object(apsProperties(activity)),
            "allOf": [
                ["if": ["properties": ["event": ["const": "update"]]], "then": ["required": ["content-state"]]],
                [
                    "if": ["properties": ["event": ["const": "start"]]],
                    "then": ["required": ["content-state", "attributes-type", "attributes", "alert"]],
                ],
            ],
        ]
        return [
            "$schema": .string(SpecJSONSchema.dialect),
            "title": .string("ActivityKit push payload of \(name)"),
            "description": .string(
                "The body of an APNs request with apns-push-type liveactivity for the Live Activity \(name); "
                    + "generated by `widgetspec payload` from \(spec.file)."),
            "type": "object",
            "required": ["aps"],
            "properties": ["aps": aps],
            "$defs": .object(definitions),
        ]
    }

    /// The keys of `aps` ActivityKit reads; `start` and what it asks for only with push-to-start.
    static func apsProperties(_ activity: ActivityDecl) -> [String: SchemaJSON] {
        let unixTime = "UNIX time (seconds since 1970)"
        let events = ["start", "update", "end"].filter { $0 != "start" || activity.push?.start.value == true }
        let properties: [String: SchemaJSON] = [
            "timestamp": [
                "type": "integer",
                "description": .string(
                    "\(unixTime) the content was made; a push older than the last update is ignored."),
            ],
            "event": ["enum": .array(events.map(SchemaJSON.string))],
            "content-state": CodableJSONSchema.reference("content-state"),
            "stale-date": ["type": "integer", "description": .string("\(unixTime) the content goes stale.")],
            "dismissal-date": [
                "type": "integer",
                "description": .string("With `end`: \(unixTime) it leaves the Lock Screen; a past date at once."),
            ],
            "relevance-score": ["type": "number"],
            "alert": CodableJSONSchema.reference("alert"),
            "attributes-type": ["const": .string(activity.name.value)],
            "attributes": CodableJSONSchema.reference("attributes"),
        ]
        return properties.merging(startInputs(activity.push)) { first, _ in first }
    }

    /// What a start asks the new activity to take (iOS 18): a push token, or the channel it subscribes to.
    static func startInputs(_ push: ActivityPush?) -> [String: SchemaJSON] {
        guard let push, push.start.value else { return [:] }
        switch push.type.value {
        case .token:
            return ["input-push-token": ["const": 1, "description": "With `start` (iOS 18): send a push token."]]
        case .channel:
            return [
                "input-push-channel": ["type": "string", "description": "With `start` (iOS 18): the channel's ID."]
            ]
        }
    }

    /// `alert`: a string, or a title and body (each text or a localization key with arguments) and a sound.
    static let alertSchema: SchemaJSON = {
        let text: SchemaJSON = [
            "anyOf": [
                ["type": "string"],
                [
                    "type": "object", "required": ["loc-key"],
                    "properties": [
                        "loc-key": ["type": "string"], "loc-args": ["type": "array", "items": ["type": "string"]],
                    ],
                ],
            ]
        ]
        return [
            "description": "The alert of a start, or of an update that should alert; required to start.",
            "type": "object",
            "properties": ["title": text, "body": text, "sound": ["type": "string"]],
        ]
    }()

    /// Builds the sample requests of one activity.
    private struct Request {
        let activity: ActivityDecl
        let spec: Spec
        let push: ActivityPush
        let bundleID: String
        /// The activity's start and expected end.
        let life: ClosedRange<Date>

        func sample(_ event: String, at date: Date) -> PushSample? {
            var values = SampleValues(spec: spec, date: date, life: life)
            values.unixDates = activity.dates.value == .unix
            guard let state = values.object(activity.state) else { return nil }
            var aps: [(String, JSONValue)] = [
                ("timestamp", .int(unixTime(date))), ("event", .string(event)), ("content-state", state),
            ]
            if event != "end", let staleAfter = activity.staleAfter?.value {
                aps.append(("stale-date", .int(unixTime(date) + staleAfter.seconds)))
            }
            if event != "end", let relevance = activity.relevance?.value {
                aps.append(("relevance-score", .double(relevance)))
            }
            if event == "end", let dismissal = dismissalDate(endedAt: date) {
                aps.append(("dismissal-date", .int(dismissal)))
            }
            if event == "start" {
                guard let attributes = values.object(activity.attributes) else { return nil }
                let title = Words.title(activity.name.value)
                aps += [
                    ("alert", .object([("title", .string(title)), ("body", .string("\(title) started."))])),
                    ("attributes-type", .string(activity.name.value)), ("attributes", attributes),
                ]
                aps.append(
                    push.type.value == .token
                        ? ("input-push-token", .int(1))
                        : ("input-push-channel", .string(ActivityPushPayload.channelIDPlaceholder)))
            }
            let priority = event == "start" ? 10 : push.priority.value
            return PushSample(
                event: event, destination: destination(event), request: requestLine(event),
                headers: headers(event, priority: priority), payload: .object([("aps", .object(aps))]))
        }

        /// Whether the push is a broadcast on the activity's channel: a channel's updates and ends (a start
        /// always goes to the push-to-start token).
        private func isBroadcast(_ event: String) -> Bool { event != "start" && push.type.value == .channel }

        private func requestLine(_ event: String) -> String {
            if isBroadcast(event) { return "POST /4/broadcasts/apps/\(bundleID)" }
            return event == "start" ? "POST /3/device/<push-to-start token>" : "POST /3/device/<push token>"
        }

        /// A token push names its topic; a broadcast, sent to the app's bundle ID, names its channel and how long
        /// APNs keeps it [S60]. The sample's `0` (APNs tries once and stores nothing) is its choice, not a rule.
        private func headers(_ event: String, priority: Int) -> [(name: String, value: String)] {
            guard isBroadcast(event) else {
                return [
                    ("apns-push-type", "liveactivity"), ("apns-topic", "\(bundleID).push-type.liveactivity"),
                    ("apns-priority", "\(priority)"),
                ]
            }
            return [
                ("apns-push-type", "liveactivity"), ("apns-channel-id", ActivityPushPayload.channelIDPlaceholder),
                ("apns-expiration", "0"), ("apns-priority", "\(priority)"),
            ]
        }

        private func destination(_ event: String) -> String {
            if event == "start" { return "the push-to-start token of \(activity.name.value) (iOS 17.2)" }
            return push.type.value == .token
                ? "the activity's push token" : "every activity subscribed to the channel (iOS 18), as a broadcast"
        }

        /// `dismissal-date` of an end at `date`: none for `default` (up to 4 hours), now for `immediate`.
        private func dismissalDate(endedAt date: Date) -> Int? {
            switch activity.dismissal.value {
            case .default: nil
            case .immediate: unixTime(date)
            case .after(let delay): unixTime(date) + min(delay, ActivityTimeline.maximumAfterEnd).seconds
            }
        }

        private func unixTime(_ date: Date) -> Int { Int(date.timeIntervalSince1970) }
    }
}
