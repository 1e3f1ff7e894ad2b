import WidgetSchedule

extension EntryForm {
    /// `now`: one entry at the request time.
    static let now: EntryForm = {
        let word = "now"
        return EntryForm(
            selector: .word(word), kind: .oneOf([word]),
            decode: { _, _ in DecodedEntries(schedule: .now, count: 1) })
    }()
}
