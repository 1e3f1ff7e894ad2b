import Foundation
import PackagePlugin

/// The build tool plugin for the app's side: every spec among the target's files becomes one build command
/// writing its shared part (kinds, models, entries, intents, reloads, Live Activity attributes and helpers). An
/// app target uses it beside an extension that uses `WidgetSpecPlugin` (Xcode), or a package's shared library
/// target uses it, with the spec's `access: public`, beside an extension-side target using
/// `WidgetSpecExtensionPlugin`.
@main
struct WidgetSpecSharedPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let files = target.sourceModule?.sourceFiles else { return [] }
        return try BuildCommands.commands(
            for: [.init(specs: SpecFiles.specs(in: files))], parts: [.shared], targetName: target.name,
            workDirectory: context.pluginWorkDirectoryURL, tool: { try context.tool(named: $0) })
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension WidgetSpecSharedPlugin: XcodeBuildToolPlugin {
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            try BuildCommands.commands(
                for: [.init(specs: SpecFiles.specs(in: target.inputFiles))], parts: [.shared],
                targetName: target.displayName, workDirectory: context.pluginWorkDirectoryURL,
                tool: { try context.tool(named: $0) })
        }
    }
#endif
