import Testing

@testable import WidgetSpecKit

@Suite("Text reporter: carets under tabs, wide characters and odd ranges")
struct TextReporterTests {
    func render(_ line: String, _ start: Int, _ end: Int, endLine: Int = 1) -> [String] {
        let source = SourceFile(path: "a.yaml", text: line + "\nsecond line\n")
        let range = SourceRange(
            file: "a.yaml", start: SourceLocation(line: 1, column: start),
            end: SourceLocation(line: endLine, column: end))
        let output = TextReporter().render(
            .warning("WS0605", "message", at: range), context: ReporterContext(sources: ["a.yaml": source]))
        return output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test func caretUnderASimpleRange() {
        #expect(
            render("kind: Game Status", 7, 18) == [
                "a.yaml:1:7: warning: message [WS0605]",
                " 1 | kind: Game Status",
                "   |       ^~~~~~~~~~~",
                "",
            ])
    }

    @Test func tabsAreExpandedAndCaretsFollow() {
        // Column 3 is the scalar after the tab; the tab expands to column 4.
        #expect(render("a\tbc", 3, 5)[1...2] == [" 1 | a   bc", "   |     ^~"])
    }

    @Test func wideCharactersTakeTwoCells() {
        #expect(render("名前: value", 5, 10)[1...2] == [" 1 | 名前: value", "   |       ^~~~~"])
        #expect(render("名前: value", 1, 3)[2] == "   | ^~~~")
    }

    @Test func combiningMarksTakeNoCell() {
        // "e" + COMBINING ACUTE ACCENT is two scalars, one cell.
        #expect(render("e\u{301}x", 3, 4)[2] == "   |  ^")
    }

    @Test func emptyRangeGetsASingleCaret() {
        #expect(render("abc", 2, 2)[2] == "   |  ^")
    }

    @Test func multiLineRangeIsUnderlinedToTheEndOfItsFirstLine() {
        #expect(render("key: value", 6, 3, endLine: 2)[2] == "   |      ^~~~~")
    }

    @Test func missingSourceLineShowsOnlyTheHeader() {
        let range = SourceRange(file: "gone.yaml", at: SourceLocation(line: 3, column: 1))
        let output = TextReporter().render(.error("WS0101", "bad", at: range), context: ReporterContext())
        #expect(output == "gone.yaml:3:1: error: bad [WS0101]\n")
    }

    @Test func colorOnlyWhenAsked() {
        let range = SourceRange(file: "a.yaml", at: SourceLocation(line: 1, column: 1))
        let plain = TextReporter().render(.error("WS0101", "bad", at: range), context: ReporterContext())
        let colored = TextReporter().render(
            .error("WS0101", "bad", at: range), context: ReporterContext(colored: true))
        #expect(!plain.contains("\u{1B}["))
        #expect(colored.contains("\u{1B}[1;31merror: "))
    }

    @Test func githubEscapesDataAndProperties() {
        #expect(GitHubReporter.escapeData("100% a\r\nb") == "100%25 a%0D%0Ab")
        #expect(GitHubReporter.escapeProperty("a,b:c%") == "a%2Cb%3Ac%25")
    }

    @Test func artifactURIsAreRelativeInsideTheWorkingDirectory() {
        #expect(ArtifactURI.uri(for: "/work/p/specs/a b.yaml", relativeTo: "/work/p") == "specs/a%20b.yaml")
        #expect(ArtifactURI.uri(for: "./specs/a.yaml", relativeTo: "/work/p") == "specs/a.yaml")
        #expect(ArtifactURI.uri(for: "/elsewhere/a.yaml", relativeTo: "/work/p") == "file:///elsewhere/a.yaml")
    }
}
