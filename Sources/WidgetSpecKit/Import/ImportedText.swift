/// Text from an imported file (a name, a title, the file's own name) as `widgetspec import` writes it into the
/// spec: one YAML double-quoted scalar on one line, which libyaml reads back as exactly that text. What could end
/// the line or hide what it says is escaped (the project's one list, `SwiftLiteral.needsUnicodeEscape`: controls,
/// line and paragraph separators, bidirectional controls, the byte order mark), and so are U+FFFE and U+FFFF,
/// which YAML refuses. Messages about the file are one-line texts like every command's (`OneLineText`).
package enum ImportedText {
    /// `"text"`, escaped: what the spec holds.
    package static func quoted(_ text: String) -> String {
        "\"" + escaped(text) + "\""
    }

    /// The text between the quotes of `quoted(_:)`.
    package static func escaped(_ text: String) -> String {
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

    /// Whether `quoted(_:)` writes `scalar` as an escape: a fixed list, so the spec written does not depend on the
    /// Unicode version of the machine that imports.
    package static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        SwiftLiteral.needsUnicodeEscape(scalar) || scalar.value == 0xFFFE || scalar.value == 0xFFFF
    }
}
