import WidgetSchedule

/// `{ dynamic: { count: 3, every: 2h } }`.
enum DynamicEntriesKey: String, SpecShapeKeys {
    case dynamic

    static let heading = SpecShapeHeading(
        "dynamicEntries", title: "Dynamic entries", summary: "Dates supplied by the app at run time.")

    var key: SpecKey {
        switch self {
        case .dynamic: required(.object(DynamicAssumptionKey.id), "What the report assumes.")
        }
    }
}

/// The `dynamic:` mapping.
enum DynamicAssumptionKey: String, SpecShapeKeys {
    case count, every

    static let heading = SpecShapeHeading(
        "dynamicAssumption", title: "Dynamic assumption", summary: "The dates the report simulates.")

    var key: SpecKey {
        switch self {
        case .count: required(.integer(minimum: 1), "Number of entries assumed.")
        case .every: required(.duration, "Assumed interval between them.")
        }
    }
}

extension EntryForm {
    /// Dates the app supplies at run time; `count` and `every` are what the report assumes.
    static let dynamic = EntryForm(
        selector: .key(DynamicEntriesKey.dynamic.rawValue), kind: .object(DynamicEntriesKey.id),
        decode: { node, context in
            guard let reader = MappingReader<DynamicEntriesKey>(node, owner: node.range, context: context),
                let inner = reader.value(.dynamic),
                let assumption = MappingReader<DynamicAssumptionKey>(
                    inner, owner: reader.keyRange(.dynamic)!, context: context)
            else { return nil }
            let count = assumption.value(.count).flatMap(context.entryCount)
            let every = assumption.value(.every).flatMap(context.duration)
            guard let count, let every else { return nil }
            return DecodedEntries(schedule: .dynamic(count: count.value, every: every.value), count: count.value)
        })
}
