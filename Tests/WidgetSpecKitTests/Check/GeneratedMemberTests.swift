import Testing

@testable import WidgetSpecKit

/// The members of generated types are read off the generator's trees (`SwiftMembers`), and the checker's
/// collision rule (WS0603) guards every one of them: no list beside the generator to keep up to date.
@Suite struct GeneratedMemberTests {
    /// A spec with one of each place where a spec name becomes a member of a generated type; `extra` adds a
    /// name at one of them.
    static func spec(
        enumCase: String? = nil, plan: String? = nil, entityField: String? = nil, intentParameter: String? = nil,
        actionParameter: String? = nil
    ) -> String {
        """
        spec: 1
        bundle: MemberWidgets
        platforms: { iOS: "17.0" }
        enums:
          Hero: { cases: [a\(enumCase.map { ", " + $0 } ?? "")] }
        entities:
          Card:
            fields: { name: String\(entityField.map { ", " + $0 + ": String" } ?? "") }
            display: { title: name }
        widgets:
          Foo:
            kind: com.example.foo
            displayName: Foo
            families: [systemSmall]
            intent:
              parameters:
                team: { type: String, default: "a" }
        \(intentParameter.map { "        \($0): { type: String, default: \"b\" }\n" } ?? "")\
            url: "app://foo/{team}"
            timeline:
              entries: now
              policy: atEnd
              plans: { full: { policy: never }\(plan.map { ", " + $0 + ": { policy: never }" } ?? "") }
        actions:
          Go:
            parameters: { x: Int\(actionParameter.map { ", " + $0 + ": Int" } ?? "") }

        """
    }

    static func members() throws -> SwiftMembers {
        SwiftGenerator.declarations(of: try decodeSpec(spec())).members
    }

    /// The names `type` holds as members of one kind beyond those the spec gave it, which a spec name there
    /// could collide with.
    static func generated(_ type: String, isStatic: Bool, besides spec: Set<String>) throws -> [String] {
        try members().members(of: type).filter { $0.isStatic == isStatic && !spec.contains($0.name) }.map(\.name)
            .filter { SwiftKeywords.isIdentifier($0) }
    }

    /// The WS0603 messages about `name`.
    static func collisions(_ yaml: String, of name: String) throws -> [String] {
        try Checker.check([decodeSpec(yaml)]).filter {
            $0.id == DiagnosticDescription.swiftNameCollision.id && $0.message.contains("'\(name)' collides")
        }.map(\.message)
    }

