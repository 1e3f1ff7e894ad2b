import Foundation
import Testing

@testable import WidgetSpecKit

/// What the generated action intents declare for the system: widget-only actions stay out of Siri, Spotlight and
/// Shortcuts unless the spec says `discoverable: true` [S61]; a control toggle leaves the `SetValueIntent`'s
/// `value` to the system [S62].
@Suite struct ActionIntentFormTests {
    static let spec = """
        spec: 1
        bundle: Home
        platforms: { iOS: "18.0" }
        controls:
          Lamp:
            kind: com.example.lamp
            displayName: Lamp
            toggle: SwitchLamp
          Fan:
            kind: com.example.fan
            displayName: Fan
            toggle: SwitchFan
            intent:
              parameters:
                speed: { type: Int, default: 2 }
        actions:
          SwitchLamp:
            toggle: true
          SwitchFan:
            toggle: true
            parameters:
              speed: { type: Int, default: 1 }
          Ring:
            discoverable: true

        """

    static func example() throws -> ExampleSpec {
        let loaded = SpecLoader.load(SourceFile(path: "home.widgets.yaml", text: spec))
        let spec = try #require(loaded.spec)
        #expect(!(loaded.diagnostics + Checker.check([spec])).hasErrors, "\(loaded.diagnostics)")
        return ExampleSpec(spec: spec, displayPath: "home.widgets.yaml")
    }

    @Test func widgetOnlyActionsAreNotDiscoverableUnlessTheSpecSaysSo() throws {
        let spec = try #require(SpecLoader.load(SourceFile(path: "home.widgets.yaml", text: Self.spec)).spec)
        #expect(spec.actions.map(\.isDiscoverable) == [false, false, true])
        let code = try Self.example().extensionPart
        func intent(_ name: String) throws -> Substring {
            let start = try #require(code.range(of: "struct \(name)Intent: AppIntents.AppIntent {"))
            let end = try #require(code.range(of: "\n}", range: start.upperBound..<code.endIndex))
            return code[start.lowerBound..<end.upperBound]
        }
        #expect(try intent("SwitchLamp").contains("static let isDiscoverable: Swift.Bool = false"))
        #expect(try intent("SwitchFan").contains("static let isDiscoverable: Swift.Bool = false"))
        #expect(try !intent("Ring").contains("isDiscoverable"))
    }

    @Test func aControlToggleLeavesTheValueToTheSystem() throws {
        let code = try Self.example().extensionPart
        #expect(!code.contains("value: !isOn"))
        #expect(!code.contains("value: !value.isOn"))
        #expect(code.contains("action: SwitchLampIntent()"))
        #expect(code.contains("action: SwitchFanIntent(speed: value.configuration.speed)"))
        // The toggle's own constructor without `value`, beside the one views use.
        #expect(code.contains("init(speed: Swift.Int = 1)"))
        #expect(code.contains("init(value: Swift.Bool, speed: Swift.Int = 1)"))
    }

    /// A control that opens the app runs an `OpenIntent`, in the part both the app and the extension compile
    /// [S62]; `supportedModes` replaces the deprecated `openAppWhenRun` in the 26 SDKs [S63].
    @Test func aControlThatOpensTheAppRunsAnOpenIntentInBothTargets() throws {
        let text = """
            spec: 1
            bundle: Opener
            platforms: { iOS: "18.0" }
            enums:
              Screen: { cases: [today, history] }
            controls:
              Open:
                kind: com.example.open
                displayName: Open
                button: OpenApp
            actions:
              OpenApp:
                openAppWhenRun: true
                parameters:
                  target: { type: Screen, default: today }

            """
        let loaded = SpecLoader.load(SourceFile(path: "open.widgets.yaml", text: text))
        let spec = try #require(loaded.spec)
        #expect(!(loaded.diagnostics + Checker.check([spec])).contains { $0.id == "WS0513" })
        let example = ExampleSpec(spec: spec, displayPath: "open.widgets.yaml")
        #expect(example.shared.contains("extension OpenAppIntent: AppIntents.OpenIntent {}"))
        #expect(!example.extensionPart.contains("struct OpenAppIntent"))
        #expect(
            example.shared.contains(
                "@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)\n"
                    + "    static var supportedModes: AppIntents.IntentModes {"))
        #expect(example.shared.contains("@available(*, deprecated)\nextension OpenAppIntent {"))
        // Without a target the control is warned about, and the action is no OpenIntent.
        let plain = try #require(
            SpecLoader.load(
                SourceFile(
                    path: "open.widgets.yaml",
                    text: text.replacing("    parameters:\n      target: { type: Screen, default: today }\n", with: ""))
            )
            .spec)
        #expect(Checker.check([plain]).map(\.id).contains("WS0513"))
        #expect(!ExampleSpec(spec: plain, displayPath: "open.widgets.yaml").shared.contains("OpenIntent {}"))
    }
}
