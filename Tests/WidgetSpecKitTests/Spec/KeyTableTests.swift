import Foundation
import Testing
import WidgetSchedule

@testable import WidgetSpecKit

/// The key tables hold each default once: what an omitted key decodes to, what the IR's initializers default
/// to, and what the docs show are the same.
@Suite("Key tables: defaults")
struct KeyTableDefaultTests {
    private static let clock = """
          Clock:
            kind: com.example.clock
            displayName: Clock
            families: [systemSmall]

        """

    /// A default spelled out beside its value (`WrittenDefault`) decodes to that value when a spec writes it.
    @Test func writtenDefaultsDecodeToTheirValues() throws {
        let written = try decodeWidget(Self.clock + "    timeline: { \(WidgetKey.defaultTimeline.specText) }\n")
        #expect(written.timeline.rule.plan == WidgetKey.defaultTimeline.value)
        let rule = try decodeWidget(
            Self.clock + "    timeline:\n"
                + "      entries: \(TimelineKey.defaultEntries.specText)\n      policy: atEnd\n"
                + "      onError: { \(TimelineKey.defaultOnError.specText) }\n"
        ).timeline.rule
        #expect(rule.plan.entries == TimelineKey.defaultEntries.value)
        #expect(rule.onError == TimelineKey.defaultOnError.value)
        #expect(ScheduleDuration(parsing: ReportKey.defaultHorizon.specText) == ReportKey.defaultHorizon.value)
    }

    /// The defaults a spec leaves out are the ones the IR's initializers take.
    @Test func omittedKeysDecodeToTheInitializersDefaults() throws {
        let spec = try decodeSpec(
            "spec: 1\nbundle: Demo\nwidgets:\n" + Self.clock + "events:\n  logout: { reloads: all }\n")
        #expect(
            Spec(
                file: spec.file, bundle: spec.bundle, platforms: spec.platforms, widgets: spec.widgets,
                events: spec.events) == spec)
        let widget = try #require(spec.widgets.first)
        #expect(
            WidgetDecl(
                name: widget.name, kind: widget.kind, displayName: widget.displayName, families: widget.families,
                view: widget.view, timeline: widget.timeline) == widget)
        let event = try #require(spec.events.first)
        #expect(EventDecl(name: event.name, reloads: event.reloads) == event)
    }

    /// Docs text is derived from the typed defaults.
    @Test func defaultTextsAreSpelledFromTheirValues() {
        #expect(TopLevelKey.platforms.key.defaultValue == "iOS: \"17.0\"")
        #expect(WidgetKey.view.key.defaultValue == "<Name>View")
        #expect(IntentKey.name.key.defaultValue == "<Name>Intent")
        #expect(WallClockPolicyKey.on.key.defaultValue == "every day")
        #expect(WallClockPolicyKey.timezone.key.defaultValue == "the device's")
        #expect(ActivityKey.dismissal.key.defaultValue == "default")
        #expect(RepeatingEntriesKey.start.key.defaultValue == "0")
        #expect([Weekday.mon, .fri].specText == "mon fri")
        #expect(ActivityDismissal.after(.minutes(15)).specText == "{ after: 15m }")
    }

    /// Messages that name a default say what the table says.
    @Test func messagesNameTheTablesDefaults() {
        let messages = diagnosticLines(
            """
            spec: 1
            bundle: Demo
            platforms: {}
            widgets:
              Clock:
                kind: com.example.clock
                displayName: Clock
                families: [systemSmall]
                timeline: { policy: { after: { at: "09:00", on: [] } } }
            """)
        #expect(messages.contains { $0.hasSuffix("or omit it for iOS 17.0") })
        #expect(messages.contains { $0.contains("omit it for every day") })
    }
}

/// Every form of `timeline.entries` is one `EntryForm`: it decodes its spelling and counts its dates; the
/// generator writes its Swift expression.
@Suite("Key tables: entry forms")
struct EntryFormTests {
    private static let rule = WallClockRule(times: [WallTime(hour: 9, minute: 30)!], weekdays: Weekday.allCases)

    static let schedules: [EntrySchedule] = [
        .now, .offsets([.zero, .hours(1)]), .every(.hours(1), count: 3, start: .zero),
        .everyFor(.minutes(1), span: .hours(1), start: .zero), .wallClock(rule, count: 2),
        .dynamic(count: 3, every: .hours(2)),
    ]

    /// Each form's expression names its case of `EntrySchedule` (the generator's switch is exhaustive).
    @Test(arguments: schedules)
    func eachScheduleHasItsExpression(_ schedule: EntrySchedule) {
        let code = ScheduleExpression.entries(schedule).code
        let caseName = String(describing: schedule).prefix { $0.isLetter }
        #expect(code.hasPrefix("WidgetSchedule.EntrySchedule.\(caseName)"))
    }

    @Test func aUnionWritesItsMembers() {
        #expect(
            ScheduleExpression.entries(.union([.now, .offsets([.hours(1)])])).code
                == "WidgetSchedule.EntrySchedule.union([WidgetSchedule.EntrySchedule.now, "
                + "WidgetSchedule.EntrySchedule.offsets([WidgetSchedule.ScheduleDuration(seconds: 3600)])])")
    }

    @Test func selectorsAreDistinct() {
        let selectors = EntryForm.all.map(\.selector)
        for (index, selector) in selectors.enumerated() {
            #expect(!selectors[..<index].contains(selector), "\(selector) selects two forms")
        }
        #expect(selectors.filter { $0 == .scalar }.count == 1)
    }

    /// The count a form reports as it decodes (what bounds it) is the number of dates it makes.
    @Test(arguments: [
        "now", "30m", "{ every: 15m, count: 4, start: 5m }", "{ every: 7m, for: 1h }", "{ every: 1h, for: 0 }",
        "{ at: [\"09:30\", \"16:00\"], on: [mon, fri], count: 5, timezone: UTC }", "{ at: \"09:30\" }",
        "{ dynamic: { count: 3, every: 2h } }",
    ])
    func decodedCountIsTheNumberOfDates(_ text: String) throws {
        let node = try #require(YAMLLoader.load(Array(text.utf8), file: "entries.yaml").root)
        let context = DecodingContext(file: "entries.yaml")
        let form = try #require(
            EntryForm.all.first {
                switch $0.selector {
                case .word(let word): node.scalar?.text == word
                case .scalar: node.scalar != nil
                case .key(let key): node.mapping?[key] != nil
                }
            })
        let decoded = try #require(form.decode(node, context))
        #expect(context.diagnostics.isEmpty)
        let request = Date(timeIntervalSinceReferenceDate: 0)
        let utc = try #require(TimeZone(identifier: "UTC"))
        #expect(decoded.schedule.entryDates(forRequestAt: request, in: utc).count == decoded.count)
    }
}
