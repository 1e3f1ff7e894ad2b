import Foundation

/// The configuration files that apply to a command's specs, read once each: what `check`, `generate`,
/// `report` and `diff` apply below the command line.
package struct ProjectConfigurations: Sendable {
    /// Each spec's configuration, by the spec's path as the command names it; specs without one are absent.
    package var bySpec: [String: ProjectConfiguration] = [:]
    /// The problems in the files' text (YAML, unknown keys, wrong values): errors in specs' terms, status 1.
    package var diagnostics: [Diagnostic] = []
    /// Files that could not be read, and folders with two of them: status 2, as for a spec path.
    package var problems: [Diagnostic] = []
    /// The text of every file read, for the excerpts of `diagnostics`.
    package var sources: [String: SourceFile] = [:]

    package init() {}

    /// Finds and reads the configuration of every spec of `specPaths`. A file's path in diagnostics is relative
    /// to `workingDirectory` when it lies inside it.
    package static func load(
        forSpecs specPaths: [String], workingDirectory: String, limits: YAMLLimits = .default
    ) -> ProjectConfigurations {
        var result = ProjectConfigurations()
        var cache: [String: ConfigurationLookup.Found] = [:]
        var read: [String: ProjectConfiguration?] = [:]
        var conflicts: Set<String> = []
        for spec in specPaths {
            switch ConfigurationLookup.find(forSpec: spec, workingDirectory: workingDirectory, cache: &cache) {
            case .none: continue
            case .conflict(let folder):
                guard conflicts.insert(folder).inserted else { continue }
                let names = WidgetSpecConfigurationFile.names.joined(separator: " and ")
                result.problems.append(
                    .error(
                        .configurationFilesConflict,
                        "'\(shown(folder, in: workingDirectory))' holds both \(names); keep one of them",
                        at: nil))
            case .file(let absolute):
                if read[absolute] == nil {
                    read[absolute] = result.read(
                        absolute, shownAs: shown(absolute, in: workingDirectory), limits: limits)
                }
                if let configuration = read[absolute] ?? nil { result.bySpec[spec] = configuration }
            }
        }
        result.diagnostics.sort(by: Diagnostic.stableOrder)
        return result
    }

    /// Reads and decodes the file at `absolute`, named `path` in diagnostics; nil when it cannot be read (the
    /// problem is recorded).
    private mutating func read(_ absolute: String, shownAs path: String, limits: YAMLLimits) -> ProjectConfiguration? {
        let source: SourceFile
        switch FileStatus.contents(ofFileAt: absolute, maxSize: limits.maxFileSize) {
        case .success(let data): source = SourceFile(path: path, bytes: [UInt8](data))
        case .failure(.unreadable(let reason)):
            problems.append(
                .error(.unreadableFile, "configuration file: cannot read '\(path)': \(reason)", at: nil))
            return nil
        case .failure(.tooLarge(let size)):
            problems.append(
                .error(
                    .fileTooLarge,
                    "configuration file: '\(path)' is \(size) bytes; files are limited to \(limits.maxFileSize) bytes",
                    at: nil))
            return nil
        }
        sources[path] = source
        let document = YAMLLoader.load(source.bytes, file: path, options: YAMLLoadOptions(limits: limits))
        diagnostics += document.diagnostics
        // A file libyaml could not read sets nothing: half a file could switch rules by accident.
        guard !document.diagnostics.hasErrors else { return ProjectConfiguration(file: path) }
        let (configuration, problems) = ConfigurationDecoder.decode(document.root, file: path)
        diagnostics += problems
        return configuration
    }

    /// `path` relative to `directory` when inside it, as specs' paths are shown.
    private static func shown(_ path: String, in directory: String) -> String {
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// Whether the files have errors, which stop `generate` and `report` as a spec's do.
    package var hasErrors: Bool { diagnostics.hasErrors }

    /// The configuration files' rule settings joined to the command line's: each spec's below its own
    /// `checks:`, the command line above both.
    package func checkOptions(_ commandLine: CheckOptions) -> CheckOptions {
        var options = commandLine
        options.projectRules = bySpec.mapValues(\.rules)
        return options
    }

    /// The report defaults of the specs' configurations, each from the first spec (in the order given) whose
    /// configuration sets it.
    package func reportDefaults(forSpecs specPaths: [String]) -> ProjectReportDefaults {
        .first(of: specPaths.compactMap { bySpec[$0]?.report })
    }
}
