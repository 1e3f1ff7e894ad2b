import Testing

@testable import WidgetSpecKit

/// What decodes as what, with the default JSON strategies: the one comparison behind the Live Activity rules of
/// `widgetspec diff`, both ways.
@Suite struct DecodingCompatibilityTests {
    /// The content state of the spec's only activity, with the spec's types.
    static func state(_ topLevel: String, state: String) throws -> DecodingCompatibility.Version {
        let text = "spec: 1\nbundle: B\n\(topLevel)\nactivities:\n  A:\n    state:\n\(state)\n"
        let spec = try #require(SpecLoader.load(SourceFile(path: "a.widgets.yaml", text: text)).spec)
        return DecodingCompatibility.Version(fields: spec.activities[0].state, types: TypeTable(spec: spec))
    }

    static func paths(_ old: DecodingCompatibility.Version, _ new: DecodingCompatibility.Version) -> (
        forward: [String], backward: [String]
    ) {
        (
            DecodingCompatibility.problems(decoding: old, as: new, decodingIsNew: true).map(\.path),
            DecodingCompatibility.problems(decoding: new, as: old, decodingIsNew: false).map(\.path)
        )
    }

    @Test func wideningsDecodeOldPayloadsButNotTheOtherWay() throws {
        let old = try Self.state(
            "enums:\n  E: { cases: [a] }",
            state: "      count: Int\n      kind: E\n      link: URL\n      note: String")
        let new = try Self.state(
            "enums:\n  E: { cases: [a] }",
            state: "      count: Double\n      kind: String\n      link: String\n      note: String?")
        let (forward, backward) = Self.paths(old, new)
        #expect(forward.isEmpty)
        #expect(backward == ["count", "kind", "link", "note"])
    }

    @Test func recursiveModelsEndAndSharedOnesReportOnce() throws {
        let old = try Self.state(
            "models:\n  Node: { name: String, children: \"[Node]\" }",
            state: "      root: Node\n      spare: Node?")
        let new = try Self.state(
            "models:\n  Node: { name: String, weight: Int, children: \"[Node]\" }",
            state: "      root: Node\n      spare: Node?")
        let (forward, backward) = Self.paths(old, new)
        #expect(forward == ["root.weight"])
        #expect(backward.isEmpty)
    }

    /// Forty models, each holding the next twice: compared pair by pair, not path by path (2^40 paths).
    @Test func aDeepChainOfModelsIsComparedOncePerModel() throws {
        let models = (0..<40).map { "  M\($0): { a: M\($0 + 1), b: M\($0 + 1) }" }.joined(separator: "\n")
        let old = try Self.state("models:\n\(models)\n  M40: { x: Int }", state: "      top: M0")
        let new = try Self.state("models:\n\(models)\n  M40: { x: String }", state: "      top: M0")
        let (forward, backward) = Self.paths(old, new)
        #expect(forward.count == 1)
        #expect(forward.first?.hasSuffix(".a.x") == true)
        #expect(backward == forward)
    }

    /// An entity is a type of fields like a model, `id` first: its fields are compared too, and a model that
    /// becomes an entity gains a required `id`.
    @Test func entitiesAreComparedByTheirFields() throws {
        let entity = "entities:\n  Card:\n    fields: { name: String }\n    display: { title: name }"
        let old = try Self.state(entity, state: "      card: Card")
        let new = try Self.state(
            "entities:\n  Card:\n    fields: { name: String, company: String }\n    display: { title: name }",
            state: "      card: Card")
        #expect(Self.paths(old, new) == (forward: ["card.company"], backward: []))
        let model = try Self.state("models:\n  Card: { name: String }", state: "      card: Card")
        #expect(Self.paths(model, old) == (forward: ["card.id"], backward: []))
    }

    @Test func casesCountOnlyWhereTheOtherVersionLacksThem() throws {
        let old = try Self.state("enums:\n  E: { cases: [a, b] }", state: "      e: \"[E]\"")
        let new = try Self.state("enums:\n  E: { cases: [b, c] }", state: "      e: \"[E]\"")
        let forward = DecodingCompatibility.problems(decoding: old, as: new, decodingIsNew: true)
        let backward = DecodingCompatibility.problems(decoding: new, as: old, decodingIsNew: false)
        #expect(forward.map(\.path) == ["e[]"])
        #expect(backward.map(\.path) == ["e[]"])
        guard case .missingCase("a", _) = forward.first?.reason, case .missingCase("c", _) = backward.first?.reason
        else {
            Issue.record("expected case a gone and case c new: \(forward) \(backward)")
            return
        }
    }
}