    @Test func theMembersOfTheGeneratedTypesIncludeWhatTheHandKeptListsHeld() throws {
        let members = try Self.members()
        for name in ["typeTitle", "allCases", "typeDisplayRepresentation", "caseDisplayRepresentations"] {
            #expect(members.members(of: "Hero", named: name, isStatic: true).count == 1, "\(name)")
        }
        #expect(
            members.members(of: "FooPlan", named: "allCases", isStatic: true).map(\.origin) == [
                .synthesized(conformance: "CaseIterable")
            ])
        #expect(members.members(of: "Card", named: "displayRepresentation", isStatic: false).count == 1)
        #expect(members.members(of: "FooConfiguration", named: "widgetURL", isStatic: false).count == 1)
        #expect(members.members(of: "GoIntent", named: "perform", isStatic: false).map(\.origin) == [.function])
        #expect(
            members.members(of: "FooIntent", named: "_team", isStatic: false).map(\.origin) == [
                .wrapperStorage(property: "team", wrapper: "Parameter")
            ])
    }

    /// Every static member the generator gives an enum or a plan enum, and every instance member it gives an
    /// entity, a configuration intent, its values and an action's intent, is rejected as a spec name there:
    /// the names come from the generator, so a member it starts declaring is covered with no edit to the rule.
    @Test func everyMemberTheGeneratorDeclaresCollidesWithASpecNameInItsPlace() throws {
        var checked = 0
        for name in try Self.generated("Hero", isStatic: true, besides: ["a"]) {
            #expect(try !Self.collisions(Self.spec(enumCase: name), of: name).isEmpty, "case \(name)")
            checked += 1
        }
        for name in try Self.generated("FooPlan", isStatic: true, besides: ["default", "full"]) {
            #expect(try !Self.collisions(Self.spec(plan: name), of: name).isEmpty, "plan \(name)")
            checked += 1
        }
        for name in try Self.generated("Card", isStatic: false, besides: ["id", "name"]) {
            #expect(try !Self.collisions(Self.spec(entityField: name), of: name).isEmpty, "entity field \(name)")
            checked += 1
        }
        let intentMembers =
            try Self.generated("FooIntent", isStatic: false, besides: ["team"])
            + Self.generated("FooConfiguration", isStatic: false, besides: ["team"])
        for name in intentMembers {
            #expect(try !Self.collisions(Self.spec(intentParameter: name), of: name).isEmpty, "parameter \(name)")
            checked += 1
        }
        for name in try Self.generated("GoIntent", isStatic: false, besides: ["x"]) {
            #expect(try !Self.collisions(Self.spec(actionParameter: name), of: name).isEmpty, "action \(name)")
            checked += 1
        }
        #expect(checked >= 8)
    }

    /// A member the generator starts declaring is guarded at once: here one added to the enum's tree by hand.
    @Test func aMemberAddedToTheTreesIsGuarded() throws {
        let spec = try decodeSpec(Self.spec(enumCase: "brandNew"))
        let context = GenerationContext(spec: spec, access: spec.access)
        var file = context.file(.shared, sourcePath: "")
        #expect(GeneratedMemberCollisions(spec).collisions(with: SwiftMembers([file])).isEmpty)
        let added = SwiftProperty("brandNew", type: "Int", modifiers: ["static"], value: .initial("1"))
        file.members.append(.type(SwiftTypeDecl(.extension, "Hero", members: [.property(added)])))
        let found = GeneratedMemberCollisions(spec).collisions(with: SwiftMembers([file]))
        #expect(
            found.map { "\($0.what) '\($0.name.value)' collides with \($0.generated)" } == [
                "case of enum 'Hero' 'brandNew' collides with the static member `Hero.brandNew` generated for it"
            ])
    }

    /// Alternatives of a `#if` count once; what a conformance or a property wrapper adds counts; a declared
    /// member stands in for the one Swift would add.
    @Test func membersAreCountedAsSwiftDeclaresThem() {
        let wrapped = SwiftProperty("p", type: "Int", attributes: ["@Parameter(title: \"P\")"])
        let acted = SwiftProperty("q", type: "Int", attributes: ["@MainActor"])
        let file = SwiftFile(
            header: [],
            members: [
                .type(
                    SwiftTypeDecl(
                        .enum, "Plain", inherits: ["Swift.String", "Swift.CaseIterable"],
                        members: [.enumCase(name: "`default`", rawValue: nil, doc: nil)])),
                .type(
                    SwiftTypeDecl(
                        .enum, "Listed", inherits: ["CaseIterable"],
                        members: [
                            .property(
                                SwiftProperty(
                                    "allCases", type: "[Listed]", modifiers: ["static"], value: .initial("[]")))
                        ])),
                .conditional(
                    SwiftConditional(
                        [
                            .init(
                                .canImport("AppIntents"),
                                [.type(SwiftTypeDecl(.struct, "Box", members: [.property(wrapped)]))])
                        ],
                        otherwise: [
                            .type(SwiftTypeDecl(.struct, "Box", members: [.property(SwiftProperty("p", type: "Int"))]))
                        ])),
                .type(
                    SwiftTypeDecl(
                        .extension, "Box",
                        members: [
                            .property(acted),
                            .function(SwiftFunction("load", parameters: .inline(["for request: Int"]), body: [])),
                            .function(SwiftFunction("run", body: [])),
                        ])),
            ])
        let members = SwiftMembers([file])
        #expect(members.members(of: "Plain", named: "default", isStatic: true).map(\.origin) == [.enumCase])
        #expect(members.members(of: "Plain", named: "allCases", isStatic: true).count == 1)
        #expect(members.members(of: "Listed", named: "allCases", isStatic: true).map(\.origin) == [.property])
        #expect(members.members(of: "Box", named: "p", isStatic: false).count == 1)
        #expect(members.members(of: "Box", named: "_p", isStatic: false).count == 1)
        #expect(members.members(of: "Box", named: "_q", isStatic: false).isEmpty)
        #expect(members.members(of: "Box", named: "load(for:)", isStatic: false).count == 1)
        #expect(members.members(of: "Box", named: "run", isStatic: false).map(\.origin) == [.function])
    }
}
