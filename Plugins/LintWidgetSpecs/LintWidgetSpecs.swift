import Foundation
import PackagePlugin

/// `swift package lint-widget-specs [--target NAME]... [--specs PATH]... [check options]`: runs `widgetspec check`
/// on the specs of every target (or the named ones, or the `--specs` paths) and fails when the checker finds
/// errors, for CI. Other arguments go to `widgetspec check` as they are (`--warnings-as-errors`,
/// `--disable WS0702`, `--format text`).
@main
struct LintWidgetSpecs: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try Self.perform(
            arguments: arguments, targets: CommandSupport.targetSpecs(of: context.package),
            tool: context.tool(named: "widgetspec"), directory: context.package.directoryURL)
    }

    /// One `widgetspec check` over all the specs, in `directory` (so diagnostics show relative paths).
    static func perform(arguments: [String], targets: [TargetSpecs], tool: PluginContext.Tool, directory: URL) throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let explicit = extractor.extractOption(named: "specs")
        let paths = try CommandSupport.specPaths(
            explicit: explicit, targetNames: targetNames, targets: targets, directory: directory)
        try CommandSupport.run(tool, ["check"] + paths + extractor.remainingArguments, in: directory)
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension LintWidgetSpecs: XcodeCommandPlugin {
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
