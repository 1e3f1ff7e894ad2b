// This file is self-contained on purpose: the SwiftPM build plugin compiles this very file too (plugins cannot
// import the package's modules), so the CLI and the plugin always agree on output names. Keep it free of
// imports and of other project types.

/// The name of the Swift file generated from a spec file.
///
/// A pure function of the input's file name (the last path component): `.yaml` or `.yml` is dropped and
/// `.generated.swift` is appended, so `game.widgets.yaml` becomes `game.widgets.generated.swift` and
/// `Sources/App/game.widgets.yml` also becomes `game.widgets.generated.swift`.
public enum WidgetSpecOutputFileName {
    /// The suffix every generated file name ends with.
    public static let suffix = ".generated.swift"

    public static func forSpec(named inputPath: String) -> String {
        let fileName =
            inputPath.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init)
            ?? inputPath
        var stem = fileName
        for ext in [".yaml", ".yml"] where stem.hasSuffix(ext) && stem.count > ext.count {
            stem.removeLast(ext.count)
            break
        }
        return stem + suffix
    }
}
