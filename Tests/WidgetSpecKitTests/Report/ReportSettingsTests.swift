import Foundation
import Testing
import WidgetSpecKit

@Suite struct ReportSettingsTests {
    let range = SourceRange(file: "t.widgets.yaml", at: SourceLocation(line: 1, column: 1))

    func spec(_ report: ReportDefaults = ReportDefaults(), events: [String] = []) -> Spec {
        Spec(
            file: "t.widgets.yaml", bundle: Located("B", at: range),
            platforms: [PlatformVersion(platform: .iOS, version: OSVersion(17), range: range)],
            events: events.map { EventDecl(name: Located($0, at: range), reloads: .all(range)) }, report: report)
    }

    @Test func fixedDefaultsWithoutSpecSettings() throws {
        let options = try ReportSettings().resolved(for: [spec()]).get()
        #expect(options.start == date("2026-01-05T09:00:00-05:00"))
        #expect(options.timeZone.identifier == "America/New_York")
        #expect(options.horizon == .hours(24))
        #expect(options.budget == BudgetAssumption(reloadsPerDay: 70, model: .typical))
        #expect(options.events.isEmpty)
        #expect(options.plans.isEmpty)
        #expect(options.jitterSeed == nil)
    }

    @Test func specDefaultsThenCommandLine() throws {
        let report = ReportDefaults(
            start: Located(LocalDateTime(year: 2026, month: 7, day: 1, hour: 8), at: range),
            timeZone: Located("Europe/Berlin", at: range), horizon: Located(.days(2), at: range),
            budget: Located(40, at: range), fail: true,
            events: [ReportOffsets(name: Located("logout", at: range), offsets: [Located(.hours(3), at: range)])])
        let fromSpec = try ReportSettings().resolved(for: [spec(report, events: ["logout"])]).get()
        #expect(fromSpec.start == date("2026-07-01T08:00:00+02:00"))
        #expect(fromSpec.horizon == .days(2))
        #expect(fromSpec.budget.reloadsPerDay == 40)
        #expect(fromSpec.plans == [PlanSwitch(name: "onError", offset: .zero)])
        #expect(fromSpec.events == [ScheduledEvent(name: "logout", offset: .hours(3))])
        let overridden = try ReportSettings(
            timeZone: "Asia/Tokyo", horizon: .hours(6), budget: 5,
            events: [ScheduledEvent(name: "logout", offset: .zero)]
        ).resolved(for: [spec(report, events: ["logout"])]).get()
        #expect(overridden.start == date("2026-07-01T08:00:00+09:00"))
        #expect(overridden.horizon == .hours(6))
        #expect(overridden.budget.reloadsPerDay == 5)
        #expect(overridden.events == [ScheduledEvent(name: "logout", offset: .zero)])
    }

    @Test func startWithOffsetAndInstant() throws {
        var settings = ReportSettings(start: .local(LocalDateTime(parsing: "2026-01-05T14:00:00Z")!))
        #expect(try settings.resolved(for: [spec()]).get().start == date("2026-01-05T09:00:00-05:00"))
        settings.start = .instant(Date(timeIntervalSince1970: 0))
        #expect(try settings.resolved(for: [spec()]).get().start == Date(timeIntervalSince1970: 0))
    }

