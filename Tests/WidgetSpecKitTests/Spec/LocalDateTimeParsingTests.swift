import Testing
import WidgetSpecKit

/// `report.start` dates must exist in the calendar: the decoder rejects them, not the report later.
@Suite("Parsing dates and times")
struct LocalDateTimeParsingTests {
    @Test(arguments: ["2026-01-05T09:00:00", "2028-02-29T09:00", "2000-02-29", "2026-12-31T23:59:59Z"])
    func existingDatesParse(text: String) {
        #expect(LocalDateTime(parsing: text) != nil)
    }

    @Test(arguments: ["2026-02-29T09:00:00", "1900-02-29", "2026-04-31", "2026-13-01", "2026-00-10", "2026-01-32"])
    func impossibleDatesAreRejected(text: String) {
        #expect(LocalDateTime(parsing: text) == nil)
        let lines = diagnosticLines("spec: 1\nbundle: Demo\nreport:\n  start: \"\(text)\"\n")
        #expect(lines.contains { $0.hasPrefix("4:10 error WS0204") }, "\(lines)")
    }
}
