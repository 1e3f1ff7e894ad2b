import Foundation
import Testing

@testable import WidgetSpecKit

/// `SpecLoader.load(paths:)` and `CheckPipeline` work file by file in parallel; their results must be the ones
/// a one-file-at-a-time run gives, in the same order, on every run.
@Suite struct ParallelLoadingTests {
    static let testsRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    static let repositoryRoot = testsRoot.deletingLastPathComponent().deletingLastPathComponent()
    /// Valid and invalid specs: the invalid fixtures exercise the diagnostics of every stage.
    static let paths = [
        repositoryRoot.appendingPathComponent("specs").path,
        testsRoot.appendingPathComponent("Spec/Fixtures").path,
    ]

    @Test func parallelLoadingEqualsSequentialLoading() throws {
        let parallel = SpecLoader.load(paths: Self.paths)
        let (files, problems) = SpecFiles.find(Self.paths)
        #expect(files.count > 60)
        #expect(problems.isEmpty)
        let sequential = try files.map { path in
            SpecLoader.load(try SpecLoader.read(path, limits: .default).get())
        }
        #expect(parallel.files.map(\.source.path) == files)
        #expect(parallel.files.map(\.spec) == sequential.map(\.spec))
        #expect(parallel.files.map(\.diagnostics) == sequential.map(\.diagnostics))
    }

    @Test func parallelCheckingEqualsSequentialChecking() {
        let set = SpecLoader.load(paths: Self.paths)
        let perFile = set.files.flatMap { file in
            file.diagnostics + (file.spec.map { Checker.check(file: $0, options: CheckOptions()) } ?? [])
        }
        let sequential = (perFile + Checker.checkAcrossFiles(set.specs)).sorted(by: Diagnostic.stableOrder)
        #expect(CheckPipeline.diagnostics(of: set) == sequential)
        #expect(sequential.contains { $0.severity == .error })
    }

    @Test func repeatedParallelRunsGiveTheSameDiagnostics() {
        let first = CheckPipeline.diagnostics(of: SpecLoader.load(paths: Self.paths))
        for _ in 0..<5 {
            #expect(CheckPipeline.diagnostics(of: SpecLoader.load(paths: Self.paths)) == first)
        }
    }
}
