import Foundation
import Testing

/// `widgetspec` run on a pseudo-terminal (util-linux `script`, BSD `script` on macOS), as at a terminal: what it
/// prints only there (`check`'s summary, a report cut to the terminal's width) shows.
enum PseudoTerminal {
    static let script: String? = ["/usr/bin/script", "/bin/script"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    static let unavailable = "`script` (util-linux, or BSD's on macOS) is needed to run widgetspec on a terminal"

    /// Runs `widgetspec arguments...` in `directory` with standard output and standard error on a terminal
    /// `columns` wide (`redirection`, shell text after the arguments, may send either elsewhere), without
    /// `COLUMNS` and without colour; returns what the terminal showed, with `\n` line ends.
    static func run(
        _ arguments: [String], columns: Int = 100, redirection: String = "", in directory: URL,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> String {
        let executable = try #require(WidgetSpecCLI.executable, sourceLocation: sourceLocation)
        let script = try #require(script, Comment(rawValue: unavailable), sourceLocation: sourceLocation)
        let words = ([executable.path] + arguments).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        let command = "stty cols \(columns) 2>/dev/null; exec \(words.joined(separator: " ")) \(redirection)"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: script)
        #if os(macOS)
            process.arguments = ["-q", "/dev/null", "/bin/sh", "-c", command]
        #else
            process.arguments = ["-q", "-e", "-c", command, "/dev/null"]
        #endif
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        environment["COLUMNS"] = nil
        environment["NO_COLOR"] = "1"
        environment["TERM"] = "xterm"
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
            .replacingOccurrences(of: "\r", with: "")
    }
}
