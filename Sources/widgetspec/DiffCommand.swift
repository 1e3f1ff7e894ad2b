import ArgumentParser
import WidgetSpecKit

/// `widgetspec diff`: what changed between two versions of the specs that people, servers and the app's code
/// notice; exit 1 on breaking changes.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Report what a change to the specs breaks: placed widgets and controls, configurations, "
            + "Live Activities.",
        discussion: """
            OLD and NEW are spec files or directories. OLD may instead be a git revision (HEAD~1, origin/main, \
            v1.2) of the repository here: then the specs under NEW as that revision holds them are compared with \
            NEW. --base REV says the same explicitly and takes several paths. Widgets and controls are paired by \
            kind, Live Activities by type name, events and actions by name, across all the files of each version.
            Breaking changes are errors at the new spec's lines (at the old spec's line for what was removed), \
            changes that need care warnings, safe changes notes. Formats and FORMAT=FILE as for `check`.

            Examples:
              widgetspec diff old/game.widgets.yaml specs/game.widgets.yaml
              widgetspec diff HEAD~1 specs/
              widgetspec diff --base origin/main specs/ --format github
              widgetspec diff v1.2 specs/ --format text --format sarif=diff.sarif
            """)

    @Argument(
        help: ArgumentHelp(
            "OLD and NEW: spec files or directories; OLD may be a git revision. With --base, the new specs only.",
            valueName: "path"),
        completion: .file(extensions: ["yaml", "yml"]))
    var paths: [String] = []

    @Option(
        help: ArgumentHelp(
            "A git revision holding the old version: the paths as it holds them are compared with the working tree.",
            valueName: "revision"))
    var base: String?

    @OptionGroup var output: DiagnosticFormatOptions

    func validate() throws {
        if base != nil, paths.isEmpty {
            throw ValidationError("Give the spec files or directories to compare with --base.")
        }
        if base == nil, paths.count != 2 {
            throw ValidationError(
                "Give OLD and NEW: two spec files or directories, or a git revision and a path (or --base REV PATH...)."
            )
        }
    }

    func run() throws {
        let newPaths = base == nil ? [paths[1]] : paths
        let new = SpecLoader.load(paths: newPaths)
        let old = try oldVersion(newPaths: newPaths, new: new)
        let configurations = ProjectConfigurationLoading.load(
            forSpecs: (new.files + old.specs.files).map(\.source.path))
        let result = DiffPipeline.run(
            old: old.specs, new: new, identities: old.identities, warnings: old.warnings,
            options: output.rules.checkOptions(with: configurations))
        let sources = old.specs.sources.merging(new.sources) { first, _ in first }.merging(configurations.sources) {
            first, _ in first
        }
        let diagnostics = (configurations.problems + configurations.diagnostics + result.diagnostics).sorted(
            by: Diagnostic.stableOrder)
        let written = output.write(diagnostics, sources: sources, inputs: paths + new.sources.keys)
        if !old.specs.pathProblems.isEmpty || !new.pathProblems.isEmpty || !configurations.problems.isEmpty
            || !written
        {
            throw ExitStatus.usageOrIO
        }
        if diagnostics.hasErrors { throw ExitStatus.specErrors }
    }

    /// The old specs: from `--base`, from the first path, or from the revision the first path names when no such
    /// file or directory exists.
    private func oldVersion(newPaths: [String], new: SpecSet) throws -> SpecRevision.OldVersion {
        let revision: String
        if let base {
            revision = base
        } else if FileStatus(path: paths[0]) != .missing {
            let old = SpecLoader.load(paths: [paths[0]])
            let identities = DiffPipeline.Identities(
                old: Self.identities(old, under: paths[0]), new: Self.identities(new, under: paths[1]))
            return SpecRevision.OldVersion(specs: old, identities: identities, warnings: [])
        } else {
            revision = paths[0]
        }
        switch SpecRevision.load(revision: revision, paths: newPaths, newFiles: new.files.map(\.source.path)) {
        case .success(let version):
            return version
        case .failure(let problem):
            // A first path that names nothing may be a mistyped path as much as a revision.
            let positional: Bool
            switch problem {
            case .unknownRevision, .notARepository, .notARevision: positional = base == nil
            default: positional = false
            }
            Terminal.writeError("error: \(positional ? .neitherPathNorRevision(revision) : problem)")
            throw ExitStatus.usageOrIO
        }
    }

    /// Each file of `set` by its path inside the directory `root` (a spec given as a file is known by its path):
    /// the same spec in two directories is one spec.
    private static func identities(_ set: SpecSet, under root: String) -> [String: String] {
        guard FileStatus(path: root) == .directory else { return [:] }
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return Dictionary(
            set.files.map(\.source.path).map { ($0, $0.hasPrefix(prefix) ? String($0.dropFirst(prefix.count)) : $0) },
            uniquingKeysWith: { first, _ in first })
    }
}
