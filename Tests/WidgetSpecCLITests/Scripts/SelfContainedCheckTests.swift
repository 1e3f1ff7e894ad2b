import Foundation
import Testing

/// `scripts/check-self-contained.sh` guards the artifact bundle (scripts/make-artifactbundle.sh runs it on the binary
/// it packages, and CI runs that): it must refuse a binary that loads libyaml or the Swift runtime from the machine.
/// The debug build the tests run links both dynamically, so it is such a binary. (The self-contained release binary
/// passing the check is CI's part: its build takes minutes.)
@Suite("self-contained check of the bundle's binary")
struct SelfContainedCheckTests {
    @Test func refusesABinaryThatLinksLibYAMLDynamically() throws {
        let executable = try #require(WidgetSpecCLI.executable, "widgetspec was not built next to the tests")
        let script = WidgetSpecCLI.repositoryRoot.appendingPathComponent("scripts/check-self-contained.sh")
        let output = try TemporaryDirectory()
        let outputURL = output.url.appendingPathComponent("output")
        try Data().write(to: outputURL)
        let handle = try FileHandle(forWritingTo: outputURL)
        defer { try? handle.close() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["bash", script.path, executable.path]
        process.standardOutput = handle
        process.standardError = handle
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        let text = try String(contentsOf: outputURL, encoding: .utf8)
        #expect(process.terminationStatus == 1, "\(text)")
        #expect(text.contains("libyaml"), "\(text)")
        #expect(text.contains("links the libraries above dynamically"), "\(text)")
        #expect(!text.contains("ran check and generate"), "\(text)")
    }
}
