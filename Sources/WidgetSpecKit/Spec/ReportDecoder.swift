/// Decodes `report:`, resolving event names. Its defaults are applied when the report runs (`ReportSettings`).
struct ReportDecoder {
    let context: DecodingContext

    func decode(_ node: YAMLNode, owner: SourceRange, eventNames: [String]) -> ReportDefaults? {
        guard let reader = MappingReader<ReportKey>(node, owner: owner, context: context) else { return nil }
        var report = ReportDefaults()
        report.start = reader.value(.start).flatMap(context.dateTime)
        if let start = report.start, !SpecLimits.startYears.contains(start.value.year) {
            context.error(
                .limitExceeded, ReportSettings.Problem.startOutOfRange(start.value.description).description,
                at: start.range)
        }
        report.timeZone = reader.value(.timezone).flatMap(context.timeZone)
        report.horizon = reader.value(.horizon).flatMap(context.duration)
        if let horizon = report.horizon, horizon.value <= .zero {
            context.error(.invalidDuration, "the report horizon must be longer than 0", at: horizon.range)
        } else if let horizon = report.horizon, horizon.value > SpecLimits.horizon {
            context.error(.limitExceeded, ReportSettings.Problem.horizonTooLong.description, at: horizon.range)
        }
        report.budget = reader.value(.budget).flatMap { context.integer($0, minimum: 1) }
        report.fail = reader.value(.fail).flatMap(context.bool)?.value
        if let events = reader.value(.events) { report.events = self.events(events, eventNames: eventNames) }
        return report
    }

    /// `events:`: event name -> offsets from the start, for declared events.
    private func events(_ node: YAMLNode, eventNames: [String]) -> [ReportEvent] {
        guard let entries = context.freeEntries(node, expected: "a mapping of event names to offsets") else {
            return []
        }
        return entries.compactMap { key, value -> ReportEvent? in
            guard eventNames.contains(key.text) else {
                context.error(
                    .unknownEvent,
                    "report names unknown event '\(MessageText.excerpt(key.text))'\(Suggestions.didYouMean(key.text, in: eventNames))",
                    at: key.range,
                    notes: eventNames.isEmpty
                        ? [DiagnosticNote("declare it under 'events'")]
                        : [DiagnosticNote("the events are \(Suggestions.list(eventNames))")],
                    fixIt: Suggestions.closest(to: key.text, in: eventNames).map {
                        FixIt(replacing: key.range, with: $0)
                    })
                return nil
            }
            let offsets = context.oneOrMany(value).compactMap(context.duration)
            return ReportEvent(name: Located(key.text, at: key.range), offsets: offsets)
        }
    }
}
