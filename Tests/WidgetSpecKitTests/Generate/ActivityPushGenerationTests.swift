import Foundation
import Testing

@testable import WidgetSpecKit

/// The shared part's Live Activity helpers follow the activity's `push`: the push type `startActivity` requests,
/// the token streams it offers, and the OS versions they need. The golden of specs/pizza covers a token with
/// push-to-start; the valid fixtures and `NamePropertyTests` type-check every variant with an app.
@Suite struct ActivityPushGenerationTests {
    static func shared(push: String?) throws -> String {
        let text = """
            spec: 1
            bundle: Deliveries
            platforms: { iOS: "18.0" }
            activities:
              Delivery:
                state: { minutes: Int }
            \(push.map { "    push: \($0)" } ?? "")

            """
        let loaded = SpecLoader.load(SourceFile(path: "deliveries.widgets.yaml", text: text))
        let spec = try #require(loaded.spec)
        #expect(!(loaded.diagnostics + Checker.check([spec])).hasErrors)
        return ExampleSpec(spec: spec, displayPath: "deliveries.widgets.yaml").shared
    }

    @Test func withoutPushTheActivityRequestsNoPushType() throws {
        let shared = try Self.shared(push: nil)
        #expect(shared.contains("content: Self.content(state, startedAt: date), pushType: nil)"))
        #expect(!shared.contains("forEachPushToken"))
        #expect(!shared.contains("forEachPushToStartToken"))
        #expect(shared.contains("alertConfiguration: alert)"))
        #expect(!shared.contains("timestamp"))
    }

    /// A server's push and the app's update race: the iOS 17.2 variants pass the time the state's data was
    /// generated, and the system ignores an update older than one it has shown.
    @Test func withPushUpdateAndEndTakeATimestampFromIOS17_2() throws {
        for push in ["{ type: token }", "{ type: channel }"] {
            let shared = try Self.shared(push: push)
            #expect(
                shared.contains(
                    """
                        @available(iOS 17.2, *)
                        func update(_ state: Delivery.ContentState, alert: ActivityKit.AlertConfiguration? = nil, \
                    timestamp date: Foundation.Date) async {
                            await update(Delivery.content(state, startedAt: date), alertConfiguration: alert, \
                    timestamp: date)
                    """))
            #expect(
                shared.contains(
                    """
                        @available(iOS 17.2, *)
                        func end(_ state: Delivery.ContentState, timestamp date: Foundation.Date) async {
                            await end(Delivery.content(state, startedAt: date), dismissalPolicy: \
                    Delivery.dismissalPolicy(), timestamp: date)
                    """))
            // The variants without a timestamp stay for iOS 16.2.
            #expect(
                shared.contains(
                    "func end(_ state: Delivery.ContentState, at date: Foundation.Date = Foundation.Date()) async {"))
        }
    }

    @Test func aTokenActivityOffersItsTokens() throws {
        let shared = try Self.shared(push: "{ type: token }")
        #expect(shared.contains("pushType: ActivityKit.PushType.token)"))
        #expect(shared.contains("func forEachPushToken(_ body: (Swift.String) async -> Void) async {"))
        #expect(!shared.contains("forEachPushToStartToken"))
    }

    @Test func pushToStartOffersTheStartTokensFromIOS17_2() throws {
        let shared = try Self.shared(push: "{ type: token, start: true }")
        #expect(
            shared.contains(
                "@available(iOS 17.2, *)\n    static func forEachPushToStartToken(_ body: (Swift.String) async -> Void)"
            ))
        #expect(shared.contains("ActivityKit.Activity<Self>.pushToStartTokenUpdates"))
    }

    @Test func aChannelActivityStartsOnTheCallersChannelFromIOS18() throws {
        let shared = try Self.shared(push: "{ type: channel }")
        #expect(shared.contains("@available(iOS 18.0, *)\n    @discardableResult\n    func startActivity("))
        #expect(shared.contains("channel channelID: Swift.String"))
        #expect(shared.contains("pushType: ActivityKit.PushType.channel(channelID))"))
        #expect(!shared.contains("forEachPushToken"))
    }
}
