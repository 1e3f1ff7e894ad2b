import Testing

@testable import WidgetSpecKit

@Suite("Fixing in rounds")
struct FixRunTests {
    /// The style under a misspelt key is read only once the key is fixed: its fix-it comes in the second round.
    static let text = """
        spec: 1
        bundle: Demo
        widgets:
          Clock:
            kind: com.example.clock
            displayName: Clock
            families: [systemSmall]
            backgrond: { style: non }

        """

    static func set() -> SpecSet {
        SpecSet(files: [SpecLoader.load(SourceFile(path: "a.widgets.yaml", text: text))], pathProblems: [])
    }

    @Test func aFixItThatAFixRevealsIsAppliedInTheNextRound() throws {
        let run = FixRun(Self.set()) { _ in true }
        #expect(run.converged)
        #expect(run.applied.map(\.replacement) == ["background", "none"])
        #expect(run.applied.map(\.round) == [1, 2])
        #expect(!run.diagnostics.hasErrors)
        let file = try #require(run.changedFiles.first)
        #expect(
            String(decoding: file.fixed, as: UTF8.self)
                == Self.text.replacingOccurrences(of: "backgrond: { style: non }", with: "background: { style: none }"))
    }

    @Test func fixingStopsAfterTheLastRound() {
        let run = FixRun(Self.set(), maximumRounds: 1) { _ in true }
        #expect(!run.converged)
        #expect(run.applied.map(\.replacement) == ["background"])
        #expect(run.diagnostics.contains { $0.fixIt?.replacement == "none" })
    }

    @Test func nothingChangesOutsideTheScope() {
        let run = FixRun(Self.set()) { _ in false }
        #expect(run.applied.isEmpty)
        #expect(run.changedFiles.isEmpty)
        #expect(run.skipped.map(\.reason) == [.outsideNamedSpecs])
    }
}
