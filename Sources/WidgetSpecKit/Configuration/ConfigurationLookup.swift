/// Finds the configuration file that applies to each spec, as SwiftLint finds `.swiftlint.yml`: the nearest
/// `.widgetspec.yml` (or `.widgetspec.yaml`) in the spec's folder or a folder above, up to the repository's root
/// (`WidgetSpecConfigurationFile`, which the build plugins share). Nearest wins; files are not merged.
package enum ConfigurationLookup {
    /// What the search found for one spec.
    package enum Found: Hashable, Sendable {
        case none
        /// The file's absolute path.
        case file(String)
        /// Both names in one folder: which one applies would be a guess.
        case conflict(folder: String)
    }

    /// The configuration for a spec at `specPath` (relative to `workingDirectory`, or absolute).
    package static func find(forSpec specPath: String, workingDirectory: String) -> Found {
        var cache: [String: Found] = [:]
        return find(forSpec: specPath, workingDirectory: workingDirectory, cache: &cache)
    }

    /// `find(forSpec:workingDirectory:)` remembering each spec folder's answer in `cache`: specs of one folder
    /// share it.
    static func find(forSpec specPath: String, workingDirectory: String, cache: inout [String: Found]) -> Found {
        let folder = WidgetSpecConfigurationFile.folder(ofSpec: specPath, workingDirectory: workingDirectory)
        if let known = cache[folder] { return known }
        let found: Found
        switch WidgetSpecConfigurationFile.nearest(from: folder) {
        case .none: found = .none
        case .some(let nearest) where nearest.files.count > 1: found = .conflict(folder: nearest.folder)
        case .some(let nearest): found = .file(nearest.files[0])
        }
        cache[folder] = found
        return found
    }
}
