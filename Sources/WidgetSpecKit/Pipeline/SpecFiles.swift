import Foundation

/// Finds spec files: a file path is taken as given; a directory is searched recursively for `*.widgets.yaml`
/// and `*.widgets.yml` (hidden entries, so `.build`, skipped; symbolic links followed). Each directory's files
/// are sorted, and every file is listed once, however many paths reach it.
package enum SpecFiles {
    package static let extensions = WidgetSpecFileName.suffixes

    /// Whether `path` names a spec: the one rule, shared with the build plugins (`WidgetSpecFileName`).
    package static func isSpecFile(_ path: String) -> Bool {
        WidgetSpecFileName.isSpec(path)
    }

    /// The spec files under `paths`, each file once (see `SpecFileWalk`), and a diagnostic for every path that
    /// does not exist or holds no spec.
    package static func find(_ paths: [String]) -> (files: [String], problems: [Diagnostic]) {
        var walk = SpecFileWalk()
        for path in paths { walk.add(path) }
        return (walk.files, walk.problems)
    }
}
