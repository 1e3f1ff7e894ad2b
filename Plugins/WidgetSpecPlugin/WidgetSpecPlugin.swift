import Foundation
import PackagePlugin

/// The build tool plugin: every `*.widgets.yaml` / `*.widgets.yml` among a target's files becomes one build
/// command running `widgetspec generate`, whose output is compiled into the target.
///
/// The output name depends on the spec's file name only (`WidgetSpecOutputFileName`, the CLI's own function),
/// so the plugin declares each command's output without reading the spec, and the build system reruns a command
/// only when its spec (or the `widgetspec` tool) changed. Spec errors print as `path:line:col: error: ...`
/// and make the command fail, which fails the build at the spec's line.
@main
struct WidgetSpecPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let files = target.sourceModule?.sourceFiles else { return [] }
        return try Self.commands(
            specs: SpecFiles.specs(in: files), targetName: target.name,
            workDirectory: context.pluginWorkDirectoryURL, tool: { try context.tool(named: $0) })
    }

    /// One command per spec; none (and no tool lookup) when the target has no spec.
    static func commands(
        specs: [URL], targetName: String, workDirectory: URL, tool: (String) throws -> PluginContext.Tool
    ) throws -> [Command] {
        guard !specs.isEmpty else { return [] }
        let widgetspec = try tool("widgetspec")
        return try SpecFiles.outputs(for: specs, parts: [.shared, .extension], targetName: targetName).map { item in
            .buildCommand(
                displayName: "Generating \(item.outputNames.joined(separator: " and ")) from \(item.spec.lastPathComponent)",
                executable: widgetspec.url,
                arguments: ["generate", item.spec.path, "--output", workDirectory.path, "--quiet"],
                inputFiles: [item.spec],
                outputFiles: item.outputNames.map { workDirectory.appendingPathComponent($0) })
        }
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension WidgetSpecPlugin: XcodeBuildToolPlugin {
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            try Self.commands(
                specs: SpecFiles.specs(in: target.inputFiles), targetName: target.displayName,
                workDirectory: context.pluginWorkDirectoryURL, tool: { try context.tool(named: $0) })
        }
    }
#endif
