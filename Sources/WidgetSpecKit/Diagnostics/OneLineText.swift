/// Text from a spec or a path on one line of output: line breaks and other control and invisible characters
/// become escapes (`\n`, `\u{1B}`), so a file named `a\nb.widgets.yaml` or a key holding a line break cannot
/// start a forged diagnostic line, and escape sequences cannot recolour a terminal.
public enum OneLineText {
    public static func escaped(_ text: String) -> String {
        // Most text has nothing to escape.
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        return SwiftLiteral.commentText(text)
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029: true
        default: false
        }
    }
}
