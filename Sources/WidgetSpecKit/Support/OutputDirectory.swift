import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Creating an output directory and its parents (`mkdir -p`) when other processes may be creating it at the
/// same moment: a directory that appears between the check and the `mkdir` is no failure.
enum OutputDirectory {
    /// Creates `path` and every missing parent; returns why it could not, or nil when `path` is a directory now.
    static func create(_ path: String) -> String? {
        switch FileStatus(path: path) {
        case .directory: return nil
        case .missing: break
        case .regularFile, .special: return "it exists and is not a directory"
        case let status: return status.readProblem
        }
        if let parent = parent(of: path), let problem = create(parent) { return problem }
        if mkdir(path, 0o777) == 0 { return nil }
        let code = errno
        // Another process created it in between: what matters is that it is a directory now.
        if code == EEXIST, FileStatus(path: path) == .directory { return nil }
        if code == EEXIST { return "it exists and is not a directory" }
        return String(cString: strerror(code))
    }

    /// `a/b` of `a/b/c` and `a/b/c/`; nil for a path without a parent to create (`c`, `/`).
    private static func parent(of path: String) -> String? {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return nil }
        let parent = trimmed[..<slash]
        return parent.isEmpty ? nil : String(parent)
    }
}
