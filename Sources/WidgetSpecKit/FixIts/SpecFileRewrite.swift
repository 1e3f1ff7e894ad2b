import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a fixed spec file in place of the one that was read: atomically (a temporary file in the same folder,
/// renamed over it, with the file's permissions), and never over a file that is read-only or that changed since
/// it was read.
package enum SpecFileRewrite {
    package enum Failure: Error, Hashable, Sendable, CustomStringConvertible {
        /// The file has no write permission (for its owner, or for this user): it stays as it is, even for root.
        case readOnly(path: String)
        /// The file's contents are no longer those `check --fix` read and fixed.
        case changedOnDisk(path: String)
        case cannotWrite(path: String, reason: String)

        package var description: String {
            switch self {
            case .readOnly(let path): "'\(path)' is read-only; not fixing it"
            case .changedOnDisk(let path):
                "'\(path)' changed on disk since it was read; not overwriting it (run check --fix again)"
            case .cannotWrite(let path, let reason): "cannot write '\(path)': \(reason)"
            }
        }
    }

    /// Why `target` cannot be replaced by a fixed version of `original`, or nil when it can: it must still be a
    /// writable regular file holding exactly `original`. `path` names it in the message.
    package static func problem(writing target: String, expecting original: [UInt8], path: String) -> Failure? {
        guard case .regularFile(_, let permissions) = FileStatus(path: target) else {
            return .cannotWrite(path: path, reason: FileStatus(path: target).readProblem ?? "not a regular file")
        }
        if permissions & 0o200 == 0 || access(target, W_OK) != 0 { return .readOnly(path: path) }
        guard let current = FileManager.default.contents(atPath: target) else {
            return .cannotWrite(path: path, reason: "it cannot be read")
        }
        return [UInt8](current) == original ? nil : .changedOnDisk(path: path)
    }

    /// Replaces `target` with `bytes` after checking `problem(writing:expecting:path:)` once more.
    package static func write(
        _ bytes: [UInt8], to target: String, expecting original: [UInt8], path: String
    ) throws(Failure) {
        if let problem = problem(writing: target, expecting: original, path: path) { throw problem }
        guard case .regularFile(_, let permissions) = FileStatus(path: target) else {
            throw .cannotWrite(path: path, reason: "not a regular file")
        }
        let (temporary, descriptor) = try createTemporaryFile(for: target, path: path)
        var stream = FileOutputStream(fileDescriptor: descriptor)
        stream.write(bytes: bytes)
        let writeFailure = stream.flush()
        let modeFailure = fchmod(descriptor, mode_t(permissions)) == 0 ? nil : String(cString: strerror(errno))
        let closeFailure = close(descriptor) == 0 ? nil : String(cString: strerror(errno))
        if let failure = writeFailure ?? modeFailure ?? closeFailure {
            unlink(temporary)
            throw .cannotWrite(path: path, reason: failure)
        }
        guard rename(temporary, target) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw .cannotWrite(path: path, reason: reason)
        }
    }

    /// A new temporary file next to `target`, named as every widgetspec write names one
    /// (`OutputFileWriter.temporaryPath(for:)`), so an interrupted run's leftover is recognised and removed.
    private static func createTemporaryFile(
        for target: String, path: String
    ) throws(Failure) -> (path: String, descriptor: Int32) {
        OutputFileWriter.removeLeftoverTemporaryFiles(of: target)
        var attempts = 0
        while true {
            let temporary = OutputFileWriter.temporaryPath(for: target)
            let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o600)
            if descriptor >= 0 { return (temporary, descriptor) }
            let code = errno
            attempts += 1
            guard code == EEXIST || code == EINTR, attempts < 100 else {
                throw .cannotWrite(path: path, reason: String(cString: strerror(code)))
            }
        }
    }
}
