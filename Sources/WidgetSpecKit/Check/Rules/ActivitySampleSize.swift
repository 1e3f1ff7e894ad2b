import Foundation

// WS0813: the sample pushes `widgetspec payload` builds from the spec's own placeholders, against the 4 KB limit.

extension DiagnosticDescription {
    public static let activitySamplePayloadTooLarge = DiagnosticDescription(
        "WS0813", name: "activity-sample-payload-too-large", severity: .warning,
        summary: "A Live Activity's sample push, built from the spec's placeholders, over 4 KB.",
        source: .apple(["S12", "S13"]),
        rationale: """
            Static and dynamic data together, including updates and push payloads, must stay within 4 KB \
            [S12][S13]. `widgetspec payload` builds its sample start, update and end requests from the spec's \
            own placeholders (docs/payload.md); when one of them, written as compact JSON, is larger than 4096 \
            bytes, data like the placeholders cannot be pushed, and the previews show what no device receives. \
            `activity-payload-too-large` (WS0804) estimates from the types alone; this rule measures the \
            placeholders, which can be far longer than the estimate's 64 bytes per string.
            """,
        triggering: [
            .activity(
                """
                state:
                  stops: { type: "[String]", placeholder: [*s, *s, *s, *s, *s, *s, *s, *s, *s, *s, *s] }
                push: { type: token }
                """,
                named: "↓PizzaDelivery",
                topLevel: "x-stop: &s " + String(repeating: "stop ", count: 80))
        ],
        nonTriggering: [
            .activity(
                """
                state:
                  stops: { type: "[String]", placeholder: [*s, *s, *s, *s, *s, *s, *s, *s, *s] }
                push: { type: token }
                """,
                topLevel: "x-stop: &s " + String(repeating: "stop ", count: 20))
        ])
}

extension ActivityRules {
    /// The largest sample push of `activity` (none without `push`), reported when it is over the limit.
    static func checkSamples(_ activity: ActivityDecl, _ context: inout CheckContext) {
        guard activity.push != nil else { return }
        // Timed as `widgetspec payload` times them: the digits of the times are part of the size.
        let start = (try? ReportSettings().resolved(for: [context.spec]).get())?.start ?? Date(timeIntervalSince1970: 0)
        let payload = ActivityPushPayload(activity: activity, in: context.spec, start: start)
        let sizes = payload.samples.map { (event: $0.event, size: $0.compactSize) }
        guard let largest = sizes.max(by: { $0.size < $1.size }), largest.size > payloadLimit else { return }
        context.report(
            .activitySamplePayloadTooLarge,
            "the sample \(largest.event) push of Live Activity '\(activity.name.value)', built from the spec's "
                + "placeholders, is \(largest.size) bytes as compact JSON; a push payload is at most \(payloadLimit)",
            at: activity.name.range,
            notes: [DiagnosticNote("shorten the placeholders; `widgetspec payload` shows the samples")])
    }
}
