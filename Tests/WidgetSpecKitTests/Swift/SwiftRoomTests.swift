import Testing
import WidgetSchedule

@testable import WidgetSpecKit

/// The Swift room's types, conditions and expressions as the renderer writes them.
@Suite struct SwiftRoomTests {
    private static func render(_ statements: [SwiftStatement]) -> String {
        SwiftRendererTests.render(statements)
    }

    @Test func libraryTypesAreNamedByTheTypeItself() {
        #expect(SwiftType.library(ReloadPolicy.self).description == "WidgetSchedule.ReloadPolicy")
        #expect(SwiftType.library(TimelineLoad<Int, SinglePlan>.self).description == "WidgetSchedule.TimelineLoad")
        #expect(
            SwiftType.library((any TimelinePlanChoice).self).description == "WidgetSchedule.TimelinePlanChoice")
        #expect(QualifiedName.timelineRule.description == "WidgetSchedule.TimelineRule")
    }

    @Test func typesNest() {
        let int = SwiftType.qualified(module: "Swift", name: "Int")
        #expect(SwiftType.optional(.array(int)).description == "[Swift.Int]?")
        #expect(
            SwiftType.generic(.qualified(module: "Swift", name: "ClosedRange"), [int]).description
                == "Swift.ClosedRange<Swift.Int>")
        #expect(SwiftType.named("Hero").declaredName == "Hero")
        #expect(int.declaredName == nil)
    }

    @Test func conditionsParenthesizeOnlyNestedOperators() {
        let activity = GenerationContext.activityCondition
        #expect(
            activity.description
                == "canImport(ActivityKit) && !os(macOS) && !os(watchOS) && !os(visionOS) && "
                + "!targetEnvironment(macCatalyst)")
        #expect(
            activity.replacing(.canImport("ActivityKit"), with: .canImport("AppIntents")).description
                .hasPrefix("canImport(AppIntents) && !os(macOS)"))
        let either = SwiftCondition.any([.os("iOS"), .os("macOS")])
        #expect(either.and(.flag("DEBUG")).description == "(os(iOS) || os(macOS)) && DEBUG")
        #expect(SwiftCondition.not(.all([.flag("A"), .flag("B")])).description == "!(A && B)")
        #expect(SwiftCondition.any([.os("iOS")]).description == "os(iOS)")
        #expect(SwiftCondition.compiler(">=6.2").description == "compiler(>=6.2)")
    }

    @Test func expressionsOnOneLine() {
        let call = SwiftExpression.type(.qualified(module: "M", name: "T")).dot("make").call(
            SwiftArgument("count", .literal(.int(2))), SwiftArgument(.literal(.string("a\"b"))),
            SwiftArgument("flags", .array([.literal(.bool(true)), .literal(.nil)])))
        #expect(call.code == #"M.T.make(count: 2, "a\"b", flags: [true, nil])"#)
        #expect(SwiftExpression.try(.await(.identifier("load").call())).code == "try await load()")
        #expect(SwiftExpression.forceUnwrap(.identifier("url")).code == "url!")
        #expect(SwiftExpression.infix(.literal(.int(1)), "...", .literal(.int(3))).code == "1...3")
        #expect(SwiftExpression.infix(.identifier("a"), "+", .identifier("b")).code == "a + b")
        #expect(SwiftExpression.literal(.double(-.infinity)).code == "-Swift.Double.infinity")
        #expect(SwiftExpression.implicitMember("atEnd").code == ".atEnd")
    }

    @Test func oneArgumentPerLineAndDictionariesAreIndentedByTheRenderer() {
        let dictionary = SwiftExpression.dictionary([
            SwiftDictionaryElement(.literal(.string("a")), .literal(.int(1))),
            SwiftDictionaryElement(.literal(.string("b")), .literal(.int(2))),
        ])
        let rule = SwiftExpression.apply(
            .identifier("Rule"), [SwiftArgument("plan", .identifier("p")), SwiftArgument("plans", dictionary)],
            onePerLine: true)
        #expect(
            Self.render([.let("rule", rule)])
                == SwiftRendererTests.body(
                    "let rule = Rule(", "    plan: p,", "    plans: [", "        \"a\": 1,", "        \"b\": 2",
                    "    ]", ")"))
        #expect(Self.render([.return(.dictionary([]))]) == SwiftRendererTests.body("return [:]"))
    }

    @Test func closuresAndEffectsSpreadOverLines() {
        let closure = SwiftExpression.closure(SwiftClosure(parameters: "entry", [.return(.identifier("entry"))]))
        #expect(
            Self.render([.expression(.try(.await(.identifier("run").call(SwiftArgument("body", closure)))))])
                == SwiftRendererTests.body("try await run(body: { entry in", "    return entry", "})"))
    }
}

/// `SwiftType.library(_:)` remembers each type's spelling; every thread gets the same one.
@Suite("Library type spellings")
struct LibraryTypeSpellingTests {
    @Test func askedAgainAndFromManyThreads() async {
        let spellings = await withTaskGroup(of: String.self) { group in
            for _ in 0..<32 {
                group.addTask { SwiftType.library(TimelineLoad<Int, SinglePlan>.self).description }
                group.addTask { SwiftType.library(ReloadPolicy.self).description }
            }
            return await group.reduce(into: Set<String>()) { $0.insert($1) }
        }
        #expect(spellings == ["WidgetSchedule.TimelineLoad", "WidgetSchedule.ReloadPolicy"])
    }
}
