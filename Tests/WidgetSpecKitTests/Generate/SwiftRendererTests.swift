import Testing

@testable import WidgetSpecKit

/// The renderer alone decides line breaks and indentation: each expression and statement form, rendered inside
/// a function body (one level deep) so that relative indentation shows.
@Suite struct SwiftRendererTests {
    /// `func f() {` + the statements + `}`.
    static func render(_ statements: [SwiftStatement]) -> String {
        SwiftRenderer.render(SwiftFile(header: [], members: [.function(SwiftFunction("f", body: statements))]))
    }

    /// `lines`, each indented one level, between `func f() {` and `}`.
    static func body(_ lines: String...) -> String {
        "func f() {\n" + lines.map { "    \($0)\n" }.joined() + "}\n"
    }

    @Test func callWithInlineArgumentsStaysOnOneLine() {
        let call = SwiftCall("make", .inline(["a: 1", "b"]))
        #expect(Self.render([.expression(.call(call))]) == Self.body("make(a: 1, b)"))
        #expect(Self.render([.expression(.call(SwiftCall("reset")))]) == Self.body("reset()"))
    }

    @Test func rowsGoOnLinesOfTheirOwnOneLevelDeeper() {
        let call = SwiftCall("await Info.timeline", .rows([["a: 1", "b: 2"], ["c: 3"]]))
        #expect(
            Self.render([.let("timeline", .call(call))])
                == Self.body("let timeline = await Info.timeline(", "    a: 1, b: 2,", "    c: 3", ")"))
        #expect(
            Self.render([.expression(.call(SwiftCall("g", .onePerLine(["x", "y"]))))])
                == Self.body("g(", "    x,", "    y", ")"))
    }

    @Test func trailingClosuresFollowTheArgumentsAndTakeLabelsAfterTheFirst() {
        let call = SwiftCall(
            "Configuration", .inline(["for: A.self"]),
            trailingClosures: [
                SwiftClosure(parameters: "context", [.line("Lock(context: context)")]),
                SwiftClosure(label: "island", parameters: "context", [.line("Island()")]),
            ])
        #expect(
            Self.render([.expression(.call(call))])
                == Self.body(
                    "Configuration(for: A.self) { context in", "    Lock(context: context)", "} island: { context in",
                    "    Island()", "}"))
    }

    @Test func aCallMadeByItsClosureAloneHasNoParentheses() {
        let task = SwiftCall("Task", nil, trailingClosures: [SwiftClosure([.line("work()")])])
        #expect(Self.render([.expression(.call(task))]) == Self.body("Task {", "    work()", "}"))
        let empty = SwiftCall("Task", nil, trailingClosures: [SwiftClosure([])])
        #expect(Self.render([.expression(.call(empty))]) == Self.body("Task {", "}"))
    }

    @Test func modifiersOfAOneLineBaseAreIndented() {
        let view = SwiftExpression.modified(.text("View()"), [SwiftCall("padding"), SwiftCall("url", .inline(["u"]))])
        #expect(Self.render([.expression(view)]) == Self.body("View()", "    .padding()", "    .url(u)"))
    }

    @Test func modifiersAfterAClosingBraceStayLevel() {
        let base = SwiftCall(
            "Configuration", .rows([["kind: k"]]), trailingClosures: [SwiftClosure(parameters: "entry", [.line("V()")])]
        )
        let chained = SwiftExpression.modified(.call(base), [SwiftCall("name", .inline(["\"N\""]))])
        #expect(
            Self.render([.expression(chained)])
                == Self.body("Configuration(", "    kind: k", ") { entry in", "    V()", "}", ".name(\"N\")"))
        #expect(Self.render([.expression(.modified(.text("x"), []))]) == Self.body("x"))
    }

    @Test func collectionsHaveOneElementALineWithTrailingCommas() {
        #expect(
            Self.render([.expression(.collection([".a: A()", ".b: B()"]))])
                == Self.body("[", "    .a: A(),", "    .b: B(),", "]"))
    }

    @Test func switchCasesAreLevelWithTheSwitch() {
        let statement = SwiftStatement.switch("self", [SwiftCase(".a", "\"A\""), SwiftCase(".b", "\"B\"")])
        #expect(Self.render([statement]) == Self.body("switch self {", "case .a: \"A\"", "case .b: \"B\"", "}"))
    }

    @Test func ifConditionsAfterTheFirstAreIndented() {
        #expect(Self.render([.if(["ready"], [.line("go()")])]) == Self.body("if ready {", "    go()", "}"))
        #expect(
            Self.render([.if(["a", "let b = c", "b == d"], [.line("go()")])])
                == Self.body("if a,", "    let b = c,", "    b == d {", "    go()", "}"))
    }

    @Test func nestedBlocksIndentOneLevelEach() {
        let loop = SwiftStatement.block("for x in xs", [.if(["x"], [.line("y()")])])
        let call = SwiftCall("run", nil, trailingClosures: [SwiftClosure(parameters: "r", [loop])])
        #expect(
            Self.render([.expression(.call(call))])
                == Self.body(
                    "run { r in", "    for x in xs {", "        if x {", "            y()", "        }", "    }", "}"))
    }

    @Test func anEmptyStatementBlockKeepsItsBracesOnTwoLines() {
        #expect(Self.render([.block("for x in xs", [])]) == Self.body("for x in xs {", "}"))
        #expect(Self.render([]) == "func f() {}\n")
    }

    @Test func functionParametersWrapOneALineBeforeEffectsAndResult() {
        let function = SwiftFunction(
            "timeline", parameters: .onePerLine(["at date: Date", "loader: some Loading"]), effects: "async",
            result: "[Entry]", access: "public", modifiers: ["static"], body: [.line("[]")])
        #expect(
            SwiftRenderer.render(SwiftFile(header: [], members: [.function(function)]))
                == "public static func timeline(\n    at date: Date,\n    loader: some Loading\n) async -> [Entry] {\n"
                + "    []\n}\n")
        #expect(function.signature == "timeline(at date: Date, loader: some Loading) async -> [Entry]")
        let requirement = SwiftFunction("load", effects: "async throws", result: "Content", body: nil)
        #expect(
            SwiftRenderer.render(SwiftFile(header: [], members: [.function(requirement)]))
                == "func load() async throws -> Content\n")
    }
}
