import Testing

@testable import WidgetSpecKit

/// The events lane's rows: names that would overlap go to other rows, deterministically.
struct HTMLEventLabelsTests {
    @Test func closeEventsStackIntoRowsUpToTheLimit() {
        let events = (0..<6).map { (x: 300.0 + Double($0), name: "event\($0)") }
        let labels = HTMLEventLabels(events: events, left: 200, right: 1160)
        #expect(labels.rows == HTMLEventLabels.maximumRows)
        #expect(labels.placements.prefix(4).map(\.row) == [0, 1, 2, 3])
        #expect(labels.placements.prefix(4).allSatisfy { $0.labelled })
        // No room in four rows: the mark alone.
        #expect(labels.placements.suffix(2).allSatisfy { !$0.labelled })
        #expect(labels.laneHeight == 24 + 3 * HTMLEventLabels.rowHeight)
    }

    @Test func eventsFarApartShareTheFirstRow() {
        let events = [(x: 300.0, name: "logout"), (x: 500, name: "login"), (x: 700, name: "sync")]
        let labels = HTMLEventLabels(events: events, left: 200, right: 1160)
        #expect(labels.rows == 1)
        #expect(labels.placements.allSatisfy { $0.row == 0 && $0.labelled && !$0.labelOnLeft })
        #expect(labels.laneHeight == 24)
    }

    @Test func aNameAtTheRightEdgeGoesLeftOfItsMark() {
        let labels = HTMLEventLabels(events: [(x: 1140, name: "finished")], left: 200, right: 1160)
        #expect(labels.placements == [HTMLEventLabels.Placement(row: 0, labelled: true, labelOnLeft: true)])
    }

    /// In each row, the estimated extents of marks and names never meet, whatever the order given.
    @Test func extentsInARowNeverOverlap() {
        var events: [(x: Double, name: String)] = []
        for index in 0..<60 {
            events.append((x: 200 + Double((index * 37) % 940), name: String(repeating: "Wm", count: index % 7 + 1)))
        }
        let labels = HTMLEventLabels(events: events, left: 200, right: 1160)
        var extents: [Int: [(Double, Double)]] = [:]
        for (event, placement) in zip(events, labels.placements) where placement.labelled {
            let width = HTMLEventLabels.estimatedWidth(event.name)
            let extent =
                placement.labelOnLeft
                ? (event.x - HTMLEventLabels.labelOffset - width, event.x + HTMLEventLabels.markRadius)
                : (event.x - HTMLEventLabels.markRadius, event.x + HTMLEventLabels.labelOffset + width)
            extents[placement.row, default: []].append(extent)
        }
        for (row, spans) in extents {
            let sorted = spans.sorted { $0.0 < $1.0 }
            for (a, b) in zip(sorted, sorted.dropFirst()) {
                #expect(a.1 <= b.0, "row \(row): \(a) meets \(b)")
            }
        }
        #expect(HTMLEventLabels(events: events, left: 200, right: 1160).placements == labels.placements)
    }

    @Test func widerLettersAreEstimatedWider() {
        #expect(HTMLEventLabels.estimatedWidth("WWW") > HTMLEventLabels.estimatedWidth("aaa"))
        #expect(HTMLEventLabels.estimatedWidth("aaa") > HTMLEventLabels.estimatedWidth("iii"))
        #expect(HTMLEventLabels.estimatedWidth("日本") > HTMLEventLabels.estimatedWidth("WW"))
    }
}
