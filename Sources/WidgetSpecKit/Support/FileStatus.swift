import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a path names, as `stat` sees it: the one place that turns a path into a message saying what is wrong
/// with it ("a symlink loop", "a FIFO, not a regular file"), for inputs and outputs alike.
package enum FileStatus: Hashable, Sendable {
    case regularFile(size: Int, permissions: Int)
    case directory
    /// A FIFO, a socket or a device: reading one may block forever, writing one is never what the user meant.
    case special(kind: String)
    case missing
    case symlinkLoop
    case permissionDenied
    case otherError(String)

    /// The status of `path`, following symbolic links.
    package init(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else {
            switch errno {
            case ENOENT, ENOTDIR: self = .missing
            case ELOOP: self = .symlinkLoop
            case EACCES: self = .permissionDenied
            default: self = .otherError(String(cString: strerror(errno)))
            }
            return
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: self = .regularFile(size: Int(info.st_size), permissions: Int(info.st_mode & 0o7777))
        case S_IFDIR: self = .directory
        case S_IFIFO: self = .special(kind: "a FIFO")
        case S_IFSOCK: self = .special(kind: "a socket")
        case S_IFCHR, S_IFBLK: self = .special(kind: "a device")
        default: self = .special(kind: "not a file or directory")
        }
    }

    /// Why the path cannot be read as a file, or nil when it can be tried.
    package var readProblem: String? {
        switch self {
        case .regularFile: nil
        case .directory: "it is a directory"
        case .special(let kind): "it is \(kind), not a regular file"
        case .missing: "no such file or directory"
        case .symlinkLoop: "too many levels of symbolic links (a symlink loop)"
        case .permissionDenied: "permission denied"
        case .otherError(let reason): reason
        }
    }

    /// Why a file cannot be written at the path, or nil when it can be tried (a regular file or nothing).
    package var writeProblem: String? {
        switch self {
        case .regularFile, .missing: nil
        default: readProblem
        }
    }

    /// Why `contents(ofFileAt:maxSize:)` read nothing.
    package enum ReadRefusal: Error, Hashable, Sendable {
        /// Not a readable regular file, with the reason.
        case unreadable(String)
        case tooLarge(size: Int)
    }

    /// The bytes of the regular file at `path` when it has at most `maxSize` of them, checked before anything
    /// is read: a FIFO would block, and a stray huge file must be refused, not held.
    package static func contents(ofFileAt path: String, maxSize: Int) -> Result<Data, ReadRefusal> {
        let status = FileStatus(path: path)
        guard case .regularFile(let size, _) = status else {
            return .failure(.unreadable(status.readProblem ?? "not a file"))
        }
        guard size <= maxSize else { return .failure(.tooLarge(size: size)) }
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(.unreadable(permissionDenied.readProblem ?? ""))
        }
        return .success(data)
    }

    /// The path with every symbolic link and `..` resolved, for telling whether two paths name one file;
    /// the path itself, standardized, when it does not exist.
    package static func resolvedPath(_ path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL.path
    }
}
