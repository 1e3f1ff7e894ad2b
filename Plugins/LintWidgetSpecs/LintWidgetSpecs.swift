import Foundation
import PackagePlugin

/// `swift package lint-widget-specs [--target NAME]... [check options]`: runs `widgetspec check` on the specs of
/// every target (or the named ones) and fails when the checker finds errors, for CI. Other arguments go to
/// `widgetspec check` as they are (`--warnings-as-errors`, `--disable WS0702`, `--format text`).
@main
struct LintWidgetSpecs: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let targets = try CommandSupport.select(CommandSupport.targetSpecs(of: context.package), named: targetNames)
        try Self.lint(
            specs: targets.flatMap(\.specs), options: extractor.remainingArguments,
            tool: context.tool(named: "widgetspec"), directory: context.package.directoryURL)
    }

    /// One `widgetspec check` over all the specs, in `directory` (so diagnostics show relative paths).
    static func lint(specs: [URL], options: [String], tool: PluginContext.Tool, directory: URL) throws {
        let paths = specs.map { CommandSupport.relativePath(of: $0, to: directory) }
        try CommandSupport.run(tool, ["check"] + paths + options, in: directory)
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension LintWidgetSpecs: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let all = context.xcodeProject.targets.map {
            TargetSpecs(targetName: $0.displayName, specs: SpecFiles.specs(in: $0.inputFiles))
        }
        let targets = try CommandSupport.select(all, named: targetNames)
        try Self.lint(
            specs: targets.flatMap(\.specs), options: extractor.remainingArguments,
            tool: context.tool(named: "widgetspec"), directory: context.xcodeProject.directoryURL)
    }
}
#endif
