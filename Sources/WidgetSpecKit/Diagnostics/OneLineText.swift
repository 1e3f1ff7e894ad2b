/// Text from a spec or a path on one line of output: line breaks and other control and invisible characters
/// become escapes (`\n`, `\u{1B}`, `\u{202E}`), so a file named `a\nb.widgets.yaml` or a key holding a line
/// break cannot start a forged diagnostic line, escape sequences cannot recolour a terminal, and bidirectional
/// controls cannot make a path read backwards.
package enum OneLineText {
    package static func escaped(_ text: String) -> String {
        // Most text has nothing to escape. The test is the escaper's own list, so a bidirectional control alone
        // (a file named `a\u{202E}lmth.widgets.yaml`, which would show reversed) is escaped as it is beside a
        // line break.
        guard text.unicodeScalars.contains(where: SwiftLiteral.needsUnicodeEscape) else { return text }
        return SwiftLiteral.commentText(text)
    }
}
