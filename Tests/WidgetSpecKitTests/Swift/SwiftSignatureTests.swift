import Testing
import WidgetSchedule

@testable import WidgetSpecKit

/// The Swift room's signatures (nested, opaque, tuple and function types; parameters; availability) and its
/// one-line expressions, as generated code spells them.
@Suite struct SwiftSignatureTests {
    private static let date = SwiftType.qualified(module: "Foundation", name: "Date")

    @Test func typesSpellNestingOpaqueExistentialTupleAndFunction() {
        #expect(SwiftType.member(.library(ContentCache.self), "Key").description == "WidgetSchedule.ContentCache.Key")
        #expect(
            SwiftType.array(.member(.existential(.qualified(module: "AppIntents", name: "AppIntentsPackage")), "Type"))
                .description
                == "[any AppIntents.AppIntentsPackage.Type]")
        #expect(SwiftType.opaque(.qualified(module: "SwiftUI", name: "View")).description == "some SwiftUI.View")
        #expect(
            SwiftType.tuple([
                SwiftTupleElement("entries", .array(.named("E"))), SwiftTupleElement("next", .optional(Self.date)),
            ]).description == "(entries: [E], next: Foundation.Date?)")
        #expect(
            SwiftType.function(SwiftTupleElement.List([]), effects: "async throws", result: .named("L")).description
                == "() async throws -> L")
        #expect(
            SwiftType.function(
                SwiftTupleElement.List([SwiftTupleElement(.named("E"))]),
                result: .qualified(module: "Swift", name: "Void"),
                attributes: ["@escaping", "@Sendable"]
            ).description == "@escaping @Sendable (E) -> Swift.Void")
        #expect(QualifiedName.date == Self.date)
    }

    @Test func parametersHaveLabelsAndDefaults() {
        let parameters = [
            SwiftParameter("for", "request", .named("R")),
            SwiftParameter(
                "in", "timeZone", .qualified(module: "Foundation", name: "TimeZone"),
                default: .implicitMember("current")),
            SwiftParameter("seed", .optional(.qualified(module: "Swift", name: "UInt64")), default: .literal(.nil)),
        ]
        #expect(
            parameters.map(\.description) == [
                "for request: R", "in timeZone: Foundation.TimeZone = .current", "seed: Swift.UInt64? = nil",
            ])
        #expect(SwiftList.parameters(parameters).items == parameters.map(\.description))
        #expect(
            SwiftList.argumentRows([[SwiftArgument("a", .identifier("b"))], [SwiftArgument(.literal(.int(1)))]])
                == .rows([["a: b"], ["1"]]))
    }

    @Test func availabilityNeedsAVersion() {
        #expect(SwiftAvailability([]) == nil)
        let available = SwiftAvailability([.init("iOS", "17.0"), .init("macOS", "14.0")])
        #expect(available?.description == "iOS 17.0, macOS 14.0, *")
        #expect(available?.attribute == "@available(iOS 17.0, macOS 14.0, *)")
        #expect(SwiftAvailability("iOS", "18.0").condition == "#available(iOS 18.0, *)")
        #expect(SwiftType.qualified(module: "SwiftUI", name: "ViewBuilder").attribute == "@SwiftUI.ViewBuilder")
        #expect(
            SwiftExpression.identifier("Parameter").call(SwiftArgument("title", .literal(.string("City")))).attribute
                == #"@Parameter(title: "City")"#)
    }

    @Test func oneLineExpressions() {
        let each = SwiftExpression.identifier("$0")
        #expect(SwiftExpression.trailingClosure(.identifier("x").dot("map"), each.dot("id")).code == "x.map { $0.id }")
        #expect(
            SwiftExpression.parenthesized(.infix(.identifier("a"), "??", .literal(.string("")))).code == #"(a ?? "")"#)
        #expect(
            SwiftExpression.subscripted(.identifier("content"), [SwiftArgument("keyPath", .identifier("k"))]).code
                == "content[keyPath: k]")
        // Literal text is escaped; an interpolation is code.
        #expect(
            SwiftExpression.interpolatedString([.text("a\"b/"), .expression(.identifier("id").call())]).code
                == #""a\"b/\(id())""#)
    }

    @Test func statementsReturnAndSpellTheirTypes() {
        let rendered = SwiftRendererTests.render([
            .typedLet("entries", .array(.named("E")), .await(.identifier("load").call())),
            .switch(
                "family", [.returning(.implicitMember("a"), .implicitMember("b")), .returning(nil, .literal(.nil))]),
        ])
        #expect(rendered.contains("    let entries: [E] = await load()\n"))
        #expect(rendered.contains("    case .a: return .b\n    default: return nil\n"))
    }
}
