// This file is self-contained on purpose: the SwiftPM build plugin compiles this very file too (plugins cannot
// import the package's modules), so the CLI and the plugin always agree on output names and on the specs that
// clash. Keep it free of imports and of other project types.

/// The names of the Swift files generated from a spec file: one per part.
///
/// A pure function of the input's file name (the last path component): `.yaml` or `.yml` is dropped and
/// `.<part>.generated.swift` is appended, so `game.widgets.yaml` becomes `game.widgets.shared.generated.swift`
/// and `game.widgets.extension.generated.swift`, and `Sources/App/game.widgets.yml` gives the same names.
public enum WidgetSpecOutputFileName {
    /// The suffix every generated file name ends with.
    public static let suffix = ".generated.swift"

    /// The two files of a spec: what the app and the widget extension both compile, and what only the
    /// extension compiles.
    public enum Part: String, CaseIterable, Hashable, Sendable {
        /// Kinds, models, entries, configuration intents, reloads, Live Activity attributes and helpers.
        case shared
        /// Loaders, timelines, providers, widgets and the bundle.
        case `extension`
    }

    public static func forSpec(named inputPath: String, part: Part) -> String {
        stem(ofSpec: inputPath) + "." + part.rawValue + suffix
    }

    /// The one file earlier versions generated for a spec, before the two parts: left in a folder of
    /// checked-in code, it would declare every type a second time.
    public static func singleFileBeforeParts(ofSpec inputPath: String) -> String {
        stem(ofSpec: inputPath) + suffix
    }

    /// The String Catalog of a spec that declares `localization`, written beside the shared part:
    /// `game.widgets.yaml` gives `game.widgets.xcstrings`, whose table is `game.widgets`.
    public static func catalog(forSpec inputPath: String) -> String {
        stem(ofSpec: inputPath) + ".xcstrings"
    }

    /// Whether a spec's text declares `localization`, as the build plugins decide it before any parsing: a line
    /// that starts with the key `localization` (plain or quoted) and its colon, the way a top-level key is written
    /// in block style. The checker warns when a spec localizes where this does not look (a flow-style or merged
    /// top level), and the loader rejects such a line that is not the key (inside a multi-line string).
    public static func declaresLocalization(specText: String) -> Bool {
        localizationLine(specText: specText) != nil
    }

    /// The number (1-based) of the first line `declaresLocalization(specText:)` finds, or nil. A byte-order mark
    /// before the first line is not part of it (YAML ignores it too).
    public static func localizationLine(specText: String) -> Int? {
        let text = specText.hasPrefix("\u{FEFF}") ? specText.dropFirst() : Substring(specText)
        // Lines as YAML counts them: a CRLF pair is one break.
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        for (index, line) in lines.enumerated() {
            for key in ["localization", "\"localization\"", "'localization'"] where line.hasPrefix(key) {
                if line.dropFirst(key.count).drop(while: { $0 == " " || $0 == "\t" }).first == ":" { return index + 1 }
            }
        }
        return nil
    }

    /// The spec's file name without `.yaml` or `.yml`: two specs with one stem would generate the same files.
    public static func stem(ofSpec inputPath: String) -> String {
        let fileName =
            inputPath.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init)
            ?? inputPath
        var stem = fileName
        for ext in [".yaml", ".yml"] where stem.hasSuffix(ext) && stem.count > ext.count {
            stem.removeLast(ext.count)
            break
        }
        return stem
    }
}

extension WidgetSpecOutputFileName {
    /// The names of the `parts` of each of `specPaths`, in the same order, or the first two specs that would
    /// generate files of one name (their stems are equal: one file would overwrite the other). One pass, however
    /// many specs.
    public static func forSpecs(
        named specPaths: [String], parts: [Part] = Part.allCases
    ) -> Result<[[String]], WidgetSpecOutputNameClash> {
        var firstSpecByStem: [String: String] = [:]
        var names: [[String]] = []
        for path in specPaths {
            let stem = stem(ofSpec: path)
            let partNames = parts.map { forSpec(named: path, part: $0) }
            if let first = firstSpecByStem[stem] {
                return .failure(WidgetSpecOutputNameClash(firstSpec: first, secondSpec: path, outputNames: partNames))
            }
            firstSpecByStem[stem] = path
            names.append(partNames)
        }
        return .success(names)
    }
}

/// Two spec files whose generated files would have the same names.
public struct WidgetSpecOutputNameClash: Error, Hashable, Sendable, CustomStringConvertible {
    public var firstSpec: String
    public var secondSpec: String
    public var outputNames: [String]

    public init(firstSpec: String, secondSpec: String, outputNames: [String]) {
        self.firstSpec = firstSpec
        self.secondSpec = secondSpec
        self.outputNames = outputNames
    }

    /// Names both specs, so the user knows which one to rename.
    public var description: String {
        "\(firstSpec) and \(secondSpec) would both generate \(outputNames.joined(separator: " and ")); rename one "
            + "of them (the generated files are named after the spec's file name)"
    }
}
