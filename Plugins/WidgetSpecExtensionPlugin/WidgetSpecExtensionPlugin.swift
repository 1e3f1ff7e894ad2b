import Foundation
import PackagePlugin

/// The build tool plugin for a package's extension-side target: it generates the extension part of every spec
/// found among the files of the target's direct dependencies (targets, and the targets of products), each
/// importing the module that compiles its shared part with `WidgetSpecSharedPlugin`. The target itself holds no
/// spec; the specs' `access` must be `public` or `package`.
///
/// The shared part's build step (`WidgetSpecSharedPlugin` on the dependency) reports the specs' warnings and
/// notes, so this plugin's steps print errors only (`--errors-only`): each diagnostic once per build. When the
/// dependency compiles a checked-in shared part instead (its files hold `<stem>.shared.generated.swift`), no
/// other step reads the spec, and this one reports everything.
@main
struct WidgetSpecExtensionPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        try BuildCommands.commands(
            for: Self.specGroups(of: target), parts: [.extension], targetName: target.name,
            workDirectory: context.pluginWorkDirectoryURL, tool: { try context.tool(named: $0) })
    }

    /// The specs of each direct dependency that has some, by module, in module-name order.
    static func specGroups(of target: Target) -> [BuildCommands.SpecGroup] {
        let dependencies = target.dependencies.flatMap { dependency -> [Target] in
            switch dependency {
            case .target(let target): [target]
            case .product(let product): product.targets
            @unknown default: []
            }
        }
        var modules: [String: (specs: [URL], fileNames: Set<String>)] = [:]
        for module in dependencies.compactMap(\.sourceModule) {
            modules[module.moduleName] = (
                SpecFiles.specs(in: module.sourceFiles), Set(module.sourceFiles.map(\.url.lastPathComponent))
            )
        }
        return modules.keys.sorted().compactMap { name in
            guard let (specs, fileNames) = modules[name], !specs.isEmpty else { return nil }
            let sharedPartCheckedIn = specs.contains {
                fileNames.contains(WidgetSpecOutputFileName.forSpec(named: $0.path, part: .shared))
            }
            return BuildCommands.SpecGroup(specs: specs, importedModule: name, errorsOnly: !sharedPartCheckedIn)
        }
    }
}
