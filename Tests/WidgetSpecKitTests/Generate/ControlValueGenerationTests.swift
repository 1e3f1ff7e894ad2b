import Foundation
import Testing

@testable import WidgetSpecKit

/// What a toggle whose value is a status (`value:`) generates: `<Control>Value` with the status, `isOn` from the
/// `on` cases and the case's symbol (Foundation-only, run here on Linux), a provider of that value, and a template
/// whose value label shows the case's title. Cases named like Swift keywords and like the struct's own members
/// (`default`, `isOn`, `on`) are kept.
@Suite struct ControlValueGenerationTests {
    static let heater = """
        enums:
          Power:
            cases: { on: On, off: Off, default: Standby, isOn: Warming Up }
        controls:
          Heater:
            kind: com.example.heater
            displayName: Heater
            toggle: SetHeater
            symbol: heater.vertical
            value:
              type: Power
              on: [on, isOn]
              preview: default
              symbols: { on: flame.fill, off: flame, default: moon, isOn: flame }
            tint: orange
            available: { iOS: "18.0" }
        actions:
          SetHeater: { toggle: true }
        """

    static var yaml: String {
        SnippetTests.widget("families: [systemSmall]\n\(SnippetTests.plainTimeline)", extra: heater)
    }

    /// The same control made configurable: its value struct holds the configuration too.
    static var configurableYAML: String {
        yaml.replacingOccurrences(
            of: "    tint: orange\n",
            with: "    tint: orange\n    intent:\n      parameters:\n        level: { type: Int, default: 2 }\n")
    }

