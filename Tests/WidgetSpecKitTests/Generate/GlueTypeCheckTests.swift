import Foundation
import Testing

@testable import WidgetSpecKit

/// The WidgetKit / App Intents / ActivityKit glue, type-checked against the interface stubs in Swift 6 mode
/// with warnings as errors, together with the code an app writes (views, loaders).
@Suite struct GlueTypeCheckTests {
    @Test(arguments: ExampleSpec.all)
    func generatedGlueTypeChecksAgainstTheStubs(_ example: ExampleSpec) throws {
        let modules = try BuiltModules.get()
        let (directory, files) = try example.writeWithApp("typecheck")
        defer { try? FileManager.default.removeItem(at: directory) }
        let errors = try modules.typeCheck(files)
        #expect(errors == nil, "\(example.outputName):\n\(errors ?? "")")
    }

    @Test(arguments: [AccessLevel.public, .package])
    func otherAccessLevelsTypeCheck(_ access: AccessLevel) throws {
        let modules = try BuiltModules.get()
        let example = try #require(ExampleSpec.all.first { $0.outputName == "game.widgets.generated.swift" })
        var copy = example
        copy.generated = SwiftGenerator.generate(example.spec, sourcePath: example.displayPath, access: access)
        #expect(copy.generated.contains("\(access.rawValue) struct CharacterDetailEntry"))
        let (directory, files) = try copy.writeWithApp("access")
        defer { try? FileManager.default.removeItem(at: directory) }
        // `package` needs a package name; the app's own types stay internal, which Swift allows.
        let errors = try modules.typeCheck(files, extraArguments: ["-package-name", "App"])
        #expect(errors == nil, "\(errors ?? "")")
    }
}
