import WidgetSchedule

/// `{ at: ["09:30", "16:00"], on: [mon, tue], count: 10, timezone: America/New_York }`.
enum WallClockEntriesKey: String, SpecShapeKeys {
    case at, on, count, timezone

    static let heading = SpecShapeHeading(
        "wallClockEntries", title: "Wall-clock entries", summary: "Entries at local times of day.")

    var key: SpecKey {
        switch self {
        case .at: required(.wallTimes, "Local times, `\"HH:MM\"`.")
        case .on:
            optional(.weekdays, default: WallClockDefaults.weekdays, "Weekdays: mon tue wed thu fri sat sun.")
        case .count: optional(.integer(minimum: 1), defaultText: "the number of `at` times", "How many matching times.")
        case .timezone: optional(.timeZone, default: WallClockDefaults.timeZone, "IANA time zone.")
        }
    }
}

extension EntryForm {
    /// The next `count` matching wall-clock times at or after the request.
    static let wallClock = EntryForm(
        selector: .key(WallClockEntriesKey.at.rawValue), kind: .object(WallClockEntriesKey.id),
        decode: { node, context in
            guard let reader = MappingReader<WallClockEntriesKey>(node, owner: node.range, context: context),
                let rule = WallClockRuleDecoder(context: context).decode(
                    at: reader.value(.at), on: reader.value(.on), timezone: reader.value(.timezone))
            else { return nil }
            let count = reader.value(.count).map(context.entryCount) ?? Located(rule.times.count, at: node.range)
            guard let count else { return nil }
            return DecodedEntries(schedule: .wallClock(rule, count: count.value), count: count.value)
        })
}
