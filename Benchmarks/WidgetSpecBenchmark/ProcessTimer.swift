import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// One finished child process: its wall time and its own peak memory (from `wait4`, so nothing else counts).
struct ProcessRun {
    var seconds: Double
    /// `wait4`'s figure: see `peakMemory` for why it is not the child's own when spawned from a big process.
    var peakBytes: Int
    /// User + system CPU time of the child and the children it waited for (`swiftc` waits for its frontend):
    /// unlike wall time, hardly affected by other jobs on a shared machine.
    var cpuSeconds: Double
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
        guard spawned == 0 else { fail("cannot start \(arguments[0]): \(String(cString: strerror(spawned)))") }
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
        let cpu = [usage.ru_utime, usage.ru_stime].reduce(0.0) { $0 + Double($1.tv_sec) + Double($1.tv_usec) / 1e6 }
        return ProcessRun(
            seconds: seconds, peakBytes: Int(usage.ru_maxrss) * 1024, cpuSeconds: cpu, status: exitStatus,
            output: output)
    }

    /// The peak resident memory of one run of `arguments`, measured by `/usr/bin/time` (GNU time forks a
    /// fresh, small process; a child spawned from this big benchmark process would inherit its high-water
    /// mark across `exec`, so `wait4`'s figure would be ours, not the child's).
    static func peakMemory(_ arguments: [String]) -> Int {
        let report = NSTemporaryDirectory() + "widgetspec-bench-\(getpid()).time"
        defer { unlink(report) }
        let run = run(["/usr/bin/time", "-o", report, "-f", "%M"] + arguments)
        guard run.status == 0, let text = try? String(contentsOfFile: report, encoding: .utf8),
            let kibibytes = Int(text.split(separator: "\n").last ?? "")
        else { fail("/usr/bin/time \(arguments.joined(separator: " ")) failed (is GNU time installed?)") }
        return kibibytes * 1024
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
