import Foundation

/// Running `swiftc`, python3 and other tools from tests: the one process runner of this test target.
enum Toolchain {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// `/opt/swift/usr/bin/swiftc`, or the first `swiftc` on the PATH.
    static let swiftc: String = {
        let preferred = "/opt/swift/usr/bin/swiftc"
        if FileManager.default.isExecutableFile(atPath: preferred) { return preferred }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/swiftc"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return "swiftc"
    }()

    /// Runs a program and returns its exit status and its combined output.
    static func run(_ executable: String, _ arguments: [String], environment: [String: String]? = nil) throws -> (
        status: Int32, output: String
    ) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let environment { process.environment = environment }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        // Read before waiting so a large output cannot fill the pipe and block the child.
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    static func swiftc(_ arguments: [String]) throws -> (status: Int32, output: String) {
        try run(swiftc, arguments)
    }

    /// A new empty directory inside this test process's scratch folder, which is removed when the process exits.
    static func temporaryDirectory(_ name: String) throws -> URL {
        let url = TestScratch.root.appendingPathComponent("\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

/// One scratch folder per test process, so compiled modules and generated files don't pile up in /tmp.
enum TestScratch {
    static let root: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("widgetspec-tests-\(getpid())")
        try? FileManager.default.removeItem(at: url)
        atexit { try? FileManager.default.removeItem(at: TestScratch.root) }
        return url
    }()
}

/// Paths in the repository, found from this file's location.
enum RepositoryPaths {
    /// `.../Tests/WidgetSpecKitTests/Generate`.
    static let generateTests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    static let root = generateTests.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let specs = root.appendingPathComponent("specs")
    static let reference = generateTests.appendingPathComponent("Reference")
    static let stubs = generateTests.appendingPathComponent("AppleStubs")
    static let scheduleSources = root.appendingPathComponent("Sources/WidgetSchedule")

    static func scheduleSourceFiles() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: scheduleSources.path).filter { $0.hasSuffix(".swift") }
            .sorted().map { scheduleSources.appendingPathComponent($0).path }
    }
}
