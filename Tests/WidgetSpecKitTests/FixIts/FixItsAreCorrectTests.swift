import Foundation
import Testing

@testable import WidgetSpecKit

/// What keeps fix-its honest: every machine-applicable fix-it the project produces, on the invalid-spec corpus and
/// on the catalog's triggering examples, is applied on its own, and the file then re-checks without that
/// diagnostic at that place and without a new YAML problem. All of a file's fix-its applied together converge.
@Suite("Every fix-it, applied, removes its diagnostic")
struct FixItsAreCorrectTests {
    static let corpus = InvalidFixtureTests.directory
    /// The reporters' two-file fixture, whose diagnostics carry fix-its too.
    static let reporterSpecs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Diagnostics/Fixtures/reporters/specs")

    /// The texts that carry fix-its: the corpus files and the catalog's examples (those that are one spec).
    static let texts: [(name: String, text: [UInt8])] = {
        let files = (SpecTestPaths.specFiles(in: corpus) + SpecTestPaths.specFiles(in: reporterSpecs)).compactMap {
            url -> (String, [UInt8])? in
            guard let data = try? Data(contentsOf: url) else { return nil }
            return (url.lastPathComponent, [UInt8](data))
        }
        let examples = DiagnosticCatalog.all.flatMap { description in
            description.triggering.enumerated().compactMap { index, example -> (String, [UInt8])? in
                example.oldText == nil ? ("\(description.id)-\(index).widgets.yaml", Array(example.text.utf8)) : nil
            }
        }
        return (files + examples).filter { name, bytes in
            diagnostics(SpecSet(files: [SpecLoader.load(SourceFile(path: name, bytes: bytes))], pathProblems: []))
                .contains { $0.fixIt != nil }
        }
    }()

    static func diagnostics(_ set: SpecSet) -> [Diagnostic] {
        CheckPipeline.diagnostics(of: set)
    }

    /// The YAML stage's IDs: a fix-it must never make the file unreadable.
    static let yamlIDs: Set<DiagnosticID> = [.yamlSyntax, .duplicateKey, .invalidUTF8, .multipleDocuments]

    @Test func manyFixItsAreExercised() {
        let count = Self.texts.reduce(0) { total, text in
            let set = SpecSet(files: [SpecLoader.load(SourceFile(path: text.name, bytes: text.text))], pathProblems: [])
            return total + Self.diagnostics(set).filter { $0.fixIt?.isMachineApplicable == true }.count
        }
        #expect(count >= 70, "only \(count) fix-its")
    }

    @Test(arguments: texts.map(\.name))
    func eachFixItRemovesItsDiagnostic(_ name: String) throws {
        let bytes = try #require(Self.texts.first { $0.name == name }).text
        let set = SpecSet(files: [SpecLoader.load(SourceFile(path: name, bytes: bytes))], pathProblems: [])
        let before = Self.diagnostics(set)
        let beforeYAML = Set(before.map(\.id)).intersection(Self.yamlIDs)
        for diagnostic in before {
            guard let fixIt = diagnostic.fixIt, fixIt.isMachineApplicable else { continue }
            let plan = FixPlan.make(for: [diagnostic], sources: set.sources) { _ in true }
            let fix = try #require(plan.fixes[name]?.first, "\(name): \(diagnostic.id)'s fix-it was not planned")
            let fixed = SourceEdit.apply([fix.edit], to: bytes)
            let after = Self.diagnostics(
                SpecSet(files: [SpecLoader.load(SourceFile(path: name, bytes: fixed))], pathProblems: []))
            let text = String(decoding: fixed, as: UTF8.self)
            #expect(
                !after.contains { $0.id == diagnostic.id && $0.range?.start == diagnostic.range?.start },
                "\(name): \(diagnostic.id) at \(diagnostic.range?.start.description ?? "-") remains after its fix-it:\n\(text)"
            )
            #expect(
                Set(after.map(\.id)).intersection(Self.yamlIDs).subtracting(beforeYAML).isEmpty,
                "\(name): \(diagnostic.id)'s fix-it made a YAML problem:\n\(text)")
        }
    }

    @Test(arguments: texts.map(\.name))
    func allFixItsTogetherConverge(_ name: String) throws {
        let bytes = try #require(Self.texts.first { $0.name == name }).text
        let set = SpecSet(files: [SpecLoader.load(SourceFile(path: name, bytes: bytes))], pathProblems: [])
        let beforeYAML = Set(Self.diagnostics(set).map(\.id)).intersection(Self.yamlIDs)
        let run = FixRun(set) { _ in true }
        #expect(run.converged)
        #expect(!run.applied.isEmpty || !run.skipped.isEmpty)
        #expect(Set(run.diagnostics.map(\.id)).intersection(Self.yamlIDs).subtracting(beforeYAML).isEmpty)
    }
}
