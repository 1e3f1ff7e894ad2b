import Foundation
import PackagePlugin

/// The build tool plugin for a target that is the whole widget side: every `*.widgets.yaml` / `*.widgets.yml`
/// among its files becomes one build command writing both generated parts, which the target compiles. For an
/// extension that needs no app side, or in an Xcode project beside `WidgetSpecSharedPlugin` on the app target.
/// (The commands are `PartsBuildToolPlugin`'s, shared with `WidgetSpecSharedPlugin`.)
@main
struct WidgetSpecPlugin: PartsBuildToolPlugin {
    static let parts: [WidgetSpecOutputFileName.Part] = [.shared, .extension]
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    // Its own Xcode commands, not `PartsBuildToolPlugin`'s: a spec another target also has prints errors only.
    extension WidgetSpecPlugin: XcodeBuildToolPlugin {
        /// In an Xcode project the app target's `WidgetSpecSharedPlugin` step reads the same spec (it is a member
        /// of both targets) and reports its warnings and notes: a spec another target also has prints errors only
        /// here, so each diagnostic appears once per build.
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            let specs = SpecFiles.specs(in: target.inputFiles)
            let elsewhere = Set(
                context.xcodeProject.targets.filter { $0.displayName != target.displayName }.flatMap {
                    SpecFiles.specs(in: $0.inputFiles)
                })
            let groups = [
                BuildCommands.SpecGroup(specs: specs.filter { !elsewhere.contains($0) }),
                BuildCommands.SpecGroup(specs: specs.filter { elsewhere.contains($0) }, errorsOnly: true),
            ]
            return try BuildCommands.commands(
                for: groups.filter { !$0.specs.isEmpty }, parts: [.shared, .extension],
                targetName: target.displayName, workDirectory: context.pluginWorkDirectoryURL,
                tool: { try context.tool(named: $0) })
        }
    }
#endif
