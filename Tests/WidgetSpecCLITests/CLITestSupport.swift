import Foundation
import Testing

/// The built `widgetspec` executable, run as a subprocess the way a user runs it.
enum WidgetSpecCLI {
    /// The repository root (commands run there, so `specs/` resolves and paths print as typed).
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // WidgetSpecCLITests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    /// The expected outputs compared with `GoldenFile.check` (`WIDGETSPEC_RECORD=1` re-records them).
    static let goldenDirectory = repositoryRoot.appendingPathComponent("Tests/WidgetSpecCLITests/Golden")

    /// The binary sits next to the test bundle in the products directory (`.build/<triple>/<config>/`);
    /// SwiftPM builds it first because this test target depends on it.
    static let executable: URL? = {
        var directories: [URL] = []
        if let executable = Bundle.main.executableURL { directories.append(executable.deletingLastPathComponent()) }
        // On macOS the tests run inside `X.xctest/Contents/MacOS/`: the products directory is above the bundle.
        directories.append(Bundle.main.bundleURL.deletingLastPathComponent())
        directories.append(Bundle.main.bundleURL)
        if let first = CommandLine.arguments.first {
            directories.append(URL(fileURLWithPath: first).deletingLastPathComponent())
        }
        directories.append(repositoryRoot.appendingPathComponent(".build/debug"))
        return directories.map { $0.appendingPathComponent("widgetspec") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs `widgetspec arguments...` in `directory` (the repository root by default) and waits for it.
    ///
    /// - Parameters:
    ///   - redirection: Shell text after the command, as a user would write it: a redirection (`>/dev/full`,
    ///     `>&-`, `2>&-`; the streams it redirects read as empty), or arguments quoted for the shell.
    ///   - standardOutput: Where standard output goes instead of `Result.stdout` (which is then empty).
    static func run(
        _ arguments: [String], in directory: URL = repositoryRoot, environment: [String: String] = [:],
        redirection: String? = nil, standardOutput: FileHandle? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> Result {
        try start(
            arguments, in: directory, environment: environment, redirection: redirection,
            standardOutput: standardOutput, sourceLocation: sourceLocation
        ).wait()
    }

    /// Starts `widgetspec arguments...` as `run` does, without waiting: several can run at once.
    static func start(
        _ arguments: [String], in directory: URL = repositoryRoot, environment: [String: String] = [:],
        redirection: String? = nil, standardOutput: FileHandle? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> RunningCommand {
        let executable = try #require(
            executable, "widgetspec was not built next to the tests", sourceLocation: sourceLocation)
        // Output goes to files: two pipes read one after the other can deadlock on large output.
        let scratch = try TemporaryDirectory()
        let stdoutURL = scratch.url.appendingPathComponent("stdout")
        let stderrURL = scratch.url.appendingPathComponent("stderr")
        try Data().write(to: stdoutURL)
        try Data().write(to: stderrURL)
        let stdout = try FileHandle(forWritingTo: stdoutURL)
        let stderr = try FileHandle(forWritingTo: stderrURL)
        let process = Process()
        if let redirection {
            // `exec` replaces the shell: the status and the streams are widgetspec's own.
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "exec \"$0\" \"$@\" \(redirection)", executable.path] + arguments
        } else {
            process.executableURL = executable
            process.arguments = arguments
        }
        process.currentDirectoryURL = directory
        var processEnvironment = ProcessInfo.processInfo.environment
        processEnvironment["NO_COLOR"] = "1"
        processEnvironment.merge(environment) { _, new in new }
        process.environment = processEnvironment
        process.standardOutput = standardOutput ?? stdout
        process.standardError = stderr
        try process.run()
        return RunningCommand(process: process, scratch: scratch, handles: [stdout, stderr])
    }

    /// A widgetspec process `start` began.
    final class RunningCommand {
        private let process: Process
        private let scratch: TemporaryDirectory
        private let handles: [FileHandle]

        /// The process's ID.
        var processIdentifier: Int32 { process.processIdentifier }

        fileprivate init(process: Process, scratch: TemporaryDirectory, handles: [FileHandle]) {
            self.process = process
            self.scratch = scratch
            self.handles = handles
        }

        /// Waits for the process to end; its status and what it printed.
        func wait() throws -> Result {
            process.waitUntilExit()
            for handle in handles { try? handle.close() }
            return Result(
                status: process.terminationStatus,
                stdout: try String(contentsOf: scratch.url.appendingPathComponent("stdout"), encoding: .utf8),
                stderr: try String(contentsOf: scratch.url.appendingPathComponent("stderr"), encoding: .utf8))
        }
    }
}

/// A fresh directory under the system's temporary directory, removed when the value goes away.
final class TemporaryDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("widgetspec-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// Writes `text` to `path` (relative to the directory), creating folders on the way.
    @discardableResult
    func write(_ path: String, _ text: String) throws -> URL {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
        return file
    }

    /// The text of `path` (relative to the directory).
    func read(_ path: String) throws -> String {
        try String(contentsOf: url.appendingPathComponent(path), encoding: .utf8)
    }
}

/// Spec texts the CLI tests use.
enum SampleSpecs {
    static let valid = """
        spec: 1
        bundle: Demo
        widgets:
          Clock: { kind: com.example.clock, displayName: Clock, families: [systemSmall] }

        """

    /// Two errors: an unknown key (with a note and a fix-it) and an unknown family.
    static let invalid = """
        spec: 1
        bundle: Demo
        widgets:
          Clock:
            kind: com.example.clock
            displayNam: Clock
            families: [systemSmal]

        """
}
