import WidgetSchedule

extension EntryForm {
    /// An offset from the request time (`30m`); the offsets and `now`s of a list merge into one such form.
    static let offsets = EntryForm(
        selector: .scalar, kind: .duration,
        decode: { node, context in
            context.duration(node).map { DecodedEntries(schedule: .offsets([$0.value]), count: 1) }
        })
}