    @Test func theValueStructDerivesIsOnAndTheSymbolFromTheStatus() throws {
        SnippetTests.expect(
            try SnippetTests.snippet("HeaterValue", in: Self.yaml, part: .extension),
            #"""
            /// The value of the toggle `Heater`: a `Power` and whether it is on (test.widgets.yaml:15).
            struct HeaterValue: Swift.Hashable, Swift.Sendable {
                /// The status the app's loader read (test.widgets.yaml:20).
                var status: Power

                /// Creates a `HeaterValue` from all its parts (test.widgets.yaml:15).
                init(status: Power) {
                    self.status = status
                }

                /// Whether the toggle shows as on: the status is one of the spec's `on` cases (test.widgets.yaml:22).
                var isOn: Swift.Bool {
                    [Power.on, Power.isOn].contains(status)
                }

                /// The SF Symbol of the status (`symbols`) (test.widgets.yaml:24).
                var symbol: Swift.String {
                    switch status {
                    case .on: "flame.fill"
                    case .off: "flame"
                    case .`default`: "moon"
                    case .isOn: "flame"
                    }
                }
            }

            """#)
    }

    @Test func theProviderWrapsThePreviewCaseAndTheLoadersStatus() throws {
        SnippetTests.expect(
            try SnippetTests.snippet("HeaterValueProvider", in: Self.yaml, part: .extension),
            #"""
            /// The value provider of the toggle `Heater` (test.widgets.yaml:15).
            @available(iOS 18.0, *)
            struct HeaterValueProvider: WidgetKit.ControlValueProvider {
                /// Creates the provider (test.widgets.yaml:15).
                init() {}

                /// The spec's `value.preview`, shown in the add sheet (test.widgets.yaml:15).
                var previewValue: HeaterValue {
                    HeaterValue(status: Power.`default`)
                }

                /// The status from the app's `HeaterValueLoader` (test.widgets.yaml:15).
                func currentValue() async throws -> HeaterValue {
                    HeaterValue(status: try await HeaterValueLoader().currentValue())
                }
            }

            """#)
        let loading = try SnippetTests.snippet("HeaterValueLoading", in: Self.yaml, part: .extension)
        #expect(loading.contains("func currentValue() async throws -> Power"), "\(loading)")
    }

    @Test func theToggleTakesIsOnFromTheValueAndShowsTheCasesTitle() throws {
        let control = try SnippetTests.snippet("Heater", in: Self.yaml, part: .extension)
        #expect(
            control.contains(
                #"""
                        WidgetKit.StaticControlConfiguration(kind: ControlKinds.heater, provider: HeaterValueProvider()) { value in
                            WidgetKit.ControlWidgetToggle(isOn: value.isOn, action: SetHeaterIntent()) {
                                SwiftUI.Label("Heater", systemImage: "heater.vertical")
                            } valueLabel: { _ in
                                SwiftUI.Label {
                                    SwiftUI.Text(value.status.title)
                                } icon: {
                                    SwiftUI.Image(systemName: value.symbol)
                                }
                            }
                            .tint(SwiftUI.Color.orange)
                        }
                """#), "\(control)")
    }

    @Test func withoutSymbolsTheValueLabelIsTheTitleAlone() throws {
        let yaml = Self.yaml.replacingOccurrences(
            of: "      symbols: { on: flame.fill, off: flame, default: moon, isOn: flame }\n", with: "")
        let control = try SnippetTests.snippet("Heater", in: yaml, part: .extension)
        #expect(
            control.contains("} valueLabel: { _ in\n                SwiftUI.Text(value.status.title)\n"), "\(control)")
        let value = try SnippetTests.snippet("HeaterValue", in: yaml, part: .extension)
        #expect(!value.contains("var symbol"))
    }

    @Test func aConfigurableStatusToggleKeepsTheConfigurationBesideTheStatus() throws {
        let value = try SnippetTests.snippet("HeaterValue", in: Self.configurableYAML, part: .extension)
        #expect(value.contains("init(status: Power, configuration: HeaterConfiguration)"), "\(value)")
        let provider = try SnippetTests.snippet("HeaterValueProvider", in: Self.configurableYAML, part: .extension)
        #expect(provider.contains("WidgetKit.AppIntentControlValueProvider"))
        #expect(
            provider.contains(
                "return HeaterValue(status: try await HeaterValueLoader().currentValue(values), configuration: values)"),
            "\(provider)")
        let control = try SnippetTests.snippet("Heater", in: Self.configurableYAML, part: .extension)
        #expect(control.contains("WidgetKit.ControlWidgetToggle(isOn: value.isOn, action: SetHeaterIntent())"))
        #expect(control.contains("SwiftUI.Text(value.status.title)"))
    }

    /// The mapping from status to `isOn`, symbol and title, compiled with both parts and run.
    @Test func theMappingRunsOnLinux() throws {
        let modules = try BuiltModules.get()
        let example = ExampleSpec(spec: try decodeSpec(Self.yaml), displayPath: "heater.widgets.yaml")
        let runner = """
            @main
            enum Runner {
                static func main() {
                    for status in Power.allCases {
                        let value = HeaterValue(status: status)
                        print("\\(status.rawValue) \\(value.isOn) \\(value.symbol) \\(value.status.title)")
                    }
                }
            }
            """
        let (directory, files) = try ExampleSpec.write(
            [
                (example.outputName(.shared), example.shared), (example.outputName(.extension), example.extensionPart),
                ("Runner.swift", runner),
            ], into: "control-status")
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = try modules.compileAndRun(files, in: directory)
        #expect(
            output.split(separator: "\n") == [
                "on true flame.fill On", "off false flame Off", "default false moon Standby",
                "isOn true flame Warming Up",
            ], "\(output)")
    }

    /// Both forms type-check against the stubs of both SDKs, with a loader returning the enum.
    @Test(arguments: AppleSDK.allCases)
    func bothFormsTypeCheck(_ sdk: AppleSDK) throws {
        let modules = try BuiltModules.get(sdk)
        for (name, yaml) in [("static", Self.yaml), ("configurable", Self.configurableYAML)] {
            let example = ExampleSpec(spec: try decodeSpec(yaml), displayPath: "heater.widgets.yaml")
            let (directory, files) = try example.writeExtension("control-status-\(name)")
            defer { try? FileManager.default.removeItem(at: directory) }
            let errors = try modules.typeCheck(files)
            #expect(errors == nil, "\(name), \(sdk.rawValue) SDK:\n\(errors ?? "")")
        }
    }

    /// A loader returning a Bool where the spec says `value: Power` does not compile.
    @Test func aLoaderReturningABoolDoesNotTypeCheck() throws {
        let modules = try BuiltModules.get()
        let example = ExampleSpec(spec: try decodeSpec(Self.yaml), displayPath: "heater.widgets.yaml")
        let (directory, files) = try example.writeExtension("control-status-bool")
        defer { try? FileManager.default.removeItem(at: directory) }
        let skeleton = try #require(files.last)
        let text = try String(contentsOf: skeleton, encoding: .utf8).replacingOccurrences(
            of: "-> Power { .isOn }", with: "-> Swift.Bool { false }")
        try text.write(to: skeleton, atomically: true, encoding: .utf8)
        let errors = try #require(try modules.typeCheck(files), "a Bool loader compiled for a Power value")
        #expect(errors.contains("HeaterValueLoader"), "\(errors)")
    }
}
