import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// git, run in the working directory: what `widgetspec diff REV` reads the old version with. A few processes per
/// run, however many specs: the whole tree is listed once and every blob read by one `git cat-file --batch`.
enum Git {
    /// The outcome of one git process.
    enum Outcome {
        case output([UInt8])
        /// git ran and failed (its exit status).
        case failed(Int32)
        /// git could not be started.
        case unavailable
    }

    /// Runs git with `arguments`; `input` goes to its standard input, written while its output is read so
    /// neither side can fill a pipe and block the other.
    static func run(_ arguments: [String], input: [UInt8]? = nil) -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // Fixed so that a user's configuration cannot change what is printed (quoted paths, colours, a pager).
        process.arguments = ["git", "-c", "core.quotePath=false", "--no-pager"] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        let inputPipe = input.map { _ in Pipe() }
        process.standardInput = inputPipe ?? FileHandle.nullDevice
        // Waiting through the termination handler: `waitUntilExit` polls a run loop, which cost about 70 ms a
        // process here, most of `diff`'s time when it started one git per spec.
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        do {
            try process.run()
        } catch {
            return .unavailable
        }
        if let inputPipe, let input {
            let writer = inputPipe.fileHandleForWriting
            let bytes = Data(input)
            // A thread of its own that ignores SIGPIPE: git stops reading only when it fails (its exit status
            // says so), and a write to the closed pipe must then fail rather than kill the process.
            Thread {
                blockBrokenPipeSignal()
                try? writer.write(contentsOf: bytes)
                try? writer.close()
            }.start()
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        exited.wait()
        // `env` exits 127 when it finds no git.
        if process.terminationStatus == 127 { return .unavailable }
        return process.terminationStatus == 0 ? .output([UInt8](data)) : .failed(process.terminationStatus)
    }

    /// Blocks SIGPIPE for the calling thread, so a write to a pipe nobody reads fails with EPIPE. The signal is
    /// directed at the writing thread; left pending, it goes away with the thread.
    private static func blockBrokenPipeSignal() {
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGPIPE)
        pthread_sigmask(SIG_BLOCK, &signals, nil)
    }

    /// The output of a git process that succeeded, else nil.
    static func output(_ arguments: [String], input: [UInt8]? = nil) -> [UInt8]? {
        if case .output(let bytes) = run(arguments, input: input) { return bytes }
        return nil
    }

    /// The contents of `objects` (blob ids), read by one `git cat-file --batch`; nil when git fails or its
    /// output does not parse. An object git lacks is absent from the result.
    static func blobs(_ objects: [String]) -> [String: [UInt8]]? {
        let unique = Array(Set(objects)).sorted()
        guard !unique.isEmpty else { return [:] }
        let request = unique.map { $0 + "\n" }.joined()
        guard let output = output(["cat-file", "--batch"], input: Array(request.utf8)) else { return nil }
        return parseBatch(output[...])
    }

    /// `<object> SP <type> SP <size> LF <contents> LF`, or `<name> SP missing LF`, per request.
    static func parseBatch(_ output: ArraySlice<UInt8>) -> [String: [UInt8]]? {
        var result: [String: [UInt8]] = [:]
        var rest = output
        while !rest.isEmpty {
            guard let lineEnd = rest.firstIndex(of: UInt8(ascii: "\n")) else { return nil }
            let header = String(decoding: rest[rest.startIndex..<lineEnd], as: UTF8.self).split(separator: " ")
            rest = rest[(lineEnd + 1)...]
            if header.count == 2, header[1] == "missing" { continue }
            guard header.count == 3, let size = Int(header[2]), size >= 0, rest.count > size else { return nil }
            let contentEnd = rest.startIndex + size
            result[String(header[0])] = Array(rest[rest.startIndex..<contentEnd])
            rest = rest[(contentEnd + 1)...]
        }
        return result
    }
}
