import Foundation

/// App events or actions reaching one widget at one instant: their names, and why they don't count against the
/// budget (nil when they count).
struct EventTrigger {
    var at: TimeInterval
    var names: [String]
    var exemption: BudgetExemption?
}

/// Runs the timeline model for one widget in one view, request by request (see docs/report.md). The report and
/// the checker's timeline rules (`TimelineAnalysis`) both run it: one request loop, one 5-minute rule.
struct WidgetSimulator {
    /// Which installation's jitter offset the requests get.
    enum Installation: Hashable {
        /// Exactly the app's: `TimelineRule.evaluate` with this seed.
        case seed(UInt64)
        /// This many seconds after the start of each jitter window (0: the earliest installation).
        case offset(Int)
    }

    let rule: TimelineRule
    let options: SimulationOptions
    /// Sorted by time, all strictly after the start and before the end, one per instant.
    let triggers: [EventTrigger]
    /// The most dead entries listed.
    let listLimit: Int
    /// The most items (reloads, renders, dead entries, deferrals) listed before the lists stop at a request.
    let detailLimit: Int
    let installation: Installation

    private var view = TimelineView()
    private var budget: ReloadBudget
    private var lastRender: TimeInterval?

    /// The plans that answered, in the order they first did.
    private(set) var plansUsed: [String] = []
    /// The answer to the first request.
    private(set) var firstEvaluation: TimelineEvaluation?
    /// The shortest time from a request to its policy's date (nil for `never`).
    private(set) var smallestPolicyInterval: TimeInterval?
    /// The first request with dead entries: when it was made, the next request, and the dead entry dates.
    private(set) var firstDead: (request: Date, next: Date, entries: [Date])?

    init(
        rule: TimelineRule, options: SimulationOptions, budget: ReloadBudget.Limit, triggers: [EventTrigger] = [],
        installation: Installation = .offset(0), listLimit: Int, detailLimit: Int = .max
    ) {
        self.rule = rule
        self.options = options
        self.triggers = triggers
        self.listLimit = listLimit
        self.detailLimit = detailLimit
        self.installation = installation
        self.budget = ReloadBudget(budget)
    }

    /// A request about to be made.
    private struct Request {
        var at: TimeInterval
        var reason: ReloadReason
        var planned: TimeInterval?
        var cause: ReloadReason?
        var events: [String] = []
        var exemption: BudgetExemption?
        var jitterWindow: DateInterval?
        var deferral: Deferral?
        /// For an `earliest` policy: the candidate whose date asked for this request.
        var candidate: String?
    }

    /// Simulates the horizon, adding to `work`; stops early once `work` is exceeded.
    mutating func run(work: inout SimulationWork) -> TimelineView {
        let startTime = options.start.timeIntervalSinceReferenceDate
        let end = options.end.timeIntervalSinceReferenceDate
        var nextTrigger = 0
        var request: Request? = Request(at: startTime, reason: .initial)
        while let current = request, current.at < end, !work.isExceeded {
            let index = view.summary.reloads
            let listsRequest = lists
            let requestDate = Date(timeIntervalSinceReferenceDate: current.at)
            let evaluation = evaluate(at: requestDate)
            record(current, plan: evaluation.planName, listed: listsRequest)
            work.add(request: evaluation.plan, dates: evaluation.entryDates.count)
            if firstEvaluation == nil { firstEvaluation = evaluation }
            if let policyDate = evaluation.policyDate {
                let interval = policyDate.timeIntervalSince(requestDate)
                smallestPolicyInterval = min(smallestPolicyInterval ?? interval, interval)
            }
            let automatic = automaticRequest(after: current.at, evaluation: evaluation)
            request = chooseNext(automatic: automatic, triggers: &nextTrigger)
            renderEntries(
                evaluation.entryDates, request: index, at: current.at, nextRequest: request?.at, end: end,
                listed: listsRequest)
            if lists, let next = request, next.at < end, listedItems >= detailLimit { stopListing(at: next.at) }
            if let next = request, let deferral = next.deferral, deferral.planned.timeIntervalSinceReferenceDate < end {
                view.summary.deferrals += 1
                if lists { view.deferrals.append(deferral) }
            }
        }
        let tail = end - (lastRender ?? startTime)
        view.summary.longestGapSeconds = max(view.summary.longestGapSeconds, Int(tail.rounded()))
        view.summary.budgetUsed = budget.peak
        return view
    }

