// Shared by the plugins through a symlink in each plugin's folder (plugins cannot import package modules).

import Foundation
import PackagePlugin

/// A target's name and its specs.
struct TargetSpecs {
    var targetName: String
    var specs: [URL]
}

/// What the command plugins share: choosing targets, splitting arguments and running `widgetspec`.
enum CommandSupport {
    /// The package's source targets and their specs, in manifest order.
    static func targetSpecs(of package: Package) -> [TargetSpecs] {
        package.targets.compactMap { target in
            target.sourceModule.map { TargetSpecs(targetName: target.name, specs: SpecFiles.specs(in: $0.sourceFiles)) }
        }
    }

    /// The targets to work on: the ones named with `--target` (each must exist and have specs), or every
    /// target that has specs. Throws when that leaves no spec at all.
    static func select(_ targets: [TargetSpecs], named names: [String]) throws -> [TargetSpecs] {
        guard !names.isEmpty else {
            let withSpecs = targets.filter { !$0.specs.isEmpty }
            if withSpecs.isEmpty {
                throw PluginFailure("no target has a *.widgets.yaml or *.widgets.yml spec among its files")
            }
            return withSpecs
        }
        return try names.map { name in
            guard let target = targets.first(where: { $0.targetName == name }) else {
                let known = targets.map(\.targetName).joined(separator: ", ")
                throw PluginFailure("no target named '\(name)' (targets: \(known))")
            }
            if target.specs.isEmpty {
                throw PluginFailure("target '\(name)' has no *.widgets.yaml or *.widgets.yml spec among its files")
            }
            return target
        }
    }

    /// The spec paths to work on, relative to `directory`: the `--specs` paths (files or folders, for specs kept
    /// outside any target), plus the specs of the selected targets unless only `--specs` was given.
    static func specPaths(
        explicit: [String], targetNames: [String], targets: [TargetSpecs], directory: URL
    ) throws -> [String] {
        guard explicit.isEmpty || !targetNames.isEmpty else { return explicit }
        let fromTargets = try select(targets, named: targetNames).flatMap(\.specs)
        return explicit + fromTargets.map { relativePath(of: $0, to: directory) }
    }

    /// Runs `widgetspec arguments...` in `directory` with the plugin's standard output and error, so the user
    /// sees its diagnostics as they are, and throws when it fails.
    static func run(_ tool: PluginContext.Tool, _ arguments: [String], in directory: URL) throws {
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments
        process.currentDirectoryURL = directory
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw PluginFailure("widgetspec \(arguments.first ?? "") failed (exit status \(process.terminationStatus))")
        }
    }

    /// `path` relative to `directory` when it lies inside it (shorter commands, stable generated headers).
    static func relativePath(of url: URL, to directory: URL) -> String {
        let base = directory.standardizedFileURL.path
        let path = url.standardizedFileURL.path
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
