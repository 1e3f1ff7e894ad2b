import Foundation

/// The widget and Live Activity names declared in spec files, for shell completion of `--widget` (which
/// selects either in `widgetspec report`). Reads only the YAML, so a spec that does not decode yet still
/// offers its names.
package enum SpecWidgetNames {
    /// The names under `widgets:` and `activities:` in the spec files found under `paths`; sorted, without
    /// duplicates. Files are read as every command reads them (`SpecLoader.read`): a file over the size limit,
    /// or not a regular file, offers no names instead of being read whole.
    package static func names(inSpecPaths paths: [String], limits: YAMLLimits = .default) -> [String] {
        let files = SpecFiles.find(paths).files
        var names: Set<String> = []
        for file in files {
            guard case .success(let source) = SpecLoader.read(file, limits: limits) else { continue }
            let document = YAMLLoader.load(source.bytes, file: file, options: YAMLLoadOptions(limits: limits))
            for section in ["widgets", "activities"] {
                let keys = document.root?.mapping?[section]?.mapping?.entries.compactMap { $0.key.scalar?.text } ?? []
                names.formUnion(keys.filter { !$0.hasPrefix("x-") })
            }
        }
        return names.sorted()
    }

    /// Completions for the word at `index` of a shell command line: the names declared in the specs that the
    /// line's other words name (existing spec files or directories), starting with `prefix`.
    package static func completions(words: [String], index: Int, prefix: String) -> [String] {
        let paths = words.enumerated().compactMap { offset, word -> String? in
            guard offset != index, !word.hasPrefix("-") else { return nil }
            let path = unquoted(word)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return nil }
            return isDirectory.boolValue || SpecFiles.isSpecFile(path) ? path : nil
        }
        guard !paths.isEmpty else { return [] }
        return names(inSpecPaths: paths).filter { $0.hasPrefix(unquoted(prefix)) }
    }

    /// Shells pass words verbatim; a quoted path still names the file.
    private static func unquoted(_ word: String) -> String {
        for quote in ["\"", "'"] where word.hasPrefix(quote) {
            return String(word.dropFirst().dropLast(word.count > 1 && word.hasSuffix(quote) ? 1 : 0))
        }
        return word
    }
}
