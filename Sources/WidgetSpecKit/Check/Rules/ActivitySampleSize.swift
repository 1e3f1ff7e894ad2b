import Foundation

// WS0813: the sample pushes `widgetspec payload` builds from the spec's own placeholders, against the 4 KB limit.

extension DiagnosticDescription {
    package static let activitySamplePayloadTooLarge = ActivityRule.activitySamplePayloadTooLarge.entry
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
