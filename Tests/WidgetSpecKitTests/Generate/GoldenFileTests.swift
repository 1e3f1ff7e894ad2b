import Foundation
import Testing

@testable import WidgetSpecKit

/// The generated Swift of every example spec, both parts, is committed under `Reference/`; these tests
/// regenerate and compare. Run with `WIDGETSPEC_RECORD=1` to re-record after an intended change.
@Suite struct GoldenFileTests {
    /// Each example with each part.
    struct Part: Sendable, CustomTestStringConvertible {
        var example: ExampleSpec
        var part: GeneratedPart
        var testDescription: String { example.outputName(part) }
    }

    static let parts = ExampleSpec.all.flatMap { example in
        GeneratedPart.allCases.map { Part(example: example, part: $0) }
    }

    @Test func everyExampleSpecIsLoaded() {
        #expect(ExampleSpec.all.count >= 6)
        #expect(ExampleSpec.all.contains { $0.stem == "game.widgets" })
    }

    @Test(arguments: parts)
    func generatedCodeMatchesReference(_ item: Part) {
        let reference = RepositoryPaths.reference.appendingPathComponent(item.example.outputName(item.part))
        GoldenFile.check(item.example.generated(item.part), against: reference)
    }

    @Test(arguments: parts)
    func generationIsDeterministic(_ item: Part) {
        let again = SwiftGenerator.generate(item.example.spec, part: item.part, sourcePath: item.example.displayPath)
        #expect(again == item.example.generated(item.part))
    }

    @Test(arguments: parts)
    func everyGeneratedFileStartsWithTheHeader(_ item: Part) {
        let header =
            SwiftGenerator.headerPrefix + item.example.displayPath + " — do not edit.\n// The \(item.part) part:"
        #expect(item.example.generated(item.part).hasPrefix(header))
    }

    /// Walks the declaration tree: every declaration carries a doc comment, and (but for protocol requirements,
    /// which sit under a documented protocol) it names a spec line.
    @Test(arguments: parts)
    func everyDeclarationHasADocCommentNamingItsSpecLine(_ item: Part) {
        let example = item.example
        let context = GenerationContext(spec: example.spec, access: example.spec.access)
        let file = context.file(item.part, sourcePath: example.displayPath)
        var missing: [String] = []
        func visit(_ decls: [SwiftDecl], inProtocol: Bool) {
            for decl in decls {
                let (name, doc): (String, String?)
                switch decl {
                // A preview declares no name a person reads or calls.
                case .importModule, .comment, .macroExpansion: continue
                case .conditional(let conditional):
                    for branch in conditional.branches { visit(branch.body, inProtocol: inProtocol) }
                    visit(conditional.otherwise ?? [], inProtocol: inProtocol)
                    continue
                case .noted(let inner, _):
                    visit([inner], inProtocol: inProtocol)
                    continue
                case .type(let type):
                    (name, doc) = (type.name, type.doc)
                    visit(type.members, inProtocol: type.kind == .protocol)
                case .function(let function): (name, doc) = (function.signature, function.doc)
                case .property(let property): (name, doc) = (property.name, property.doc)
                case .initializer(let initializer): (name, doc) = ("init(\(initializer.parameters))", initializer.doc)
                case .enumCase(let caseName, _, let caseDoc): (name, doc) = (caseName, caseDoc)
                case .typeAlias(let aliasName, _, _, let aliasDoc): (name, doc) = (aliasName, aliasDoc)
                case .associatedType(let typeName, _, let typeDoc): (name, doc) = (typeName, typeDoc)
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
    /// Every top-level type the parts declare carries the note that names it, so the derived list is the trees'
    /// own: a declaration added without one fails here, not as a collision the checker misses.
    @Test(arguments: ExampleSpec.all)
    func everyTopLevelDeclarationNamesItself(_ example: ExampleSpec) throws {
        let context = GenerationContext(spec: example.spec, access: example.spec.access)
        var unnamed: [String] = []
        var declared: [String] = []
        // `notes`: the names noted on the declaration (a declaration names itself and the app types it uses).
        func visit(_ decls: [SwiftDecl], notes: [String]) {
            for decl in decls {
                switch decl {
                case .noted(let inner, let found):
                    visit([inner], notes: notes + [(found.value as? GeneratedTypeName)?.name].compactMap { $0 })
                case .conditional(let conditional):
                    for body in conditional.branches.map(\.body) + [conditional.otherwise ?? []] {
                        visit(body, notes: [])
                    }
                case .type(let type) where type.kind != .extension:
                    declared.append(type.name)
                    if !notes.contains(type.name) { unnamed.append(type.name) }
                case .typeAlias(let name, _, _, _):
                    declared.append(name)
                    if !notes.contains(name) { unnamed.append(name) }
                default: continue
                }
            }
        }
        for part in [GeneratedPart.shared, .extension] {
            visit(context.file(part, sourcePath: example.displayPath).members, notes: [])
        }
        #expect(!declared.isEmpty)
        #expect(unnamed.isEmpty, "declared without a GeneratedTypeName: \(unnamed)")
        // The app's types are used, never declared.
        let appTypes = SwiftGenerator.typeNames(of: example.spec).filter { [.app, .appView].contains($0.origin) }
        #expect(appTypes.allSatisfy { !declared.contains($0.name) })
    }

    /// The app's loaders, views and handlers come from where the generated code uses them.
    @Test func appTypesAreReadWhereTheCodeUsesThem() throws {
        let names = SwiftGenerator.typeNames(of: try ExampleSpec.named("game.widgets").spec)
        let app = names.filter { [.app, .appView].contains($0.origin) }.map(\.name)
        #expect(app.contains("CharacterDetailLoader"))
        #expect(app.contains { $0.hasSuffix("View") })
    }

    @Test func generatedTypeNamesListTheGameSpecsTypes() throws {
        let names = SwiftGenerator.generatedTypeNames(of: try ExampleSpec.named("game.widgets").spec)
        for name in [
            "WidgetKinds", "GameWidgets", "CharacterDetailEntry", "CharacterDetailLoading", "SelectCharacterIntent",
            "CharacterDetailRequest", "CharacterDetailLoad", "GameWidgetsSharedAppIntents",
        ] {
            #expect(names.contains(name))
        }
    }

    /// Every line of the Swift excerpts in docs/generated-code.md appears in one of the game spec's parts.
    @Test func docsExcerptIsGeneratedCode() throws {
        let docs = try String(
            contentsOf: RepositoryPaths.root.appendingPathComponent("docs/generated-code.md"), encoding: .utf8)
        let game = try ExampleSpec.named("game.widgets")
        let excerpt = try #require(docs.components(separatedBy: "## Excerpt").last)
        let blocks = excerpt.components(separatedBy: "```swift\n").dropFirst().map {
            $0.components(separatedBy: "```").first ?? ""
        }
        #expect(blocks.count == 2)
        let lines = blocks.flatMap { $0.split(separator: "\n").map(String.init) }
        #expect(lines.count > 20)
        for line in lines where !line.trimmingCharacters(in: .whitespaces).hasPrefix("// ...") {
            #expect(game.shared.contains(line) || game.extensionPart.contains(line), "not generated: \(line)")
        }
    }
}
