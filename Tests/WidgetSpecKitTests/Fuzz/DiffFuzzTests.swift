import Foundation
import Testing

@testable import WidgetSpecKit

/// The diff fuzz target's side of the test suite: its seeds (Fuzz/seeds/diff/) and every input it found
/// (Fuzz/regressions-diff/) go through the same in-process comparison as the target, end in diagnostics, and a
/// spec compared with itself reports nothing.
@Suite("fuzzing diff: seeds and regressions")
struct DiffFuzzTests {
    static let fuzz = FuzzTests.repository.appendingPathComponent("Fuzz")

    static var inputs: [String] {
        ["seeds/diff", "regressions-diff"].flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: fuzz.appendingPathComponent(folder).path)) ?? [])
                .map { "\(folder)/\($0)" }
        }.sorted()
    }

    @Test(arguments: inputs)
    func inputEndsInDiagnosticsAndItselfIsNoChange(_ name: String) throws {
        let bytes = [UInt8](try Data(contentsOf: Self.fuzz.appendingPathComponent(name)))
        let result = DiffPairPipeline.run(bytes)
        if result.unchanged.compared { #expect(result.unchanged.diagnostics.isEmpty, "\(name)") }
        #expect(DiffPairPipeline.run(bytes).rendered == result.rendered, "\(name): the output is deterministic")
    }

    @Test func theSeedsAreComparedAndTheirChangesFound() throws {
        let seeds = Self.inputs.filter { $0.hasPrefix("seeds/") && !$0.contains("unchanged") }
        #expect(seeds.count >= 8)
        for name in seeds {
            let result = DiffPairPipeline.run([UInt8](try Data(contentsOf: Self.fuzz.appendingPathComponent(name))))
            #expect(result.comparison.compared, "\(name): \(result.rendered)")
            #expect(!result.comparison.diagnostics.isEmpty, "\(name)")
        }
    }

    @Test func theInputIsSplitAtTheFirstSeparatorLine() {
        let split = DiffPairPipeline.split(Array("a: 1\n=== new ===x\n=== new ===\nb: 2\n=== new ===\n".utf8))
        #expect(String(decoding: split.old, as: UTF8.self) == "a: 1\n=== new ===x\n")
        #expect(String(decoding: split.new, as: UTF8.self) == "b: 2\n=== new ===\n")
        let whole = DiffPairPipeline.split(Array("a: 1\n".utf8))
        #expect(whole.old == whole.new)
        let last = DiffPairPipeline.split(Array("a: 1\n=== new ===".utf8))
        #expect(String(decoding: last.old, as: UTF8.self) == "a: 1\n")
        #expect(last.new.isEmpty)
    }

    @Test func aKindChangeIsFoundInProcess() {
        let old =
            "spec: 1\nbundle: B\nwidgets:\n  W: { kind: com.example.a, displayName: W, families: [systemSmall] }\n"
        let new = old.replacingOccurrences(of: "com.example.a", with: "com.example.b")
        let result = DiffPairPipeline.run(Array((old + "=== new ===\n" + new).utf8))
        #expect(result.comparison.diagnostics.map(\.id) == ["WS1002"])
        #expect(result.rendered.contains("fuzz.widgets.yaml:4:"))
    }
}
