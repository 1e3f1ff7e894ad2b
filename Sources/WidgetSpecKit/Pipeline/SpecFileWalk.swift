import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The spec files of a command line, each once: a file is identified by its device and inode, so a file named
/// twice (`check specs ./specs`), reached through a symbolic link, or both, is one file, listed under the first
/// path that reached it.
///
/// Directories are walked recursively, following symbolic links to spec files and to directories. Loops end
/// because every directory is walked once, whatever path reaches it; within a walk the entries reached without
/// a link are taken first, so a file keeps its own path when a link elsewhere also points at it. A link named
/// like a spec that leads nowhere (dangling, a loop, unreadable) is a path problem naming it; other broken links
/// are not specs and are passed over.
struct SpecFileWalk {
    private(set) var files: [String] = []
    private(set) var problems: [Diagnostic] = []
    private var seenFiles: Set<FileIdentity> = []
    private var walkedDirectories: Set<FileIdentity> = []

    /// Adds the spec files of one command-line path: the file itself (whatever its name), or the spec files
    /// under the directory.
    mutating func add(_ path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else {
            problem("cannot read '\(path)': \(Self.unreachableProblem(path))")
            return
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            if seenFiles.insert(FileIdentity(info)).inserted { files.append(path) }
        case S_IFDIR:
            // A directory walked already (named twice, or inside another one named before) adds nothing new.
            guard walkedDirectories.insert(FileIdentity(info)).inserted else { return }
            addDirectory(path)
        default:
            problem("cannot read '\(path)': \(FileStatus(path: path).readProblem ?? "not a file")")
        }
    }

    private mutating func addDirectory(_ root: String) {
        var found: [String] = []
        var specCount = 0
        var links: [String] = []
        var directories = [root]
        // Everything reached without a link first, then the links in the order met (a followed directory adds
        // its own links to the end).
        while !directories.isEmpty || !links.isEmpty {
            if let directory = directories.popLast() {
                for entry in Self.entries(of: directory) {
                    switch entry.kind {
                    case .link: links.append(entry.path)
                    case .directory(let identity):
                        if walkedDirectories.insert(identity).inserted { directories.append(entry.path) }
                    case .specFile(let identity):
                        specCount += 1
                        if seenFiles.insert(identity).inserted { found.append(entry.path) }
                    }
                }
                continue
            }
            let link = links.removeFirst()
            var info = stat()
            let isSpecName = SpecFiles.isSpecFile(link)
            guard stat(link, &info) == 0 else {
                if isSpecName { problem("cannot read '\(link)': \(Self.unreachableProblem(link))") }
                continue
            }
            switch info.st_mode & S_IFMT {
            case S_IFDIR:
                if walkedDirectories.insert(FileIdentity(info)).inserted { directories.append(link) }
            case S_IFREG where isSpecName:
                specCount += 1
                if seenFiles.insert(FileIdentity(info)).inserted { found.append(link) }
            default:
                if isSpecName {
                    problem("cannot read '\(link)': \(FileStatus(path: link).readProblem ?? "not a file")")
                }
            }
        }
        if specCount == 0 {
            problem(
                "no spec files (*.widgets.yaml, *.widgets.yml) found in directory '\(root)'", id: .noSpecFiles)
        }
        files += found.sorted()
    }

    /// What a walk meets in a directory, in sorted order; hidden entries (and so `.build` folders) are skipped.
    private static func entries(of directory: String) -> [(path: String, kind: EntryKind)] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.sorted().compactMap { name in
            guard !name.hasPrefix(".") else { return nil }
            // Paths read like the command line: `specs/a.widgets.yaml`, and `a.widgets.yaml` under `.`.
            let path =
                directory == "." ? name : directory.hasSuffix("/") ? directory + name : directory + "/" + name
            var info = stat()
            guard lstat(path, &info) == 0 else { return nil }
            switch info.st_mode & S_IFMT {
            case S_IFLNK: return (path, .link)
            case S_IFDIR: return (path, .directory(FileIdentity(info)))
            case S_IFREG where SpecFiles.isSpecFile(name): return (path, .specFile(FileIdentity(info)))
            default: return nil
            }
        }
    }

    private enum EntryKind {
        case link
        case directory(FileIdentity)
        case specFile(FileIdentity)
    }

    /// Why `stat` failed on `path`: where a dangling symbolic link points, else what `FileStatus` says.
    private static func unreachableProblem(_ path: String) -> String {
        let status = FileStatus(path: path)
        var info = stat()
        guard status == .missing, lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else {
            return status.readProblem ?? "not a file"
        }
        let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"
        return "it is a symbolic link to '\(target)', which does not exist"
    }

    private mutating func problem(_ message: String, id: DiagnosticID = .unreadableFile) {
        problems.append(.error(id, message, at: nil))
    }
}

/// A file or directory as `stat` identifies it, whatever path reaches it.
private struct FileIdentity: Hashable {
    var device: UInt64
    var inode: UInt64

    init(_ info: stat) {
        device = UInt64(truncatingIfNeeded: info.st_dev)
        inode = UInt64(truncatingIfNeeded: info.st_ino)
    }
}
