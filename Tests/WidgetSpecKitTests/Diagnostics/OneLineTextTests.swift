import Testing

@testable import WidgetSpecKit

/// What a message does with text from a spec or a path.
@Suite struct OneLineTextTests {
    @Test func plainTextIsKeptAsWritten() {
        for text in ["specs/clock.widgets.yaml", "Zürich", "مرحبا", "🧑‍🚀", "a \"quoted\" \\ text"] {
            #expect(OneLineText.escaped(text) == text)
        }
    }

    @Test func lineBreaksAndControlsAreEscaped() {
        #expect(OneLineText.escaped("a\nb") == #"a\nb"#)
        #expect(OneLineText.escaped("\u{1B}[31mred") == #"\u{1B}[31mred"#)
        #expect(OneLineText.escaped("a\u{2028}b") == #"a\u{2028}b"#)
    }

    /// A bidirectional control or a byte order mark alone is escaped as it is beside a line break: the decision
    /// to escape follows the escaper's own list.
    @Test func invisibleCharactersAloneAreEscaped() {
        #expect(OneLineText.escaped("evil\u{202E}lmth.widgets.yaml") == #"evil\u{202E}lmth.widgets.yaml"#)
        #expect(OneLineText.escaped("a\u{2066}b\u{2069}") == #"a\u{2066}b\u{2069}"#)
        #expect(OneLineText.escaped("\u{FEFF}key") == #"\u{FEFF}key"#)
        #expect(OneLineText.escaped("a\u{200F}b") == #"a\u{200F}b"#)
    }
}
