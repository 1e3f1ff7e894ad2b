// The one golden-file helper of the test suite. Tests/WidgetSpecCLITests uses this very file through a symlink
// (test targets cannot share code otherwise): keep it free of the package's modules.

import Foundation
import Testing

/// Compares text with a committed golden file, showing a `diff -u` when they differ. With `WIDGETSPEC_RECORD=1`
/// it rewrites the file instead, for an intended change (review the diff before committing).
enum GoldenFile {
    /// The one record switch: `WIDGETSPEC_RECORD=1 swift test --filter ...`.
    static let isRecording = ProcessInfo.processInfo.environment["WIDGETSPEC_RECORD"] == "1"

    /// Records an issue at the caller unless `actual` equals the file at `url` byte for byte; when recording,
    /// writes `actual` there (creating its folder) if it differs.
    static func check(_ actual: String, against url: URL, sourceLocation: SourceLocation = #_sourceLocation) {
        let expected = try? String(contentsOf: url, encoding: .utf8)
        guard expected != actual else { return }
        if isRecording {
            #expect(throws: Never.self, "cannot record \(url.path)", sourceLocation: sourceLocation) {
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(actual.utf8).write(to: url, options: .atomic)
            }
            return
        }
        let suite = (sourceLocation.fileName as NSString).deletingPathExtension
        let record = "WIDGETSPEC_RECORD=1 swift test --filter \(suite) re-records it"
        guard expected != nil else {
            Issue.record("\(url.path) is missing; \(record)", sourceLocation: sourceLocation)
            return
        }
        let diff = diff(golden: url, actual: actual)
        Issue.record(
            "\(url.lastPathComponent) differs from the output (- golden, + actual); \(record):\n\(diff)",
            sourceLocation: sourceLocation)
    }

    /// `diff -u` of the golden file and `actual`, or why it could not run.
    private static func diff(golden: URL, actual: String) -> String {
        let actualFile = FileManager.default.temporaryDirectory.appendingPathComponent(
            "\(UUID().uuidString)-\(golden.lastPathComponent)")
        defer { try? FileManager.default.removeItem(at: actualFile) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["diff", "-u", golden.path, actualFile.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        do {
            try Data(actual.utf8).write(to: actualFile)
            try process.run()
        } catch {
            return "(no diff: \(error))"
        }
        // Read before waiting so a long diff cannot fill the pipe and block the child.
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: output, as: UTF8.self)
    }
}
