import Foundation

/// The report's settings as given on a command line; nil means "take the spec's `report:` value, else the
/// fixed default". Resolving them gives the simulator's options.
package struct ReportSettings: Hashable, Sendable {
    /// When the report starts.
    package enum Start: Hashable, Sendable {
        /// A local date and time in the report's zone (or with its own offset).
        case local(LocalDateTime)
        /// A fixed instant (the CLI's `now`).
        case instant(Date)
    }

    package var start: Start?
    /// An IANA time zone identifier.
    package var timeZone: String?
    package var horizon: ScheduleDuration?
    package var budget: Int?
    package var budgetModel: BudgetAssumption.Model?
    /// App events; when given they replace the specs' `report.events`.
    package var events: [ScheduledEvent]?
    /// The plans the app's data selects; when given they replace the specs' `report.plans`.
    package var plans: [PlanSwitch]?
    /// `true` simulates `onError` from the start (`onError@0` before any other plan); nil or `false` takes the
    /// specs' `report.fail`.
    package var fail: Bool?
    /// The installation simulated for jittered widgets; nil simulates the range (see `SimulationOptions`).
    package var jitterSeed: UInt64?
    /// Keep every reload and render (see `SimulationOptions.recordsDetail`).
    package var recordsDetail: Bool = true
    /// The units of work the report may take (`SimulationWork`); nil is the default limit. A command-line
    /// setting only: a spec cannot lift the limit that protects whoever reports on it.
    package var workLimit: Int?
    /// The project configuration files' `report:` (`ProjectConfigurations.reportDefaults(forSpecs:)`): below
    /// the specs' own `report:`, above the fixed defaults.
    package var projectDefaults = ProjectReportDefaults()

    package init(
        start: Start? = nil, timeZone: String? = nil, horizon: ScheduleDuration? = nil, budget: Int? = nil,
        budgetModel: BudgetAssumption.Model? = nil, events: [ScheduledEvent]? = nil, plans: [PlanSwitch]? = nil,
        fail: Bool? = nil, jitterSeed: UInt64? = nil, workLimit: Int? = nil
    ) {
        self.start = start
        self.timeZone = timeZone
        self.horizon = horizon
        self.budget = budget
        self.budgetModel = budgetModel
        self.events = events
        self.plans = plans
        self.fail = fail
        self.jitterSeed = jitterSeed
        self.workLimit = workLimit
    }

    /// The fixed defaults, used when neither the command line nor any spec says otherwise: they keep reports
    /// the same on every machine and every day.
    package static let defaultStart = ReportFixedDefaults.start
    package static let defaultTimeZone = ReportFixedDefaults.timeZone
    package static let defaultHorizon = ReportFixedDefaults.horizon
    package static let defaultBudget = ReportFixedDefaults.budget
    package static let defaultBudgetModel = ReportFixedDefaults.budgetModel

    /// A problem with the settings.
    package enum Problem: Error, Hashable, Sendable, CustomStringConvertible {
        /// A zone no IANA name matches; the known one it is likely a typo of, if any (as for the names below).
        case unknownTimeZone(String, suggestion: String? = nil)
        case nonPositiveHorizon
        case horizonTooLong
        case nonPositiveBudget
        case nonexistentStart(String)
        case startOutOfRange(String)
        case unknownEvent(String, suggestion: String? = nil)
        case unknownPlan(String, suggestion: String? = nil)

        package var description: String {
            switch self {
            case .unknownTimeZone(let name, let suggestion):
                "unknown time zone '\(name)' (use an IANA name such as America/New_York)"
                    + NameSuggestion.hint(suggestion)
            case .nonPositiveHorizon: "the horizon must be longer than 0"
            case .horizonTooLong: ReportFixedDefaults.horizonTooLong
            case .nonPositiveBudget: "the budget must be at least 1 (reloads per 24 hours for each placed widget)"
            case .nonexistentStart(let text): "the start '\(text)' cannot be placed in the report's time zone"
            case .startOutOfRange(let text): ReportFixedDefaults.startOutOfRange(text)
            case .unknownEvent(let name, let suggestion):
                "no spec declares '\(name)' under events: or actions:" + NameSuggestion.hint(suggestion)
            case .unknownPlan(let name, let suggestion):
                "no widget declares a plan named '\(name)' under timeline.plans (default and onError are every "
                    + "widget's)" + NameSuggestion.hint(suggestion)
            }
        }
    }

    /// The simulator's options: each setting from the command line, else from the first spec (in the given
    /// order) whose `report:` sets it, else from the configuration files (`projectDefaults`), else the fixed
    /// default. Events named on the command line must be
    /// declared by some spec.
    package func resolved(for specs: [Spec]) -> Result<SimulationOptions, Problem> {
        resolved(for: specs.map(ScheduleSpec.init))
    }

    /// `resolved(for:)` against what the report keeps of each spec.
    package func resolved(for specs: [ScheduleSpec]) -> Result<SimulationOptions, Problem> {
        let defaults = specs.map(\.report)
        let zoneName =
            timeZone ?? defaults.lazy.compactMap { $0.timeZone?.value }.first ?? projectDefaults.timeZone
            ?? Self.defaultTimeZone
        // The length first: a lookup costs time in proportion to it.
        guard zoneName.unicodeScalars.count <= SpecLimits.timeZoneNameLength, let zone = TimeZone(identifier: zoneName)
        else {
            let shown = String(zoneName.prefix(SpecLimits.timeZoneNameLength))
            // The zones are listed only now that a name is wrong: the list is long.
            return .failure(
                .unknownTimeZone(shown, suggestion: NameSuggestion.closest(to: shown, among: TimeZones.identifiers)))
        }
        let horizon =
            horizon ?? defaults.lazy.compactMap { $0.horizon?.value }.first ?? projectDefaults.horizon
            ?? Self.defaultHorizon
        guard horizon.seconds > 0 else { return .failure(.nonPositiveHorizon) }
        guard horizon <= SpecLimits.horizon else { return .failure(.horizonTooLong) }
        let budget =
            budget ?? defaults.lazy.compactMap { $0.budget?.value }.first ?? projectDefaults.budget
            ?? Self.defaultBudget
        guard budget >= 1 else { return .failure(.nonPositiveBudget) }
        let startDate: Date
        switch start ?? defaults.lazy.compactMap({ $0.start.map { Start.local($0.value) } }).first
            ?? projectDefaults.start.map(Start.local) ?? .local(Self.defaultStart)
        {
        case .instant(let date): startDate = date
        case .local(let local):
            guard SpecLimits.startYears.contains(local.year) else {
                return .failure(.startOutOfRange(local.description))
            }
            guard let date = local.date(in: zone) else { return .failure(.nonexistentStart(local.description)) }
            startDate = date
        }
        let declared = Set(specs.flatMap { $0.events.map(\.name) + $0.actions.map(\.name) })
        let events: [ScheduledEvent]
        if let given = self.events {
            if let unknown = given.first(where: { !declared.contains($0.name) }) {
                return .failure(
                    .unknownEvent(unknown.name, suggestion: NameSuggestion.closest(to: unknown.name, among: declared)))
            }
            events = given
        } else {
            events = defaults.flatMap { report in
                report.events.flatMap { event in
                    event.offsets.map { ScheduledEvent(name: event.name.value, offset: $0.value) }
                }
            }
        }
        let plans: [PlanSwitch]
        switch resolvedPlans(for: specs) {
        case .success(let resolved): plans = resolved
        case .failure(let problem): return .failure(problem)
        }
        return .success(
            SimulationOptions(
                start: startDate, timeZone: zone, horizon: horizon,
                budget: BudgetAssumption(
                    reloadsPerDay: budget,
                    model: budgetModel ?? defaults.lazy.compactMap { $0.budgetModel?.value }.first
                        ?? projectDefaults.budgetModel ?? Self.defaultBudgetModel),
                events: events,
                plans: plans, jitterSeed: jitterSeed, recordsDetail: recordsDetail,
                workLimit: workLimit ?? SimulationWork.defaultLimit))
    }

    /// The plan switches, in time order: `onError` from the start when failing, then the command line's, else
    /// the specs' `report.plans`. Every name must be a plan some widget declares.
    private func resolvedPlans(for specs: [ScheduleSpec]) -> Result<[PlanSwitch], Problem> {
        let declared = Set(specs.flatMap { $0.widgets.flatMap { $0.rule.plans.keys } })
            .union([TimelineRule.defaultPlanName, TimelineRule.errorPlanName])
        let given =
            self.plans
            ?? specs.flatMap { spec in
                spec.report.plans.flatMap { plan in
                    plan.offsets.map { PlanSwitch(name: plan.name.value, offset: $0.value) }
                }
            }
        if let unknown = given.first(where: { !declared.contains($0.name) }) {
            return .failure(
                .unknownPlan(unknown.name, suggestion: NameSuggestion.closest(to: unknown.name, among: declared)))
        }
        let fail = (fail ?? false) || specs.contains { $0.report.fail == true }
        var switches = fail ? [PlanSwitch(name: TimelineRule.errorPlanName, offset: .zero)] : []
        switches += given
        // A stable sort: of two switches at one offset, the later given wins.
        return .success(
            switches.enumerated().sorted { ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset) }
                .map(\.element))
    }
}

extension LocalDateTime {
    /// The instant this date and time names: with its own UTC offset when it has one, else as a wall time in
    /// `timeZone` (a wall time in a daylight-saving gap moves forward by the gap, like wall-clock schedules).
    package func date(in timeZone: TimeZone) -> Date? {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utcOffset.flatMap { TimeZone(secondsFromGMT: $0) } ?? timeZone
        guard let firstOfMonth = calendar.date(from: DateComponents(year: year, month: month, day: 1)),
            let days = calendar.range(of: .day, in: .month, for: firstOfMonth), days.contains(day)
        else { return nil }
        return calendar.date(
            from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second))
    }
}
