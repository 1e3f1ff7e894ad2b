import Testing

@testable import WidgetSpecKit

/// Snippets of what issue 28's controls rows generate: an action's authentication policy, a control whose look
/// follows its value, the places a widget is hidden from. Each renders one declaration from its tree.
@Suite("Generator snippets: authentication, control looks, disfavored locations")
struct ControlsAndLocationsSnippetTests {
    static let plain = "families: [systemSmall]\n\(SnippetTests.plainTimeline)"

    @Test func anAuthenticationPolicyIsAStaticGetterOnTheIntent() throws {
        let yaml = SnippetTests.widget(
            Self.plain,
            extra: """
                actions:
                  Disconnect:
                    authenticationPolicy: requiresAuthentication
                    discoverable: true
                """)
        SnippetTests.expect(
            try SnippetTests.snippet("DisconnectIntent.authenticationPolicy", in: yaml, part: .extension),
            #"""
            /// On a locked device, the person authenticates before the action runs (test.widgets.yaml:13).
            static var authenticationPolicy: AppIntents.IntentAuthenticationPolicy {
                .requiresAuthentication
            }

            """#)
    }

    @Test func withoutTheKeyTheIntentKeepsAppIntentsDefault() throws {
        let yaml = SnippetTests.widget(Self.plain, extra: "actions:\n  Disconnect: {}")
        let intent = try SnippetTests.snippet("DisconnectIntent", in: yaml, part: .extension)
        #expect(!intent.contains("authenticationPolicy"))
    }

    // MARK: - disfavoredLocations

    @Test func placesOfTheMinimumOSAreAppliedOnTheirPlatformOnly() throws {
        let yaml = SnippetTests.widget(
            """
            families: [systemSmall, systemMedium]
            \(SnippetTests.plainTimeline)
            disfavoredLocations:
              lockScreen: [systemSmall]
              standBy: [systemSmall, systemMedium]
            """)
        SnippetTests.expect(
            try SnippetTests.snippet("Status.withDisfavoredLocationsIOS17", in: yaml, part: .extension),
            #"""
            /// Lists the widget under "Other" in the gallery of lockScreen, standBy (iOS 17.0) (test.widgets.yaml:12).
            private static func withDisfavoredLocationsIOS17(_ configuration: some SwiftUI.WidgetConfiguration) -> some SwiftUI.WidgetConfiguration {
                #if os(iOS)
                return configuration
                    .disfavoredLocations([WidgetKit.WidgetLocation.lockScreen], for: [WidgetKit.WidgetFamily.systemSmall])
                    .disfavoredLocations([WidgetKit.WidgetLocation.standBy], for: [WidgetKit.WidgetFamily.systemSmall, WidgetKit.WidgetFamily.systemMedium])
                #else
                return configuration
                #endif
            }

            """#)
    }

    @Test func aNewerPlaceIsGuardedByItsOSAndItsSDK() throws {
        let yaml = SnippetTests.widget(
            """
            families: [systemSmall]
            \(SnippetTests.plainTimeline)
            disfavoredLocations: { carPlay: [systemSmall] }
            """)
        SnippetTests.expect(
            try SnippetTests.snippet("Status.withDisfavoredLocationsIOS26", in: yaml, part: .extension),
            #"""
            /// Lists the widget under "Other" in the gallery of carPlay (iOS 26.0) (test.widgets.yaml:11).
            private static func withDisfavoredLocationsIOS26(_ configuration: some SwiftUI.WidgetConfiguration) -> some SwiftUI.WidgetConfiguration {
                #if os(iOS) && compiler(>=6.2)
                if #available(iOS 26.0, *) {
                    return configuration
                        .disfavoredLocations([WidgetKit.WidgetLocation.carPlay], for: [WidgetKit.WidgetFamily.systemSmall])
                }
                #endif
                return configuration
            }

            """#)
    }

    @Test func theBodyPassesTheConfigurationThroughEachGroup() throws {
        let yaml = SnippetTests.widget(
            """
            families: [systemSmall]
            \(SnippetTests.plainTimeline)
            disfavoredLocations: { carPlay: [systemSmall], standBy: [systemSmall] }
            """)
        let body = try SnippetTests.snippet("Status.body", in: yaml, part: .extension)
        #expect(body.contains("Self.withDisfavoredLocationsIOS26(\n        Self.withDisfavoredLocationsIOS17(\n"))
    }

    // MARK: - A control whose look follows its value

    static let lightToggle = """
        controls:
          Light:
            kind: com.example.light
            displayName: Light
            toggle: SetLight
            symbol: lightbulb
            states: { on: On, off: Off }
            symbols: { on: lightbulb.fill, off: lightbulb }
            tint: yellow
            available: { iOS: "18.0" }
        actions:
          SetLight: { toggle: true }
        """

    @Test func aToggleShowsATextAndASymbolPerStateAndItsTint() throws {
        let yaml = SnippetTests.widget(Self.plain, extra: Self.lightToggle)
        let control = try SnippetTests.snippet("Light", in: yaml, part: .extension)
        #expect(
            control.contains(
                #"""
                            } valueLabel: { isOn in
                                SwiftUI.Label {
                                    SwiftUI.Text(isOn ? "On" : "Off")
                                } icon: {
                                    SwiftUI.Image(systemName: isOn ? "lightbulb.fill" : "lightbulb")
                                }
                            }
                            .tint(SwiftUI.Color.yellow)
                """#), "\(control)")
    }

    @Test func symbolsAloneAreAnImageAndAHexTintIsAnSRGBColor() throws {
        let yaml = SnippetTests.widget(
            Self.plain,
            extra: Self.lightToggle.replacingOccurrences(of: "    states: { on: On, off: Off }\n", with: "")
                .replacingOccurrences(of: "tint: yellow", with: "tint: \"#FF8000\""))
        let control = try SnippetTests.snippet("Light", in: yaml, part: .extension)
        #expect(control.contains(#"} valueLabel: { isOn in"#))
        #expect(control.contains(#"SwiftUI.Image(systemName: isOn ? "lightbulb.fill" : "lightbulb")"#))
        #expect(!control.contains("SwiftUI.Label {"))
        #expect(control.contains(".tint(SwiftUI.Color(red: 1.0, green: 0.5019607843137255, blue: 0.0))"))
    }
}
