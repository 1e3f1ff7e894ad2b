// This file is self-contained on purpose: the build plugins compile this very file too (through a symlink in
// Plugins/PluginsShared), so the CLI and the plugins find the same configuration file for a spec: the plugins
// declare it as an input of the spec's build command, and a change to it reruns the command. Keep it free of
// other project types.

import Foundation

/// Where a spec's project configuration file is: the nearest folder, from the spec's own upward, that holds a
/// `.widgetspec.yml` or `.widgetspec.yaml`. The search stops after a repository's root (a folder holding `.git`,
/// a directory or a worktree's file) or at the file system's root, so a file outside the project never applies.
public enum WidgetSpecConfigurationFile {
    /// The names a configuration file may have.
    public static let names = [".widgetspec.yml", ".widgetspec.yaml"]

    /// The configuration files of the nearest folder at or above `folder` (an absolute path) that has any, with
    /// that folder: one file, or both names (which the CLI reports as an error); nil when there is none.
    public static func nearest(from folder: String) -> (folder: String, files: [String])? {
        var current = folder
        while true {
            let files = names.map { (current as NSString).appendingPathComponent($0) }.filter(exists)
            if !files.isEmpty { return (current, files) }
            let parent = (current as NSString).deletingLastPathComponent
            if isRepositoryRoot(current) || parent == current || parent.isEmpty { return nil }
            current = parent
        }
    }

    /// The folder of a spec at `specPath` (absolute, or relative to `workingDirectory`), absolute and standardized.
    public static func folder(ofSpec specPath: String, workingDirectory: String) -> String {
        let absolute =
            specPath.hasPrefix("/") ? specPath : (workingDirectory as NSString).appendingPathComponent(specPath)
        return ((absolute as NSString).standardizingPath as NSString).deletingLastPathComponent
    }

    /// A folder holding `.git`: a repository's root (a directory) or a worktree's (a file).
    static func isRepositoryRoot(_ folder: String) -> Bool {
        exists((folder as NSString).appendingPathComponent(".git"))
    }

    private static func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: path)
    }
}
