import Foundation
import PackagePlugin

/// `swift package generate-widget-code [--target NAME]... [--specs PATH]... [--output DIR] [--access LEVEL]
/// [--check]`: writes the generated Swift files into the package, for projects that check generated code in (and
/// do not also use the build plugin on the same target, which would declare everything twice).
///
/// Without `--output` each file lands next to its spec (a `--specs` folder receives the files of the specs in
/// it); with it, every file lands in `DIR` (relative to the package). Other arguments go to
/// `widgetspec generate` as they are (`--access public`, `--check`).
@main
struct GenerateWidgetCode: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try Self.perform(
            arguments: arguments, targets: CommandSupport.targetSpecs(of: context.package),
            tool: context.tool(named: "widgetspec"), directory: context.package.directoryURL)
    }

    static func perform(arguments: [String], targets: [TargetSpecs], tool: PluginContext.Tool, directory: URL) throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let explicit = extractor.extractOption(named: "specs")
        let output = extractor.extractOption(named: "output").last
        let paths = try CommandSupport.specPaths(
            explicit: explicit, targetNames: targetNames, targets: targets, directory: directory)
        let options = extractor.remainingArguments
        if let output {
            try CommandSupport.run(tool, ["generate"] + paths + ["--output", output] + options, in: directory)
            return
        }
        // Next to the specs: one run per output folder, in path order.
        let byFolder = Dictionary(grouping: paths) { outputFolder(for: $0, in: directory) }
        for folder in byFolder.keys.sorted() {
            try CommandSupport.run(
                tool, ["generate"] + byFolder[folder, default: []] + ["--output", folder] + options, in: directory)
        }
    }

    /// A spec file's folder, or the folder itself when the path names one.
    static func outputFolder(for path: String, in directory: URL) -> String {
        var isDirectory: ObjCBool = false
        let absolute = directory.appendingPathComponent(path).path
        if FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory), isDirectory.boolValue {
            return path
        }
        let folder = (path as NSString).deletingLastPathComponent
        return folder.isEmpty ? "." : folder
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension GenerateWidgetCode: XcodeCommandPlugin {
        func performCommand(context: XcodePluginContext, arguments: [String]) throws {
            let targets = context.xcodeProject.targets.map {
                TargetSpecs(targetName: $0.displayName, specs: SpecFiles.specs(in: $0.inputFiles))
            }
            try Self.perform(
                arguments: arguments, targets: targets, tool: context.tool(named: "widgetspec"),
                directory: context.xcodeProject.directoryURL)
        }
    }
#endif
