// Shared by the plugins through a symlink in each plugin's folder (plugins cannot import package modules).

import Foundation
import PackagePlugin

/// A build tool plugin that generates `parts` of every spec among the target's own files: `WidgetSpecPlugin`
/// (both parts) and `WidgetSpecSharedPlugin` (the shared part) are this and their `parts`, nothing else.
protocol PartsBuildToolPlugin: BuildToolPlugin {
    /// The parts each spec's command generates.
    static var parts: [WidgetSpecOutputFileName.Part] { get }
}

extension PartsBuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let files = target.sourceModule?.sourceFiles else { return [] }
        return try BuildCommands.commands(
            for: [.init(specs: SpecFiles.specs(in: files))], parts: Self.parts, targetName: target.name,
            workDirectory: context.pluginWorkDirectoryURL, tool: { try context.tool(named: $0) })
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension PartsBuildToolPlugin {
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            try BuildCommands.commands(
                for: [.init(specs: SpecFiles.specs(in: target.inputFiles))], parts: Self.parts,
                targetName: target.displayName, workDirectory: context.pluginWorkDirectoryURL,
                tool: { try context.tool(named: $0) })
        }
    }
#endif
