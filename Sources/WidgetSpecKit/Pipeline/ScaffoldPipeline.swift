import Foundation

/// One file `widgetspec scaffold` writes: a type the app writes, as Swift source.
package struct ScaffoldFile: Hashable, Sendable {
    /// The path inside the output directory: `Extension/CharacterDetailView.swift`, or `CharacterDetailView.swift`
    /// when one part is scaffolded.
    package var path: String
    package var contents: String
    package var declaration: UserDeclaration
    /// The spec that asks for it (its `file`).
    package var spec: String
}

/// What `widgetspec scaffold` runs: the checker's diagnostics first; nothing is scaffolded when any of them is an
/// error, or when two specs would write one path; otherwise one file per type the app writes (`UserCode`).
package enum ScaffoldPipeline {
    package struct Output: Sendable {
        /// Every diagnostic, as `CheckPipeline.diagnostics(of:)` gives them.
        package var diagnostics: [Diagnostic]
        package var outcome: Outcome
    }

    package enum Outcome: Hashable, Sendable {
        /// Some diagnostic is an error (an unreadable path counts): nothing was scaffolded.
        case stoppedByErrors
        /// Two specs ask for types of one name, which would go into one file: nothing was scaffolded.
        case pathClash(path: String, specs: [String])
        /// The files, in spec order and, per spec, in `UserCode.declarations(of:)` order.
        case scaffolded([ScaffoldFile])
    }

    /// The folder of a part's types when both parts are scaffolded: `Shared`, `Extension`.
    package static func folder(of part: GeneratedPart) -> String {
        switch part {
        case .shared: "Shared"
        case .extension: "Extension"
        }
    }

    /// Checks `set` and, when it is free of errors, builds the files of the types its specs ask the app for.
    ///
    /// - Parameters:
    ///   - parts: The parts whose types to scaffold. With both, each part's types go into its `folder(of:)`; with
    ///     one, straight into the output directory.
    ///   - imports: Modules the extension part's types import (the module of the shared part).
    package static func run(
        _ set: SpecSet, parts: [GeneratedPart] = GeneratedPart.allCases, imports: [String] = []
    ) -> Output {
        let diagnostics = CheckPipeline.diagnostics(of: set)
        guard !diagnostics.hasErrors else { return Output(diagnostics: diagnostics, outcome: .stoppedByErrors) }
        var files: [ScaffoldFile] = []
        var owners: [String: String] = [:]
        for spec in set.specs {
            let source = ScaffoldSource(spec: spec, imports: imports)
            for declaration in UserCode.declarations(of: spec) where parts.contains(declaration.part) {
                let name = declaration.name + ".swift"
                let path = parts.count > 1 ? folder(of: declaration.part) + "/" + name : name
                if let other = owners[path], other != spec.file {
                    return Output(diagnostics: diagnostics, outcome: .pathClash(path: path, specs: [other, spec.file]))
                }
                owners[path] = spec.file
                files.append(
                    ScaffoldFile(
                        path: path, contents: SwiftRenderer.render(source.file(for: declaration)),
                        declaration: declaration, spec: spec.file))
            }
        }
        return Output(diagnostics: diagnostics, outcome: .scaffolded(files))
    }
}

/// Writing scaffolded files: each once, atomically, never over anything that exists at its path.
package enum ScaffoldWriter {
    package enum Result: Hashable, Sendable {
        case written
        /// Something exists at the path (the user's file, maybe edited): left as it is.
        case skipped
    }

    package enum Failure: Error, Hashable, Sendable {
        case cannotWrite(path: String, reason: String)
    }

    /// Writes each file that does not exist yet into `directory` (creating it and the part folders first) and
    /// says for each whether it was written or skipped. A file appears whole or not at all: its bytes go into a
    /// temporary file, which is then linked to the path, and linking fails when the path exists (even when
    /// another process made it in between), so nothing is ever replaced.
    package static func write(_ files: [ScaffoldFile], to directory: String) throws(Failure) -> [Result] {
        guard !files.isEmpty else { return [] }
        if let problem = OutputDirectory.create(directory) { throw .cannotWrite(path: directory, reason: problem) }
        let folders = Set(files.map { ($0.path as NSString).deletingLastPathComponent }).subtracting([""]).sorted()
        for folder in folders {
            let path = (directory as NSString).appendingPathComponent(folder)
            if let problem = OutputDirectory.create(path) { throw .cannotWrite(path: path, reason: problem) }
        }
        var results: [Result] = []
        for file in files {
            let path = (directory as NSString).appendingPathComponent(file.path)
            results.append(try writeOnce(Data(file.contents.utf8), to: path))
        }
        return results
    }

    private static func writeOnce(_ data: Data, to path: String) throws(Failure) -> Result {
        if exists(path) { return .skipped }
        let temporary = OutputFileWriter.temporaryPath(for: path)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o666)
        guard descriptor >= 0 else { throw .cannotWrite(path: path, reason: String(cString: strerror(errno))) }
        defer { unlink(temporary) }
        var stream = FileOutputStream(fileDescriptor: descriptor)
        stream.write(bytes: data)
        let writeFailure = stream.flush()
        let closeFailure = close(descriptor) == 0 ? nil : String(cString: strerror(errno))
        if let failure = writeFailure ?? closeFailure { throw .cannotWrite(path: path, reason: failure) }
        guard link(temporary, path) != 0 else { return .written }
        let code = errno
        if code == EEXIST { return .skipped }
        // A file system without hard links: a rename, after checking once more that nothing is there.
        if code == EPERM || code == ENOTSUP || code == EXDEV, !exists(path),
            rename(temporary, path) == 0
        {
            return .written
        }
        throw .cannotWrite(path: path, reason: String(cString: strerror(code)))
    }

    /// Whether anything is at `path`, a dangling symbolic link included.
    private static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }
}
