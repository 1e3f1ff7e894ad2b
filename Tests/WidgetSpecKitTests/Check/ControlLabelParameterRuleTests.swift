import Testing

@testable import WidgetSpecKit

/// Decoding and checking a control whose label's SF Symbol or text is one of its intent's parameters
/// (`symbolParameter:`, `titleParameter:`, WS0536-WS0537), as Home Assistant's light control shows the icon and
/// the text chosen in its configuration.
@Suite struct ControlLabelParameterRuleTests {
    /// A toggle `Light` whose `symbolParameter:` (line 10, value at column 22) is `parameter`, with `intent`'s lines
    /// below it (none for a control without an intent).
    static func spec(
        _ parameter: String = "icon", intent: String = "icon: String?", symbol: Bool = true, title: String? = nil
    ) -> String {
        let intentLines =
            intent.isEmpty
            ? "" : "    intent:\n      parameters:\n" + intent.split(separator: "\n").map { "        \($0)\n" }.joined()
        return """
            spec: 1
            bundle: Demo
            platforms: { iOS: "18.0" }
            controls:
              Light:
                kind: com.example.light
                displayName: Light
                toggle: SetLight
            \(symbol ? "    symbol: lightbulb" : "    title: Light")
                symbolParameter: \(parameter)
            \(title.map { "    titleParameter: \($0)\n" } ?? "")\(intentLines)actions:
              SetLight: { toggle: true }
            """
    }

    static func check(_ yaml: String) throws -> [Diagnostic] {
        Checker.check([try decodeSpec(yaml)]).filter { ["WS0536", "WS0537"].contains($0.id.rawValue) }
    }

    @Test func theParameterIsDecodedWithItsPosition() throws {
        let spec = try decodeSpec(Self.spec())
        let name = try #require(spec.controls.first?.symbolParameter)
        #expect(name.value == "icon")
        #expect(name.range.start.line == 10 && name.range.start.column == 22)
        #expect(Checker.check([spec]).filter { $0.severity == .error }.isEmpty)
    }

    @Test func aControlWithoutItHasNone() throws {
        let spec = try decodeBody(
            """
            controls:
              Light: { kind: k, displayName: L, toggle: SetLight, symbol: lightbulb }
            actions:
              SetLight: { toggle: true }
            """)
        #expect(spec.controls.first?.symbolParameter == nil)
    }

    @Test func withoutAFallbackSymbolItIsADecodingError() {
        let lines = diagnosticLines(Self.spec(symbol: false))
        #expect(
            lines.contains { $0.contains("10:5") && $0.contains("'symbolParameter' needs 'symbol'") }, "\(lines)")
    }

    @Test func aParameterTheIntentLacksIsAnErrorWithAFixIt() throws {
        let found = try Self.check(Self.spec("icn", intent: "light: String?\nicon: String?"))
        #expect(summary(found) == ["WS0536 10:22"])
        let message = found.first?.message ?? ""
        #expect(message.contains("parameter 'icn', which its intent does not have; did you mean 'icon'?"), "\(message)")
        #expect(found.first?.fixIt?.replacement == "icon")
        #expect(found.first?.notes.first?.message.contains("'light' and 'icon'") == true, "\(found)")
    }

    @Test func aControlWithoutAnIntentIsAnError() throws {
        let found = try Self.check(Self.spec(intent: ""))
        #expect(summary(found) == ["WS0536 10:22"])
        #expect(found.first?.message.contains("but has no `intent`, so no parameters") == true)
    }

    @Test(arguments: ["{ type: Int, default: 1 }", "{ type: \"[String]\", default: [a] }", "Bool?", "Date?"])
    func aParameterThatHoldsNoStringIsAnError(_ declaration: String) throws {
        let found = try Self.check(Self.spec(intent: "icon: \(declaration)"))
        #expect(summary(found) == ["WS0537 10:22"], "\(found.map(\.message))")
        #expect(found.first?.message.contains("which holds no SF Symbol name: give it type String or String?") == true)
    }

    /// Parameters named like the generated value's members and the closures' parameters are fine.
    @Test(arguments: ["symbol", "value", "configuration", "isOn"])
    func parametersNamedLikeGeneratedNamesAreAccepted(_ name: String) throws {
        let yaml = Self.spec(name, intent: "\(name): String?")
        #expect(Checker.check([try decodeSpec(yaml)]).filter { $0.severity == .error }.isEmpty)
    }

    @Test func theTitleParameterIsDecodedAndCheckedLikeTheSymbols() throws {
        let spec = try decodeSpec(Self.spec(intent: "icon: String?\nname: String?", title: "name"))
        #expect(spec.controls.first?.titleParameter?.value == "name")
        #expect(try Self.check(Self.spec(intent: "icon: String?\nname: String?", title: "name")).isEmpty)
        let unknown = try Self.check(Self.spec(intent: "icon: String?\nname: String?", title: "nam"))
        #expect(summary(unknown) == ["WS0536 11:21"])
        #expect(unknown.first?.message.contains("takes its title from parameter 'nam'") == true)
        #expect(unknown.first?.fixIt?.replacement == "name")
        let number = try Self.check(Self.spec(intent: "icon: String?\ncount: Int?", title: "count"))
        #expect(summary(number) == ["WS0537 11:21"])
        #expect(number.first?.message.contains("which holds no text: give it type String or String?") == true)
        let noIntent = try Self.check(Self.spec(intent: "", title: "name"))
        #expect(summary(noIntent) == ["WS0536 10:22", "WS0536 11:21"])
    }

    @Test func aNonOptionalStringWithADefaultIsAccepted() throws {
        #expect(try Self.check(Self.spec(intent: "icon: { type: String, default: lightbulb.fill }")).isEmpty)
    }
}
