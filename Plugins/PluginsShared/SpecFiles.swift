// Shared by the plugins through a symlink in each plugin's folder (plugins cannot import package modules).

import Foundation
import PackagePlugin

/// One spec file and the names of the files generated from it.
struct SpecOutput {
    var spec: URL
    /// The generated files' names, one per part and the String Catalog of a localized spec's shared part, from
    /// the same functions the CLI uses.
    var outputNames: [String]
}

/// Finding the widget specs among a target's files.
enum SpecFiles {
    /// Whether `url` names a spec, by the rule `widgetspec` searches directories with (`SpecFileName.swift`).
    static func isSpec(_ url: URL) -> Bool {
        WidgetSpecFileName.isSpec(url.lastPathComponent)
    }

    /// The specs among `files`, sorted by path so commands and output come in a stable order.
    static func specs(in files: FileList) -> [URL] {
        files.map(\.url).filter(isSpec).sorted { $0.path < $1.path }
    }

    /// Each spec with the names of its `parts`, and its String Catalog when the shared part is among them and the
    /// spec declares `localization` (a line the plugin finds in the text: outputs are declared before any spec is
    /// parsed). Two specs with one file name (but for `.yaml` / `.yml`) would write the same files: that is an
    /// error naming both specs (the CLI's own check and message), so the user knows which one to rename.
    static func outputs(
        for specs: [URL], parts: [WidgetSpecOutputFileName.Part], targetName: String
    ) throws -> [SpecOutput] {
        switch WidgetSpecOutputFileName.forSpecs(named: specs.map(\.path), parts: parts) {
        case .success(let names):
            return zip(specs, names).map { spec, names in
                let text = (try? String(contentsOf: spec, encoding: .utf8)) ?? ""
                let localized = parts.contains(.shared) && WidgetSpecOutputFileName.declaresLocalization(specText: text)
                let catalog = localized ? [WidgetSpecOutputFileName.catalog(forSpec: spec.path)] : []
                return SpecOutput(spec: spec, outputNames: names + catalog)
            }
        case .failure(let clash): throw PluginFailure("target '\(targetName)': \(clash)")
        }
    }
}

/// A failure the plugin explains in one sentence; SwiftPM and Xcode show the description.
struct PluginFailure: Error, CustomStringConvertible, LocalizedError {
    var description: String

    init(_ description: String) {
        self.description = description
    }

    var errorDescription: String? { description }
}