    @Test func problems() {
        #expect(
            ReportSettings(timeZone: "Mars/Olympus").resolved(for: [spec()])
                == .failure(.unknownTimeZone("Mars/Olympus")))
        #expect(ReportSettings(horizon: .zero).resolved(for: [spec()]) == .failure(.nonPositiveHorizon))
        #expect(ReportSettings(budget: -1).resolved(for: [spec()]) == .failure(.nonPositiveBudget))
        #expect(ReportSettings(budget: 0).resolved(for: [spec()]) == .failure(.nonPositiveBudget))
        #expect(ReportSettings(horizon: .days(365_000)).resolved(for: [spec()]) == .failure(.horizonTooLong))
        #expect((try? ReportSettings(horizon: .days(1096)).resolved(for: [spec()]).get()) != nil)
        let longZone = String(repeating: "A", count: 1 << 20)
        #expect(
            ReportSettings(timeZone: longZone).resolved(for: [spec()])
                == .failure(.unknownTimeZone(String(repeating: "A", count: 64))))
        let ancient = ReportSettings(start: .local(LocalDateTime(year: 1, month: 1, day: 1)))
        #expect(ancient.resolved(for: [spec()]) == .failure(.startOutOfRange("0001-01-01T00:00:00")))
        let events = [ScheduledEvent(name: "nope", offset: .hours(1))]
        #expect(ReportSettings(events: events).resolved(for: [spec()]) == .failure(.unknownEvent("nope")))
        let february = ReportSettings(start: .local(LocalDateTime(year: 2026, month: 2, day: 30)))
        #expect(february.resolved(for: [spec()]) == .failure(.nonexistentStart("2026-02-30T00:00:00")))
    }

    // MARK: - From the command line's text

    static let now = Date(timeIntervalSince1970: 1_767_621_600.75)

    func arguments(
        start: String? = nil, horizon: String? = nil, budget: Int? = nil, events: [String] = []
    ) throws(ReportSettings.ArgumentProblem) -> ReportSettings {
        try ReportSettings(
            start: start, timeZone: nil, horizon: horizon, budget: budget, events: events, fail: false, now: Self.now)
    }

    @Test func optionsNotGivenAreLeftToTheSpecs() throws {
        #expect(try arguments() == ReportSettings())
        let given = try ReportSettings(
            start: "2026-07-01T08:00:00", timeZone: "Asia/Tokyo", horizon: "1d12h", budget: 5, events: ["logout@3h"],
            fail: true, now: Self.now)
        #expect(
            given
                == ReportSettings(
                    start: .local(LocalDateTime(year: 2026, month: 7, day: 1, hour: 8)), timeZone: "Asia/Tokyo",
                    horizon: .hours(36), budget: 5, events: [ScheduledEvent(name: "logout", offset: .hours(3))],
                    fail: true))
    }

    @Test func startIsNowToTheSecondOrAnISODateInTheSupportedYears() throws {
        #expect(
            try ReportSettings.Start(parsing: "now", now: Self.now)
                == .instant(Date(timeIntervalSince1970: 1_767_621_600)))
        #expect(
            try ReportSettings.Start(parsing: "2026-01-05T14:00:00Z", now: Self.now)
                == .local(LocalDateTime(parsing: "2026-01-05T14:00:00Z")!))
        #expect(throws: ReportSettings.ArgumentProblem.startOutOfRange("0001-01-01T00:00:00")) {
            try ReportSettings.Start(parsing: "0001-01-01T00:00:00", now: Self.now)
        }
        #expect(throws: ReportSettings.ArgumentProblem.startNotADate("tomorrow")) {
            try ReportSettings.Start(parsing: "tomorrow", now: Self.now)
        }
        #expect(
            ReportSettings.ArgumentProblem.startNotADate("tomorrow").description
                == "--start 'tomorrow' is not `now` or an ISO-8601 date such as 2026-01-05T09:00:00")
        #expect(
            ReportSettings.ArgumentProblem.startOutOfRange("0001-01-01T00:00:00").description
                == "--start '0001-01-01T00:00:00' is outside the supported years 1970 to 9999")
    }

    @Test func eventsAreNameAtOffsetSplitAtTheLastAt() throws {
        #expect(try ScheduledEvent(parsing: "logout@3h") == ScheduledEvent(name: "logout", offset: .hours(3)))
        #expect(try ScheduledEvent(parsing: "a@b@1d") == ScheduledEvent(name: "a@b", offset: .days(1)))
        #expect(try ScheduledEvent(parsing: "tick@0s") == ScheduledEvent(name: "tick", offset: .zero))
        for text in ["logout", "@3h", "logout@", "logout@soon", ""] {
            #expect(throws: ReportSettings.ArgumentProblem.eventNotNameAtOffset(text), "\(text)") {
                try ScheduledEvent(parsing: text)
            }
        }
        #expect(
            ReportSettings.ArgumentProblem.eventNotNameAtOffset("logout").description
                == "--event 'logout' is not NAME@OFFSET, e.g. logout@3h")
        #expect(throws: ReportSettings.ArgumentProblem.eventNotNameAtOffset("nope")) {
            try arguments(events: ["logout@1h", "nope"])
        }
    }

    @Test func horizonAndBudgetLimits() {
        #expect(throws: ReportSettings.ArgumentProblem.horizonNotPositive("0h")) { try arguments(horizon: "0h") }
        #expect(throws: ReportSettings.ArgumentProblem.horizonNotPositive("soon")) { try arguments(horizon: "soon") }
        #expect(throws: ReportSettings.ArgumentProblem.horizonTooLong("1097d")) { try arguments(horizon: "1097d") }
        #expect((try? arguments(horizon: "1096d"))?.horizon == .days(1096))
        #expect(throws: ReportSettings.ArgumentProblem.budgetBelowOne(0)) { try arguments(budget: 0) }
        #expect(
            ReportSettings.ArgumentProblem.horizonTooLong("365000d").description
                == "--horizon '365000d' is too long; the horizon is at most 1096d (3 years)")
        #expect(
            ReportSettings.ArgumentProblem.budgetBelowOne(0).description
                == "--budget must be at least 1 (reloads per 24 hours for each placed widget), found 0")
    }

    @Test func workLimitIsAPositiveNumberOrNone() throws {
        func limit(_ text: String?) throws(ReportSettings.ArgumentProblem) -> Int? {
            try ReportSettings(
                start: nil, timeZone: nil, horizon: nil, budget: nil, events: [], fail: false, workLimit: text,
                now: Self.now
            ).workLimit
        }
        #expect(try limit(nil) == nil)
        #expect(try limit("500000000") == 500_000_000)
        #expect(try limit("none") == SimulationWork.noLimit)
        for text in ["0", "-5", "lots", "1e9"] {
            #expect(throws: ReportSettings.ArgumentProblem.workLimitNotPositive(text), "\(text)") { try limit(text) }
        }
        #expect(
            ReportSettings.ArgumentProblem.workLimitNotPositive("0").description
                == "--work-limit '0' is not a positive number of units, such as 200000000, or `none`")
        #expect(try ReportSettings().resolved(for: [spec()]).get().workLimit == SimulationWork.defaultLimit)
        #expect(try ReportSettings(workLimit: 5).resolved(for: [spec()]).get().workLimit == 5)
    }

    @Test func plansComeFromTheCommandLineElseFromTheSpecsAndMustBeDeclared() throws {
        let rule = TimelineRule(
            plan: TimelinePlan(entries: .now, policy: .atEnd),
            plans: ["full": TimelinePlan(entries: .now, policy: .never)])
        let widget = WidgetDecl(
            name: Located("Health", at: range), kind: Located("k", at: range), displayName: DisplayText("H", at: range),
            families: .shared([Located(.systemSmall, at: range)]), view: Located("V", at: range),
            timeline: TimelineDecl(rule: rule, entriesRange: range, policyRange: range))
        var health = spec(
            ReportDefaults(
                budgetModel: Located(.pessimistic, at: range),
                plans: [
                    ReportOffsets(name: Located("full", at: range), offsets: [Located(.hours(3), at: range)]),
                    ReportOffsets(name: Located("default", at: range), offsets: [Located(.hours(1), at: range)]),
                ]))
        health.widgets = [widget]
        let fromSpec = try ReportSettings().resolved(for: [health]).get()
        #expect(fromSpec.budget == BudgetAssumption(reloadsPerDay: 70, model: .pessimistic))
        // In time order, whatever the order written.
        #expect(
            fromSpec.plans == [
                PlanSwitch(name: "default", offset: .hours(1)), PlanSwitch(name: "full", offset: .hours(3)),
            ])
        let given = ReportSettings(budgetModel: .typical, plans: [PlanSwitch(name: "onError", offset: .hours(2))])
        let overridden = try given.resolved(for: [health]).get()
        #expect(overridden.budget.model == .typical)
        #expect(overridden.plans == [PlanSwitch(name: "onError", offset: .hours(2))])
        // --fail is onError from the start, before the other switches.
        var failing = given
        failing.fail = true
        #expect(
            try failing.resolved(for: [health]).get().plans == [
                PlanSwitch(name: "onError", offset: .zero), PlanSwitch(name: "onError", offset: .hours(2)),
            ])
        let unknown = ReportSettings(plans: [PlanSwitch(name: "dragon", offset: .hours(1))])
        #expect(unknown.resolved(for: [health]) == .failure(.unknownPlan("dragon")))
        #expect(
            ReportSettings.Problem.unknownPlan("dragon").description
                == "no widget declares a plan named 'dragon' under timeline.plans (default and onError are every "
                + "widget's)")
    }

    @Test func plansJitterSeedAndBudgetModelFromArguments() throws {
        let settings = try ReportSettings(
            start: nil, timeZone: nil, horizon: nil, budget: nil, budgetModel: .pessimistic, events: [],
            plans: ["full@3h", "a@b@1d"], fail: false, jitterSeed: 42, now: Self.now)
        #expect(
            settings.plans == [PlanSwitch(name: "full", offset: .hours(3)), PlanSwitch(name: "a@b", offset: .days(1))])
        #expect(settings.jitterSeed == 42)
        #expect(settings.budgetModel == .pessimistic)
        #expect(throws: ReportSettings.ArgumentProblem.planNotNameAtOffset("full")) {
            try ReportSettings(
                start: nil, timeZone: nil, horizon: nil, budget: nil, events: [], plans: ["full"], fail: false,
                now: Self.now)
        }
        #expect(
            ReportSettings.ArgumentProblem.planNotNameAtOffset("full").description
                == "--plan 'full' is not NAME@OFFSET, e.g. full@6h")
    }

    func date(_ text: String) -> Date {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.date(from: text)!
    }
}
