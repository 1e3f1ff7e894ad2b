import WidgetSchedule

/// `{ every: 15m, count: 4 }` and `{ every: 1m, for: 1h }`.
enum RepeatingEntriesKey: String, SpecShapeKeys {
    case every, count, `for`, start

    static let heading = SpecShapeHeading(
        "everyEntries", title: "Repeating entries", summary: "Entries at a fixed interval.")

    static let defaultStart = ScheduleDuration.zero

    var key: SpecKey {
        switch self {
        case .every: required(.duration, "Interval between entries.")
        case .count: optional(.integer(minimum: 1), "Number of entries (give `count` or `for`).")
        case .for: optional(.duration, "Span covered by the entries, end excluded (give `count` or `for`).")
        case .start: optional(.duration, default: Self.defaultStart, "Offset of the first entry.")
        }
    }
}

extension EntryForm {
    /// Entries `every` apart from `start`: `count` of them, or as many as fit in `for`.
    static let repeating = EntryForm(
        selector: .key(RepeatingEntriesKey.every.rawValue), kind: .object(RepeatingEntriesKey.id),
        decode: { node, context in RepeatingEntriesDecoder(context: context).decode(node) })
}

private struct RepeatingEntriesDecoder {
    let context: DecodingContext

    func decode(_ node: YAMLNode) -> DecodedEntries? {
        guard let reader = MappingReader<RepeatingEntriesKey>(node, owner: node.range, context: context) else {
            return nil
        }
        let interval = reader.value(.every).flatMap(context.duration)
        let start =
            reader.value(.start).map(context.duration) ?? Located(RepeatingEntriesKey.defaultStart, at: node.range)
        let count = reader.value(.count).map(context.entryCount)
        let span = reader.value(.for).map(context.duration)
        guard let interval, let start else { return nil }
        if interval.value == .zero {
            context.error(.invalidDuration, "'every' must be longer than 0", at: interval.range)
            return nil
        }
        switch (count, span) {
        case (let count??, nil):
            return DecodedEntries(
                schedule: .every(interval.value, count: count.value, start: start.value), count: count.value)
        case (nil, let span??):
            return spanned(every: interval.value, span: span, start: start.value)
        case (.some, .some):
            context.error(.invalidValue, "give either 'count' or 'for', not both", at: reader.keyRange(.for)!)
            return nil
        case (nil, nil):
            if reader.suggestedKeys.isDisjoint(with: [.count, .for]) {
                context.error(.missingKey, "repeating entries need 'count' or 'for'", at: reader.keyRange(.every)!)
            }
            return nil
        default:
            return nil
        }
    }

    /// `{ every, for }`: bounded by the number of steps that fit in the span.
    private func spanned(every: ScheduleDuration, span: Located<ScheduleDuration>, start: ScheduleDuration)
        -> DecodedEntries?
    {
        let count = EntrySchedule.stepCount(span: span.value.seconds, every: every.seconds)
        guard count <= SpecLimits.entries else {
            context.entriesOverLimit("{ every: \(every), for: \(span.value) } makes \(count) entries", at: span.range)
            return nil
        }
        return DecodedEntries(schedule: .everyFor(every, span: span.value, start: start), count: count)
    }
}
