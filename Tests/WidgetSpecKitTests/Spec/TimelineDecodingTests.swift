import Testing
import WidgetSchedule
import WidgetSpecKit

/// Decodes a widget whose `timeline:` is `timeline` (indented under the widget).
private func timeline(_ timeline: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws
    -> TimelineDecl
{
    try decodeWidget(
        """
          Clock:
            kind: com.example.clock
            displayName: Clock
            families: [systemSmall]
            timeline:

        """ + timeline, sourceLocation: sourceLocation
    ).timeline
}

private func entries(_ value: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws
    -> EntrySchedule
{
    try timeline("      entries: \(value)\n      policy: atEnd\n", sourceLocation: sourceLocation).rule.plan.entries
}

private func policy(_ value: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws
    -> ReloadPolicy
{
    try timeline("      policy: \(value)\n", sourceLocation: sourceLocation).rule.plan.policy
}

private func time(_ hour: Int, _ minute: Int) -> WallTime { WallTime(hour: hour, minute: minute)! }

@Suite("Decoding: timeline entries")
struct TimelineEntriesDecodingTests {
    @Test func now() throws {
        #expect(try entries("now") == .now)
    }

    @Test func entriesDefaultToNow() throws {
        let decl = try timeline("      policy: { after: 15m }\n")
        #expect(decl.rule.plan.entries == .now)
        // Defaulted entries are located at the `timeline` key.
        #expect("\(decl.entriesRange.start)" == "8:5")
        #expect("\(decl.policyRange.start)" == "9:15")
    }

    @Test func offsetsList() throws {
        #expect(
            try entries("[0, 1h, 2h, 1h30m, 45s, 1d]")
                == .offsets([
                    .zero, .hours(1), .hours(2), .minutes(90), .seconds(45), .days(1),
                ]))
        #expect(try entries("2h") == .offsets([.hours(2)]))
        #expect(try entries("[now, 30m]") == .offsets([.zero, .minutes(30)]))
    }

    @Test func everyWithCount() throws {
        #expect(try entries("{ every: 15m, count: 4 }") == .every(.minutes(15), count: 4, start: .zero))
        #expect(try entries("{ every: 1h, count: 3, start: 30m }") == .every(.hours(1), count: 3, start: .minutes(30)))
    }

    @Test func everyFor() throws {
        #expect(try entries("{ every: 1m, for: 1h }") == .everyFor(.minutes(1), span: .hours(1), start: .zero))
        #expect(
            try entries("{ every: 5m, for: 2h, start: 1h }")
                == .everyFor(.minutes(5), span: .hours(2), start: .hours(1)))
    }

    @Test func wallClock() throws {
        let full = try entries(
            "{ at: [\"16:00\", \"09:30\"], on: [fri, mon, tue, wed, thu], count: 10, timezone: America/New_York }")
        let rule = WallClockRule(
            times: [time(9, 30), time(16, 0)], weekdays: [.mon, .tue, .wed, .thu, .fri],
            timeZone: .named("America/New_York"))
        #expect(full == .wallClock(rule, count: 10))
        // `on` defaults to every day, `timezone` to the device's, `count` to the number of times.
        let short = try entries("{ at: \"07:00\" }")
        #expect(short == .wallClock(WallClockRule(times: [time(7, 0)], weekdays: Weekday.allCases), count: 1))
        let two = try entries("{ at: [\"07:00\", \"19:00\"], on: sat }")
        #expect(two == .wallClock(WallClockRule(times: [time(7, 0), time(19, 0)], weekdays: [.sat]), count: 2))
    }

    @Test func dynamic() throws {
        #expect(try entries("{ dynamic: { count: 3, every: 2h } }") == .dynamic(count: 3, every: .hours(2)))
    }

    @Test func unionOfForms() throws {
        let union = try entries(
            "[now, 3h, { every: 1h, count: 2, start: 1h }, { at: \"12:00\" }, { dynamic: { count: 1, every: 1h } }]")
        #expect(
            union
                == .union([
                    .offsets([.zero, .hours(3)]), .every(.hours(1), count: 2, start: .hours(1)),
                    .wallClock(WallClockRule(times: [time(12, 0)]), count: 1), .dynamic(count: 1, every: .hours(1)),
                ]))
        // Without offsets the union holds the forms alone.
        #expect(
            try entries("[{ every: 1h, count: 2 }, { dynamic: { count: 1, every: 1h } }]")
                == .union([.every(.hours(1), count: 2, start: .zero), .dynamic(count: 1, every: .hours(1))]))
    }

    @Test func blockListForm() throws {
        let decl = try timeline(
            """
                  entries:
                    - now
                    - every: 15m
                      count: 2
                      start: 1h
                  policy: atEnd

            """)
        #expect(
            decl.rule.plan.entries == .union([.offsets([.zero]), .every(.minutes(15), count: 2, start: .hours(1))]))
        #expect("\(decl.entriesRange.start)" == "10:9")
    }
}