    /// Whether the lists still grow: detail is recorded and the view has not used its share.
    private var lists: Bool { options.recordsDetail && view.listedUntil == nil }

    private var listedItems: Int {
        view.reloads.count + view.renders.count + view.deadEntries.count + view.deferrals.count
    }

    /// Stops the lists before the request at `time`, whose entry replaces any render listed at that instant.
    private mutating func stopListing(at time: TimeInterval) {
        view.listedUntil = Date(timeIntervalSinceReferenceDate: time)
        if view.renders.last?.at == view.listedUntil { view.renders.removeLast() }
    }

    /// The provider's answer at `date`, with the plan the app's data selects then and this installation's jitter.
    private func evaluate(at date: Date) -> TimelineEvaluation {
        let plan = options.planName(at: date)
        switch installation {
        case .seed(let seed):
            return rule.evaluate(requestedAt: date, in: options.timeZone, plan: plan, jitterSeed: seed)
        case .offset(let offset):
            var evaluation = rule.evaluate(requestedAt: date, in: options.timeZone, plan: plan)
            if let window = evaluation.jitterWindow {
                evaluation.nextRequestDate = window.start.addingTimeInterval(TimeInterval(offset))
            }
            return evaluation
        }
    }

    private mutating func record(_ request: Request, plan: String, listed: Bool) {
        view.summary.reloads += 1
        if request.reason == .throttled { view.summary.throttled += 1 }
        if request.exemption == nil { budget.record(request.at) }
        if !plansUsed.contains(plan) { plansUsed.append(plan) }
        guard listed else { return }
        view.reloads.append(
            Reload(
                at: Date(timeIntervalSinceReferenceDate: request.at), reason: request.reason,
                planned: request.planned.map { Date(timeIntervalSinceReferenceDate: $0) }, cause: request.cause,
                events: request.events, exemption: request.exemption,
                jitterWindow: request.jitterWindow, plan: plan, candidate: request.candidate))
    }

    /// The request the policy asks for, after the 5-minute rule and the budget.
    private func automaticRequest(after requestTime: TimeInterval, evaluation: TimelineEvaluation) -> Request? {
        guard let date = evaluation.nextRequestDate else { return nil }
        let asked = date.timeIntervalSinceReferenceDate
        // An `earliest` policy asks for the date of its winning candidate, and for that candidate's reason.
        let winner = evaluation.plan.policy.earliestCandidate(
            forRequestAt: Date(timeIntervalSinceReferenceDate: requestTime), entryDates: evaluation.entryDates,
            in: options.timeZone)
        let cause: ReloadReason = (winner?.policy ?? evaluation.plan.policy) == .atEnd ? .atEnd : .after
        var request = Request(at: asked, reason: cause, jitterWindow: evaluation.jitterWindow)
        request.candidate = winner?.policy.specNotation
        let earliest = requestTime + TimeInterval(SimulationOptions.minimumSpacing.seconds)
        if asked < earliest {
            request.at = earliest
            request.reason = .throttled
        }
        guard let slot = budget.earliestSlot(atOrAfter: request.at) else { return nil }
        if slot > request.at {
            request.deferral = Deferral(
                planned: Date(timeIntervalSinceReferenceDate: request.at),
                deferredTo: Date(timeIntervalSinceReferenceDate: slot), cause: cause)
            request.at = slot
            request.reason = .deferred
        }
        if request.reason != cause {
            request.planned = asked
            request.cause = cause
        }
        return request
    }

    /// The earliest of the policy's request and the pending app events (an event wins a tie). A background
    /// event the budget defers can be overtaken by a later foreground event or by the policy's request; events
    /// at or before the chosen request are consumed with it (the widget reloads after them anyway).
    private func chooseNext(automatic: Request?, triggers nextTrigger: inout Int) -> Request? {
        var chosen = automatic
        var chosenIsEvent = false
        var index = nextTrigger
        while index < triggers.count, chosen.map({ triggers[index].at <= $0.at }) ?? true {
            if let request = eventRequest(for: triggers[index]) {
                // Ties: an event beats the policy, and the earlier of two events wins.
                let wins = chosen.map { chosenIsEvent ? request.at < $0.at : request.at <= $0.at } ?? true
                if wins {
                    chosen = request
                    chosenIsEvent = true
                }
            }
            index += 1
        }
        guard var chosen else { return nil }
        while nextTrigger < triggers.count, triggers[nextTrigger].at <= chosen.at {
            for name in triggers[nextTrigger].names where !chosen.events.contains(name) { chosen.events.append(name) }
            nextTrigger += 1
        }
        chosen.events.sort()
        return chosen
    }

