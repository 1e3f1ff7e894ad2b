import WidgetSchedule

extension EntryForm {
    /// `now`: one entry at the request time.
    static let now: EntryForm = {
        let word = "now"
        return EntryForm(
            selector: .word(word), kind: .oneOf([word]),
            decode: { _, _ in DecodedEntries(schedule: .now, count: 1) },
            expression: { schedule in
                guard case .now = schedule else { return nil }
                return "\(QualifiedName.entrySchedule).now"
            })
    }()
}
