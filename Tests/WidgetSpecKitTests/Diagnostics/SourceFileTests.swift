import Testing

@testable import WidgetSpecKit

/// `SourceFile` numbers lines the way libyaml does, so the text shown under a diagnostic is its line.
@Suite("SourceFile lines")
struct SourceFileTests {
    @Test func everyLineBreakLibYAMLKnows() {
        let text = "a: 1\nb: 2\r\nc: 3\rd: 4\u{85}e: 5\u{2028}f: 6\u{2029}g: 7"
        let file = SourceFile(path: "x.widgets.yaml", text: text)
        #expect(file.lineCount == 7)
        #expect((1...7).compactMap(file.line) == ["a: 1", "b: 2", "c: 3", "d: 4", "e: 5", "f: 6", "g: 7"])
        #expect(file.line(0) == nil)
        #expect(file.line(8) == nil)
    }

    @Test func byteOrderMarkAndTrailingBreak() {
        let file = SourceFile(path: "x.widgets.yaml", bytes: [0xEF, 0xBB, 0xBF] + Array("spec: 1\n".utf8))
        #expect(file.line(1) == "spec: 1")
        #expect(file.line(2) == "")
        #expect(file.lineCount == 2)
    }

    @Test func lineNumbersAgreeWithTheLoader() {
        // libyaml ends line 1 at the NEL, so the unknown key is on line 2 and that line's text is shown.
        let source = SourceFile(path: "x.widgets.yaml", text: "spec: 1\u{85}bundel: Demo\n")
        let unknown = SpecLoader.load(source).diagnostics.first { $0.id == .unknownKey }
        #expect(unknown?.range?.start == SourceLocation(line: 2, column: 1))
        #expect(source.line(2) == "bundel: Demo")
    }
}

/// The line table is built on first use, from whichever thread asks.
@Suite("SourceFile lines across threads")
struct SourceFileSharedTests {
    @Test func linesAskedFromManyThreadsAtOnce() async {
        let file = SourceFile(path: "x.widgets.yaml", text: (1...500).map { "k\($0): \($0)" }.joined(separator: "\n"))
        let lines = await withTaskGroup(of: (Int, String?).self) { group in
            for number in stride(from: 1, through: 500, by: 7) { group.addTask { (number, file.line(number)) } }
            return await group.reduce(into: [:]) { $0[$1.0] = $1.1 }
        }
        for (number, text) in lines { #expect(text == "k\(number): \(number)") }
        #expect(file.lineCount == 500)
    }
}
