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
        // The first entry is the 09:30 one, half an hour after the 09:00 request.
        #expect(Checker.check([spec]).map(\.id) == ids(.firstEntryAfterRequest, .reloadLoop))
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

    @Test func everyPlanIsCheckedAndNamedInTheMessages() throws {
        let spec = try decodeSpec(
            widgetSpec(
                widget: """
                    families: [systemSmall]
                    entry:
                      level: { type: Double, placeholder: 0.25 }
                    timeline:
                      entries: { every: 1h, count: 4 }
                      policy: atEnd
                      plans:
                        full: { entries: now, policy: never }
                        dragon: { policy: { after: 2h } }
                        idle: {}

                    """))
        let found = Checker.check([spec])
        // `full` never reloads (no event), `dragon` kills the 3-hour entry; `idle` is the default plan again.
        #expect(summary(found) == ["WS0708 16:39", "WS0704 17:27"])
        #expect(found.map { String($0.message.prefix(15)) } == ["plan 'full': wi", "plan 'dragon': "])
        #expect(found.last?.message.contains("entry of widget 'Status' at +3h is never shown") == true)
    }

    @Test func aPlanThatTakesTheDefaultEntriesRepeatsNoEntryFinding() throws {
        let spec = try decodeSpec(
            widgetSpec(
                widget: """
                    families: [systemSmall]
                    timeline:
                      entries: { every: 1m, count: 90 }
                      policy: atEnd
                      plans:
                        slow: { policy: { after: 2h } }

                    """))
        // The one-minute entries are the default plan's finding; `slow` has a policy of its own only.
        #expect(Checker.check([spec]).map(\.id) == ids(.entriesTooClose))
    }

    @Test func reloadRatesOfAPlanSayWhatKeepsThem() throws {
        let spec = try decodeSpec(
            widgetSpec(
                widget: """
                    families: [systemSmall]
                    timeline:
                      entries: now
                      policy: { after: 1h }
                      plans:
                        raid: { policy: { after: 15m } }

                    """))
        let found = Checker.check([spec])
        #expect(found.map(\.id) == ids(.reloadsOverBudget))
        #expect(
            found.first?.message
                == "plan 'raid': if the app's data keeps it, widget 'Status' asks for 96 timelines a day, 96/70 of "
                + "the assumed budget: over budget; WidgetKit may defer the requests beyond it")
    }

    @Test func aPlanNamedLikeTheEnumsOwnMemberCollides() throws {
        let spec = try decodeSpec(
            widgetSpec(
                widget: """
                    families: [systemSmall]
                    timeline:
                      entries: now
                      policy: { after: 1h }
                      plans:
                        allCases: { policy: never }
                        rawValue: { policy: never }

                    """))
        let found = Checker.check([spec])
        #expect(summary(found) == ["WS0603 14:9"])
        #expect(
            found.first?.message
                == "plan 'allCases' collides with the static member `StatusPlan.allCases` generated for it")
    }

    @Test func thePlanEnumIsAGeneratedTypeName() throws {
        let spec = try decodeSpec(
            """
            spec: 1
            bundle: TestWidgets
            widgets:
              Health:
                kind: com.example.health
                displayName: Health
                families: [systemSmall]
                timeline: { entries: now, policy: atEnd, plans: { full: { policy: never } } }
              HealthPlan:
                kind: com.example.plan
                displayName: Plan
                families: [systemSmall]
            """)
        let found = Checker.check([spec]).filter { $0.id == DiagnosticDescription.swiftNameCollision.id }
        #expect(
            found.map(\.message) == [
                "Swift name 'HealthPlan' is taken twice: by widget 'HealthPlan', and by `HealthPlan`, the plan enum of "
                    + "widget 'Health'"
            ])
    }

    @Test func aFirstEntryAfterTheRequestIsFoundPerPlan() throws {
        let spec = try decodeSpec(
            widgetSpec(
                widget: """
                    families: [systemSmall]
                    timeline:
                      entries: [0, 1h]
                      policy: atEnd
                      plans:
                        later: { entries: { every: 1h, count: 2, start: 30m } }

                    """))
        let found = Checker.check([spec])
        #expect(summary(found) == ["WS0711 14:27"])
        #expect(
            found.first?.message
                == "plan 'later': the first entry of widget 'Status' is dated +30m after the request: nothing it "
                + "loaded shows until then")
    }

    @Test func extraLargeAloneIsForIPadOnlyAndOnlyOnIOS() throws {
        let alone = try decodeSpec(
            widgetSpec(
                widget: """
                    families: [systemExtraLarge]
                    timeline: { entries: now, policy: never }

                    """))
        let found = Checker.check([alone])
        #expect(summary(found) == ["WS0407 9:16"])
        #expect(found.first?.message.hasSuffix("which iPhone never offers: it shows on iPad alone") == true)
        let perPlatform = try decodeSpec(
            widgetSpec(
                platforms: "  iOS: \"17.0\"\n  macOS: \"14.0\"",
                widget: """
                    families: { iOS: [systemLarge], macOS: [systemExtraLarge] }
                    timeline: { entries: now, policy: never }

                    """))
        #expect(Checker.check([perPlatform]).isEmpty)
    }

    @Test func staleAfterBeyondTheLimitWithoutDuration() throws {
        let activity = """
            spec: 1
            bundle: TestWidgets
            widgets:
              Status: { kind: com.example.status, displayName: Status, families: [systemSmall] }
            activities:
              Delivery:
                attributes: { order: Int }
                state: { minutes: Int }
                staleAfter: 9h
            """
        let found = Checker.check([try decodeSpec(activity)])
        #expect(summary(found) == ["WS0807 9:17"])
        #expect(
            found.first?.message.hasPrefix("staleAfter 9h of Live Activity 'Delivery' is after the 8h limit") == true)
        let withDuration = activity.replacingOccurrences(of: "staleAfter: 9h", with: "staleAfter: 9h\n    duration: 8h")
        // With a duration the stale date is compared with it (WS0803), not with the limit.
        #expect(Checker.check([try decodeSpec(withDuration)]).map(\.id) == ids(.activityStaleAfterEnd))
    }
}
