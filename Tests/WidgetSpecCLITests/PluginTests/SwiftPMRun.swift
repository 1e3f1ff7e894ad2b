import Foundation
import Testing

/// `swift build` / `swift package` on one of the packages in `Examples/`, the way a developer runs them.
enum SwiftPMRun {
    static let examplesDirectory = WidgetSpecCLI.repositoryRoot.appendingPathComponent("Examples")

    /// A build folder per example, kept between runs (ignored by git as `.build*`), so only the first run
    /// compiles WidgetSpec for the example. It is not the test run's own `.build`: SwiftPM locks a build folder,
    /// and the running `swift test` holds that one.
    static func scratchPath(for example: String) -> String {
        WidgetSpecCLI.repositoryRoot.appendingPathComponent(".build-examples/\(example)").path
    }

    /// Runs `swift <subcommand> --package-path Examples/<example> --scratch-path ... arguments...` and returns
    /// its exit status and its standard output and error together, as a terminal shows them.
    static func run(
        _ subcommand: String, example: String, _ arguments: [String] = [], environment: [String: String] = [:]
    ) throws -> (status: Int32, output: String) {
        let scratch = try TemporaryDirectory()
        let outputURL = scratch.url.appendingPathComponent("output")
        try Data().write(to: outputURL)
        let output = try FileHandle(forWritingTo: outputURL)
        defer { try? output.close() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            [
                "swift", subcommand, "--package-path", examplesDirectory.appendingPathComponent(example).path,
                "--scratch-path", scratchPath(for: example),
            ] + arguments
        process.currentDirectoryURL = WidgetSpecCLI.repositoryRoot
        var processEnvironment = ProcessInfo.processInfo.environment
        processEnvironment["NO_COLOR"] = "1"
        processEnvironment.merge(environment) { _, new in new }
        process.environment = processEnvironment
        process.standardOutput = output
        process.standardError = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return (process.terminationStatus, try String(contentsOf: outputURL, encoding: .utf8))
    }
}
