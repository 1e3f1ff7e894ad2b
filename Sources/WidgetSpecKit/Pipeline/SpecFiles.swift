import Foundation

/// Finds spec files: a file path is taken as given; a directory is searched recursively for `*.widgets.yaml`
/// and `*.widgets.yml` (hidden entries, so `.build`, skipped; symbolic links followed). Each directory's files
/// are sorted, and every file is listed once, however many paths reach it.
public enum SpecFiles {
    public static let extensions = [".widgets.yaml", ".widgets.yml"]

    public static func isSpecFile(_ path: String) -> Bool {
        extensions.contains { path.hasSuffix($0) }
    }

    /// The spec files under `paths`, each file once (see `SpecFileWalk`), and a diagnostic for every path that
    /// does not exist or holds no spec.
    public static func find(_ paths: [String]) -> (files: [String], problems: [Diagnostic]) {
        var walk = SpecFileWalk()
        for path in paths { walk.add(path) }
        return (walk.files, walk.problems)
    }
}
