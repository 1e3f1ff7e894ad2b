import Foundation
import Testing

@testable import WidgetSpecKit

/// The WidgetKit / App Intents / ActivityKit glue, type-checked against the interface stubs of every supported SDK
/// (`AppleSDK`) in Swift 6 mode with warnings as errors: the extension part with the shared part and the
/// extension's code (views, loaders), and the shared part alone with the code an app target writes, as an app
/// compiles it. One swiftc run per spec, part and SDK: the specs' generated types share names, so they cannot go
/// into one module.
@Suite struct GlueTypeCheckTests {
    @Test(arguments: ExampleSpec.all, AppleSDK.allCases)
    func extensionPartTypeChecksWithTheSharedPart(_ example: ExampleSpec, _ sdk: AppleSDK) throws {
        let modules = try BuiltModules.get(sdk)
        let (directory, files) = try example.writeExtension("typecheck")
        defer { try? FileManager.default.removeItem(at: directory) }
        let errors = try modules.typeCheck(files)
        #expect(errors == nil, "\(example.stem), \(sdk.rawValue) SDK:\n\(errors ?? "")")
    }

    @Test(arguments: ExampleSpec.all, AppleSDK.allCases)
    func sharedPartTypeChecksAloneAsAnAppWould(_ example: ExampleSpec, _ sdk: AppleSDK) throws {
        let modules = try BuiltModules.get(sdk)
        let (directory, files) = try example.writeApp("app")
        defer { try? FileManager.default.removeItem(at: directory) }
        let errors = try modules.typeCheck(files)
        #expect(errors == nil, "\(example.stem), \(sdk.rawValue) SDK:\n\(errors ?? "")")
    }

    @Test(arguments: [AccessLevel.public, .package])
    func otherAccessLevelsTypeCheck(_ access: AccessLevel) throws {
        let modules = try BuiltModules.get()
        let game = try ExampleSpec.named("game.widgets")
        let example = ExampleSpec(spec: game.spec, displayPath: game.displayPath, access: access)
        #expect(example.shared.contains("\(access.rawValue) struct CharacterDetailEntry"))
        #expect(example.extensionPart.contains("\(access.rawValue) protocol CharacterDetailLoading"))
        let (directory, files) = try example.writeExtension("access")
        defer { try? FileManager.default.removeItem(at: directory) }
        // `package` needs a package name; the app's own types stay internal, which Swift allows.
        let errors = try modules.typeCheck(files, extraArguments: ["-package-name", "App"])
        #expect(errors == nil, "\(errors ?? "")")
    }

    /// The package route: the shared part is a module of its own (`access: public`), the extension part imports
    /// it, and the app imports only it. Every conformance of a shared type lives in the shared part, so nothing
    /// is a retroactive conformance (a warning, an error here) in the extension's module.
    @Test(arguments: ["game.widgets", "pizza.widgets", "events.widgets"])
    func partsCompileAsTwoModulesOfOnePackage(_ stem: String) throws {
        let modules = try BuiltModules.get()
        let base = try ExampleSpec.named(stem)
        let example = ExampleSpec(
            spec: base.spec, displayPath: base.displayPath, access: .public, imports: ["SharedWidgets"])
        #expect(example.extensionPart.contains("\nimport SharedWidgets\n"))
        let package = ["-package-name", "Game"]
        let (sharedDirectory, sharedFiles) = try ExampleSpec.write(
            [
                (example.outputName(.shared), example.shared),
                ("Shared.swift", AppSkeleton.sharedSource(for: example.spec)),
            ], into: "shared-module")
        defer { try? FileManager.default.removeItem(at: sharedDirectory) }
        try modules.emitModule("SharedWidgets", sharedFiles, into: sharedDirectory, extraArguments: package)

        let imports = ["-I", sharedDirectory.path] + package
        let extensionSource =
            "import SharedWidgets\n" + AppSkeleton.extensionSource(for: example.spec, includingShared: false)
        let (directory, files) = try ExampleSpec.write(
            [(example.outputName(.extension), example.extensionPart), ("Extension.swift", extensionSource)],
            into: "extension-module")
        defer { try? FileManager.default.removeItem(at: directory) }
        let errors = try modules.typeCheck(files, extraArguments: imports)
        #expect(errors == nil, "the extension module:\n\(errors ?? "")")

        let app = directory.appendingPathComponent("App.swift")
        try ("import SharedWidgets\n" + AppSkeleton.appSource(for: example.spec, includingShared: false)).write(
            to: app, atomically: true, encoding: .utf8)
        let appErrors = try modules.typeCheck([app], extraArguments: imports)
        #expect(appErrors == nil, "the app module:\n\(appErrors ?? "")")
    }
}
