/// Text from an imported file (a name, a title, the file's own name) as `widgetspec import` prints it, in the
/// spec and in its messages alike: one YAML double-quoted scalar on one line, which libyaml reads back as exactly
/// that text. Everything that could end the line, end the string, be refused by YAML or hide what the line says
/// is an escape: control characters (C0, DEL, C1 with NEL), line and paragraph separators, bidirectional
/// controls, the byte order mark and noncharacters.
public enum ImportedText {
    /// `"text"`, escaped: what the spec holds.
    public static func quoted(_ text: String) -> String {
        "\"" + escaped(text) + "\""
    }

    /// The text between the quotes of `quoted(_:)`: what a message holds.
    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0 == "\"" || $0 == "\\" || needsEscape($0) }) else {
            return text
        }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where needsEscape(scalar):
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result +=
                    scalar.value <= 0xFFFF
                    ? "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                    : "\\U" + String(repeating: "0", count: 8 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether `quoted(_:)` writes `scalar` as an escape.
    public static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true  // C0, DEL, C1 (NEL is U+0085)
        case 0x2028, 0x2029: true  // line and paragraph separators: line breaks to YAML
        case 0xFEFF: true  // byte order mark, invisible
        default: scalar.properties.isBidiControl || scalar.properties.isNoncharacterCodePoint
        }
    }
}
