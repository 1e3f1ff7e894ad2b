import Foundation

/// Ends the benchmark with `message` on standard error and exit status 2: a missing tool, a spec set with
/// errors or a wrong command line, which a person can act on, not a crash with a backtrace.
func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data(("WidgetSpecBenchmark: " + message + "\n").utf8))
    exit(2)
}
