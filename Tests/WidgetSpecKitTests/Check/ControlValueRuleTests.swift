import Testing

@testable import WidgetSpecKit

/// Decoding and checking a toggle control whose value is a status, a declared enum (`value:`, WS0533-WS0535).
@Suite struct ControlValueRuleTests {
    /// A spec with an enum `Power` and a toggle `Heater` whose `value:` lines are `value` (line 14 is the first).
    static func spec(_ value: String, cases: String = "{ on: On, off: Off, default: Standby, isOn: Warming Up }")
        -> String
    {
        let indented = value.split(separator: "\n").map { "      " + $0 }.joined(separator: "\n")
        return """
            spec: 1
            bundle: Demo
            platforms: { iOS: "18.0" }
            enums:
              Power:
                cases: \(cases)
            controls:
              Heater:
                kind: com.example.heater
                displayName: Heater
                toggle: SetHeater
                symbol: heater.vertical
                value:
            \(indented)
            actions:
              SetHeater: { toggle: true }
            """
    }

    static let good = """
        type: Power
        on: [on, isOn]
        preview: default
        symbols: { on: flame.fill, off: flame, default: moon, isOn: flame }
        """

    static func check(_ yaml: String) throws -> [Diagnostic] {
        Checker.check([try decodeSpec(yaml)]).filter { $0.id.rawValue.hasPrefix("WS053") }
    }

    @Test func theValueIsDecodedWithItsCasesAndSymbolsInOrder() throws {
        let spec = try decodeSpec(Self.spec(Self.good))
        let value = try #require(spec.controls.first?.value)
        #expect(value.type.value == "Power")
        #expect(value.on.map(\.value) == ["on", "isOn"])
        #expect(value.preview?.value == "default")
        #expect(value.symbols.map(\.caseName.value) == ["on", "off", "default", "isOn"])
        #expect(value.symbols.map(\.symbol.value) == ["flame.fill", "flame", "moon", "flame"])
        #expect(value.onRange.start.line == 15)
        #expect(try Self.check(Self.spec(Self.good)).isEmpty)
    }

    @Test func aBoolToggleHasNoValue() throws {
        let spec = try decodeBody(
            """
            controls:
              Light: { kind: k, displayName: L, toggle: SetLight }
            actions:
              SetLight: { toggle: true }
            """)
        #expect(spec.controls.first?.value == nil)
    }

    @Test func theBoolKeysBesideAValueAreErrorsThatSayWhatToWriteInstead() {
        let yaml = Self.spec(Self.good).replacingOccurrences(
            of: "    symbol: heater.vertical\n",
            with: "    symbol: heater.vertical\n    states: { on: A, off: B }\n    previewValue: true\n")
        let lines = diagnosticLines(yaml)
        #expect(lines.contains { $0.contains("'states' is for a Bool toggle; with 'value', the value label shows") })
        #expect(lines.contains { $0.contains("'previewValue' is for a Bool toggle; with 'value', give the preview") })
    }

    @Test func aValueOnAButtonIsAnError() {
        let yaml =
            Self.spec(Self.good).replacingOccurrences(of: "toggle: SetHeater", with: "button: Off")
            + "\n  Off: {}"
        let lines = diagnosticLines(yaml)
        #expect(lines.contains { $0.contains("'value' is a toggle's status, shown in its value label; a button") })
    }

    @Test func aTypeThatIsNoEnumSuggestsTheClosestEnum() throws {
        let found = try Self.check(Self.spec(Self.good.replacingOccurrences(of: "type: Power", with: "type: Pwer")))
        #expect(summary(found) == ["WS0533 14:13"])
        #expect(found.first?.message.contains("which is no enum of the spec's `enums:`; did you mean 'Power'?") == true)
        let bool = try Self.check(Self.spec(Self.good.replacingOccurrences(of: "type: Power", with: "type: Bool")))
        #expect(bool.first?.notes.first?.message.contains("a Bool toggle needs no `value:`") == true)
    }

