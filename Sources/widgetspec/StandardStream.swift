import Foundation
import WidgetSpecKit

/// Standard output or standard error. Everything the CLI prints goes through one of the two, which never traps
/// on a failed write (a full disk, a closed descriptor, a reader gone): it keeps the first failure, writes
/// nothing after it, and `Main` turns it into the exit status (`finalStatus(_:)`).
final class StandardStream: @unchecked Sendable {
    static let output = StandardStream(fileDescriptor: STDOUT_FILENO, name: "standard output")
    static let error = StandardStream(fileDescriptor: STDERR_FILENO, name: "standard error")

    let name: String
    // One command writes from one thread, but nothing stops a future one from printing in parallel.
    private let lock = NSLock()
    private var stream: FileOutputStream

    private init(fileDescriptor: Int32, name: String) {
        self.name = name
        // A descriptor that was closed when the process started is taken by /dev/null (see
        // `protectClosedDescriptors`); writing to it must still fail, as it would have: -1 fails with EBADF.
        let isOpen = !StandardStream.closedAtStart.contains(fileDescriptor)
        stream = FileOutputStream(fileDescriptor: isOpen ? fileDescriptor : -1)
    }

    /// Writes `text` at once (no buffering across calls: output and error lines keep their order).
    func write(_ text: String) {
        write { $0.write(text) }
    }

    /// Writes what `contents` streams, as it comes (a long report is never held whole), then flushes.
    func write(_ contents: (inout FileOutputStream) -> Void) {
        lock.lock()
        defer { lock.unlock() }
        contents(&stream)
        _ = stream.flush()
    }

    /// The first failed write: its reason and `errno`.
    var failure: (reason: String, code: Int32)? {
        lock.lock()
        defer { lock.unlock() }
        guard let reason = stream.failure, let code = stream.failureCode else { return nil }
        return (reason, code)
    }

    /// Standard descriptors (0, 1, 2) that were closed when the process started (`widgetspec rules >&-`).
    private static let closedAtStart: Set<Int32> = Set(
        [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO].filter { fcntl($0, F_GETFD) == -1 && errno == EBADF })

    /// Puts /dev/null on the standard descriptors that are closed, before anything opens a file: the first
    /// file opened would otherwise get descriptor 1 or 2, and what the command prints would land in it (a
    /// generated file, a report). The streams still fail on them, as they would have.
    static func protectClosedDescriptors() {
        for descriptor in closedAtStart.sorted() {
            let null = open("/dev/null", O_RDWR)
            if null >= 0, null != descriptor {
                dup2(null, descriptor)
                close(null)
            }
        }
    }

    /// The exit status once the command has decided `status`: 2 when standard output or standard error failed,
    /// with one `error:` line on standard error when it still works. A reader that stopped reading
    /// (`widgetspec rules | head -1`, EPIPE) is no failure: the command ends quietly with its own status.
    static func finalStatus(_ status: Int32) -> Int32 {
        var finalStatus = status
        if let failure = output.failure, failure.code != EPIPE {
            let reason = failure.code == EBADF ? "it is closed" : failure.reason
            error.write("error: cannot write to \(output.name): \(reason)\n")
            finalStatus = ExitStatus.usageOrIO.rawValue
        }
        if let failure = error.failure, failure.code != EPIPE {
            finalStatus = ExitStatus.usageOrIO.rawValue
        }
        return finalStatus
    }
}
