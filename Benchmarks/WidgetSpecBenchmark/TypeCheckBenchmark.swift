import Foundation
import WidgetSpecKit

/// `swiftc -typecheck` of the code generated for 100 widgets, against the Apple interface stubs the tests use
/// (Tests/WidgetSpecKitTests/Generate/AppleStubs), together with the code an app writes next to it.
struct TypeCheckBenchmark {
    var repository: String
    var workDirectory: String
    var swiftc: String

    /// Builds the stub modules once (a `.swiftmodule` only works with the compiler that wrote it).
    func buildStubs() -> String {
        let stubs = (workDirectory as NSString).appendingPathComponent("stubs")
        try? FileManager.default.createDirectory(atPath: stubs, withIntermediateDirectories: true)
        let stubSources = repository + "/Tests/WidgetSpecKitTests/Generate/AppleStubs"
        for module in ["FoundationExtras", "SwiftUI", "AppIntents", "ActivityKit", "WidgetKit"] {
            compile([
                "-emit-module", "-module-name", module, "-parse-as-library", "-enable-library-evolution",
                "-swift-version", "5", "-suppress-warnings", "-I", stubs, "-o", "\(stubs)/\(module).swiftmodule",
                "\(stubSources)/\(module).swift",
            ])
        }
        let scheduleDirectory = repository + "/Sources/WidgetSchedule"
        let scheduleSources = ((try? FileManager.default.contentsOfDirectory(atPath: scheduleDirectory)) ?? [])
            .filter { $0.hasSuffix(".swift") }.sorted().map { "\(scheduleDirectory)/\($0)" }
        compile(
            [
                "-emit-module", "-module-name", "WidgetSchedule", "-parse-as-library", "-swift-version", "6", "-o",
                "\(stubs)/WidgetSchedule.swiftmodule",
            ] + scheduleSources)
        return stubs
    }

    /// Writes the generated code and the app's code for the one spec file under `specDirectory`; returns the
    /// arguments that type-check them.
    func prepare(specDirectory: String, shapes: [WidgetShape], stubs: String) -> [String] {
        let set = SpecLoader.load(paths: [specDirectory])
        guard !CheckPipeline.diagnostics(of: set).hasErrors, let spec = set.specs.first else {
            fatalError("the type-check spec has errors")
        }
        let generated = GeneratedPart.allCases.map { part in
            let path = (workDirectory as NSString).appendingPathComponent("\(part.rawValue).generated.swift")
            write(SwiftGenerator.generate(spec, part: part, sourcePath: "bundle.widgets.yaml"), to: path)
            return path
        }
        let app = (workDirectory as NSString).appendingPathComponent("App.swift")
        write(BenchmarkAppSkeleton.source(widgets: shapes, activities: spec.activities.map(\.name.value)), to: app)
        return [
            swiftc, "-typecheck", "-parse-as-library", "-swift-version", "6", "-warnings-as-errors", "-I", stubs,
        ] + generated + [app]
    }

    private func compile(_ arguments: [String]) {
        let run = ProcessTimer.run([swiftc] + arguments)
        guard run.status == 0 else { fatalError("swiftc \(arguments.joined(separator: " ")) failed") }
    }

    private func write(_ text: String, to path: String) {
        guard (try? Data(text.utf8).write(to: URL(fileURLWithPath: path))) != nil else {
            fatalError("cannot write \(path)")
        }
    }
}
