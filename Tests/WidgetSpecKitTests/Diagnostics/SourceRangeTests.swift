import Foundation
import Testing

@testable import WidgetSpecKit

/// `SourceRange` stores its path as a number (`SourcePathTable`); it must behave as if it held the path.
@Suite("SourceRange paths")
struct SourceRangeTests {
    let start = SourceLocation(line: 2, column: 3)
    let end = SourceLocation(line: 2, column: 9)

    @Test func thePathReadsBackAndDecidesEquality() {
        let range = SourceRange(file: "specs/a.widgets.yaml", start: start, end: end)
        #expect(range.file == "specs/a.widgets.yaml")
        #expect(range == SourceRange(file: "specs/a.widgets.yaml", start: start, end: end))
        #expect(range != SourceRange(file: "specs/b.widgets.yaml", start: start, end: end))
        #expect(Set([range, SourceRange(file: "specs/a.widgets.yaml", start: start, end: end)]).count == 1)
        #expect(range.description == "specs/a.widgets.yaml:2:3")
    }

    @Test func settingThePathAndTakingAnothersFile() {
        var range = SourceRange(file: "a.widgets.yaml", at: start)
        range.file = "b.widgets.yaml"
        #expect(range.file == "b.widgets.yaml")
        let sibling = SourceRange(fileOf: range, start: start, end: end)
        #expect(sibling.file == "b.widgets.yaml")
        #expect(sibling == SourceRange(file: "b.widgets.yaml", start: start, end: end))
    }

    @Test func encodedWithItsPath() throws {
        let range = SourceRange(file: "specs/a.widgets.yaml", start: start, end: end)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(range), as: UTF8.self)
        #expect(
            json == #"{"end":{"column":9,"line":2},"file":"specs\/a.widgets.yaml","start":{"column":3,"line":2}}"#)
        #expect(try JSONDecoder().decode(SourceRange.self, from: Data(json.utf8)) == range)
    }

    @Test func pathsFromManyThreadsKeepTheirOwnNumbers() async {
        let ranges = await withTaskGroup(of: SourceRange.self) { group in
            for index in 0..<64 {
                group.addTask {
                    SourceRange(file: "specs/\(index % 8).widgets.yaml", at: SourceLocation(line: index, column: 1))
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        for range in ranges { #expect(range.file == "specs/\(range.start.line % 8).widgets.yaml") }
    }
}
