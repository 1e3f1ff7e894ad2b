import Foundation

/// One spec file after reading, YAML and decoding.
package struct LoadedSpec: Sendable {
    package var source: SourceFile
    /// The IR, when the file has no errors.
    package var spec: Spec?
    package var diagnostics: [Diagnostic]
}

/// Every spec file named on a command line, loaded.
package struct SpecSet: Sendable {
    package var files: [LoadedSpec]
    /// Problems with the paths themselves (missing, unreadable, too large): usage or I/O errors, not spec errors.
    package var pathProblems: [Diagnostic]

    package var specs: [Spec] { files.compactMap(\.spec) }
    package var diagnostics: [Diagnostic] { pathProblems + files.flatMap(\.diagnostics) }
    /// The sources by path, for rendering diagnostics.
    package var sources: [String: SourceFile] {
        Dictionary(files.map { ($0.source.path, $0.source) }, uniquingKeysWith: { first, _ in first })
    }
}

/// Reads, parses and decodes spec files.
package enum SpecLoader {
    /// Decodes already-read bytes.
    package static func load(_ source: SourceFile, limits: YAMLLimits = .default) -> LoadedSpec {
        let document = YAMLLoader.load(source.bytes, file: source.path, options: YAMLLoadOptions(limits: limits))
        // A recoverable YAML problem (a duplicate key, a bad merge) still leaves a tree: decode it too, so the
        // file's other problems are reported in the same run. Without a tree there is nothing to decode.
        let yamlFailed = document.diagnostics.hasErrors
        guard document.root != nil || !yamlFailed else {
            return LoadedSpec(source: source, spec: nil, diagnostics: document.diagnostics)
        }
        let (spec, diagnostics) = SpecDecoder.decode(document.root, file: source.path, hasTags: document.hasTags)
        return LoadedSpec(
            source: source, spec: yamlFailed ? nil : spec,
            diagnostics: document.diagnostics + diagnostics + localizationLineProblems(spec, source))
    }

    /// A line the build plugins take for the `localization` key when the spec has none (it continues a
    /// multi-line string): the plugins would declare a String Catalog that `generate` never writes.
    private static func localizationLineProblems(_ spec: Spec?, _ source: SourceFile) -> [Diagnostic] {
        // Most specs never say the word: no text copy for them.
        guard let spec, spec.localization == nil, contains(source.bytes, localizationWord),
            let line = WidgetSpecOutputFileName.localizationLine(
                specText: String(decoding: source.bytes, as: UTF8.self))
        else { return [] }
        return [
            .error(
                .localizationLineNotTheKey,
                "line \(line) starts with 'localization:' but is not the spec's `localization` key: the build "
                    + "plugins take it for the key and expect a String Catalog that generate does not write",
                at: SourceRange(file: source.path, at: SourceLocation(line: line, column: 1)),
                notes: [DiagnosticNote("indent the line, or start it with other words")])
        ]
    }

    private static let localizationWord = Array("localization".utf8)

    /// Whether `needle` occurs in `haystack`, by a plain byte scan. (The standard library's `contains(_:)` of one
    /// collection in another is generic code in _StringProcessing that asks the runtime for tuple metadata at
    /// every byte: it took 29 % of `check`'s CPU on the 5 MB benchmark set, more than decoding.)
    static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard let first = needle.first else { return true }
        guard needle.count <= haystack.count else { return false }
        return haystack.withUnsafeBufferPointer { bytes in
            needle.withUnsafeBufferPointer { word in
                var index = 0
                let last = bytes.count - word.count
                while index <= last {
                    if bytes[index] == first && memcmp(bytes.baseAddress! + index, word.baseAddress!, word.count) == 0 {
                        return true
                    }
                    index += 1
                }
                return false
            }
        }
    }

    /// Finds the spec files under `paths` and loads them in parallel; the order of the result is the sorted
    /// order of the files, whatever the thread count.
    package static func load(paths: [String], limits: YAMLLimits = .default) -> SpecSet {
        let (files, problems) = SpecFiles.find(paths)
        let results = files.concurrentMap { read($0, limits: limits).map { load($0, limits: limits) } }
        var loaded: [LoadedSpec] = []
        var pathProblems = problems
        for result in results {
            switch result {
            case .success(let spec): loaded.append(spec)
            case .failure(let problem): pathProblems.append(problem.diagnostic)
            }
        }
        return SpecSet(files: loaded, pathProblems: pathProblems)
    }

    struct PathProblem: Error {
        var diagnostic: Diagnostic
    }

    /// Reads a file, refusing one over the size limit, and anything but a regular file (a FIFO would block),
    /// before reading it.
    static func read(_ path: String, limits: YAMLLimits) -> Result<SourceFile, PathProblem> {
        func problem(_ id: DiagnosticID, _ message: String) -> Result<SourceFile, PathProblem> {
            .failure(PathProblem(diagnostic: .error(id, message, at: nil)))
        }
        switch FileStatus.contents(ofFileAt: path, maxSize: limits.maxFileSize) {
        case .success(let data): return .success(SourceFile(path: path, bytes: [UInt8](data)))
        case .failure(.unreadable(let reason)): return problem(.unreadableFile, "cannot read '\(path)': \(reason)")
        case .failure(.tooLarge(let size)):
            return problem(
                .fileTooLarge, "'\(path)' is \(size) bytes; spec files are limited to \(limits.maxFileSize) bytes")
        }
    }
}
