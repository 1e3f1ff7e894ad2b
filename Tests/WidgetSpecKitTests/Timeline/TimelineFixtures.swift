import Foundation
import WidgetSpecKit

/// Hand-built IR values for simulator tests (independent of the decoder).
enum Fixture {
    static let range = SourceRange(file: "test.widgets.yaml", at: SourceLocation(line: 1, column: 1))
    static let newYork = TimeZone(identifier: "America/New_York")!

    static func located<T>(_ value: T) -> Located<T> { Located(value, at: range) }

    static func widget(_ name: String, _ rule: TimelineRule) -> WidgetDecl {
        WidgetDecl(
            name: located(name), kind: located("com.example.\(name.lowercased())"),
            displayName: DisplayText(name, at: range), families: .shared([located(.systemSmall)]),
            view: located("\(name)View"),
            timeline: TimelineDecl(rule: rule, entriesRange: range, policyRange: range))
    }

    static func widget(_ name: String, entries: EntrySchedule, policy: ReloadPolicy) -> WidgetDecl {
        widget(name, TimelineRule(plan: TimelinePlan(entries: entries, policy: policy)))
    }

    static func spec(widgets: [WidgetDecl], events: [EventDecl] = [], activities: [ActivityDecl] = []) -> Spec {
        Spec(
            file: "test.widgets.yaml", bundle: located("TestWidgets"),
            platforms: [PlatformVersion(platform: .iOS, version: OSVersion(17, 0, 0), range: range)],
            widgets: widgets, activities: activities, events: events)
    }

    static func event(_ name: String, reloads: [String]?, foreground: Bool = false) -> EventDecl {
        EventDecl(
            name: located(name), reloads: reloads.map { .widgets($0.map { located($0) }) } ?? .all(range),
            foreground: foreground)
    }

    /// Monday 5 January 2026, 09:00 in New York: the documented default start.
    static let monday = date("2026-01-05T09:00:00-05:00")

    static func options(
        start: Date = monday, horizon: ScheduleDuration = .hours(24), budget: Int = 70,
        model: BudgetAssumption.Model = .typical, events: [ScheduledEvent] = [], plans: [PlanSwitch] = [],
        jitterSeed: UInt64? = nil
    ) -> SimulationOptions {
        SimulationOptions(
            start: start, timeZone: newYork, horizon: horizon,
            budget: BudgetAssumption(reloadsPerDay: budget, model: model), events: events, plans: plans,
            jitterSeed: jitterSeed)
    }

    /// `name` from `hours` after the start: `plan("full", at: 3)`.
    static func plan(_ name: String, at hours: Int) -> PlanSwitch { PlanSwitch(name: name, offset: .hours(hours)) }

    static func simulate(_ widget: WidgetDecl, options: SimulationOptions = options()) -> WidgetTimeline {
        TimelineSimulator.simulate([spec(widgets: [widget])], options: options).widgets[0]
    }

    static func date(_ text: String) -> Date {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.date(from: text)!
    }

    /// Hours from the start, for readable expectations.
    static func hours(_ dates: [Date], from start: Date = monday) -> [Double] {
        dates.map { $0.timeIntervalSince(start) / 3600 }
    }
}
