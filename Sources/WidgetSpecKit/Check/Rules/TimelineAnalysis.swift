import Foundation

/// What one plan of a widget's timeline rule does over the first 24 hours from the report's start: the report's
/// own simulator (`WidgetSimulator`) run with no budget and no events, asked for counts only (the report's
/// guaranteed view). The budget is deliberately not applied: the rules want to know what the schedule *asks* for.
struct TimelineAnalysis {
    /// The minimum spacing WidgetKit keeps between two requests (the simulator's).
    static let minimumSpacing = TimeInterval(SimulationOptions.minimumSpacing.seconds)
    static let horizon = ScheduleDuration.hours(24)

    /// Entry dates returned at the first request.
    var firstEntries: [Date] = []
    /// The first request (the report's start).
    var firstRequest: Date
    /// The policy's date at the first request (nil for `never`).
    var firstPolicyDate: Date?
    /// Requests in `[start, start + 24h)`, counting the first.
    var requestsPerDay = 0
    /// The shortest time from a request to its policy's date, over the day (nil for `never`): below 5 minutes
    /// the schedule asks again at once (a reload loop), possibly only at some requests (a wall-clock entry that
    /// falls on the request time with `atEnd`).
    var smallestInterval: TimeInterval?
    /// The first request with dead entries: when it was made, the next request, and the dead entry dates.
    var dead: (request: Date, next: Date, entries: [Date])?

    init(rule: TimelineRule, plan: String, settings: ScheduleSettings) {
        firstRequest = settings.start
        let options = SimulationOptions(
            start: settings.start, timeZone: settings.timeZone, horizon: Self.horizon,
            plans: [PlanSwitch(name: plan, offset: .zero)], recordsDetail: false)
        var simulator = WidgetSimulator(rule: rule, options: options, budget: .unlimited, listLimit: 0)
        // At most 288 requests of at most 1,440 entries: far below the work limit.
        var work = SimulationWork()
        let summary = simulator.run(work: &work).summary
        requestsPerDay = summary.reloads
        firstEntries = simulator.firstEvaluation?.entryDates ?? []
        firstPolicyDate = simulator.firstEvaluation?.policyDate
        smallestInterval = simulator.smallestPolicyInterval
        dead = simulator.firstDead
    }

    /// Seconds from the first request to the policy's date (nil for `never`).
    var firstInterval: TimeInterval? { firstPolicyDate.map { $0.timeIntervalSince(firstRequest) } }

    /// The smallest gap between consecutive entries of the first timeline.
    var smallestEntryGap: TimeInterval? {
        zip(firstEntries, firstEntries.dropFirst()).map { $1.timeIntervalSince($0) }.min()
    }

    /// `+2h` for a date relative to a request.
    static func offset(_ date: Date, from request: Date) -> String {
        let seconds = Int(date.timeIntervalSince(request).rounded())
        return seconds == 0 ? "the request time" : "+\(ScheduleDuration(seconds: seconds))"
    }
}

extension TimelineAnalysis {
    /// What an analysis depends on besides the context's fixed settings.
    struct Key: Hashable {
        var rule: TimelineRule
        var plan: String
    }
}

extension CheckContext {
    /// The analysis of one plan of a rule, run once per spec however many rules ask (simulating a day of
    /// wall-clock schedules is the checker's largest cost).
    mutating func analysis(of rule: TimelineRule, plan: String) -> TimelineAnalysis {
        let key = TimelineAnalysis.Key(rule: rule, plan: plan)
        if let known = analyses[key] { return known }
        let analysis = TimelineAnalysis(rule: rule, plan: plan, settings: schedule)
        analyses[key] = analysis
        return analysis
    }
}
