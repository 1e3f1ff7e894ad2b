import Foundation
import Testing

/// Compares text with a golden file; `WIDGETSPEC_RECORD=1` rewrites the file instead.
enum GoldenFile {
    static var isRecording: Bool { ProcessInfo.processInfo.environment["WIDGETSPEC_RECORD"] == "1" }

    static func check(_ actual: String, against url: URL, sourceLocation: SourceLocation = #_sourceLocation) {
        if isRecording {
            try? FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            #expect(throws: Never.self, sourceLocation: sourceLocation) {
                try Data(actual.utf8).write(to: url, options: .atomic)
            }
            return
        }
        let expected = (try? String(contentsOf: url, encoding: .utf8)) ?? "<missing \(url.lastPathComponent)>"
        #expect(actual == expected, "differs from \(url.lastPathComponent)", sourceLocation: sourceLocation)
    }
}
