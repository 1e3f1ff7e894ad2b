import Foundation

/// Finds spec files: a file path is taken as given; a directory is searched recursively for `*.widgets.yaml`
/// and `*.widgets.yml` (hidden folders and `.build` skipped). The result is sorted and free of duplicates.
public enum SpecFiles {
    public static let extensions = [".widgets.yaml", ".widgets.yml"]

    public static func isSpecFile(_ path: String) -> Bool {
        extensions.contains { path.hasSuffix($0) }
    }

    /// The spec files under `paths`, and a diagnostic for every path that does not exist or holds no spec.
    public static func find(_ paths: [String]) -> (files: [String], problems: [Diagnostic]) {
        var files: [String] = []
        var problems: [Diagnostic] = []
        for path in paths {
            switch FileStatus(path: path) {
            case .directory: break
            case .regularFile:
                files.append(path)
                continue
            case let status:
                let reason = status.readProblem ?? "not a file"
                problems.append(.error(.unreadableFile, "cannot read '\(path)': \(reason)", at: nil))
                continue
            }
            let found = specFiles(inDirectory: path)
            if found.isEmpty {
                problems.append(
                    .error(
                        .noSpecFiles, "no spec files (*.widgets.yaml, *.widgets.yml) found in directory '\(path)'",
                        at: nil))
            }
            files += found
        }
        var seen = Set<String>()
        return (files.filter { seen.insert($0).inserted }, problems)
    }

    private static func specFiles(inDirectory directory: String) -> [String] {
        // A directory reached through a symbolic link is walked as the one it names (the enumerator does not
        // descend into a link); paths are still printed as typed.
        let base = URL(fileURLWithPath: directory).resolvingSymlinksInPath()
        guard
            let enumerator = FileManager.default.enumerator(
                at: base, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
        else { return [] }
        var found: [String] = []
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        let basePath = base.standardizedFileURL.path
        for case let url as URL in enumerator {
            if url.lastPathComponent.hasPrefix(".build") {
                enumerator.skipDescendants()
                continue
            }
            guard isSpecFile(url.lastPathComponent),
                (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true
            else { continue }
            // Report paths relative to what the user typed, so diagnostics read like their command line.
            let full = url.standardizedFileURL.path
            let relative = full.hasPrefix(basePath + "/") ? String(full.dropFirst(basePath.count + 1)) : full
            found.append(directory == "." ? relative : prefix + relative)
        }
        return found.sorted()
    }
}
