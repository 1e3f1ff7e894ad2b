import Testing

@testable import WidgetSpecKit

@Suite("Fix-it edits: positions to bytes, and their application")
struct SourceEditTests {
    private func range(_ line: Int, _ column: Int, _ endLine: Int, _ endColumn: Int) -> SourceRange {
        SourceRange(
            file: "a.widgets.yaml", start: SourceLocation(line: line, column: column),
            end: SourceLocation(line: endLine, column: endColumn))
    }

    @Test func columnsCountScalarsAfterAByteOrderMarkAndCRLF() {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("é: 1\r\nkey: ü\r\n".utf8)
        let offsets = SourceOffsets(bytes: bytes)
        // Line 1 starts after the byte order mark; `é` is two bytes but one column.
        #expect(offsets.offset(of: SourceLocation(line: 1, column: 1)) == 3)
        #expect(offsets.offset(of: SourceLocation(line: 1, column: 2)) == 5)
        // Line 2 starts after CR LF.
        #expect(offsets.offset(of: SourceLocation(line: 2, column: 1)) == 10)
        #expect(offsets.offset(of: SourceLocation(line: 2, column: 6)) == 15)
        // The column just after the line's end is valid; one further, or a missing line, is not.
        #expect(offsets.offset(of: SourceLocation(line: 2, column: 7)) == 17)
        #expect(offsets.offset(of: SourceLocation(line: 2, column: 8)) == nil)
        #expect(offsets.offset(of: SourceLocation(line: 9, column: 1)) == nil)
    }

    @Test func applyingKeepsEveryOtherByte() throws {
        let text = "\u{FEFF}spec: 1\r\nwidgets:  \r\n  Clock: { kidn: x }\r\n"
        let bytes = Array(text.utf8)
        let offsets = SourceOffsets(bytes: bytes)
        let edit = SourceEdit(
            range: try #require(offsets.byteRange(of: range(3, 12, 3, 16))), replacement: Array("kind".utf8))
        let fixed = SourceEdit.apply([edit], to: bytes)
        #expect(String(decoding: fixed, as: UTF8.self) == "\u{FEFF}spec: 1\r\nwidgets:  \r\n  Clock: { kind: x }\r\n")
    }

    @Test func editsApplyInPositionOrderWhateverTheirOrder() {
        let bytes = Array("abcdef".utf8)
        let edits = [
            SourceEdit(range: 4..<5, replacement: Array("EE".utf8)),
            SourceEdit(range: 0..<1, replacement: []),
        ]
        #expect(String(decoding: SourceEdit.apply(edits, to: bytes), as: UTF8.self) == "bcdEEf")
    }

    @Test func anEditThatCannotApplyIsPassedOver() {
        let bytes = Array("abc".utf8)
        let edits = [
            SourceEdit(range: 0..<2, replacement: Array("X".utf8)),
            SourceEdit(range: 1..<3, replacement: Array("Y".utf8)),
            SourceEdit(range: 2..<9, replacement: Array("Z".utf8)),
        ]
        #expect(String(decoding: SourceEdit.apply(edits, to: bytes), as: UTF8.self) == "Xc")
    }

    @Test func conflicts() {
        let edit = SourceEdit(range: 2..<5, replacement: [])
        #expect(edit.conflicts(with: SourceEdit(range: 4..<6, replacement: [])))
        #expect(edit.conflicts(with: SourceEdit(range: 2..<2, replacement: [])))
        #expect(edit.conflicts(with: SourceEdit(range: 3..<3, replacement: [])))
        #expect(!edit.conflicts(with: SourceEdit(range: 5..<7, replacement: [])))
        #expect(!edit.conflicts(with: SourceEdit(range: 0..<2, replacement: [])))
    }
}

@Suite("Fix plans: which fix-its apply")
struct FixPlanTests {
    static let path = "a.widgets.yaml"
    static let source = SourceFile(path: path, text: "one: 1\ntwo: 2\n")

    private func diagnostic(
        _ line: Int, _ column: Int, _ endColumn: Int, _ replacement: String, file: String = path,
        machineApplicable: Bool = true
    ) -> Diagnostic {
        let range = SourceRange(
            file: file, start: SourceLocation(line: line, column: column),
            end: SourceLocation(line: line, column: endColumn))
        return .error(
            .unknownKey, "x", at: range,
            fixIt: FixIt(replacing: range, with: replacement, isMachineApplicable: machineApplicable))
    }

    @Test func overlappingFixItsAreBothLeftAlone() {
        let plan = FixPlan.make(
            for: [diagnostic(1, 1, 4, "uno"), diagnostic(1, 2, 5, "xx"), diagnostic(2, 1, 4, "dos")],
            sources: [Self.path: Self.source]
        ) { _ in true }
        #expect(plan.fixes[Self.path]?.map(\.fixIt.replacement) == ["dos"])
        #expect(
            plan.skipped.map(\.reason) == [
                .overlaps(SourceLocation(line: 1, column: 2)), .overlaps(SourceLocation(line: 1, column: 1)),
            ])
    }

    @Test func theSameFixItTwiceCountsOnce() {
        let plan = FixPlan.make(
            for: [diagnostic(1, 1, 4, "uno"), diagnostic(1, 1, 4, "uno")], sources: [Self.path: Self.source]
        ) { _ in true }
        #expect(plan.fixes[Self.path]?.count == 1)
        #expect(plan.skipped.isEmpty)
    }

    @Test func suggestionsOtherFilesAndBadRangesAreSkipped() {
        let plan = FixPlan.make(
            for: [
                diagnostic(1, 1, 4, "uno", machineApplicable: false),
                diagnostic(1, 1, 4, "uno", file: "elsewhere.widgets.yaml"),
                diagnostic(7, 1, 4, "siete"),
            ],
            sources: [Self.path: Self.source]
        ) { _ in true }
        #expect(plan.isEmpty)
        #expect(Set(plan.skipped.map(\.reason)) == [.suggestion, .outsideNamedSpecs, .notInFile])
    }

    @Test func aFileOutsideTheScopeIsSkipped() {
        let plan = FixPlan.make(for: [diagnostic(1, 1, 4, "uno")], sources: [Self.path: Self.source]) { _ in false }
        #expect(plan.isEmpty)
        #expect(plan.skipped.map(\.reason) == [.outsideNamedSpecs])
    }

    @Test func aQuotedWordStaysQuotedAndAnAnchorStays() {
        let source = SourceFile(path: Self.path, text: "'one': &a \"two\"\n")
        let plan = FixPlan.make(
            for: [diagnostic(1, 1, 6, "uno"), diagnostic(1, 8, 16, "dos")], sources: [Self.path: source]
        ) { _ in true }
        let fixes = plan.fixes[Self.path] ?? []
        #expect(fixes.map { String(decoding: $0.edit.replacement, as: UTF8.self) } == ["'uno'", "\"dos\""])
        #expect(fixes.map(\.original) == ["'one'", "\"two\""])
        #expect(
            String(decoding: SourceEdit.apply(fixes.map(\.edit), to: source.bytes), as: UTF8.self)
                == "'uno': &a \"dos\"\n")
        // A replacement with quotes of its own is written as it is.
        #expect(FixPlan.keepingQuotes(of: Array("'13'".utf8), "\"14.0\"") == "\"14.0\"")
    }

    @Test func aFixItThatChangesNothingIsDropped() {
        let plan = FixPlan.make(for: [diagnostic(1, 1, 4, "one")], sources: [Self.path: Self.source]) { _ in true }
        #expect(plan.isEmpty)
        #expect(plan.skipped.isEmpty)
    }
}
