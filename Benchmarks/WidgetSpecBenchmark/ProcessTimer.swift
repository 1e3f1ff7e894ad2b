import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// One finished child process: its wall time and its own peak memory (from `wait4`, so nothing else counts).
struct ProcessRun {
    var seconds: Double
    var peakBytes: Int
    var status: Int32
    var output: String
}

/// Runs programs as a shell would, timing each from spawn to exit.
enum ProcessTimer {
    /// Runs `arguments[0]` (a path) with the rest as arguments; standard output goes to /dev/null unless
    /// `capturesOutput`, in which case it is read back (small outputs only: the child must not block on it).
    static func run(_ arguments: [String], capturesOutput: Bool = false) -> ProcessRun {
        let outputPath = capturesOutput ? NSTemporaryDirectory() + "widgetspec-bench-\(getpid()).out" : "/dev/null"
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }

        var pid: pid_t = 0
        let started = monotonicSeconds()
        let spawned = posix_spawn(&pid, arguments[0], &actions, nil, argv, environ)
        guard spawned == 0 else { fatalError("cannot start \(arguments[0]): \(String(cString: strerror(spawned)))") }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        let seconds = monotonicSeconds() - started
        var output = ""
        if capturesOutput {
            output = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
            unlink(outputPath)
        }
        // Linux reports ru_maxrss in KiB.
        let exitStatus = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        return ProcessRun(seconds: seconds, peakBytes: Int(usage.ru_maxrss) * 1024, status: exitStatus, output: output)
    }

    /// Finds a program on `PATH`.
    static func which(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { access($0, X_OK) == 0 }
    }
}

func monotonicSeconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
}

/// The peak resident memory of this process so far (Linux `VmHWM`), in bytes.
func currentPeakBytes() -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
    for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
        return (Int(line.split(separator: " ")[1]) ?? 0) * 1024
    }
    return 0
}
