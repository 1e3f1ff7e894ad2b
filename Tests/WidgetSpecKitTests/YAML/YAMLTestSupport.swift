import WidgetSpecKit

/// Loads YAML text as the file `test.yaml`.
func loadYAML(_ text: String, options: YAMLLoadOptions = YAMLLoadOptions()) -> YAMLDocument {
    YAMLLoader.load(Array(text.utf8), file: "test.yaml", options: options)
}

/// A location written as `line:column`.
func location(_ line: Int, _ column: Int) -> SourceLocation {
    SourceLocation(line: line, column: column)
}

extension YAMLNode {
    /// The value of the key `key` in this mapping (nil if this is not a mapping).
    subscript(key: String) -> YAMLNode? {
        mapping?[key]
    }

    /// The entry of the key `key` in this mapping.
    func entry(_ key: String) -> YAMLMappingEntry? {
        mapping?.entries.first { $0.key.scalar?.text == key }
    }

    /// The item at `index` of this sequence.
    subscript(index: Int) -> YAMLNode? {
        guard let items = sequence?.items, items.indices.contains(index) else { return nil }
        return items[index]
    }

    var text: String? { scalar?.text }
}
