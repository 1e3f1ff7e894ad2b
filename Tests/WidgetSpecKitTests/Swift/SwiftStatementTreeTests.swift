import Testing

@testable import WidgetSpecKit

/// The Swift room's statements, parameters, clauses and one-line forms added for the declarations that used to be
/// text: each as the renderer writes it.
@Suite struct SwiftStatementTreeTests {
    private static func render(_ statements: [SwiftStatement]) -> String {
        SwiftRendererTests.render(statements)
    }

    @Test func guardForAndVariableStatements() {
        let result = SwiftExpression.identifier("result")
        let success = SwiftExpression.implicitMember("success").call(
            SwiftArgument(.prefix("let ", .identifier("items"))))
        let rendered = Self.render([
            .guard([.pattern(success, result)], else: [.return(nil)]),
            .guard([.binding("first", .identifier("items").dot("first"))], else: [.comment("nothing"), .return(nil)]),
            .variable("seen", .generic(.qualified(module: "Swift", name: "Set"), [.named("Item")]), .array([])),
            .forIn("item", in: .identifier("items"), [.store("item")]),
            .forIn("token", in: .identifier("updates"), [], awaits: true),
        ])
        #expect(
            rendered
                == SwiftRendererTests.body(
                    "guard case .success(let items) = result else { return }",
                    "guard let first = items.first else {",
                    "    // nothing",
                    "    return",
                    "}",
                    "var seen: Swift.Set<Item> = []",
                    "for item in items {",
                    "    self.item = item",
                    "}",
                    "for await token in updates {",
                    "}"))
    }

    @Test func typedConditionsOfAnIf() {
        let rendered = Self.render([
            .when(
                [
                    .available("iOS 18.0, *"), .expression(.infix(.identifier("a"), "==", .identifier("b"))),
                    .binding("value", .identifier("optional")),
                ],
                [.assign(.identifier("found"), .literal(.bool(true)))])
        ])
        #expect(
            rendered
                == SwiftRendererTests.body(
                    "if #available(iOS 18.0, *),", "    a == b,", "    let value = optional {",
                    "    found = true", "}"))
    }

    @Test func parametersCarryLabelsTypesAndDefaults() {
        let date = SwiftType.qualified(module: "Foundation", name: "Date")
        let now = SwiftExpression.type(date).call()
        #expect(
            SwiftParameter("date", date, label: "at", default: now).code
                == "at date: Foundation.Date = Foundation.Date()")
        #expect(SwiftParameter.unlabeled("state", .named("State")).code == "_ state: State")
        let list = SwiftList.parameters([SwiftParameter("kind", .named("Kind"))])
        #expect(list.items == ["kind: Kind"])
        #expect(list.parameterList.map(\.name) == ["kind"])
        #expect(
            SwiftInitializer(parameters: [SwiftParameter("entry", .named("Entry"))], body: nil).signature
                == "init(entry: Entry)")
    }

    @Test func typesOfClosuresOpaqueValuesAndMetatypes() {
        let string = SwiftType.qualified(module: "Swift", name: "String")
        #expect(
            SwiftType.function(
                SwiftTupleElement.List([SwiftTupleElement(string)]), effects: "async", result: .named("Void")
            ).description == "(Swift.String) async -> Void"
        )
        #expect(SwiftType.metatype(.opaque(.named("Island"))).description == "(some Island).Type")
        #expect(SwiftType.dictionary(.named("Self"), string).description == "[Self: Swift.String]")
        let unqualified = SwiftType.optional(.array(string)).mapped { $0 == string ? .named("String") : nil }
        #expect(unqualified.description == "[String]?")
    }

    @Test func interpolatedLiteralsEscapeTheirTextAndNotTheirValues() {
        let line = SwiftExpression.interpolation([
            .plain("say \"hi\" \\ "), .value(.identifier("name").dot("first")), .plain("\n"),
        ])
        #expect(line.code == #""say \"hi\" \\ \(name.first)\n""#)
    }

    @Test func oneLineClosuresAndOptionalChaining() {
        let ids = SwiftExpression.optionalChain(.identifier("items")).dot("map").trailing(.identifier("$0").dot("id"))
        #expect(ids.code == "items?.map { $0.id }")
        let label = SwiftExpression.inlineClosures(
            .identifier("Label"),
            [SwiftInlineClosure(.identifier("title")), SwiftInlineClosure(label: "icon", .identifier("image"))])
        #expect(label.code == "Label { title } icon: { image }")
        #expect(SwiftExpression.identifier("Parameter").call().attribute == "@Parameter()")
    }
}
