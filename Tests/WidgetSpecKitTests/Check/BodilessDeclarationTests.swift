import Foundation
import Testing

@testable import WidgetSpecKit

/// The checker reads the generated type names and members off trees built without bodies or doc comments
/// (`SwiftBodies`), which would miss a name only if a body carried one: these tests hold the bodiless trees to
/// the full ones for every example spec and every valid fixture.
@Suite struct BodilessDeclarationTests {
    static let specPaths =
        SpecTestPaths.specFiles(in: ValidCorpusTests.exampleDirectory)
        + SpecTestPaths.specFiles(in: ValidCorpusTests.validDirectory)

    @Test(arguments: specPaths)
    func namesAndMembersAreThoseOfTheFullTrees(_ url: URL) throws {
        let loaded = SpecLoader.load(
            SourceFile(path: url.lastPathComponent, bytes: try [UInt8](Data(contentsOf: url))))
        let spec = try #require(loaded.spec)
        let context = GenerationContext(spec: spec, access: spec.access)
        let full = GeneratedDeclarations([GeneratedPart.shared, .extension].map { context.file($0, sourcePath: "") })
        let bodiless = SwiftGenerator.declarations(of: spec)
        #expect(!full.typeNames.isEmpty)
        #expect(bodiless.typeNames == full.typeNames)
        #expect(bodiless.members == full.members)
        // The checker keeps only the members of the types spec names go into: theirs are the same.
        let types = GeneratedMemberCollisions(spec).memberTypes
        let kept = SwiftGenerator.declarations(of: spec, memberTypes: types).members
        for type in types {
            #expect(kept.members(of: type) == full.members.members(of: type), "\(type)")
            #expect(kept.declares(type) == full.members.declares(type), "\(type)")
        }
    }

    @Test func corpusIsThere() {
        #expect(Self.specPaths.count >= 20)
    }

    /// Without bodies, functions, initializers and getters are built empty, and the code in their bodies is
    /// never evaluated.
    @Test func bodiesAreNeitherBuiltNorEvaluated() {
        var evaluated = 0
        func statements() -> [SwiftStatement] {
            evaluated += 1
            return [.return(.identifier("x"))]
        }
        let bodiless = SwiftBodies.withoutBodies {
            (
                SwiftFunction("f", body: statements()), SwiftInitializer("", body: statements()),
                SwiftProperty("p", type: "Int", value: .getter(statements()))
            )
        }
        #expect(evaluated == 0)
        #expect(bodiless.0.body == [])
        #expect(bodiless.1.body == [])
        #expect(bodiless.2.value == .computed([]))
        let full = SwiftFunction("f", body: statements())
        #expect(evaluated == 1)
        #expect(full.body == [.return(.identifier("x"))])
        #expect(SwiftFunction("requirement", body: nil).body == nil)
    }
}
