import Foundation
import Testing

/// Builds Examples/BrokenSpec, whose spec has errors, through the build plugin: the build must fail and show the
/// errors at the spec's lines, as `swift build` and Xcode show compiler errors. The first run compiles WidgetSpec
/// for the example (a few minutes on two cores); later runs reuse `.build-examples/BrokenSpec`.
///
/// Serialized: the runs share one build folder, which SwiftPM locks.
@Suite("build plugin on Examples/BrokenSpec", .serialized)
struct BrokenSpecBuildTests {
    static let spec = SwiftPMRun.examplesDirectory.appendingPathComponent(
        "BrokenSpec/Sources/BrokenWidgets/broken.widgets.yaml")

    @Test func specErrorsFailTheBuildAtTheSpecsLines() throws {
        let result = try SwiftPMRun.run("build", example: "BrokenSpec")
        #expect(result.status != 0, "\(result.output)")
        let path = Self.spec.path
        #expect(
            result.output.contains(
                "\(path):12:29: error: unknown widget family 'systemHuge'; did you mean 'systemLarge'? [WS0204]"),
            "\(result.output)")
        #expect(result.output.contains("\(path):16:25: error: invalid duration '1 hour'"), "\(result.output)")
        // Nothing reached the compiler: the generated file was never written.
        #expect(!result.output.contains("Compiling BrokenWidgets"), "\(result.output)")
    }

    @Test func twoSpecsWithOneOutputNameAreRefusedNamingBoth() throws {
        let result = try SwiftPMRun.run(
            "build", example: "BrokenSpec", environment: ["WIDGETSPEC_DUPLICATE_SPEC_NAMES": "1"])
        #expect(result.status != 0, "\(result.output)")
        let target = SwiftPMRun.examplesDirectory.appendingPathComponent("BrokenSpec/Sources/DuplicateSpecNames").path
        #expect(
            result.output.contains(
                "error: target 'DuplicateSpecNames': \(target)/Phone/clock.widgets.yaml and "
                    + "\(target)/Watch/clock.widgets.yml would both generate clock.widgets.shared.generated.swift and "
                    + "clock.widgets.extension.generated.swift"),
            "\(result.output)")
    }

    /// Route 2: the shared part's step and the extension part's step both read the spec; its warning is printed
    /// once per build (the extension side runs `generate --errors-only`).
    @Test func aWarningIsPrintedOnceThoughTwoPartsAreGenerated() throws {
        let result = try SwiftPMRun.run(
            "build", example: "BrokenSpec", ["--target", "WarnedKit"],
            environment: ["WIDGETSPEC_TWO_PART_WARNING": "1"])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("Generating warned.widgets.shared.generated.swift"), "\(result.output)")
        #expect(result.output.contains("Generating warned.widgets.extension.generated.swift"), "\(result.output)")
        let warning = "warned.widgets.yaml:14:15: warning: widget 'Status' asks for 96 timelines a day"
        #expect(result.output.components(separatedBy: warning).count - 1 == 1, "\(result.output)")
    }

    @Test func lintCommandFailsWithTheCheckersDiagnostics() throws {
        let result = try SwiftPMRun.run("package", example: "BrokenSpec", ["lint-widget-specs"])
        #expect(result.status != 0, "\(result.output)")
        // The command runs in the package's folder, so paths are relative to it.
        let path = "Sources/BrokenWidgets/broken.widgets.yaml"
        #expect(result.output.contains("\(path):12:29: error: unknown widget family 'systemHuge'"), "\(result.output)")
        #expect(result.output.contains("\(path):16:25: error: invalid duration"), "\(result.output)")
        #expect(result.output.contains("error: widgetspec check failed (exit status 1)"), "\(result.output)")
    }

    @Test func generateCommandWritesNothingForABrokenSpec() throws {
        let output = try TemporaryDirectory()
        let result = try SwiftPMRun.run(
            "package", example: "BrokenSpec",
            ["--allow-writing-to-package-directory", "generate-widget-code", "--output", output.url.path])
        #expect(result.status != 0, "\(result.output)")
        #expect(result.output.contains("broken.widgets.yaml:12:29: error:"), "\(result.output)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.url.path).isEmpty)
    }
}
