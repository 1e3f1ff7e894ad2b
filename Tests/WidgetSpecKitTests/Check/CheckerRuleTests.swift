import Testing

@testable import WidgetSpecKit

@Suite("Checker rules: messages, positions, false positives")
struct CheckerRuleTests {
    @Test func unavailableFamilyNamesThePlatformAndWhereItExists() throws {
        let spec = try decodeSpec(
            widgetSpec(
                widget: """
                    families: [systemSmall, accessoryCorner]
                    timeline: { entries: now, policy: never }

                    """))
        let found = Checker.check([spec])
        #expect(summary(found) == ["WS0401 9:29"])
        #expect(found.first?.message == "family 'accessoryCorner' is not available on iOS; it exists on watchOS only")
    }

    @Test func systemExtraLargeOnIOSIsAccepted() throws {
        let spec = try decodeSpec(
            widgetSpec(
                widget: """
                    families: [systemLarge, systemExtraLarge]
                    timeline: { entries: now, policy: never }

                    """))
        #expect(Checker.check([spec]).isEmpty)
    }

    @Test func accessoryFamiliesNeedIOS16() throws {
        let spec = try decodeSpec(
            widgetSpec(
                platforms: "  iOS: \"15.2\"",
                widget: """
                    families: [accessoryCircular]
                    timeline: { entries: now, policy: never }

                    """))
        let found = Checker.check([spec])
        #expect(summary(found) == ["WS0402 9:16"])
        #expect(found.first?.message.contains("needs iOS 16.0") == true)
        #expect(found.first?.notes.first?.range?.start.line == 4)
    }

    @Test func launchersWithNeverAndNoDataAreQuiet() throws {
        let spec = try decodeSpec(
            widgetSpec(
                widget: """
                    families: [systemSmall, accessoryCircular]
                    url: "example://search"
                    timeline: { entries: now, policy: never }

                    """))
        #expect(Checker.check([spec]).isEmpty)
    }

    @Test func kindsWithSpacesWarnOnceWithAReverseDNSNote() throws {
        let text = widgetSpec(
            widget: """
                families: [systemSmall]
                timeline: { entries: now, policy: never }

                """
        ).replacingOccurrences(of: "kind: com.example.status", with: "kind: Game Status")
        let found = Checker.check([try decodeSpec(text)])
        #expect(summary(found) == ["WS0605 7:11"])
        #expect(found.first?.notes.first?.message.contains("reverse-DNS") == true)
    }

    @Test func deadEntriesAreNamed() throws {
        let spec = try decodeSpec(
            widgetSpec(
                widget: """
                    families: [systemSmall]
                    timeline:
                      entries: [0, 1h, 2h, 3h, 4h]
                      policy: { after: 2h }

                    """))
        let found = Checker.check([spec])
        #expect(summary(found) == ["WS0704 12:15"])
        #expect(
            found.first?.message
                == "2 entries of widget 'Status' at +3h, +4h are never shown: policy 'after 2h' asks for the "
                + "next timeline at +2h, before them")
    }

    @Test func reloadLoopsSayHowManyRequestsADay() throws {
        let spec = try decodeSpec(
            widgetSpec(
                widget: """
                    families: [systemSmall]
                    timeline: { entries: now, policy: { after: 0 } }

                    """))
        let found = Checker.check([spec])
        #expect(summary(found) == ["WS0705 10:39"])
        #expect(found.first?.message.contains("immediately: 288 requests a day") == true)
    }

    @Test func reloadLoopsFoundLaterInTheDay() throws {
        // At the 09:30 request the only entry is dated at the request itself, so `atEnd` asks again at once.
        let spec = try decodeSpec(
            widgetSpec(
                widget: """
                    families: [systemSmall]
                    timeline: { entries: { at: ["09:30"], count: 1 }, policy: atEnd }
                    """, extra: "report:\n  start: \"2026-01-05T09:00:00\""))
        #expect(Checker.check([spec]).map(\.id) == ids(.reloadLoop))
    }

    @Test func budgetUsesTheReportBudget() throws {
        let widget = """
            families: [systemSmall]
            timeline: { entries: now, policy: { after: 20m } }

            """
        let defaultBudget = try decodeSpec(widgetSpec(widget: widget))
        #expect(summary(Checker.check([defaultBudget])).map { $0.prefix(6) } == ["WS0707"])
        let larger = try decodeSpec(widgetSpec(widget: widget, extra: "report:\n  budget: 80"))
        #expect(summary(Checker.check([larger])).map { $0.prefix(6) } == ["WS0706"])
    }

    @Test func onErrorIsCheckedLikeTheSuccessPath() throws {
        let spec = try decodeSpec(
            widgetSpec(
                widget: """
                    families: [systemSmall]
                    timeline:
                      entries: now
                      policy: { after: 1h }
                      onError: { entries: now, policy: atEnd }

                    """))
        let found = Checker.check([spec])
        #expect(found.map(\.id) == ids(.reloadLoop))
        #expect(found.first?.message.hasPrefix("onError: ") == true)
    }

    @Test func jitterLongerThanTheIntervalWarns() throws {
        let spec = try decodeSpec(
            widgetSpec(
                widget: """
                    families: [systemSmall]
                    timeline:
                      entries: now
                      policy: { after: 1h }
                      jitter: 90m

                    """))
        #expect(Checker.check([spec]).map(\.id) == ids(.jitterExceedsInterval))
    }

    @Test func neverWithDataNeedsAnEvent() throws {
        let widget = """
            families: [systemSmall]
            entry:
              name: { type: String, placeholder: Jane }
            timeline: { entries: now, policy: never }

            """
        #expect(Checker.check([try decodeSpec(widgetSpec(widget: widget))]).map(\.id) == ids(.neverReloaded))
        let reloaded = widgetSpec(widget: widget, extra: "events:\n  logout:\n    reloads: all")
        #expect(Checker.check([try decodeSpec(reloaded)]).isEmpty)
    }
}
