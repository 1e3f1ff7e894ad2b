import Foundation
import Testing

@testable import WidgetSpecKit

/// What a control whose label's SF Symbol and text are chosen in its configuration (`symbolParameter:`,
/// `titleParameter:`) generates: the label reads the parameters off the configuration its template gets
/// (`value.configuration` for a toggle, the intent for a button), with `symbol` and `title` while they are nil or
/// empty. Parameters named `symbol`, `value`, `configuration`, `isOn` and `title` stay members of what holds them.
@Suite struct ControlLabelParameterGenerationTests {
    static let controls = """
        enums:
          Power:
            cases: { on: On, off: Off }
        controls:
          Light:
            kind: com.example.light
            displayName: Light
            toggle: SetLight
            symbol: lightbulb
            symbolParameter: symbol
            intent:
              parameters:
                symbol: String?
            available: { iOS: "18.0" }
          Lamp:
            kind: com.example.lamp
            displayName: Lamp
            toggle: SetLight
            symbol: lamp.desk
            symbolParameter: value
            titleParameter: isOn
            intent:
              parameters:
                value: { type: String, default: lamp.floor }
                isOn: { type: String, default: Desk }
            available: { iOS: "18.0" }
          Scene:
            kind: com.example.scene
            displayName: Scene
            button: RunScene
            symbol: sparkles
            symbolParameter: configuration
            titleParameter: title
            intent:
              parameters:
                configuration: String?
                title: String?
            available: { iOS: "18.0" }
          Heater:
            kind: com.example.heater
            displayName: Heater
            toggle: SetHeater
            symbol: heater.vertical
            symbolParameter: icon
            value: { type: Power, on: [on] }
            intent:
              parameters:
                icon: String?
            available: { iOS: "18.0" }
        actions:
          SetLight: { toggle: true }
          SetHeater: { toggle: true }
          RunScene: {}
        """

    static var yaml: String {
        SnippetTests.widget("families: [systemSmall]\n\(SnippetTests.plainTimeline)", extra: controls)
    }

    @Test func anOptionalParameterFallsBackToTheSymbolWhenNilOrEmpty() throws {
        let control = try SnippetTests.snippet("Light", in: Self.yaml, part: .extension)
        #expect(
            control.contains(
                #"""
                        WidgetKit.AppIntentControlConfiguration(kind: ControlKinds.light, provider: LightValueProvider()) { value in
                            WidgetKit.ControlWidgetToggle(isOn: value.isOn, action: SetLightIntent()) {
                                SwiftUI.Label("Light", systemImage: value.configuration.symbol.flatMap { $0.isEmpty ? nil : $0 } ?? "lightbulb")
                            }
                        }
                """#), "\(control)")
    }

    @Test func aStringWithADefaultFallsBackWhenEmpty() throws {
        let control = try SnippetTests.snippet("Lamp", in: Self.yaml, part: .extension)
        #expect(
            control.contains(
                #"""
                SwiftUI.Label { value.configuration.isOn.isEmpty ? SwiftUI.Text("Lamp") : SwiftUI.Text(verbatim: value.configuration.isOn) } icon: { SwiftUI.Image(systemName: value.configuration.value.isEmpty ? "lamp.desk" : value.configuration.value) }
                """#), "\(control)")
    }

    @Test func aButtonReadsTheIntentItsTemplateGets() throws {
        let control = try SnippetTests.snippet("Scene", in: Self.yaml, part: .extension)
        #expect(
            control.contains(
                #"""
                SwiftUI.Label { configuration.title.flatMap { $0.isEmpty ? nil : SwiftUI.Text(verbatim: $0) } ?? SwiftUI.Text("Scene") } icon: { SwiftUI.Image(systemName: configuration.configuration.flatMap { $0.isEmpty ? nil : $0 } ?? "sparkles") }
                """#), "\(control)")
    }

    @Test func aStatusToggleReadsItsValuesConfiguration() throws {
        let control = try SnippetTests.snippet("Heater", in: Self.yaml, part: .extension)
        #expect(
            control.contains(
                #"systemImage: value.configuration.icon.flatMap { $0.isEmpty ? nil : $0 } ?? "heater.vertical")"#),
            "\(control)")
    }

    @Test func withoutSymbolParameterTheSymbolIsFixed() throws {
        let yaml = Self.yaml.replacingOccurrences(of: "    symbolParameter: symbol\n", with: "")
        let control = try SnippetTests.snippet("Light", in: yaml, part: .extension)
        #expect(control.contains(#"SwiftUI.Label("Light", systemImage: "lightbulb")"#), "\(control)")
    }

    /// A parameter named like a Swift keyword is escaped where the label reads it, and still type-checks.
    @Test func aKeywordNamedParameterIsEscaped() throws {
        let yaml = Self.yaml.replacingOccurrences(of: "symbolParameter: icon\n", with: "symbolParameter: default\n")
            .replacingOccurrences(of: "        icon: String?\n", with: "        default: String?\n")
        let control = try SnippetTests.snippet("Heater", in: yaml, part: .extension)
        #expect(control.contains("systemImage: value.configuration.`default`.flatMap {"), "\(control)")
        let modules = try BuiltModules.get()
        let example = ExampleSpec(spec: try decodeSpec(yaml), displayPath: "keyword.widgets.yaml")
        let (directory, files) = try example.writeExtension("control-symbol-parameter-keyword")
        defer { try? FileManager.default.removeItem(at: directory) }
        let errors = try modules.typeCheck(files)
        #expect(errors == nil, "\(errors ?? "")")
    }

    /// Every form type-checks against the stubs of both SDKs.
    @Test(arguments: AppleSDK.allCases)
    func everyFormTypeChecks(_ sdk: AppleSDK) throws {
        let modules = try BuiltModules.get(sdk)
        let example = ExampleSpec(spec: try decodeSpec(Self.yaml), displayPath: "symbols.widgets.yaml")
        let (directory, files) = try example.writeExtension("control-symbol-parameter")
        defer { try? FileManager.default.removeItem(at: directory) }
        let errors = try modules.typeCheck(files)
        #expect(errors == nil, "\(sdk.rawValue) SDK:\n\(errors ?? "")")
    }

    /// A symbol read from a parameter that is not a String does not compile: the check (WS0537) guards the
    /// generator, which falls back to the fixed symbol for such a spec.
    @Test func aNonStringParameterFallsBackToTheFixedSymbol() throws {
        let yaml = Self.yaml.replacingOccurrences(of: "        symbol: String?\n", with: "        symbol: Int?\n")
        let spec = try decodeSpec(yaml)
        #expect(Checker.check([spec]).contains { $0.id.rawValue == "WS0537" })
        let file = GenerationContext(spec: spec, access: spec.access).file(.extension, sourcePath: "t.widgets.yaml")
        let text = SwiftRenderer.render(file)
        #expect(text.contains(#"SwiftUI.Label("Light", systemImage: "lightbulb")"#))
    }
}
