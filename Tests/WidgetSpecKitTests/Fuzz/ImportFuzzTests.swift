import Foundation
import Testing

@testable import WidgetSpecKit

/// The import fuzz target's side of the test suite: every input it found (Fuzz/regressions-import/) and every seed
/// (Fuzz/seeds/import/) goes through the same function as the target, ending in a spec or a refusal, with the
/// printed spec's promises kept — a crash, a trap or a broken promise fails the run.
@Suite("fuzzing: import regressions")
struct ImportFuzzTests {
    static let inputs = ["Fuzz/regressions-import", "Fuzz/seeds/import"].flatMap { folder -> [String] in
        let url = FuzzTests.repository.appendingPathComponent(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.sorted().map { "\(folder)/\($0)" }
    }

    @Test func thereAreInputs() {
        #expect(Self.inputs.count >= 8)
    }

    @Test(arguments: inputs)
    func foundInputKeepsThePromises(_ path: String) throws {
        let data = try Data(contentsOf: FuzzTests.repository.appendingPathComponent(path))
        #expect(ImportFuzzing.brokenPromises(data).isEmpty)
    }
}
