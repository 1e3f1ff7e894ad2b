// This file is self-contained on purpose, like Generate/OutputFileName.swift: the build plugins compile this very
// file too (Plugins/PluginsShared/SpecFileName.swift is a symlink to it; plugins cannot import the package's
// modules), so `widgetspec`'s directory search and the plugins agree on which files are specs. Keep it free of
// imports and of other project types.

/// Which files are widget specs: a name ending in `.widgets.yaml` or `.widgets.yml` with something before it.
///
/// A file named exactly `.widgets.yaml` is not a spec: it names none (its generated files would be the hidden
/// `.widgets.shared.generated.swift`), and a directory search skips it anyway, as every hidden entry.
public enum WidgetSpecFileName {
    /// The endings of spec file names.
    public static let suffixes = [".widgets.yaml", ".widgets.yml"]

    /// Whether the last component of `path` names a spec.
    public static func isSpec(_ path: String) -> Bool {
        let name = path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
        return suffixes.contains { name.hasSuffix($0) && name.count > $0.count }
    }
}