@Suite("Decoding: reload policies and timeline options")
struct TimelinePolicyDecodingTests {
    @Test func atEndAndNever() throws {
        #expect(try policy("atEnd") == .atEnd)
        #expect(try policy("never") == .never)
    }

    @Test func afterDuration() throws {
        #expect(try policy("{ after: 15m }") == .after(.minutes(15)))
        #expect(try policy("{ after: 0 }") == .after(.zero))
    }

    @Test func afterWallClock() throws {
        #expect(
            try policy("{ after: { at: \"09:30\", on: [mon, tue, wed, thu, fri], timezone: America/New_York } }")
                == .afterWallClock(
                    WallClockRule(
                        times: [time(9, 30)], weekdays: [.mon, .tue, .wed, .thu, .fri],
                        timeZone: .named("America/New_York"))))
        #expect(try policy("{ after: { at: \"00:00\" } }") == .afterWallClock(WallClockRule(times: [time(0, 0)])))
        #expect(
            try policy("{ after: { at: \"00:00\", timezone: UTC } }")
                == .afterWallClock(
                    WallClockRule(times: [time(0, 0)], timeZone: .named("UTC"))))
    }

    @Test func jitterRelevanceAndOnError() throws {
        let decl = try timeline(
            """
                  entries: now
                  policy: { after: { at: "00:00" } }
                  jitter: 1h
                  relevance: { score: 0.5, duration: 1h }
                  onError:
                    entries: [0, 1h]
                    policy: { after: 2h }

            """)
        #expect(decl.rule.jitter == .hours(1))
        #expect(decl.rule.relevance == EntryRelevance(score: 0.5, duration: .hours(1)))
        #expect(decl.rule.onError == TimelinePlan(entries: .offsets([.zero, .hours(1)]), policy: .after(.hours(2))))
        #expect(decl.jitterRange.map { "\($0.start)" } == "11:15")
        #expect(decl.relevanceRange.map { "\($0.start)" } == "12:18")
        #expect(decl.onErrorEntriesRange.map { "\($0.start)" } == "14:18")
        #expect(decl.onErrorPolicyRange.map { "\($0.start)" } == "15:17")
    }

    @Test func optionalPartsDefault() throws {
        let decl = try timeline(
            """
                  policy: never
                  relevance: { score: 2 }
                  onError: { policy: atEnd }

            """)
        #expect(decl.rule.jitter == nil)
        #expect(decl.rule.relevance == EntryRelevance(score: 2, duration: .zero))
        #expect(decl.rule.onError == TimelinePlan(entries: .now, policy: .atEnd))
        // onError without entries is located at its `onError` key.
        #expect(decl.onErrorEntriesRange.map { "\($0.start)" } == "11:7")
        #expect(decl.jitterRange == nil)
        let plain = try timeline("      policy: atEnd\n")
        #expect(plain.rule.onError == nil && plain.rule.relevance == nil)
        #expect(plain.onErrorEntriesRange == nil && plain.onErrorPolicyRange == nil)
    }

    @Test func plansTakeWhatTheyOmitFromTheTimeline() throws {
        let decl = try timeline(
            """
                  entries: { every: 1h, count: 4 }
                  policy: atEnd
                  plans:
                    full: { entries: now, policy: never }
                    dragon: { policy: { after: 2h } }
                    resting: { entries: [0, 2h] }
                    same: {}

            """)
        let hourly = EntrySchedule.every(.hours(1), count: 4, start: .zero)
        #expect(
            decl.rule.plans == [
                "full": TimelinePlan(entries: .now, policy: .never),
                "dragon": TimelinePlan(entries: hourly, policy: .after(.hours(2))),
                "resting": TimelinePlan(entries: .offsets([.zero, .hours(2)]), policy: .atEnd),
                "same": decl.rule.plan,
            ])
        // In spec order, each with where it writes its own entries and policy.
        #expect(decl.plans.map(\.name.value) == ["full", "dragon", "resting", "same"])
        #expect(decl.plans.map { $0.entriesRange.map { "\($0.start)" } } == ["12:26", nil, "14:29", nil])
        #expect(decl.plans.map { $0.policyRange.map { "\($0.start)" } } == ["12:39", "13:27", nil, nil])
    }

    @Test func aTimelineWithoutPlansHasNone() throws {
        let decl = try timeline("      policy: atEnd\n")
        #expect(decl.rule.plans.isEmpty)
        #expect(decl.plans.isEmpty)
    }
}
