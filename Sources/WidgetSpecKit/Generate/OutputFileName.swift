// This file is self-contained on purpose: the SwiftPM build plugin compiles this very file too (plugins cannot
// import the package's modules), so the CLI and the plugin always agree on output names and on the specs that
// clash. Keep it free of imports and of other project types.

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

extension WidgetSpecOutputFileName {
    /// The output names of `specPaths`, in the same order, or the first two specs that would generate files of
    /// one name (one file would overwrite the other). One pass, however many specs.
    public static func forSpecs(named specPaths: [String]) -> Result<[String], WidgetSpecOutputNameClash> {
        var firstSpecByName: [String: String] = [:]
        var names: [String] = []
        for path in specPaths {
            let name = forSpec(named: path)
            if let first = firstSpecByName[name] {
                return .failure(WidgetSpecOutputNameClash(firstSpec: first, secondSpec: path, outputName: name))
            }
            firstSpecByName[name] = path
            names.append(name)
        }
        return .success(names)
    }
}

/// Two spec files whose generated files would have the same name.
public struct WidgetSpecOutputNameClash: Error, Hashable, Sendable, CustomStringConvertible {
    public var firstSpec: String
    public var secondSpec: String
    public var outputName: String

    public init(firstSpec: String, secondSpec: String, outputName: String) {
        self.firstSpec = firstSpec
        self.secondSpec = secondSpec
        self.outputName = outputName
    }

    /// Names both specs, so the user knows which one to rename.
    public var description: String {
        "\(firstSpec) and \(secondSpec) would both generate \(outputName); rename one of them (the generated file "
            + "is named after the spec's file name)"
    }
}
