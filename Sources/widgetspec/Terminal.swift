import Foundation

/// Where output goes and whether it may be coloured.
enum Terminal {
    /// Colour only on a terminal, and never when NO_COLOR is set (https://no-color.org) or TERM is dumb.
    static func allowsColor(fileDescriptor: Int32) -> Bool {
        let environment = ProcessInfo.processInfo.environment
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
        if environment["TERM"] == "dumb" { return false }
        return isatty(fileDescriptor) == 1
    }

    static var stdoutAllowsColor: Bool { allowsColor(fileDescriptor: STDOUT_FILENO) }
    static var stderrAllowsColor: Bool { allowsColor(fileDescriptor: STDERR_FILENO) }

    /// The width standard output's lines may take: `COLUMNS` when it is a number above 20 (a shell's setting,
    /// which wins even in a pipe), else the terminal's width, else nil (not a terminal: no limit).
    static var width: Int? {
        if let columns = ProcessInfo.processInfo.environment["COLUMNS"], let value = Int(columns), value > 20 {
            return value
        }
        var size = winsize()
        guard isatty(STDOUT_FILENO) == 1, ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 20 else {
            return nil
        }
        return Int(size.ws_col)
    }

    /// Writes `text` to standard output; a failure is kept for the exit status (`StandardStream`).
    static func write(_ text: String) {
        StandardStream.output.write(text)
    }

    /// Writes `text` as a line to standard error; a failure is kept for the exit status (`StandardStream`).
    static func writeError(_ text: String) {
        StandardStream.error.write(text.hasSuffix("\n") ? text : text + "\n")
    }
}
