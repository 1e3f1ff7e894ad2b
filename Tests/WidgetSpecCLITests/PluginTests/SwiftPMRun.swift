import Foundation
import Testing

/// `swift build` / `swift package` on one of the packages in `Examples/`, the way a developer runs them.
enum SwiftPMRun {
    static let examplesDirectory = WidgetSpecCLI.repositoryRoot.appendingPathComponent("Examples")

    /// A build folder per example, kept between runs (ignored by git as `.build*`), so only the first run
    /// compiles WidgetSpec for the example. It is not the test run's own `.build`: SwiftPM locks a build folder,
    /// and the running `swift test` holds that one.
    ///
    /// The folder's name carries a digest of WidgetSpec's manifest and source file names: SwiftPM's incremental
    /// build of a path dependency does not notice a source file added to it, so a new file gets a new folder
    /// (and the folders of earlier file lists are removed).
    static func scratchPath(for example: String) -> String {
        let folder = WidgetSpecCLI.repositoryRoot.appendingPathComponent(".build-examples")
        let name = "\(example)-\(sourceListDigest)"
        let stale = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for old in stale where old.hasPrefix(example + "-") && old != name {
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(old))
        }
        return folder.appendingPathComponent(name).path
    }

    /// FNV-1a of `Package.swift` and the sorted paths of the files under Sources/ and Plugins/.
    static let sourceListDigest: String = {
        let root = WidgetSpecCLI.repositoryRoot
        var items = [(try? String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)) ?? ""]
        for folder in ["Sources", "Plugins"] {
            let base = root.appendingPathComponent(folder).path
            items += (FileManager.default.enumerator(atPath: base)?.allObjects as? [String] ?? []).sorted()
        }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in items.joined(separator: "\n").utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return String(hash, radix: 16)
    }()

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