    /// The reload an event asks for, deferred by the budget when it counts; nil when the budget allows none.
    private func eventRequest(for trigger: EventTrigger) -> Request? {
        var request = Request(at: trigger.at, reason: .event, events: trigger.names, exemption: trigger.exemption)
        guard trigger.exemption == nil else { return request }
        guard let slot = budget.earliestSlot(atOrAfter: trigger.at) else { return nil }
        if slot > trigger.at {
            request.deferral = Deferral(
                planned: Date(timeIntervalSinceReferenceDate: trigger.at),
                deferredTo: Date(timeIntervalSinceReferenceDate: slot), cause: .event)
            request.at = slot
            request.reason = .deferred
            request.planned = trigger.at
            request.cause = .event
        }
        return request
    }

    /// Renders and dead entries of the timeline requested at `requestTime`, which stays in effect until
    /// `nextRequest` (nil: until the end).
    private mutating func renderEntries(
        _ dates: [Date], request: Int, at requestTime: TimeInterval, nextRequest: TimeInterval?,
        end: TimeInterval, listed: Bool
    ) {
        let firstFuture = Self.firstIndex(in: dates, after: requestTime)
        let firstDead = nextRequest.map { Self.firstIndex(in: dates, after: $0) } ?? dates.count
        let firstOutside = min(firstDead, Self.firstIndex(in: dates, atOrAfter: end))
        // Of the entries dated at or before the request, only the latest shows, at the request.
        if firstFuture > 0 { addRender(at: requestTime, entry: firstFuture - 1, request: request, listed: listed) }
        if firstFuture < firstOutside {
            for entry in firstFuture..<firstOutside {
                addRender(
                    at: dates[entry].timeIntervalSinceReferenceDate, entry: entry, request: request, listed: listed)
            }
        }
        guard firstDead < dates.count else { return }
        if self.firstDead == nil, let nextRequest {
            self.firstDead = (
                Date(timeIntervalSinceReferenceDate: requestTime), Date(timeIntervalSinceReferenceDate: nextRequest),
                Array(dates[firstDead...])
            )
        }
        view.summary.deadEntries += dates.count - firstDead
        guard listed else { return }
        for entry in firstDead..<dates.count {
            guard view.deadEntries.count < listLimit else {
                view.unlistedDeadEntries += dates.count - entry
                break
            }
            view.deadEntries.append(DeadEntry(date: dates[entry], entry: entry, request: request))
        }
    }

    private mutating func addRender(at time: TimeInterval, entry: Int, request: Int, listed: Bool) {
        let render = Render(at: Date(timeIntervalSinceReferenceDate: time), entry: entry, request: request)
        if let lastRender, lastRender == time {
            // A new timeline's entry replaces the old timeline's entry at the same instant.
            if listed { view.renders[view.renders.count - 1] = render }
            return
        }
        let previous = lastRender ?? options.start.timeIntervalSinceReferenceDate
        view.summary.longestGapSeconds = max(view.summary.longestGapSeconds, Int((time - previous).rounded()))
        view.summary.renders += 1
        lastRender = time
        if listed { view.renders.append(render) }
    }

    /// The index of the first date strictly after `time` (binary search; `dates` is ascending).
    static func firstIndex(in dates: [Date], after time: TimeInterval) -> Int {
        var low = 0
        var high = dates.count
        while low < high {
            let middle = (low + high) / 2
            if dates[middle].timeIntervalSinceReferenceDate <= time { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The index of the first date at or after `time`.
    static func firstIndex(in dates: [Date], atOrAfter time: TimeInterval) -> Int {
        var low = 0
        var high = dates.count
        while low < high {
            let middle = (low + high) / 2
            if dates[middle].timeIntervalSinceReferenceDate < time { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
