import Testing

@testable import WidgetSpecKit

/// Decoding and checking issue 28's controls rows: an action's authentication policy, a control whose look
/// follows its value, the places a widget is hidden from.
@Suite struct ControlsAndLocationsRuleTests {
    static func check(_ yaml: String) throws -> [Diagnostic] {
        Checker.check([try decodeSpec(yaml)])
    }

    // MARK: - authenticationPolicy

    @Test func anAuthenticationPolicyIsDecodedWithItsPlace() throws {
        let spec = try decodeBody(
            "actions:\n  Disconnect:\n    authenticationPolicy: requiresLocalDeviceAuthentication\n")
        let policy = try #require(spec.actions.first?.authenticationPolicy)
        #expect(policy.value == .requiresLocalDeviceAuthentication)
        #expect(policy.range.start.line == 5)
    }

    @Test func anUnknownPolicySuggestsTheClosest() {
        let lines = diagnosticLines(
            "spec: 1\nbundle: Demo\nactions:\n  Off:\n    authenticationPolicy: requireAuthentication\n")
        #expect(lines.count == 1)
        #expect(lines.first?.contains("unknown authentication policy 'requireAuthentication'") == true)
        #expect(lines.first?.contains("did you mean 'requiresAuthentication'?") == true)
    }

    @Test func thePoliciesAreOrderedByWhatTheyAsk() {
        #expect(AuthenticationPolicy.alwaysAllowed < .requiresAuthentication)
        #expect(AuthenticationPolicy.requiresAuthentication < .requiresLocalDeviceAuthentication)
        #expect(AuthenticationPolicy.alwaysAllowed.runsWhileLocked)
        #expect(!AuthenticationPolicy.requiresAuthentication.runsWhileLocked)
    }

    @Test func aPolicyOnAnActionOnlyWidgetsRunIsReported() throws {
        let yaml = widgetSpec(
            widget: "families: [systemSmall]\nactions: [Off]",
            extra: "actions:\n  Off:\n    authenticationPolicy: requiresAuthentication")
        let found = try Self.check(yaml).filter { $0.id == DiagnosticDescription.authenticationWithoutEffect.id }
        #expect(summary(found) == ["WS0530 13:27"])
        #expect(found.first?.message.contains("only widgets run it") == true)
    }

    @Test func aControlOrSiriMakesThePolicyMatter() throws {
        let discoverable = widgetSpec(
            widget: "families: [systemSmall]\nactions: [Off]",
            extra: "actions:\n  Off:\n    authenticationPolicy: requiresAuthentication\n    discoverable: true")
        let allowed = widgetSpec(
            widget: "families: [systemSmall]\nactions: [Off]",
            extra: "actions:\n  Off:\n    authenticationPolicy: alwaysAllowed")
        for yaml in [discoverable, allowed] {
            #expect(try Self.check(yaml).allSatisfy { $0.id != DiagnosticDescription.authenticationWithoutEffect.id })
        }
    }

    // MARK: - disfavoredLocations

    @Test func disfavoredLocationsAreDecodedInOrder() throws {
        let widget = try decodeWidget(
            """
              Status:
                kind: k
                displayName: S
                families: [systemSmall]
                timeline: { entries: now, policy: never }
                disfavoredLocations: { standBy: [systemSmall], carPlay: [systemSmall] }
            """)
        #expect(widget.disfavoredLocations.map(\.location.value) == [.standBy, .carPlay])
        #expect(widget.disfavoredLocations.first?.families.map(\.value) == [.systemSmall])
    }

    @Test func anUnknownPlaceSuggestsTheClosest() {
        let lines = diagnosticLines(
            widgetSpec(widget: "families: [systemSmall]\ndisfavoredLocations: { lockscreen: [systemSmall] }"))
        #expect(lines.contains { $0.contains("unknown widget location 'lockscreen'; did you mean 'lockScreen'?") })
    }

    @Test func aFamilyTheWidgetDoesNotOfferIsAnError() throws {
        let yaml = widgetSpec(
            widget: "families: [systemSmall]\ndisfavoredLocations: { lockScreen: [systemSmall, accessoryInline] }")
        let found = try Self.check(yaml).filter { $0.id == DiagnosticDescription.disfavoredLocationNotOffered.id }
        #expect(
            found.map(\.message) == [
                "widget 'Status' does not offer accessoryInline on iOS, so 'lockScreen' cannot list it"
            ])
    }

    @Test func aPlaceOnAnotherPlatformIsAnError() throws {
        let yaml = widgetSpec(widget: "families: [systemSmall]\ndisfavoredLocations: { smartStack: [systemSmall] }")
        let found = try Self.check(yaml).filter { $0.id == DiagnosticDescription.disfavoredLocationNotOffered.id }
        #expect(
            found.map(\.message) == [
                "'smartStack' is a place on watchOS, but the spec does not target watchOS: nothing to hide there"
            ])
    }

    @Test func aPlaceNewerThanTheWidgetIsANoteOnlyBelowItsOS() throws {
        let older = widgetSpec(widget: "families: [systemSmall]\ndisfavoredLocations: { carPlay: [systemSmall] }")
        let newer = widgetSpec(
            platforms: "  iOS: \"26.0\"",
            widget: "families: [systemSmall]\ndisfavoredLocations: { carPlay: [systemSmall] }")
        let rule = DiagnosticDescription.disfavoredLocationFromNewerOS.id
        #expect(try Self.check(older).filter { $0.id == rule }.count == 1)
        #expect(try Self.check(newer).filter { $0.id == rule }.isEmpty)
    }

    // MARK: - tint and symbols

    static func control(_ keys: String, template: String = "toggle: SetLight") -> String {
        """
        spec: 1
        bundle: Demo
        platforms: { iOS: "18.0" }
        controls:
          Light:
            kind: com.example.light
            displayName: Light
            \(template)
            \(keys)
        actions:
          SetLight: { toggle: true }
          TurnOff: {}
        """
    }

    @Test func theTintsForms() {
        #expect(ControlTint(parsing: "yellow") == .named("yellow"))
        #expect(ControlTint(parsing: "#FF0000") == .rgb(red: 1, green: 0, blue: 0))
        #expect(ControlTint(parsing: "#FF00") == nil)
        #expect(ControlTint(parsing: "#GG0000") == nil)
        #expect(ControlTint(parsing: "Yellow") == nil)
    }

    @Test func anUnknownTintIsAnErrorWithTheClosestName() throws {
        let found = try Self.check(Self.control("tint: grean")).filter {
            $0.id == DiagnosticDescription.unknownControlTint.id
        }
        #expect(found.count == 1)
        #expect(found.first?.message.contains("did you mean 'green'?") == true)
        #expect(found.first?.fixIt?.replacement == "green")
    }

    @Test func symbolsOnAButtonAreAnError() throws {
        let button = Self.control("symbols: { on: a, off: b }", template: "button: TurnOff")
        let toggle = Self.control("symbols: { on: a, off: b }")
        let rule = DiagnosticDescription.controlSymbolsOnButton.id
        #expect(try Self.check(button).filter { $0.id == rule }.count == 1)
        #expect(try Self.check(toggle).filter { $0.id == rule }.isEmpty)
        let symbols = try #require(try decodeSpec(toggle).controls.first?.symbols)
        #expect([symbols.on.value, symbols.off.value] == ["a", "b"])
    }
}
