import Foundation
import WidgetSpecKit

/// `swiftc -typecheck` of the code generated for 100 widgets, against the Apple interface stubs the tests use
/// (Tests/WidgetSpecKitTests/Generate/AppleStubs, the newest SDK's, as `BuiltModules` builds them), together
/// with the code an app writes next to it; and of its peer, the same widgets written as Xcode's widget template
/// writes them (`TemplatePeer`).
struct TypeCheckBenchmark {
    /// The two commands compared: the generated code with the app's, and the template peer.
    struct Commands {
        var generated: [String]
        var template: [String]
        var widgetCount: Int
    }

    /// The stub modules in dependency order, the last the cross-import overlay of SwiftUI and AppIntents
    /// (`BuiltModules.stubModules` in the tests).
    static let stubModules = [
        "FoundationExtras", "SwiftUI", "AppIntents", "ActivityKit", "WidgetKit", "_AppIntents_SwiftUI",
    ]

    var repository: String
    var workDirectory: String
    var swiftc: String

    /// Builds the stub modules once (a `.swiftmodule` only works with the compiler that wrote it).
    func buildStubs() -> String {
        let stubs = (workDirectory as NSString).appendingPathComponent("stubs")
        try? FileManager.default.createDirectory(atPath: stubs, withIntermediateDirectories: true)
        let stubSources = repository + "/Tests/WidgetSpecKitTests/Generate/AppleStubs"
        for module in Self.stubModules {
            compile([
                "-emit-module", "-module-name", module, "-parse-as-library", "-enable-library-evolution",
                "-swift-version", "5", "-suppress-warnings", "-I", stubs, "-o", "\(stubs)/\(module).swiftmodule",
                "\(stubSources)/\(module).swift", "-D", "IOS26_SDK",
            ])
        }
        let overlays = (stubs as NSString).appendingPathComponent("SwiftUI.swiftcrossimport")
        try? FileManager.default.createDirectory(atPath: overlays, withIntermediateDirectories: true)
        write(
            "---\nversion: 1\nmodules:\n  - name: _AppIntents_SwiftUI\n",
            to: (overlays as NSString).appendingPathComponent("AppIntents.swiftoverlay"))
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

    /// Writes the generated code and the app's code for the one spec file under `specDirectory`, and the template
    /// peer of its widgets; returns the arguments that type-check each.
    func prepare(specDirectory: String, shapes: [WidgetShape], stubs: String) -> Commands {
        let set = SpecLoader.load(paths: [specDirectory])
        guard !CheckPipeline.diagnostics(of: set).hasErrors, let spec = set.specs.first else {
            fail("the type-check spec has errors")
        }
        let generated = GeneratedPart.allCases.map { part in
            let path = (workDirectory as NSString).appendingPathComponent("\(part.rawValue).generated.swift")
            write(SwiftGenerator.generate(spec, part: part, sourcePath: "bundle.widgets.yaml"), to: path)
            return path
        }
        let app = (workDirectory as NSString).appendingPathComponent("App.swift")
        write(BenchmarkAppSkeleton.source(widgets: shapes, activities: spec.activities.map(\.name.value)), to: app)
        let template = (workDirectory as NSString).appendingPathComponent("Template.swift")
        write(TemplatePeer.source(spec: spec), to: template)
        let typeCheck = [
            swiftc, "-typecheck", "-parse-as-library", "-swift-version", "6", "-warnings-as-errors", "-I", stubs,
            "-Xfrontend", "-enable-cross-import-overlays",
        ]
        return Commands(
            generated: typeCheck + generated + [app], template: typeCheck + [template],
            widgetCount: spec.widgets.count)
    }

    private func compile(_ arguments: [String]) {
        let run = ProcessTimer.run([swiftc] + arguments)
        guard run.status == 0 else { fail("swiftc \(arguments.joined(separator: " ")) failed") }
    }

    private func write(_ text: String, to path: String) {
        guard (try? Data(text.utf8).write(to: URL(fileURLWithPath: path))) != nil else {
            fail("cannot write \(path)")
        }
    }
}
