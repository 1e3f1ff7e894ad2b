#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Text written to an open file descriptor as it comes, through a small buffer, so that a long document (a
/// year's report) never has to be held whole. `TextOutputStream.write` cannot throw: the first failure is kept,
/// nothing is written after it, and `flush()` reports it.
package struct FileOutputStream: TextOutputStream {
    private let fileDescriptor: Int32
    private let bufferSize: Int
    private var buffer: [UInt8] = []
    /// `strerror` of the first failed write.
    package private(set) var failure: String?
    /// `errno` of the first failed write: `EPIPE` when the reader went away, which a command may take calmly.
    package private(set) var failureCode: Int32?

    /// Writes to `fileDescriptor`, which the caller opened and closes, whenever `bufferSize` bytes are waiting.
    package init(fileDescriptor: Int32, bufferSize: Int = 1 << 16) {
        self.fileDescriptor = fileDescriptor
        self.bufferSize = max(bufferSize, 1)
        buffer.reserveCapacity(self.bufferSize)
    }

    package mutating func write(_ string: String) {
        write(bytes: string.utf8)
    }

    package mutating func write(bytes: some Collection<UInt8>) {
        guard failure == nil else { return }
        buffer.append(contentsOf: bytes)
        if buffer.count >= bufferSize { drain() }
    }

    /// Writes what is buffered; returns the first failure's reason, nil when every byte was written.
    package mutating func flush() -> String? {
        if failure == nil { drain() }
        return failure
    }

    private mutating func drain() {
        var written = 0
        while written < buffer.count {
            let count = buffer[written...].withUnsafeBytes { systemWrite(fileDescriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                let code = errno
                if code == EINTR { continue }
                failureCode = code
                failure = String(cString: strerror(code))
                break
            }
            written += count
        }
        buffer.removeAll(keepingCapacity: true)
    }
}

/// `write(2)`, which the stream's own `write` methods hide.
private func systemWrite(_ fileDescriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    write(fileDescriptor, bytes, count)
}
