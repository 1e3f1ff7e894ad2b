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
}
