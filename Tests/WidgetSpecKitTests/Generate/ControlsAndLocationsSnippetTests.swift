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
}
