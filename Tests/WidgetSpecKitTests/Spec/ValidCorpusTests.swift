import Foundation
import Testing
import WidgetSpecKit

/// Specs that must decode without a single diagnostic: the valid corpus, which uses every key of the
/// language, and the example specs in `specs/`.
@Suite("Valid specs")
struct ValidCorpusTests {
    static let validDirectory = SpecTestPaths.fixtures().appendingPathComponent("valid")
    static let exampleDirectory = SpecTestPaths.repositoryRoot().appendingPathComponent("specs")
    static let validNames = SpecTestPaths.specFiles(in: validDirectory).map(\.lastPathComponent)
    static let exampleNames = SpecTestPaths.specFiles(in: exampleDirectory).map(\.lastPathComponent)

    @Test(arguments: validNames)
    func validFixtureHasNoDiagnostics(_ name: String) throws {
        let loaded = try load(Self.validDirectory.appendingPathComponent(name))
        #expect(loaded.diagnostics.isEmpty, "\(DiagnosticTranscript.render(loaded.diagnostics))")
        #expect(loaded.spec != nil)
    }

    @Test(arguments: exampleNames)
    func exampleSpecHasNoErrors(_ name: String) throws {
        let loaded = try load(Self.exampleDirectory.appendingPathComponent(name))
        #expect(!loaded.diagnostics.hasErrors, "\(DiagnosticTranscript.render(loaded.diagnostics))")
        #expect(loaded.spec != nil)
    }

    @Test func corporaAreThere() {
        #expect(Self.validNames.count >= 3)
        #expect(Self.exampleNames.count >= 5)
    }

    /// Every key of every shape is used by some valid fixture, so the corpus keeps up with the tables (but the
    /// deprecated keys, which always warn: the invalid corpus has them).
    @Test func validCorpusUsesEveryKey() throws {
        var used = Set<String>()
        for name in Self.validNames {
            let bytes = try [UInt8](Data(contentsOf: Self.validDirectory.appendingPathComponent(name)))
            if let root = YAMLLoader.load(bytes, file: name).root { collectKeys(root, into: &used) }
        }
        let keys = SpecSchema.shapes.flatMap { $0.keys.filter { $0.replacement == nil }.map(\.name) }
        let missing = keys.filter { !used.contains($0) }
        #expect(missing.isEmpty, "keys no valid fixture uses: \(missing)")
    }

    private func collectKeys(_ node: YAMLNode, into keys: inout Set<String>) {
        switch node {
        case .scalar: break
        case .sequence(let sequence): sequence.items.forEach { collectKeys($0, into: &keys) }
        case .mapping(let mapping):
            for entry in mapping.entries {
                if let key = entry.key.scalar?.text { keys.insert(key) }
                collectKeys(entry.value, into: &keys)
            }
        }
    }

    private func load(_ url: URL) throws -> LoadedSpec {
        SpecLoader.load(SourceFile(path: url.lastPathComponent, bytes: try [UInt8](Data(contentsOf: url))))
    }
}