    @Test func anUnknownCaseInOnPreviewOrSymbolsIsAnErrorWithAFixIt() throws {
        let value = """
            type: Power
            on: [on, isOm]
            preview: standby
            symbols: { on: flame.fill, offf: flame, off: flame, default: moon, isOn: flame }
            """
        let found = try Self.check(Self.spec(value)).filter {
            $0.id == DiagnosticDescription.controlValueUnknownCase.id
        }
        #expect(summary(found) == ["WS0534 15:16", "WS0534 16:16", "WS0534 17:34"])
        #expect(found[0].message.contains("case 'isOm', which enum 'Power' does not have; did you mean 'isOn'?"))
        #expect(found[0].fixIt?.replacement == "isOn")
        #expect(found[2].message.contains("did you mean 'off'?"))
    }

    @Test func onNamingNoCaseOrEveryCaseIsAnError() throws {
        let none = try Self.check(Self.spec(Self.good.replacingOccurrences(of: "on: [on, isOn]", with: "on: []")))
        #expect(summary(none) == ["WS0535 15:7"])
        #expect(none.first?.message.contains("would always show off") == true)
        let all = try Self.check(
            Self.spec(Self.good.replacingOccurrences(of: "on: [on, isOn]", with: "on: [on, off, default, isOn]")))
        #expect(summary(all) == ["WS0535 15:7"])
        #expect(all.first?.message.contains("would always show on") == true)
    }

    @Test func symbolsMissingACaseAreAnError() throws {
        let found = try Self.check(
            Self.spec(Self.good.replacingOccurrences(of: ", default: moon", with: "")))
        #expect(summary(found) == ["WS0535 17:7"])
        #expect(found.first?.message.contains("gives no symbol for 'default' of 'Power'") == true)
    }

    @Test func aMissingOnIsADecodingError() {
        let lines = diagnosticLines(Self.spec("type: Power"))
        #expect(lines.contains { $0.contains("'on'") }, "\(lines)")
    }
}

/// `diff` of a control's status value: read afresh by the app's loader each time, stored nowhere, so a case
/// removed from the enum and `on` changed promise nothing (docs/diff.md).
@Suite struct ControlValueDiffTests {
    static func diff(_ old: String, _ new: String) -> [Diagnostic] {
        func set(_ text: String, _ folder: String) -> SpecSet {
            SpecSet(
                files: [SpecLoader.load(SourceFile(path: "\(folder)/a.widgets.yaml", text: text))], pathProblems: [])
        }
        return DiffPipeline.run(
            old: set(old, "old"), new: set(new, "new"),
            identities: DiffPipeline.Identities(
                old: ["old/a.widgets.yaml": "a.widgets.yaml"], new: ["new/a.widgets.yaml": "a.widgets.yaml"])
        ).diagnostics
    }

    @Test func removingACaseOfTheStatusAndChangingOnReportsNothing() throws {
        let old = ControlValueRuleTests.spec(ControlValueRuleTests.good)
        #expect(Checker.check([try decodeSpec(old)]).allSatisfy { $0.severity != .error })
        let new = ControlValueRuleTests.spec(
            "type: Power\non: [on]\npreview: off\nsymbols: { on: flame.fill, off: flame }",
            cases: "{ on: On, off: Off }")
        #expect(Checker.check([try decodeSpec(new)]).allSatisfy { $0.severity != .error })
        #expect(Self.diff(old, new).isEmpty, "\(Self.diff(old, new).map(\.message))")
        #expect(!Self.diff(old, new.replacingOccurrences(of: "com.example.heater", with: "com.example.h")).isEmpty)
    }
}

extension ControlValueRuleTests {
    /// A status enum named like the struct generated for the control's value collides with it (WS0603): the
    /// struct exists only for a status value, and the name rule reads it off the generator's trees.
    @Test func anEnumNamedLikeTheGeneratedValueStructCollides() throws {
        let yaml = Self.spec(Self.good.replacingOccurrences(of: "type: Power", with: "type: HeaterValue"))
            .replacingOccurrences(of: "  Power:\n", with: "  HeaterValue:\n")
        let found = Checker.check([try decodeSpec(yaml)]).filter { $0.severity == .error }
        #expect(found.contains { $0.id.rawValue == "WS0603" && $0.message.contains("HeaterValue") }, "\(found)")
    }
}
