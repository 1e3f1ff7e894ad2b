import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The files `check --fix` may change: the spec files named on the command line and those inside the named
/// folders, compared by their real paths (every symbolic link resolved). A spec found in a named folder through
/// a link that leads outside every named path is left alone, as is any other file a fix-it points into; a spec
/// named itself is fixed even when it is a link: the file it leads to is written, and the link stays a link.
package struct FixScope: Sendable {
    private var files: Set<String> = []
    private var folders: [String] = []

    /// The scope of the command line's `paths`; a path that does not exist adds nothing.
    package init(namedPaths paths: [String]) {
        for path in paths {
            guard let real = Self.realPath(path) else { continue }
            if case .directory = FileStatus(path: real) {
                folders.append(real.hasSuffix("/") ? real : real + "/")
            } else {
                files.insert(real)
            }
        }
    }

    /// Where fixing `path` (a spec file as loaded) writes, or nil when the file is outside the scope.
    package func writeTarget(for path: String) -> String? {
        guard let real = Self.realPath(path) else { return nil }
        return files.contains(real) || folders.contains(where: { real.hasPrefix($0) }) ? real : nil
    }

    /// The absolute path with every symbolic link, `.` and `..` resolved; nil when it does not exist.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
