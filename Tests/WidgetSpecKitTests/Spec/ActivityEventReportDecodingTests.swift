import Testing
import WidgetSchedule
import WidgetSpecKit

private let clock = "widgets:\n  Clock: { kind: com.example.clock, displayName: Clock, families: [systemSmall] }\n"

@Suite("Decoding: Live Activities")
struct ActivityDecodingTests {
    @Test func everyKey() throws {
        let spec = try decodeBody(
            """
            activities:
              PizzaDelivery:
                attributes:
                  numberOfPizzas: Int
                  totalAmount: String
                state:
                  driverName: { type: String, placeholder: Anna }
                  deliveryTimer: ClosedRange<Date>
                duration: 45m
                staleAfter: 30m
                relevance: 100
                dismissal: { after: 1h }
                lockScreenView: PizzaLockScreen
                dynamicIsland: PizzaIsland
            """)
        let activity = try #require(spec.activities.first)
        #expect(activity.name.value == "PizzaDelivery")
        #expect(activity.name.at == "4:3")
        #expect(activity.attributes.map(\.name.value) == ["numberOfPizzas", "totalAmount"])
        #expect(activity.attributes.map(\.type.value) == [.int, .string])
        #expect(activity.state.map(\.type.value) == [.string, .closedRange(.date)])
        #expect(activity.state.first?.placeholder?.value == .string("Anna"))
        #expect(activity.duration?.value == .minutes(45))
        #expect(activity.duration?.at == "11:15")
        #expect(activity.staleAfter?.value == .minutes(30))
        #expect(activity.relevance?.value == 100)
        #expect(activity.dismissal.value == .after(.hours(1)))
        #expect(activity.dismissal.at == "14:16")
        #expect(activity.lockScreenView.value == "PizzaLockScreen")
        #expect(activity.dynamicIsland.value == "PizzaIsland")
    }

    @Test func defaults() throws {
        let spec = try decodeBody("activities:\n  Timer:\n    state: { ends: Date }\n")
        let activity = try #require(spec.activities.first)
        #expect(activity.attributes.isEmpty)
        #expect(activity.duration == nil && activity.staleAfter == nil && activity.relevance == nil)
        // Defaults are located at the activity's name.
        #expect(activity.dismissal == Located(.default, at: activity.name.range))
        #expect(activity.lockScreenView == Located("TimerLiveActivityView", at: activity.name.range))
        #expect(activity.dynamicIsland == Located("TimerDynamicIsland", at: activity.name.range))
    }

    @Test func dismissalWords() throws {
        let immediate = try decodeBody("activities:\n  Timer: { state: { ends: Date }, dismissal: immediate }\n")
        #expect(immediate.activities.first?.dismissal.value == .immediate)
        let standard = try decodeBody("activities:\n  Timer: { state: { ends: Date }, dismissal: default }\n")
        #expect(standard.activities.first?.dismissal.value == .default)
    }
}

@Suite("Decoding: events")
struct EventDecodingTests {
    @Test func reloadsAllOrNamedWidgets() throws {
        let spec = try decodeBody(
            clock + """
                events:
                  logout:
                    reloads: all
                  cardDeleted:
                    reloads: [Clock]
                    matching: [card, owner]
                    foreground: true
                  tick: { reloads: [Clock], matching: card }
                """)
        #expect(spec.events.map(\.name.value) == ["logout", "cardDeleted", "tick"])
        let logout = spec.events[0]
        guard case .all(let range) = logout.reloads else {
            Issue.record("expected reloads all, got \(logout.reloads)")
            return
        }
        #expect("\(range.start)" == "7:14")
        #expect(logout.matching.isEmpty)
        #expect(!logout.foreground)
        let deleted = spec.events[1]
        #expect(deleted.reloads == .widgets([Located("Clock", at: deleted.reloads.firstRange!)]))
        #expect(deleted.reloads.firstRange.map { "\($0.start)" } == "9:15")
        #expect(deleted.matching.map(\.value) == ["card", "owner"])
        #expect(deleted.matching.map(\.at) == ["10:16", "10:22"])
        #expect(deleted.foreground)
        #expect(spec.events[2].matching.map(\.value) == ["card"])
    }
}

extension EventTargets {
    fileprivate var firstRange: SourceRange? {
        if case .widgets(let names) = self { return names.first?.range }
        return nil
    }
}

