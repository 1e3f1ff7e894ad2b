/// How many terminal cells text takes, so carets line up under tabs, wide (CJK, emoji) and combining
/// characters. Tabs are expanded to the next multiple of `tabWidth`.
enum DisplayWidth {
    static let tabWidth = 4

    /// The cells one scalar takes at `column` (0-based display column, needed for tabs).
    static func width(of scalar: Unicode.Scalar, at column: Int) -> Int {
        if scalar == "\t" { return tabWidth - column % tabWidth }
        let properties = scalar.properties
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: return 0
        default: break
        }
        if (0xFE00...0xFE0F).contains(scalar.value) || scalar.value == 0x200D { return 0 }
        if properties.isEmojiPresentation || isEastAsianWide(scalar.value) { return 2 }
        return 1
    }

    private static func isEastAsianWide(_ value: UInt32) -> Bool {
        let ranges: [ClosedRange<UInt32>] = [
            0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
            0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
            0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD,
        ]
        return ranges.contains { $0.contains(value) }
    }

    /// The line with tabs expanded, and the display column where each scalar starts (plus one past the end).
    static func layout(_ line: String) -> (text: String, starts: [Int]) {
        var text = ""
        var starts: [Int] = []
        var column = 0
        for scalar in line.unicodeScalars {
            starts.append(column)
            let width = width(of: scalar, at: column)
            if scalar == "\t" {
                text += String(repeating: " ", count: width)
            } else if scalar.properties.generalCategory == .control {
                // Other control characters would move the cursor: show nothing for them.
            } else {
                text.unicodeScalars.append(scalar)
            }
            column += width
        }
        starts.append(column)
        return (text, starts)
    }
}
