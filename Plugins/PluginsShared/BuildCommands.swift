// Shared by the plugins through a symlink in each plugin's folder (plugins cannot import package modules).

import Foundation
import PackagePlugin

/// The commands of the build tool plugins: one per spec, running `widgetspec generate` for some of its parts.
///
/// The output names depend on the spec's file name only (`WidgetSpecOutputFileName`, the CLI's own function), so
/// a command's outputs are declared without reading the spec, and the build system reruns a command only when
/// its spec, its configuration file (`.widgetspec.yml`) or the `widgetspec` tool changed. Spec errors print as `path:line:col: error: ...` and make the
/// command fail, which fails the build at the spec's line.
enum BuildCommands {
    /// Specs, and the module their generated extension part imports when another target compiles their shared
    /// part.
    struct SpecGroup {
        var specs: [URL]
        var importedModule: String? = nil
        /// Another build step reports these specs' warnings and notes (the shared part's): print errors only,
        /// so each diagnostic appears once per build.
        var errorsOnly = false
    }

    /// One command per spec of `groups`, generating `parts` into `workDirectory`; none (and no tool lookup) when
    /// there is no spec. Two specs of one file name, even in different groups, are an error naming both.
    static func commands(
        for groups: [SpecGroup], parts: [WidgetSpecOutputFileName.Part], targetName: String, workDirectory: URL,
        tool: (String) throws -> PluginContext.Tool
    ) throws -> [Command] {
        let specs = groups.flatMap(\.specs)
        guard !specs.isEmpty else { return [] }
        let outputs = try SpecFiles.outputs(for: specs, parts: parts, targetName: targetName)
        let widgetspec = try tool("widgetspec")
        let partArguments = parts.count == 1 ? ["--part", parts[0].rawValue] : []
        let groupOfSpec = groups.flatMap { group in group.specs.map { _ in group } }
        return zip(outputs, groupOfSpec).map { item, group in
            .buildCommand(
                displayName: "Generating \(item.outputNames.joined(separator: " and ")) from "
                    + item.spec.lastPathComponent,
                executable: widgetspec.url,
                arguments: ["generate", item.spec.path, "--output", workDirectory.path, "--quiet"] + partArguments
                    + (group.importedModule.map { ["--import", $0] } ?? [])
                    + (group.errorsOnly ? ["--errors-only"] : []),
                inputFiles: [item.spec] + configurationFiles(of: item.spec),
                outputFiles: item.outputNames.map { workDirectory.appendingPathComponent($0) })
        }
    }

    /// The configuration files the CLI reads for `spec`, found the CLI's way: editing one reruns the command.
    static func configurationFiles(of spec: URL) -> [URL] {
        let folder = spec.deletingLastPathComponent().standardizedFileURL.path
        return WidgetSpecConfigurationFile.nearest(from: folder)?.files.map { URL(fileURLWithPath: $0) } ?? []
    }
}