@Suite("Decoding: report defaults")
struct ReportDecodingTests {
    @Test func everyKey() throws {
        let spec = try decodeBody(
            clock + """
                events:
                  logout: { reloads: all }
                  cardDeleted: { reloads: all }
                report:
                  start: "2026-01-05T09:00:00"
                  timezone: America/New_York
                  horizon: 48h
                  budget: 40
                  fail: true
                  events:
                    logout: [3h, 1d2h]
                    cardDeleted: 30m
                """)
        let report = spec.report
        #expect(report.start?.value == LocalDateTime(year: 2026, month: 1, day: 5, hour: 9))
        #expect(report.start?.at == "9:10")
        #expect(report.timeZone?.value == "America/New_York")
        #expect(report.horizon?.value == .hours(48))
        #expect(report.budget?.value == 40)
        #expect(report.fail == true)
        #expect(report.events.map(\.name.value) == ["logout", "cardDeleted"])
        #expect(report.events.map { $0.offsets.map(\.value) } == [[.hours(3), .hours(26)], [.minutes(30)]])
        #expect(report.events.first?.name.at == "15:5")
    }

    @Test func startWithOffsetsOrDateOnly() throws {
        let utc = try decodeBody(clock + "report: { start: 2026-03-08T01:30Z }\n")
        #expect(
            utc.report.start?.value == LocalDateTime(year: 2026, month: 3, day: 8, hour: 1, minute: 30, utcOffset: 0))
        let offset = try decodeBody(clock + "report: { start: \"2026-03-08T01:30:15-05:00\" }\n")
        #expect(offset.report.start?.value.description == "2026-03-08T01:30:15-05:00")
        let day = try decodeBody(clock + "report: { start: 2026-03-08 }\n")
        #expect(day.report.start?.value == LocalDateTime(year: 2026, month: 3, day: 8))
    }

    @Test func omittedReportIsAllDefaults() throws {
        let spec = try decodeBody(clock)
        #expect(spec.report == ReportDefaults())
        #expect(spec.report.start == nil && spec.report.budget == nil && spec.report.fail == nil)
    }
}

@Suite("Decoding: anchors and merge keys")
struct AnchorMergeDecodingTests {
    @Test func launcherTemplates() throws {
        let spec = try decodeBody(
            """
            x-launcher: &launcher
              families: [systemSmall, accessoryCircular]
              description: Opens the app.
              timeline: { entries: now, policy: never }
              background: { removable: false }
            widgets:
              Search:
                <<: *launcher
                kind: com.example.search
                displayName: Search
                url: "example://search"
              Compose:
                <<: *launcher
                kind: com.example.compose
                displayName: Compose
                description: Write something.
            """)
        #expect(spec.widgets.map(\.name.value) == ["Search", "Compose"])
        let search = spec.widgets[0]
        let compose = spec.widgets[1]
        for widget in spec.widgets {
            #expect(widget.families.families(on: .iOS).map(\.value) == [.systemSmall, .accessoryCircular])
            // A merged value keeps the position where it was written: the template's line.
            #expect(widget.families.families(on: .iOS).map(\.at) == ["4:14", "4:27"])
            #expect(widget.timeline.rule.plan == TimelinePlan(entries: .now, policy: .never))
            #expect("\(widget.timeline.policyRange.start)" == "6:37")
            #expect(!widget.background.removable)
        }
        #expect(search.description?.value == "Opens the app.")
        #expect(search.description?.at == "5:16")
        // The widget's own key wins over the merged one.
        #expect(compose.description?.value == "Write something.")
        #expect(compose.description?.at == "18:18")
        #expect(search.url?.value.text == "example://search")
        #expect(compose.url == nil)
    }

    @Test func mergeOfSeveralMappingsAndAliasedValues() throws {
        let spec = try decodeBody(
            """
            x-small: &small { families: [systemSmall] }
            x-static: &static { timeline: { policy: never }, families: [systemLarge] }
            x-kind: &kind com.example.shared
            widgets:
              Shared:
                <<: [*small, *static]
                kind: *kind
                displayName: Shared
            """)
        let widget = try #require(spec.widgets.first)
        // Among merged mappings the earlier one wins.
        #expect(widget.families.families(on: .iOS).map(\.value) == [.systemSmall])
        #expect(widget.timeline.rule.plan.policy == .never)
        #expect(widget.kind.value == "com.example.shared")
        // The aliased value is located where it was written; a node's range starts at its anchor.
        #expect(widget.kind.at == "5:9")
    }
}
