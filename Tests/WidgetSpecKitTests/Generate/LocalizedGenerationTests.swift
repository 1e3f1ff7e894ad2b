import Foundation
import Testing

@testable import WidgetSpecKit

/// Where a localized spec's texts are looked up: the main bundle in an Xcode project, the package target's
/// resources (`Bundle.module`) in the package route, type-checked as two modules against the stubs.
@Suite struct LocalizedGenerationTests {
    static func weather(bundle: LocalizationDecl.Bundle) throws -> ExampleSpec {
        let base = try ExampleSpec.named("weather.widgets")
        var spec = base.spec
        spec.localization?.bundle = bundle
        return ExampleSpec(spec: spec, displayPath: base.displayPath, access: .public, imports: ["SharedWidgets"])
    }

    /// What SwiftPM generates for a target with resources (`resource_bundle_accessor.swift`), enough to compile.
    static let bundleAccessor = """
        import Foundation
        extension Foundation.Bundle {
            static let module: Bundle = Bundle.main
        }
        """

    /// Compiles the shared part as the module `SharedWidgets` (with `extraSources`), then type-checks the
    /// extension part and an app against it; returns the first failure.
    static func compileAsPackage(_ example: ExampleSpec, extraSources: [(String, String)]) throws -> String? {
        let modules = try BuiltModules.get()
        let package = ["-package-name", "Weather"]
        let (sharedDirectory, sharedFiles) = try ExampleSpec.write(
            [(example.outputName(.shared), example.shared)] + extraSources, into: "localized-shared")
        defer { try? FileManager.default.removeItem(at: sharedDirectory) }
        do {
            try modules.emitModule("SharedWidgets", sharedFiles, into: sharedDirectory, extraArguments: package)
        } catch {
            return "\(error)"
        }
        let imports = ["-I", sharedDirectory.path] + package
        let (directory, files) = try ExampleSpec.write(
            [
                (example.outputName(.extension), example.extensionPart),
                ("Extension.swift", "import SharedWidgets\n" + AppSkeleton.extensionSource(for: example.spec)),
            ], into: "localized-extension")
        defer { try? FileManager.default.removeItem(at: directory) }
        if let errors = try modules.typeCheck(files, extraArguments: imports) { return errors }
        let app = directory.appendingPathComponent("App.swift")
        try ("import SharedWidgets\n" + AppSkeleton.appSource(for: example.spec)).write(
            to: app, atomically: true, encoding: .utf8)
        return try modules.typeCheck([app], extraArguments: imports)
    }

    @Test func packageRouteLooksTextsUpInTheModulesBundle() throws {
        let example = try Self.weather(bundle: .module)
        #expect(example.shared.contains("Foundation.Bundle.module"))
        #expect(example.extensionPart.contains("bundle: .atURL(WeatherWidgetsStrings.bundle.bundleURL)"))
        let failure = try Self.compileAsPackage(example, extraSources: [("Accessor.swift", Self.bundleAccessor)])
        #expect(failure == nil, "\(failure ?? "")")
    }

    /// An entity's display name is a resource like an enum's title; in the package route too it names no bundle, as
    /// App Intents reads it at build time and rejects a `bundle:` argument.
    @Test func anEntitysDisplayNameIsLookedUpInTheCatalog() throws {
        let home = try ExampleSpec.named("home.widgets")
        var spec = home.spec
        spec.localization?.bundle = .module
        let example = ExampleSpec(
            spec: spec, displayPath: home.displayPath, access: .public, imports: ["SharedWidgets"])
        #expect(
            example.shared.contains(
                #"TypeDisplayRepresentation(name: LocalizedStringResource("Light.title", defaultValue: "Light", "#
                    + #"table: "home.widgets", comment: "#))
        let failure = try Self.compileAsPackage(
            example,
            extraSources: [
                ("Accessor.swift", Self.bundleAccessor), ("Finders.swift", AppSkeleton.sharedSource(for: spec)),
            ])
        #expect(failure == nil, "\(failure ?? "")")
    }

    /// Negative control: without the resources SwiftPM adds for the catalog, `Bundle.module` does not exist.
    @Test func packageRouteNeedsTheCatalogAmongTheTargetsResources() throws {
        let failure = try Self.compileAsPackage(try Self.weather(bundle: .module), extraSources: [])
        #expect(failure?.contains("module") == true, "\(failure ?? "compiled")")
    }

    /// In an Xcode project every target has the catalog in its own bundle: the resources name no bundle, so their
    /// arguments stay literals, which App Intents reads from the source at build time.
    @Test func mainBundleRouteNamesNoBundle() throws {
        let example = try ExampleSpec.named("weather.widgets")
        #expect(example.shared.contains("Foundation.Bundle.main"))
        #expect(!example.shared.contains("bundle: .") && !example.extensionPart.contains("bundle: ."))
        #expect(example.shared.contains(#"table: "weather.widgets""#))
        #expect(example.extensionPart.contains(#"table: "Localizable""#))
    }
}
