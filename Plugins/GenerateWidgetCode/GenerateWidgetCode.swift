import Foundation
import PackagePlugin

/// `swift package generate-widget-code [--target NAME]... [--output DIR] [--access LEVEL] [--check]`: writes the
/// generated Swift files into the package, for projects that check generated code in (and do not also use the
/// build plugin on the same target, which would declare everything twice).
///
/// Without `--output` each file lands next to its spec; with it, every file lands in `DIR` (relative to the
/// package). Other arguments go to `widgetspec generate` as they are (`--access public`, `--check`).
@main
struct GenerateWidgetCode: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let output = extractor.extractOption(named: "output").last
        let targets = try CommandSupport.select(CommandSupport.targetSpecs(of: context.package), named: targetNames)
        try Self.generate(
            specs: targets.flatMap(\.specs), output: output, options: extractor.remainingArguments,
            tool: context.tool(named: "widgetspec"), directory: context.package.directoryURL)
    }

    /// Runs `widgetspec generate` once per output directory, in `directory` (so headers show relative paths).
    static func generate(
        specs: [URL], output: String?, options: [String], tool: PluginContext.Tool, directory: URL
    ) throws {
        let paths = specs.map { CommandSupport.relativePath(of: $0, to: directory) }
        if let output {
            try CommandSupport.run(tool, ["generate"] + paths + ["--output", output] + options, in: directory)
            return
        }
        // Next to the specs: one run per spec directory, in path order.
        let byDirectory = Dictionary(grouping: paths) { ($0 as NSString).deletingLastPathComponent }
        for folder in byDirectory.keys.sorted() {
            let outputFolder = folder.isEmpty ? "." : folder
            try CommandSupport.run(
                tool, ["generate"] + byDirectory[folder, default: []] + ["--output", outputFolder] + options,
                in: directory)
        }
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension GenerateWidgetCode: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let output = extractor.extractOption(named: "output").last
        let all = context.xcodeProject.targets.map {
            TargetSpecs(targetName: $0.displayName, specs: SpecFiles.specs(in: $0.inputFiles))
        }
        let targets = try CommandSupport.select(all, named: targetNames)
        try Self.generate(
            specs: targets.flatMap(\.specs), output: output, options: extractor.remainingArguments,
            tool: context.tool(named: "widgetspec"), directory: context.xcodeProject.directoryURL)
    }
}
#endif
