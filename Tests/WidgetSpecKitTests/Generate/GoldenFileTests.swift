import Foundation
import Testing

@testable import WidgetSpecKit

/// The generated Swift of every example spec is committed under `Reference/`; these tests regenerate and
/// compare. Run with `WIDGETSPEC_RECORD=1` to re-record after an intended change.
@Suite struct GoldenFileTests {
    @Test func everyExampleSpecIsLoaded() {
        #expect(ExampleSpec.all.count >= 6)
        let names = Set(ExampleSpec.all.map(\.outputName))
        #expect(names.contains("game.widgets.generated.swift"))
    }

    @Test(arguments: ExampleSpec.all)
    func generatedCodeMatchesReference(_ example: ExampleSpec) {
        let reference = RepositoryPaths.reference.appendingPathComponent(example.outputName)
        GoldenFile.check(example.generated, against: reference)
    }

    @Test(arguments: ExampleSpec.all)
    func generationIsDeterministic(_ example: ExampleSpec) {
        let again = SwiftGenerator.generate(example.spec, sourcePath: example.displayPath)
        #expect(again == example.generated)
    }

    @Test func everyGeneratedFileStartsWithTheHeader() {
        for example in ExampleSpec.all {
            #expect(example.generated.hasPrefix(SwiftGenerator.headerPrefix + example.displayPath + " — do not edit."))
        }
    }

    /// Walks the declaration tree: every declaration carries a doc comment, and (but for protocol requirements,
    /// which sit under a documented protocol) it names a spec line.
    @Test(arguments: ExampleSpec.all)
    func everyDeclarationHasADocCommentNamingItsSpecLine(_ example: ExampleSpec) {
        let context = GenerationContext(spec: example.spec, access: example.spec.access)
        let file = context.file(sourcePath: example.displayPath)
        var missing: [String] = []
        func visit(_ decls: [SwiftDecl], inProtocol: Bool) {
            for decl in decls {
                let (name, doc): (String, String?)
                switch decl {
                case .importModule, .comment: continue
                case .conditional(let conditional):
                    for branch in conditional.branches { visit(branch.body, inProtocol: inProtocol) }
                    visit(conditional.otherwise ?? [], inProtocol: inProtocol)
                    continue
                case .type(let type):
                    (name, doc) = (type.name, type.doc)
                    visit(type.members, inProtocol: type.kind == .protocol)
                case .function(let function): (name, doc) = (function.signature, function.doc)
                case .property(let property): (name, doc) = (property.name, property.doc)
                case .initializer(let initializer): (name, doc) = ("init(\(initializer.parameters))", initializer.doc)
                case .enumCase(let caseName, _, let caseDoc): (name, doc) = (caseName, caseDoc)
                case .typeAlias(let aliasName, _, _, let aliasDoc): (name, doc) = (aliasName, aliasDoc)
                }
                let fileName = (example.spec.file as NSString).lastPathComponent
                guard let doc, inProtocol || doc.contains("(\(fileName):") else {
                    missing.append(name)
                    continue
                }
            }
        }
        visit(file.members, inProtocol: false)
        #expect(missing.isEmpty, "undocumented: \(missing)")
    }
}

/// The names the checker can use to find collisions, and the excerpt in the docs.
@Suite struct GeneratedNamesAndDocsTests {
    @Test func generatedTypeNamesListWhatTheFileDeclares() throws {
        let game = try #require(ExampleSpec.all.first { $0.outputName == "game.widgets.generated.swift" })
        let names = SwiftGenerator.generatedTypeNames(of: game.spec)
        for name in [
            "WidgetKinds", "GameWidgets", "CharacterDetailEntry", "CharacterDetailLoading", "SelectCharacterIntent",
        ] {
            #expect(names.contains(name))
        }
        for name in names where !name.hasSuffix("View") && !name.hasSuffix("Loader") {
            let declared = ["struct", "enum", "protocol"].contains { game.generated.contains("\($0) \(name)") }
            #expect(declared, "\(name) is not declared")
        }
    }

    /// Every line of the Swift excerpt in docs/generated-code.md appears in the game spec's generated file.
    @Test func docsExcerptIsGeneratedCode() throws {
        let docs = try String(
            contentsOf: RepositoryPaths.root.appendingPathComponent("docs/generated-code.md"), encoding: .utf8)
        let game = try #require(ExampleSpec.all.first { $0.outputName == "game.widgets.generated.swift" })
        let excerpt = try #require(docs.components(separatedBy: "## Excerpt").last)
        let code = try #require(excerpt.components(separatedBy: "```swift\n").dropFirst().first)
        let lines = code.components(separatedBy: "```").first?.split(separator: "\n").map(String.init) ?? []
        #expect(lines.count > 10)
        for line in lines where !line.trimmingCharacters(in: .whitespaces).hasPrefix("// ...") {
            #expect(game.generated.contains(line), "not in the generated file: \(line)")
        }
    }
}
