import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A path of the work tree as the repository names it (`specs/game.widgets.yaml`), however the command line spells
/// it: absolute, with `./` or `..`, from a subdirectory, or through a symbolically linked directory. Directories are
/// resolved as the file system resolves them; a file's own link is kept, to be followed in the old revision's tree
/// as it is in the work tree.
enum RepositoryPath {
    /// The repository path of `path`; "" for the root; nil when it is outside `root` (a physical path).
    /// `followingLast` resolves the last component too (for a directory).
    static func of(_ path: String, root: String, followingLast: Bool) -> String? {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        let physical: String
        if followingLast {
            physical = resolved(absolute)
        } else {
            let (parent, name) = split(absolute)
            switch name {
            case "", ".", "..": physical = resolved(absolute)
            default: physical = join(resolved(parent), name)
            }
        }
        if physical == root { return "" }
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return physical.hasPrefix(prefix) ? String(physical.dropFirst(prefix.count)) : nil
    }

    /// `path` with every link resolved (`realpath`); for a path that does not exist (a deleted folder), its
    /// nearest existing ancestor resolved and the rest normalized.
    static func resolved(_ path: String) -> String {
        if let real = realPath(path) { return real }
        let (parent, name) = split(path)
        guard parent != path, !parent.isEmpty else { return path }
        let base = resolved(parent)
        switch name {
        case "", ".": return base
        case "..": return split(base).parent.isEmpty ? "/" : split(base).parent
        default: return join(base, name)
        }
    }

    private static func realPath(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    /// `/a/b/c` → (`/a/b`, `c`); trailing slashes ignored.
    private static func split(_ path: String) -> (parent: String, name: String) {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return ("", String(trimmed)) }
        let parent = trimmed[..<slash]
        return (parent.isEmpty ? "/" : String(parent), String(trimmed[trimmed.index(after: slash)...]))
    }

    private static func join(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }
}
