import Foundation
import Testing

@testable import WidgetSpecKit

/// The type-check benchmark's set and app skeleton (`Benchmarks/WidgetSpecBenchmark`, linked into
/// `Support/Benchmark`): the code generated for its 100 widgets type-checks with the skeleton's views, loaders and
/// Live Activity views, so the skeleton cannot fall behind the generated API without a failing test.
@Suite struct BenchmarkSkeletonTests {
    @Test func theTypeCheckSetTypeChecksWithTheBenchmarksAppSkeleton() throws {
        let modules = try BuiltModules.get()
        let specDirectory = try Toolchain.temporaryDirectory("benchmark-specs")
        defer { try? FileManager.default.removeItem(at: specDirectory) }
        let shapes = try SpecSetWriter(seed: SpecSetWriter.defaultSeed).write(.typeCheck, to: specDirectory.path)
        let widgets = try #require(shapes.first)
        // The skeleton covers every shape it writes code for: launchers, loaders, dynamic loaders.
        #expect(widgets.contains { !$0.hasEntryFields })
        #expect(widgets.contains { $0.hasEntryFields && $0.isDynamic })
        #expect(widgets.contains { $0.hasEntryFields && !$0.isDynamic })

        let set = SpecLoader.load(paths: [specDirectory.path])
        #expect(!CheckPipeline.diagnostics(of: set).hasErrors)
        let spec = try #require(set.specs.first)
        #expect(!spec.activities.isEmpty)
        let app = BenchmarkAppSkeleton.source(widgets: widgets, activities: spec.activities.map(\.name.value))
        let (directory, files) = try ExampleSpec.write(
            GeneratedPart.allCases.map {
                (
                    "\($0.rawValue).generated.swift",
                    SwiftGenerator.generate(spec, part: $0, sourcePath: "bundle.widgets.yaml")
                )
            } + [("App.swift", app)], into: "benchmark-typecheck")
        defer { try? FileManager.default.removeItem(at: directory) }
        let errors = try modules.typeCheck(files)
        #expect(errors == nil, "\(errors ?? "")")
    }

    /// The type-check benchmark's peer (`TemplatePeer`): the same widgets as Xcode's widget template writes them
    /// type-check against the same stubs, so the benchmark's ratio compares two valid programs.
    @Test func theTemplatePeerTypeChecks() throws {
        let modules = try BuiltModules.get()
        let specDirectory = try Toolchain.temporaryDirectory("benchmark-specs")
        defer { try? FileManager.default.removeItem(at: specDirectory) }
        try SpecSetWriter(seed: SpecSetWriter.defaultSeed).write(.typeCheck, to: specDirectory.path)
        let spec = try #require(SpecLoader.load(paths: [specDirectory.path]).specs.first)
        let source = TemplatePeer.source(spec: spec)
        #expect(source.components(separatedBy: ": Widget {").count - 1 == spec.widgets.count)
        let (directory, files) = try ExampleSpec.write([("Template.swift", source)], into: "benchmark-template")
        defer { try? FileManager.default.removeItem(at: directory) }
        let errors = try modules.typeCheck(files)
        #expect(errors == nil, "\(errors ?? "")")
    }
}
