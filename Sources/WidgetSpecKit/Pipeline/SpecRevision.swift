import Foundation

/// Spec files as a git revision holds them, for `widgetspec diff REV PATH...`: what the paths held at that
/// revision, read with `git` from the working directory's repository. Each file is named `REV:path`, the way git
/// names it, so diagnostics at the old version's lines say where they are.
public enum SpecRevision {
    /// Why a revision could not be read; a usage or I/O problem.
    public enum Problem: Error, Hashable, Sendable, CustomStringConvertible {
        /// No commit of the working directory's repository has this name (or there is no repository).
        case notARevision(String)
        case gitUnavailable
        /// git could not list the paths at the revision (a path outside the repository).
        case unlisted(revision: String, paths: [String])
        /// git failed to read a file it had listed.
        case unreadable(String)

        public var description: String {
            switch self {
            case .notARevision(let text): "'\(text)' is not a git revision of the repository here"
            case .gitUnavailable: "git is not available to read a revision"
            case .unlisted(let revision, let paths):
                "git cannot list \(Suggestions.list(paths)) at '\(revision)'; is it outside the repository?"
            case .unreadable(let name): "git could not read '\(name)'"
            }
        }
    }

    /// The spec files under `paths` at `revision`, loaded. A path is taken as the working tree has it: a file is
    /// read whatever its name, a directory (or a path the working tree lacks) is searched for `*.widgets.yaml`
    /// and `*.widgets.yml`, hidden folders skipped. A path that held no spec at the revision adds none: its specs
    /// are new.
    public static func load(revision: String, paths: [String], limits: YAMLLimits = .default) -> Result<
        SpecSet, Problem
    > {
        let commit: String
        switch resolve(revision) {
        case .success(let resolved): commit = resolved
        case .failure(let problem): return .failure(problem)
        }
        guard let entries = entries(at: commit, paths: paths) else {
            return .failure(.unlisted(revision: revision, paths: paths))
        }
        var files: [LoadedSpec] = []
        var pathProblems: [Diagnostic] = []
        for entry in entries {
            let name = "\(revision):\(entry.path)"
            guard entry.size <= limits.maxFileSize else {
                pathProblems.append(
                    .error(
                        .fileTooLarge,
                        "'\(name)' is \(entry.size) bytes; spec files are limited to "
                            + "\(limits.maxFileSize) bytes", at: nil))
                continue
            }
            guard let bytes = git(["cat-file", "blob", entry.object]) else {
                return .failure(.unreadable(name))
            }
            files.append(SpecLoader.load(SourceFile(path: name, bytes: bytes), limits: limits))
        }
        return .success(SpecSet(files: files, pathProblems: pathProblems))
    }

    /// The commit `revision` names, or why it names none.
    static func resolve(_ revision: String) -> Result<String, Problem> {
        guard !revision.isEmpty, !revision.hasPrefix("-") else { return .failure(.notARevision(revision)) }
        guard git(["--version"]) != nil else { return .failure(.gitUnavailable) }
        guard let output = git(["rev-parse", "--verify", "--quiet", "\(revision)^{commit}"]) else {
            return .failure(.notARevision(revision))
        }
        return .success(String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }

    private struct Entry {
        var object: String
        var size: Int
        /// Relative to the working directory, as git prints it.
        var path: String
    }

    /// The spec blobs under `paths` at `commit`, sorted by path; nil when git cannot list them.
    private static func entries(at commit: String, paths: [String]) -> [Entry]? {
        guard let output = git(["ls-tree", "-r", "-l", "-z", commit, "--"] + paths) else { return nil }
        let explicitFiles = Set(
            paths.filter {
                if case .regularFile = FileStatus(path: $0) { return true }
                return false
            }.map(normalized))
        let allowedHidden = Set(paths.flatMap { $0.split(separator: "/").map(String.init) })
        return output.split(separator: 0).compactMap { record -> Entry? in
            let line = String(decoding: record, as: UTF8.self)
            guard let tab = line.firstIndex(of: "\t") else { return nil }
            let fields = line[..<tab].split(separator: " ", omittingEmptySubsequences: true)
            let path = String(line[line.index(after: tab)...])
            guard fields.count == 4, fields[1] == "blob", let size = Int(fields[3]) else { return nil }
            let isHidden = path.split(separator: "/").contains {
                $0.hasPrefix(".") && $0 != "." && $0 != ".." && !allowedHidden.contains(String($0))
            }
            guard explicitFiles.contains(path) || (SpecFiles.isSpecFile(path) && !isHidden) else { return nil }
            return Entry(object: String(fields[2]), size: size, path: path)
        }.sorted { $0.path < $1.path }
    }

    /// `./a//b` as git prints it: `a/b`.
    private static func normalized(_ path: String) -> String {
        path.split(separator: "/").filter { $0 != "." }.joined(separator: "/")
    }

    /// Runs git in the working directory; its standard output, or nil when it cannot run or fails.
    private static func git(_ arguments: [String]) -> [UInt8]? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return nil
        }
        // Read before waiting so a large output cannot fill the pipe and block git.
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? [UInt8](data) : nil
    }
}
