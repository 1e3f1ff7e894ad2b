import Foundation

/// The files `generate` writes for a set of specs, made one at a time when asked for: their names are known
/// at once, their contents only when `file(_:)` renders them. Writing a large set holds one file's text at a
/// time instead of all of them (the 5 MB benchmark set generates about 60 MB of Swift).
///
/// The names, order and contents are those of `SwiftGenerator.files(for:parts:access:imports:displayPath:)`.
package struct GeneratedFileSet: Hashable, Sendable {
    /// One file of the set: its name, and what makes it.
    package struct Entry: Hashable, Sendable {
        package var name: String
        /// See `GeneratedFile.companion`.
        package var companion: String?
        fileprivate var spec: Int
        /// nil for the spec's String Catalog.
        fileprivate var part: GeneratedPart?
    }

    private var specs: [Spec]
    private var headerPaths: [String]
    private var access: AccessLevel?
    private var imports: [String]
    /// Sorted by name.
    package private(set) var entries: [Entry]

    /// The files of `specs`, named by `WidgetSpecOutputFileName`; `displayPath` gives the path each header shows.
    package init(
        specs: [Spec], parts: [GeneratedPart] = GeneratedPart.allCases, access: AccessLevel? = nil,
        imports: [String] = [], displayPath: (String) -> String = { $0 }
    ) {
        self.specs = specs
        self.headerPaths = specs.map { displayPath($0.file) }
        self.access = access
        self.imports = imports
        var entries: [Entry] = []
        for (index, spec) in specs.enumerated() {
            for part in parts {
                entries.append(
                    Entry(
                        name: WidgetSpecOutputFileName.forSpec(named: spec.file, part: part), companion: nil,
                        spec: index, part: part))
            }
            // The String Catalog goes with the shared part, which declares where its texts are looked up (a spec
            // has one exactly when it declares `localization`, as `StringCatalog(spec:)` says).
            if parts.contains(.shared), spec.localization != nil {
                entries.append(
                    Entry(
                        name: WidgetSpecOutputFileName.catalog(forSpec: spec.file),
                        companion: WidgetSpecOutputFileName.forSpec(named: spec.file, part: .shared), spec: index,
                        part: nil))
            }
        }
        self.entries = entries.sorted { $0.name < $1.name }
    }

    /// The file `entry` names, rendered now.
    package func file(_ entry: Entry) -> GeneratedFile {
        let spec = specs[entry.spec]
        guard let part = entry.part else {
            let text = StringCatalog(spec: spec)?.text ?? ""
            return GeneratedFile(name: entry.name, contents: text, companion: entry.companion)
        }
        return GeneratedFile(
            name: entry.name,
            contents: SwiftGenerator.generate(
                spec, part: part, sourcePath: headerPaths[entry.spec], access: access, imports: imports))
    }

    /// Every file, rendered: for tests and small sets (writing uses `GeneratedFileWriter.write(_:to:inputs:)`).
    package var files: [GeneratedFile] { entries.map(file) }
}

extension GeneratedFileWriter {
    /// Writes the files of `set` that are missing or stale, rendering each only when its turn comes, and returns
    /// their names; the promise of `write(_:to:inputs:)` is kept: every name is checked before anything is
    /// written, and when any would overwrite a foreign file, nothing is.
    @discardableResult
    package static func write(
        _ set: GeneratedFileSet, to directory: String, inputs: [String] = []
    ) throws(Failure) -> [String] {
        let foreign = set.entries.filter { isForeign($0, of: set, in: directory) }.map(\.name)
        guard foreign.isEmpty else { throw .foreignFiles(foreign) }
        if let problem = OutputDirectory.create(directory) { throw .cannotWrite(path: directory, reason: problem) }
        for leftover in OutputFileWriter.leftoverTemporaryFiles(in: directory) {
            unlink((directory as NSString).appendingPathComponent(leftover))
        }
        var written: [String] = []
        for entry in set.entries {
            let file = set.file(entry)
            guard state(of: file, in: directory) != .upToDate else { continue }
            let path = (directory as NSString).appendingPathComponent(file.name)
            do {
                try OutputFileWriter.write(
                    Data(file.contents.utf8), to: path, inputs: inputs,
                    isOwnContent: { isGenerated($0) || file.companion != nil })
            } catch .cannotWrite(_, let reason) {
                throw .cannotWrite(path: path, reason: reason)
            } catch {
                throw .cannotWrite(path: path, reason: "\(error)")
            }
            written.append(file.name)
        }
        return written
    }

    /// Whether `entry` would be `GeneratedFileState.foreign`, decided without rendering it where the bytes on disk
    /// suffice: generated Swift always starts with the header, so a Swift file is foreign exactly when it exists
    /// without it. A String Catalog carries no header; one that is not recognisably widgetspec's is rendered
    /// and compared, as `state(of:in:)` does.
    static func isForeign(_ entry: GeneratedFileSet.Entry, of set: GeneratedFileSet, in directory: String) -> Bool {
        let path = (directory as NSString).appendingPathComponent(entry.name)
        guard entry.companion == nil else { return state(of: set.file(entry), in: directory) == .foreign }
        guard let start = leadingBytes(of: path, count: SwiftGenerator.headerPrefix.utf8.count) else { return false }
        return !isGenerated(start)
    }

    /// The first `count` bytes of the file at `path` (fewer when it is shorter); nil when it cannot be read, which
    /// `state(of:in:)` counts as missing.
    private static func leadingBytes(of path: String, count: Int) -> Data? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        do { return try handle.read(upToCount: count) ?? Data() } catch { return nil }
    }
}
