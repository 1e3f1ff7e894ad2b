import Foundation
import Testing

@testable import WidgetSpecKit

/// Where the two parts meet, against the interface stubs: the example package's app target compiles with the
/// shared part alone, as a module of its own; an app file that names what only the extension part declares does
/// not; and a widget whose view must provide its background fails to compile with a view that does not.
@Suite struct PartBoundaryTests {
    static let examplePackage = RepositoryPaths.root.appendingPathComponent("Examples/GameWidgets")

    /// The example's spec, its shared part as the module `GameShared` (with the package's hand-written
    /// GameShared sources), in a new directory.
    static func exampleSharedModule(_ modules: BuiltModules) throws -> (spec: Spec, directory: URL) {
        let sharedSources = examplePackage.appendingPathComponent("Sources/GameShared")
        let set = SpecLoader.load(paths: [sharedSources.appendingPathComponent("game.widgets.yaml").path])
        let spec = try #require(set.specs.first)
        let example = ExampleSpec(spec: spec, displayPath: "Sources/GameShared/game.widgets.yaml")
        let (directory, files) = try ExampleSpec.write(
            [(example.outputName(.shared), example.shared)], into: "game-shared")
        let handWritten = try swiftFiles(in: sharedSources)
        try modules.emitModule(
            "GameShared", files + handWritten, into: directory, extraArguments: ["-package-name", "GameWidgets"])
        return (spec, directory)
    }

    static func swiftFiles(in directory: URL) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".swift") }.sorted()
            .map { directory.appendingPathComponent($0) }
    }

    @Test func theExamplesAppTargetTypeChecksWithTheSharedModuleAlone() throws {
        let modules = try BuiltModules.get()
        let (_, shared) = try Self.exampleSharedModule(modules)
        defer { try? FileManager.default.removeItem(at: shared) }
        let app = try Self.swiftFiles(in: Self.examplePackage.appendingPathComponent("Sources/GameApp"))
        #expect(app.count >= 2)
        let errors = try modules.typeCheck(app, extraArguments: ["-I", shared.path, "-package-name", "GameWidgets"])
        #expect(errors == nil, "\(errors ?? "")")
    }

    /// The example's widget extension target — its hand-written loaders and SwiftUI views with the extension part
    /// the plugin generates (`--import GameShared`) — type-checks against the stubs, which on Linux is the only
    /// check its views get (the package compiles them on Apple platforms alone).
    @Test func theExamplesExtensionTargetTypeChecksWithItsViews() throws {
        let modules = try BuiltModules.get()
        let (spec, shared) = try Self.exampleSharedModule(modules)
        defer { try? FileManager.default.removeItem(at: shared) }
        let example = ExampleSpec(
            spec: spec, displayPath: "Sources/GameShared/game.widgets.yaml", imports: ["GameShared"])
        let generated = shared.appendingPathComponent(example.outputName(.extension))
        try example.extensionPart.write(to: generated, atomically: true, encoding: .utf8)
        let handWritten = try Self.swiftFiles(in: Self.examplePackage.appendingPathComponent("Sources/GameWidgetsKit"))
        #expect(handWritten.map(\.lastPathComponent) == ["Loaders.swift", "Views.swift"])
        let errors = try modules.typeCheck(
            [generated] + handWritten, extraArguments: ["-I", shared.path, "-package-name", "GameWidgets"])
        #expect(errors == nil, "\(errors ?? "")")
    }

    /// The negative control of the boundary: the extension's types are not in the shared part.
    @Test(arguments: [
        "CharacterDetailInfo.kind", "CharacterDetailProvider()", "GameStatusRequest(date: .now, family: .systemSmall)",
    ])
    func anAppFileNamingAnExtensionOnlySymbolFails(_ expression: String) throws {
        let modules = try BuiltModules.get()
        let game = try ExampleSpec.named("game.widgets")
        let appSource = AppSkeleton.appSource(for: game.spec) + "\nlet extensionOnly = \(expression)\n"
        let (directory, files) = try game.writeApp("boundary", appSource: appSource)
        defer { try? FileManager.default.removeItem(at: directory) }
        let errors = try #require(try modules.typeCheck(files), "the app compiled with \(expression)")
        let name = String(expression.prefix { $0 != "." && $0 != "(" })
        #expect(errors.contains("cannot find '\(name)' in scope"), "\(errors)")
        // With the extension part the same file compiles: the failure is the boundary, not the snippet.
        let withExtension = files + [directory.appendingPathComponent(game.outputName(.extension))]
        try game.extensionPart.write(to: withExtension.last!, atomically: true, encoding: .utf8)
        let extensionSource = directory.appendingPathComponent("Extension.swift")
        try AppSkeleton.extensionSource(for: game.spec, includingShared: false).write(
            to: extensionSource, atomically: true, encoding: .utf8)
        let fixed = try modules.typeCheck(withExtension + [extensionSource])
        #expect(fixed == nil, "\(fixed ?? "")")
    }

    /// `background: view`: the generated widget calls the view's `widgetBackground` through a protocol, so a view
    /// without it does not compile (and the message names the protocol), and with it does.
    @Test func aViewWithoutTheBackgroundItMustProvideFailsToCompile() throws {
        let modules = try BuiltModules.get()
        var spec = try ExampleSpec.named("game.widgets").spec
        spec.widgets[1].background.style = .view
        let example = ExampleSpec(spec: spec, displayPath: "specs/game.widgets.yaml")
        #expect(example.extensionPart.contains("protocol GameStatusBackgroundProviding: SwiftUI.View {"))
        let (directory, files) = try example.writeExtension("background")
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(try modules.typeCheck(files) == nil)

        let extensionSource = try #require(files.last)
        let withoutBackground = try String(contentsOf: extensionSource, encoding: .utf8)
            .replacingOccurrences(of: ", GameStatusBackgroundProviding", with: "")
            .replacingOccurrences(of: "    var widgetBackground: some SwiftUI.View { SwiftUI.Color.blue }\n", with: "")
        try withoutBackground.write(to: extensionSource, atomically: true, encoding: .utf8)
        let errors = try #require(try modules.typeCheck(files), "a view without a background compiled")
        #expect(errors.contains("GameStatusBackgroundProviding"), "\(errors)")
    }
}
