import CFileAttributes
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one way widgetspec writes a file (generated code, reports, diagnostics): never over a spec or an input
/// of the run, never over a file it did not write unless the user forces it, atomically, keeping the mode of
/// the file it replaces.
///
/// A file counts as widgetspec's when the caller recognises its contents (generated Swift starts with the
/// generated header) or when it carries the extended attribute `user.widgetspec` that every write sets. The
/// attribute survives edits in place and renames, not copies; where the file system keeps no extended
/// attributes, rewriting a report needs `--force`.
package enum OutputFileWriter {
    /// Why a file was not written.
    package enum Failure: Error, Hashable, Sendable, CustomStringConvertible {
        /// The path is a spec or one of the run's inputs: never replaced, even when forced.
        case isInput(path: String)
        /// An existing file widgetspec did not write.
        case notWrittenByWidgetSpec(path: String)
        case cannotWrite(path: String, reason: String)

        package var description: String {
            switch self {
            case .isInput(let path):
                "'\(path)' is an input of this run (a spec or a file it reads); widgetspec never writes over it"
            case .notWrittenByWidgetSpec(let path):
                "'\(path)' exists and was not written by widgetspec; not replacing it (pass --force to replace "
                    + "it, or choose another path)"
            case .cannotWrite(let path, let reason): "cannot write '\(path)': \(reason)"
            }
        }
    }

    /// A new name for the temporary file a write of `path` goes through: hidden, next to the target, named after
    /// it, and unique to this process and this write (`.report.html.4242-9f3a61c0.widgetspec-tmp`), so that
    /// processes writing one target at once (two builds of a package, a CI matrix) never touch each other's
    /// file. A run killed half-way leaves it behind; `leftoverTemporaryFiles(in:)` finds it once its process is
    /// gone.
    package static func temporaryPath(for path: String) -> String {
        let url = URL(fileURLWithPath: path)
        let owner = "\(getpid())-\(String(UInt32.random(in: .min ... .max), radix: 16))"
        return url.deletingLastPathComponent()
            .appendingPathComponent(".\(shortened(url.lastPathComponent)).\(owner)\(temporarySuffix)").path
    }

    static let temporarySuffix = ".widgetspec-tmp"
    static let attributeName = "user.widgetspec"

    /// `name` cut to 200 UTF-8 bytes: with the owner and the suffix the temporary name stays within the 255
    /// bytes file systems allow, however long the target's name is.
    private static func shortened(_ name: String) -> String {
        var scalars = String.UnicodeScalarView()
        var count = 0
        for scalar in name.unicodeScalars {
            count += String(scalar).utf8.count
            if count > 200 { break }
            scalars.append(scalar)
        }
        return String(scalars)
    }

    /// The names of temporary files an interrupted run left in `directory`: those whose process is gone. The
    /// temporary file of a write in progress in another process is not one of them (see `temporaryPath(for:)`);
    /// a name without a process (written by an earlier version) always is.
    package static func leftoverTemporaryFiles(in directory: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { name in
            guard name.hasPrefix("."), name.hasSuffix(temporarySuffix) else { return false }
            return !isProcessRunning(owning: name)
        }.sorted()
    }

    /// Removes what `leftoverTemporaryFiles(in:)` finds for the one target `path` (a file of another target, or
    /// of a write still running, is left alone); best effort.
    static func removeLeftoverTemporaryFiles(of path: String) {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        let prefix = ".\(shortened(url.lastPathComponent))."
        for name in leftoverTemporaryFiles(in: directory) where name.hasPrefix(prefix) {
            let owner = name.dropFirst(prefix.count).dropLast(temporarySuffix.count)
            guard !owner.contains(".") else { continue }
            unlink(url.deletingLastPathComponent().appendingPathComponent(name).path)
        }
    }

    /// Whether the process named in a temporary file's name (`….<pid>-<random>.widgetspec-tmp`) still runs.
    private static func isProcessRunning(owning name: String) -> Bool {
        let owner = name.dropLast(temporarySuffix.count).split(separator: ".").last ?? ""
        guard let pidText = owner.split(separator: "-").first, owner.contains("-"), let pid = pid_t(pidText),
            pid > 0
        else { return false }
        // Signal 0 only asks whether the process exists; EPERM means it does, as another user's.
        return kill(pid, 0) == 0 || errno == EPERM
    }

    /// Whether writing `path` is allowed: it is not an input, not a directory or special file, and either does
    /// not exist, was written by widgetspec (`isOwnContent` or the attribute), or `force` is set.
    package static func permitWrite(
        to path: String, inputs: [String], force: Bool, isOwnContent: (Data) -> Bool = { _ in false }
    ) throws(Failure) {
        let status = FileStatus(path: path)
        if let problem = status.writeProblem { throw .cannotWrite(path: path, reason: problem) }
        if WidgetSpecFileName.isSpec(path) { throw .isInput(path: path) }
        if case .regularFile = status {
            let resolved = FileStatus.resolvedPath(path)
            if inputs.contains(where: { FileStatus.resolvedPath($0) == resolved }) { throw .isInput(path: path) }
            guard force || hasOwnAttribute(path) || isOwnContent(contents(of: path)) else {
                throw .notWrittenByWidgetSpec(path: path)
            }
        }
    }

    /// Writes `data` to `path` atomically after `permitWrite`: through the temporary file, which gets the mode
    /// of the file it replaces (a read-only generated file stays read-only), then renamed over the target.
    package static func write(
        _ data: Data, to path: String, inputs: [String] = [], force: Bool = false,
        isOwnContent: (Data) -> Bool = { _ in false }
    ) throws(Failure) {
        try write(to: path, inputs: inputs, force: force, isOwnContent: isOwnContent) { $0.write(bytes: data) }
    }

    /// Writes what `contents` streams to `path`, atomically, as `write(_:to:)` does: the contents go into the
    /// temporary file as they come (a long report is never held whole), which is renamed over the target only
    /// when all of it was written. When `contents` throws, or a write fails, the temporary file is removed and
    /// the target is untouched.
    package static func write(
        to path: String, inputs: [String] = [], force: Bool = false, isOwnContent: (Data) -> Bool = { _ in false },
        contents: (inout FileOutputStream) throws(Failure) -> Void
    ) throws(Failure) {
        try permitWrite(to: path, inputs: inputs, force: force, isOwnContent: isOwnContent)
        let permissions: Int? =
            if case .regularFile(_, let mode) = FileStatus(path: path) { mode } else { nil }
        removeLeftoverTemporaryFiles(of: path)
        let (temporary, descriptor) = try createTemporaryFile(for: path)
        var stream = FileOutputStream(fileDescriptor: descriptor)
        do {
            try contents(&stream)
        } catch {
            close(descriptor)
            unlink(temporary)
            throw error
        }
        let writeFailure = stream.flush()
        let closeFailure = close(descriptor) == 0 ? nil : String(cString: strerror(errno))
        if let failure = writeFailure ?? closeFailure {
            unlink(temporary)
            throw .cannotWrite(path: path, reason: failure)
        }
        if let permissions { chmod(temporary, mode_t(permissions)) }
        markAsOwn(temporary)
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw .cannotWrite(path: path, reason: reason)
        }
    }

    /// Creates a new temporary file for `path` (`temporaryPath(for:)`) and opens it for writing; a name that
    /// exists after all (a random number drawn twice) is never reused but replaced by another.
    private static func createTemporaryFile(for path: String) throws(Failure) -> (path: String, descriptor: Int32) {
        var attempts = 0
        while true {
            let temporary = temporaryPath(for: path)
            let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o666)
            if descriptor >= 0 { return (temporary, descriptor) }
            let code = errno
            attempts += 1
            guard code == EEXIST || code == EINTR, attempts < 100 else {
                throw .cannotWrite(path: path, reason: String(cString: strerror(code)))
            }
        }
    }

    /// A short reason for an error Foundation threw, without its domain and code.
    static func reason(of error: any Error) -> String {
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        if let underlying, underlying.domain == NSPOSIXErrorDomain,
            let code = POSIXErrorCode(rawValue: Int32(underlying.code))
        {
            return String(cString: strerror(code.rawValue))
        }
        return (error as NSError).localizedFailureReason ?? error.localizedDescription
    }

    private static func contents(of path: String) -> Data {
        FileManager.default.contents(atPath: path) ?? Data()
    }

    /// Best effort: a file system without extended attributes leaves the file unmarked.
    private static func markAsOwn(_ path: String) {
        let value = Array("output".utf8)
        _ = widgetspec_set_file_attribute(path, attributeName, value, value.count)
    }

    static func hasOwnAttribute(_ path: String) -> Bool {
        widgetspec_has_file_attribute(path, attributeName) == 1
    }
}
