import Testing

@testable import WidgetSpecKit

@Suite("Unified diff renderer")
struct UnifiedDiffTests {
    private func diff(_ old: String, _ new: String, context: Int = 3) -> String {
        UnifiedDiff.render(
            old: Array(old.utf8), new: Array(new.utf8), oldLabel: "a/x", newLabel: "b/x", context: context)
    }

    private func numbered(_ range: ClosedRange<Int>) -> String {
        range.map { "l\($0)\n" }.joined()
    }

    @Test func equalTextsHaveNoDiff() {
        #expect(diff("a\nb\n", "a\nb\n") == "")
        #expect(diff("", "") == "")
    }

    @Test func oneChangedLineWithContext() {
        let old = numbered(1...10)
        let new = old.replacingOccurrences(of: "l5\n", with: "five\n")
        #expect(
            diff(old, new) == """
                --- a/x
                +++ b/x
                @@ -2,7 +2,7 @@
                 l2
                 l3
                 l4
                -l5
                +five
                 l6
                 l7
                 l8

                """)
    }

    @Test func distantChangesMakeTwoHunksAndCloseOnesOne() {
        let old = numbered(1...20)
        let twoHunks = diff(
            old, old.replacingOccurrences(of: "l2\n", with: "2\n").replacingOccurrences(of: "l19\n", with: "19\n"))
        #expect(twoHunks.components(separatedBy: "\n@@").count == 3)
        #expect(twoHunks.contains("@@ -1,5 +1,5 @@\n l1\n-l2\n+2\n"))
        #expect(twoHunks.contains("@@ -16,5 +16,5 @@\n l16\n"))
        // Six unchanged lines between two changes: one hunk, as diff -u makes it.
        let oneHunk = diff(
            old, old.replacingOccurrences(of: "l3\n", with: "3\n").replacingOccurrences(of: "l10\n", with: "10\n"))
        #expect(oneHunk.components(separatedBy: "\n@@").count == 2)
        #expect(oneHunk.contains("@@ -1,13 +1,13 @@\n"))
    }

    @Test func insertionsDeletionsAndEmptyFiles() {
        #expect(diff("", "a\n") == "--- a/x\n+++ b/x\n@@ -0,0 +1 @@\n+a\n")
        #expect(diff("a\n", "") == "--- a/x\n+++ b/x\n@@ -1 +0,0 @@\n-a\n")
        #expect(diff("a\nc\n", "a\nb\nc\n") == "--- a/x\n+++ b/x\n@@ -1,2 +1,3 @@\n a\n+b\n c\n")
        #expect(diff("a\nb\nc\n", "a\nc\n") == "--- a/x\n+++ b/x\n@@ -1,3 +1,2 @@\n a\n-b\n c\n")
    }

    @Test func aLastLineWithoutABreakIsMarked() {
        #expect(
            diff("a\nb", "a\nc")
                == "--- a/x\n+++ b/x\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+c\n\\ No newline at end of file\n"
        )
        #expect(diff("a", "a\n") == "--- a/x\n+++ b/x\n@@ -1 +1 @@\n-a\n\\ No newline at end of file\n+a\n")
    }

    @Test func fileNamesAreWrittenAsGitWritesThem() {
        #expect(UnifiedDiff.headerName("a/specs/x.widgets.yaml") == "a/specs/x.widgets.yaml")
        #expect(UnifiedDiff.headerName("a/my clock.widgets.yaml") == "a/my clock.widgets.yaml\t")
        #expect(UnifiedDiff.headerName("a/x\ny\"z\\.yaml") == #""a/x\ny\"z\\.yaml""#)
        #expect(UnifiedDiff.headerName("a/\u{1B}é") == #""a/\033\303\251""#)
    }

    @Test func crlfLinesKeepTheirCarriageReturns() {
        #expect(diff("a\r\nb\r\n", "a\r\nc\r\n") == "--- a/x\n+++ b/x\n@@ -1,2 +1,2 @@\n a\r\n-b\r\n+c\r\n")
    }

    /// The edit script is a real one: replaying it on the old lines gives the new ones, for many small changes.
    @Test func theEditScriptTurnsOldIntoNew() {
        var generator = SplitMix(seed: 7)
        for _ in 0..<200 {
            let old = (0..<Int(generator.next() % 12)).map { _ in "\(generator.next() % 4)\n" }
            var new = old
            for _ in 0..<Int(generator.next() % 4) {
                let index = new.isEmpty ? 0 : Int(generator.next() % UInt64(new.count))
                switch generator.next() % 3 {
                case 0: new.insert("\(generator.next() % 4)\n", at: index)
                case 1: if !new.isEmpty { new.remove(at: index) }
                default: if !new.isEmpty { new[index] = "\(generator.next() % 4)\n" }
                }
            }
            let oldLines = UnifiedDiff.lines(of: Array(old.joined().utf8))
            let newLines = UnifiedDiff.lines(of: Array(new.joined().utf8))
            let script = UnifiedDiff.editScript(oldLines, newLines)
            let replayed = script.compactMap { step -> ArraySlice<UInt8>? in
                switch step.kind {
                case .equal: oldLines[step.oldIndex]
                case .insert: newLines[step.newIndex]
                case .delete: nil
                }
            }
            #expect(replayed == newLines)
            #expect(script.filter { $0.kind != .insert }.map(\.oldIndex) == Array(oldLines.indices))
            // Shortest: it keeps as many lines as the longest common subsequence has.
            #expect(script.filter { $0.kind == .equal }.count == longestCommonSubsequence(oldLines, newLines))
        }
    }

    private func longestCommonSubsequence(_ a: [ArraySlice<UInt8>], _ b: [ArraySlice<UInt8>]) -> Int {
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in a.indices.reversed() {
            for j in b.indices.reversed() {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        return table[0][0]
    }
}

/// A small deterministic generator for the replay test.
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
