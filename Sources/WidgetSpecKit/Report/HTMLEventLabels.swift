/// Where the events lane of the HTML chart draws each app event's mark and name, so that no two names overlap
/// however close the events are: each event takes the first row in which its mark and its name (at an estimated
/// width, on the safe side) fit after what the row already holds, and a new row when none has room, up to
/// `maximumRows`. An event that finds no room even then keeps its mark, without a name (its tooltip has it).
/// A name that would run past the chart's right edge is written to the left of its mark. The layout depends on
/// the events alone: the same page every time.
struct HTMLEventLabels {
    struct Placement: Equatable {
        var row: Int
        /// Whether the name is written (else only the mark, in a row where the mark has room if one has).
        var labelled: Bool
        /// The name ends left of the mark (`text-anchor="end"`) instead of starting right of it.
        var labelOnLeft: Bool
    }

    static let maximumRows = 4
    static let rowHeight = 18.0
    /// The events lane's `svg text` size (HTMLStyle).
    static let fontSize = 11.0
    /// Half the diamond's width, and where the name starts from the mark's centre.
    static let markRadius = 5.0
    static let labelOffset = 8.0
    /// Space kept between neighbours in a row.
    static let gap = 6.0

    /// By event, in the order given.
    let placements: [Placement]
    /// The rows used (at least 1).
    let rows: Int

    /// - Parameters:
    ///   - events: Each event's mark position and name, in the chart's units.
    ///   - left: Where the plot starts: a name is never moved left of it.
    ///   - right: The chart's right edge.
    init(events: [(x: Double, name: String)], left: Double, right: Double) {
        var placements = [Placement](
            repeating: Placement(row: 0, labelled: false, labelOnLeft: false), count: events.count)
        // The right end of what each row holds.
        var rowEnds: [Double] = []
        // Left to right, ties in the order given.
        let order = events.indices.sorted { (events[$0].x, $0) < (events[$1].x, $1) }
        for index in order {
            let (x, name) = events[index]
            let width = Self.estimatedWidth(name)
            var labelOnLeft = false
            var extent = (x - Self.markRadius, x + Self.labelOffset + width)
            if extent.1 > right, x - Self.labelOffset - width >= left {
                labelOnLeft = true
                extent = (x - Self.labelOffset - width, x + Self.markRadius)
            }
            if let row = rowEnds.firstIndex(where: { $0 + Self.gap <= extent.0 }) {
                rowEnds[row] = extent.1
                placements[index] = Placement(row: row, labelled: true, labelOnLeft: labelOnLeft)
            } else if rowEnds.count < Self.maximumRows {
                rowEnds.append(extent.1)
                placements[index] = Placement(row: rowEnds.count - 1, labelled: true, labelOnLeft: labelOnLeft)
            } else {
                // No row has room for the name: the mark alone, where it overlaps least.
                let row =
                    rowEnds.firstIndex(where: { $0 + Self.gap <= x - Self.markRadius })
                    ?? rowEnds.indices.min { rowEnds[$0] < rowEnds[$1] } ?? 0
                rowEnds[row] = max(rowEnds[row], x + Self.markRadius)
                placements[index] = Placement(row: row, labelled: false, labelOnLeft: false)
            }
        }
        self.placements = placements
        rows = max(rowEnds.count, 1)
    }

    /// The events lane's height: 24 for one row, as before rows, and `rowHeight` for each further one.
    var laneHeight: Double { 24 + Double(rows - 1) * Self.rowHeight }

    /// An upper bound of the width `text` takes at `fontSize` in the fonts a browser may choose for the page's
    /// sans-serif stack (measured against DejaVu Sans and Liberation Sans, Linux's defaults, and Helvetica and
    /// Segoe UI, whose letters are narrower): an em for the widest letters, 0.8 for other capitals, 0.65 for
    /// other ASCII, 0.35 for the narrow ones, and 1.25 for anything else (CJK, emoji).
    static func estimatedWidth(_ text: String) -> Double {
        var ems = 0.0
        for character in text {
            guard character.isASCII else {
                ems += 1.25
                continue
            }
            if "mwMW@%".contains(character) {
                ems += 1.0
            } else if "ijlI.,:;'!|".contains(character) {
                ems += 0.35
            } else if character.isUppercase {
                ems += 0.8
            } else {
                ems += 0.65
            }
        }
        return ems * fontSize
    }
}
