import Foundation

/// Spec files as a git revision holds them, for `widgetspec diff REV PATH...`: the old version of every spec the
/// work tree has under the paths, and the specs the paths held then that are gone now. A spec is known by its
/// repository path, however the command line spells it; a rename git detects pairs it with its old self, and a
/// symbolic link is followed in the revision's tree as the file system follows it in the work tree. Each old file
/// is named `REV:path`, the way git names it. A handful of git processes, however many specs: one lists the
/// tree, one reads every blob.
package enum SpecRevision {
    /// Why a revision could not be read; a usage or I/O problem. Descriptions escape the user's text.
    package enum Problem: Error, Hashable, Sendable, CustomStringConvertible {
        /// The text cannot name a revision (empty, or an option: it starts with `-`).
        case notARevision(String)
        /// git knows no commit of this name (`git rev-parse --verify REV^{commit}` fails).
        case unknownRevision(String)
        /// `diff OLD NEW` whose OLD is no file or directory, and no revision git knows.
        case neitherPathNorRevision(String)
        case notARepository
        case gitUnavailable
        /// A path given on the command line lies outside the repository.
        case outsideRepository(path: String, root: String)
        /// git failed to list or read what the revision holds.
        case unreadable(String)

        package var description: String {
            switch self {
            case .notARevision(let text):
                "'\(OneLineText.escaped(text))' is not a git revision"
                    + (text.hasPrefix("-") ? ": a revision cannot start with '-' (git would read an option)" : "")
            case .unknownRevision(let text):
                "unknown revision '\(OneLineText.escaped(text))': git knows no commit of that name in the "
                    + "repository here"
            case .neitherPathNorRevision(let text):
                "'\(OneLineText.escaped(text))' is neither a file, a directory nor a git revision of the repository "
                    + "here"
            case .notARepository: "the working directory is not in a git repository, so a revision cannot be read"
            case .gitUnavailable: "git is not available to read a revision"
            case .outsideRepository(let path, let root):
                "'\(OneLineText.escaped(path))' is outside the repository ('\(OneLineText.escaped(root))')"
            case .unreadable(let what): "git could not read \(OneLineText.escaped(what))"
            }
        }
    }

    /// The old version, and how its files pair with the new one's.
    package struct OldVersion: Sendable {
        package var specs: SpecSet
        /// Each file of both versions by its repository path: an old file by the path of the spec it is the old
        /// version of (its new path when it was renamed).
        package var identities: DiffPipeline.Identities
        /// Specs whose old version git cannot give (a link out of the repository): compared as new.
        package var warnings: [Diagnostic]

        package init(specs: SpecSet, identities: DiffPipeline.Identities, warnings: [Diagnostic]) {
            self.specs = specs
            self.identities = identities
            self.warnings = warnings
        }
    }

    /// The old version of `newFiles` (the spec files the work tree has under `paths`, as `SpecLoader` found
    /// them) at `revision`, and of the specs `paths` held then that the work tree no longer has.
    package static func load(
        revision: String, paths: [String], newFiles: [String], limits: YAMLLimits = .default
    ) -> Result<OldVersion, Problem> {
        let repository: (root: String, commit: String)
        switch locate(revision) {
        case .success(let found): repository = found
        case .failure(let problem): return .failure(problem)
        }
        guard var tree = GitTree(commit: repository.commit) else {
            return .failure(.unreadable("the files of '\(revision)'"))
        }
        var reading = Reading(revision: revision, limits: limits)
        // The directories among the paths: what they held then that the work tree lacks is read too.
        var directories: [String] = []
        for path in paths {
            let isFile = FileStatus(path: path).readProblem == nil
            guard let directory = RepositoryPath.of(path, root: repository.root, followingLast: !isFile) else {
                return .failure(.outsideRepository(path: path, root: repository.root))
            }
            if !isFile { directories.append(directory) }
        }
        let renamed = renames(since: repository.commit)
        var paired = Set<String>()
        for file in newFiles {
            guard let identity = RepositoryPath.of(file, root: repository.root, followingLast: false) else { continue }
            reading.identities.new[file] = identity
            let oldPath = renamed[identity] ?? identity
            paired.insert(oldPath)
            guard let resolution = tree.resolve(oldPath, workTreeRoot: repository.root) else {
                return .failure(.unreadable("the links of '\(revision)'"))
            }
            reading.add(resolution, identity: identity, newFile: file)
        }
        for directory in directories {
            guard case .tree(let folder) = tree.resolve(directory, workTreeRoot: repository.root) else { continue }
            for entry in tree.entries(under: folder) {
                let relative = folder.isEmpty ? entry.path : String(entry.path.dropFirst(folder.count + 1))
                let identity = directory.isEmpty ? relative : directory + "/" + relative
                let hidden = relative.split(separator: "/").contains { $0.hasPrefix(".") }
                // A spec the work tree still has at this path is the new version's business: read above when
                // the walk found it, skipped as the walk skipped it otherwise.
                guard SpecFiles.isSpecFile(relative), !hidden, !paired.contains(identity),
                    FileStatus(path: repository.root + "/" + identity) == .missing,
                    let resolution = tree.resolve(entry.path, workTreeRoot: repository.root)
                else { continue }
                paired.insert(identity)
                reading.add(resolution, identity: identity, newFile: nil)
            }
        }
        guard let blobs = Git.blobs(reading.entries.map(\.entry.object)) else {
            return .failure(.unreadable("the specs of '\(revision)'"))
        }
        var sources: [SourceFile] = []
        for (entry, name) in reading.entries {
            guard let bytes = blobs[entry.object] else { return .failure(.unreadable("'\(name)'")) }
            sources.append(SourceFile(path: name, bytes: bytes))
        }
        let files = sources.concurrentMap { SpecLoader.load($0, limits: limits) }
        return .success(
            OldVersion(
                specs: SpecSet(files: files, pathProblems: reading.pathProblems), identities: reading.identities,
                warnings: reading.warnings))
    }

    /// The repository's root (its physical path) and the commit `revision` names, or why there is none.
    static func locate(_ revision: String) -> Result<(root: String, commit: String), Problem> {
        guard !revision.isEmpty, !revision.hasPrefix("-") else { return .failure(.notARevision(revision)) }
        let root: String
        switch Git.run(["rev-parse", "--show-toplevel"]) {
        case .unavailable: return .failure(.gitUnavailable)
        case .failed: return .failure(.notARepository)
        case .output(let bytes):
            let text = String(decoding: bytes, as: UTF8.self)
            root = RepositoryPath.resolved(text.hasSuffix("\n") ? String(text.dropLast()) : text)
        }
        guard let output = Git.output(["rev-parse", "--verify", "--quiet", "\(revision)^{commit}"]) else {
            return .failure(.unknownRevision(revision))
        }
        let commit = String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return .success((root, commit))
    }

    /// The renames git finds from `commit` to the work tree (tracked files: committed or added), by new path.
    /// Paths are the repository's whatever the user's configuration says (`--no-relative` against
    /// `diff.relative`, which would make them relative to the working directory).
    static func renames(since commit: String) -> [String: String] {
        let arguments = [
            "diff", "--no-relative", "--find-renames", "--name-status", "-z", "--diff-filter=R", commit, "--",
        ]
        guard let output = Git.output(arguments) else { return [:] }
        // `R<score>\0<old>\0<new>\0` per rename.
        let fields = output.split(separator: 0, omittingEmptySubsequences: false).map {
            String(decoding: $0, as: UTF8.self)
        }
        var result: [String: String] = [:]
        var index = 0
        while index + 2 < fields.count {
            if fields[index].hasPrefix("R") { result[fields[index + 2]] = fields[index + 1] }
            index += 3
        }
        return result
    }

    /// What is read from the revision, as it is found.
    private struct Reading {
        let revision: String
        let limits: YAMLLimits
        var entries: [(entry: GitTree.Entry, name: String)] = []
        var identities = DiffPipeline.Identities()
        var pathProblems: [Diagnostic] = []
        var warnings: [Diagnostic] = []

        init(revision: String, limits: YAMLLimits) {
            self.revision = revision
            self.limits = limits
        }

        /// Adds the old version `resolution` names, known as `identity`; `newFile` is the work tree's spec.
        mutating func add(_ resolution: GitTree.Resolution, identity: String, newFile: String?) {
            let why: String
            switch resolution {
            case .blob(let entry):
                let name = uniqueName(of: entry, identity: identity)
                if let size = entry.size, size > limits.maxFileSize {
                    pathProblems.append(
                        .error(
                            .fileTooLarge,
                            "'\(name)' is \(size) bytes; spec files are limited to \(limits.maxFileSize) bytes",
                            at: nil))
                    return
                }
                entries.append((entry, name))
                identities.old[name] = identity
                return
            case .missing, .tree: return
            case .outside: why = "a symbolic link out of the repository"
            case .symlinkLoop: why = "a symbolic link loop"
            }
            warnings.append(
                .warning(
                    .oldVersionUnreadable,
                    "the old version of '\(newFile ?? identity)' cannot be read: at '\(revision)' "
                        + "'\(identity)' is \(why), which git does not hold; it is compared as a new spec",
                    at: nil))
        }

        /// `REV:path`, the way git names the blob; but each name is one spec's, so when two specs of the work
        /// tree lead to one blob (one was a link to the other at the revision), the blob's own path keeps the
        /// name and the spec that reached it through a link is named by its own path (`REV:specs/b.widgets.yaml`).
        private mutating func uniqueName(of entry: GitTree.Entry, identity: String) -> String {
            let name = "\(revision):\(entry.path)"
            guard let owner = identities.old[name], owner != identity else { return name }
            guard identity == entry.path, let index = entries.firstIndex(where: { $0.name == name }) else {
                return "\(revision):\(identity)"
            }
            let renamed = "\(revision):\(owner)"
            entries[index].name = renamed
            identities.old[name] = nil
            identities.old[renamed] = owner
            return name
        }
    }
}
