import Foundation
import Testing

@testable import WidgetSpecKit

/// `widgetspec scaffold` writes code that compiles as written: for every spec in specs/, every valid fixture and a
/// spec built to collide with framework names and keywords, the two generated parts and the scaffolded types, and
/// no other code, type-check against the stubs of every supported SDK (Swift 6, warnings as errors). The list of
/// user types is the checker's list of app types (`SwiftGenerator.typeNames`), so the two cannot drift.
@Suite struct ScaffoldTypeCheckTests {
    static let fixtureDirectory = RepositoryPaths.root.appendingPathComponent(
        "Tests/WidgetSpecKitTests/Spec/Fixtures/valid")

    /// Names a spec may use that scaffolded code must not trip over: a model named `Text`, a view named `View`
    /// shared by two widgets and a Live Activity, keyword fields (also named like the entry's own members), an
    /// optional field, a widget without fields, `background: none` and `view` below their OS minimum.
    static let adversarialSpec = """
        spec: 1
        bundle: Clash
        platforms:
          iOS: "16.1"
        models:
          Text:
            default: String
        entities:
          Item:
            fields:
              name: { type: String, placeholder: Name }
              when: Date?
            display: { title: name }
            search: true
        widgets:
          Alpha:
            kind: com.example.alpha
            displayName: Alpha
            families: [systemSmall]
            view: View
            background: none
            entry:
              default: { type: Text, placeholder: { default: x } }
              date: { type: Date }
              state: { type: Int?, placeholder: null }
              item: { type: Item, placeholder: { id: a, name: A } }
            timeline: { entries: now, policy: never }
          Beta:
            kind: com.example.beta
            displayName: Beta
            families: [systemSmall]
            view: View
            background: view
            timeline: { entries: now, policy: never }
          Gamma:
            kind: com.example.gamma
            displayName: Gamma
            families: [systemSmall]
            timeline: { entries: now, policy: never }
        activities:
          Trip:
            attributes:
              in: String
            state:
              for: Int?
            lockScreenView: View

        """

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var spec: Spec
        var testDescription: String { name }
    }

    static let cases: [Case] = {
        var cases = ExampleSpec.all.map { Case(name: $0.stem, spec: $0.spec) }
        for url in SpecTestPaths.specFiles(in: fixtureDirectory) {
            let loaded = SpecLoader.load(
                SourceFile(path: url.lastPathComponent, bytes: (try? [UInt8](Data(contentsOf: url))) ?? []))
            if let spec = loaded.spec { cases.append(Case(name: url.lastPathComponent, spec: spec)) }
        }
        let clash = SpecLoader.load(SourceFile(path: "clash.widgets.yaml", bytes: Array(adversarialSpec.utf8)))
        if let spec = clash.spec { cases.append(Case(name: "clash.widgets.yaml", spec: spec)) }
        return cases
    }()

    @Test func theAdversarialSpecHasNoErrors() {
        let clash = SpecLoader.load(SourceFile(path: "clash.widgets.yaml", bytes: Array(Self.adversarialSpec.utf8)))
        let set = SpecSet(files: [clash], pathProblems: [])
        let errors = CheckPipeline.diagnostics(of: set).filter { $0.severity == .error }
        #expect(clash.spec != nil)
        #expect(errors.isEmpty, "\(errors)")
    }

    @Test(arguments: cases, AppleSDK.allCases)
    func generatedAndScaffoldedCodeTypeCheckAlone(_ example: Case, _ sdk: AppleSDK) throws {
        let modules = try BuiltModules.get(sdk)
        let spec = example.spec
        let generated = GeneratedPart.allCases.map { part in
            (
                WidgetSpecOutputFileName.forSpec(named: spec.file, part: part),
                SwiftGenerator.generate(spec, part: part, sourcePath: spec.file)
            )
        }
        let source = ScaffoldSource(spec: spec)
        let scaffolded = UserCode.declarations(of: spec).map {
            ("\($0.name).swift", SwiftRenderer.render(source.file(for: $0)))
        }
        let (directory, files) = try ExampleSpec.write(generated + scaffolded, into: "scaffold")
        defer { try? FileManager.default.removeItem(at: directory) }
        let errors = try modules.typeCheck(files, extraArguments: ["-package-name", "App"])
        #expect(errors == nil, "\(example.name), \(sdk.rawValue) SDK:\n\(errors ?? "")")
    }

    /// The negative control: without one scaffolded type the same check fails and names it, so the check above
    /// compiles the scaffolded files and they are what the generated code needs.
    @Test func withoutAScaffoldedTypeTheCodeDoesNotCompile() throws {
        let modules = try BuiltModules.get()
        let spec = try ExampleSpec.named("home.widgets").spec
        let source = ScaffoldSource(spec: spec)
        let scaffolded = UserCode.declarations(of: spec).filter { $0.name != "LightToggleValueLoader" }.map {
            ("\($0.name).swift", SwiftRenderer.render(source.file(for: $0)))
        }
        let generated = GeneratedPart.allCases.map { part in
            (
                WidgetSpecOutputFileName.forSpec(named: spec.file, part: part),
                SwiftGenerator.generate(spec, part: part, sourcePath: spec.file)
            )
        }
        let (directory, files) = try ExampleSpec.write(generated + scaffolded, into: "scaffold-missing")
        defer { try? FileManager.default.removeItem(at: directory) }
        let errors = try #require(try modules.typeCheck(files))
        #expect(errors.contains("LightToggleValueLoader"), "\(errors)")
    }

    /// The package route of Examples/GameWidgets: the shared part and its scaffolded types are one module
    /// (`GameShared`), the extension part and its scaffolded types, importing it, another.
    @Test func theExamplePackagesScaffoldCompilesAsTwoModules() throws {
        let modules = try BuiltModules.get()
        let url = RepositoryPaths.root.appendingPathComponent(
            "Examples/GameWidgets/Sources/GameShared/game.widgets.yaml")
        let loaded = SpecLoader.load(SourceFile(path: "game.widgets.yaml", bytes: try [UInt8](Data(contentsOf: url))))
        let spec = try #require(loaded.spec)
        let package = ["-package-name", "GameWidgets"]
        let declarations = UserCode.declarations(of: spec)
        func scaffold(_ part: GeneratedPart, imports: [String]) -> [(String, String)] {
            let source = ScaffoldSource(spec: spec, imports: imports)
            return declarations.filter { $0.part == part }.map {
                ("\($0.name).swift", SwiftRenderer.render(source.file(for: $0)))
            }
        }
        let (sharedDirectory, sharedFiles) = try ExampleSpec.write(
            [
                (
                    "game.widgets.shared.generated.swift",
                    SwiftGenerator.generate(spec, part: .shared, sourcePath: "game.widgets.yaml")
                )
            ]
                + scaffold(.shared, imports: []), into: "scaffold-shared")
        defer { try? FileManager.default.removeItem(at: sharedDirectory) }
        try modules.emitModule("GameShared", sharedFiles, into: sharedDirectory, extraArguments: package)
        let extensionPart = SwiftGenerator.generate(
            spec, part: .extension, sourcePath: "game.widgets.yaml", imports: ["GameShared"])
        let (directory, files) = try ExampleSpec.write(
            [("game.widgets.extension.generated.swift", extensionPart)] + scaffold(.extension, imports: ["GameShared"]),
            into: "scaffold-extension")
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(files.count > 1)
        let errors = try modules.typeCheck(files, extraArguments: ["-I", sharedDirectory.path] + package)
        #expect(errors == nil, "\(errors ?? "")")
    }

    /// The scaffold's list and the checker's list of the app's types (what WS0603 guards) name the same types.
    @Test(arguments: cases)
    func theListNamesTheTypesTheCheckerKnowsAsTheApps(_ example: Case) {
        let listed = Set(UserCode.declarations(of: example.spec).map(\.name))
        let appTypes = Set(
            SwiftGenerator.typeNames(of: example.spec).filter { $0.origin == .app || $0.origin == .appView }.map(\.name)
        )
        #expect(listed == appTypes)
    }

    /// Each requirement the list shows is one the generated protocol declares, and the scaffold implements it.
    @Test func theListRepeatsTheGeneratedSignatures() throws {
        let home = try ExampleSpec.named("home.widgets")
        let declarations = UserCode.declarations(of: home.spec)
        let finder = try #require(declarations.first { $0.name == "LightFinder" })
        #expect(finder.part == .shared)
        #expect(finder.kind == .entityFinder)
        #expect(finder.requirements.contains("func entities(for identifiers: [String]) async throws -> [Light]"))
        let handler = try #require(declarations.first { $0.name == "TurnAllOffHandler" })
        #expect(handler.part == .shared, "openAppWhenRun: the app runs it")
        let toggle = try #require(declarations.first { $0.name == "SetLightHandler" })
        #expect(toggle.part == .extension)
        #expect(toggle.requirements.contains("func perform(value: Bool, light: Light?) async throws"))
        let loader = try #require(declarations.first { $0.name == "LightToggleValueLoader" })
        #expect(
            loader.requirements.contains(
                "func currentValue(_ configuration: LightToggleConfiguration) async throws -> Bool"))
        #expect(
            declarations.map(\.name) == [
                "LightFinder", "LightStatusView", "LightStatusLoader", "SetLightHandler", "TurnAllOffHandler",
                "LightToggleValueLoader",
            ])
    }

    /// A loader's body returns the spec's placeholders, written out; a shared view gets an initializer per entry.
    @Test func bodiesReturnThePlaceholders() throws {
        let game = try ExampleSpec.named("game.widgets")
        let source = ScaffoldSource(spec: game.spec)
        let declarations = UserCode.declarations(of: game.spec)
        let loader = try #require(declarations.first { $0.name == "CharacterDetailLoader" })
        let text = SwiftRenderer.render(source.file(for: loader))
        #expect(text.contains("// TODO: Load what widget 'CharacterDetail' shows"))
        #expect(
            text.contains(
                """
                        let content = CharacterDetailContent(
                            hero: Hero.panda,
                            healthLevel: 0.25,
                            fullHealthDate: request.date
                        )
                        return .content(content)
                """), "\(text)")
        let clash = try #require(Self.cases.first { $0.name == "clash.widgets.yaml" })
        let view = try #require(UserCode.declarations(of: clash.spec).first { $0.name == "View" })
        #expect(view.owners.count == 3)
        let viewText = SwiftRenderer.render(ScaffoldSource(spec: clash.spec).file(for: view))
        #expect(viewText.contains("struct View: SwiftUI.View, BetaBackgroundProviding {"), "\(viewText)")
        #expect(viewText.contains("init(entry: AlphaEntry)"))
        #expect(viewText.contains("init(entry: BetaEntry)"))
        #expect(viewText.contains("init(context: ActivityViewContext<Trip>)"))
        #expect(viewText.contains("SwiftUI.Text(verbatim: summary)"))
        #expect(viewText.contains("entry.content.date"))
        #expect(viewText.contains("entry.`default`"))
    }
}
