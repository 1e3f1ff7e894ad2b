import Foundation

/// The report's settings from the text of `widgetspec report`'s options, with messages that name the option.
extension ReportSettings {
    /// An option value the report cannot use.
    package enum ArgumentProblem: Error, Hashable, Sendable, CustomStringConvertible {
        case startNotADate(String)
        case startOutOfRange(String)
        case horizonNotPositive(String)
        case horizonTooLong(String)
        case budgetBelowOne(Int)
        case eventNotNameAtOffset(String)
        case planNotNameAtOffset(String)
        case workLimitNotPositive(String)

        package var description: String {
            switch self {
            case .startNotADate(let text):
                "--start '\(text)' is not `now` or an ISO-8601 date such as 2026-01-05T09:00:00"
            case .startOutOfRange(let text):
                "--start '\(text)' is outside the supported years \(SpecLimits.startYears.lowerBound) to "
                    + "\(SpecLimits.startYears.upperBound)"
            case .horizonNotPositive(let text): "--horizon '\(text)' is not a positive duration such as 24h or 3d"
            case .horizonTooLong(let text):
                "--horizon '\(text)' is too long; the horizon is at most \(SpecLimits.horizonText)"
            case .budgetBelowOne(let budget):
                "--budget must be at least 1 (reloads per 24 hours for each placed widget), found \(budget)"
            case .eventNotNameAtOffset(let text): "--event '\(text)' is not NAME@OFFSET, e.g. logout@3h"
            case .planNotNameAtOffset(let text): "--plan '\(text)' is not NAME@OFFSET, e.g. full@6h"
            case .workLimitNotPositive(let text):
                "--work-limit '\(text)' is not a positive number of units, such as 200000000, or `none`"
            }
        }
    }

    /// The settings the options give; an option not given (nil, empty, `false`) leaves its setting to the specs.
    ///
    /// - Parameter now: The instant `--start now` means.
    package init(
        start: String?, timeZone: String?, horizon: String?, budget: Int?, budgetModel: BudgetAssumption.Model? = nil,
        events: [String], plans: [String] = [], fail: Bool, jitterSeed: UInt64? = nil, workLimit: String? = nil,
        now: Date
    ) throws(ArgumentProblem) {
        self.init(
            timeZone: timeZone, budget: budget, budgetModel: budgetModel, fail: fail ? true : nil,
            jitterSeed: jitterSeed)
        if let workLimit {
            if workLimit == "none" {
                self.workLimit = SimulationWork.noLimit
            } else {
                guard let units = Int(workLimit), units >= 1 else { throw .workLimitNotPositive(workLimit) }
                self.workLimit = units
            }
        }
        if let start { self.start = try Start(parsing: start, now: now) }
        if let horizon {
            guard let duration = ScheduleDuration(parsing: horizon), duration.seconds > 0 else {
                throw .horizonNotPositive(horizon)
            }
            guard duration <= SpecLimits.horizon else { throw .horizonTooLong(horizon) }
            self.horizon = duration
        }
        if let budget, budget < 1 { throw .budgetBelowOne(budget) }
        if !events.isEmpty {
            self.events = try events.map { text throws(ArgumentProblem) in try ScheduledEvent(parsing: text) }
        }
        if !plans.isEmpty {
            self.plans = try plans.map { text throws(ArgumentProblem) in
                guard let (name, offset) = Self.nameAtOffset(text) else { throw .planNotNameAtOffset(text) }
                return PlanSwitch(name: name, offset: offset)
            }
        }
    }

    /// `NAME@OFFSET` split at the last `@` (so a name may hold one), or nil.
    static func nameAtOffset(_ text: String) -> (String, ScheduleDuration)? {
        guard let at = text.lastIndex(of: "@"), !text[..<at].isEmpty,
            let offset = ScheduleDuration(parsing: String(text[text.index(after: at)...]))
        else { return nil }
        return (String(text[..<at]), offset)
    }
}

extension ReportSettings.Start {
    /// `--start`: `now`, which is `now` to the whole second (reports show times to the second), or an ISO-8601
    /// date and time in the supported years.
    package init(parsing text: String, now: Date) throws(ReportSettings.ArgumentProblem) {
        if text == "now" {
            self = .instant(Date(timeIntervalSince1970: now.timeIntervalSince1970.rounded(.down)))
            return
        }
        guard let local = LocalDateTime(parsing: text) else { throw .startNotADate(text) }
        guard SpecLimits.startYears.contains(local.year) else { throw .startOutOfRange(text) }
        self = .local(local)
    }
}

extension ScheduledEvent {
    /// `--event NAME@OFFSET`, e.g. `logout@3h`; the last `@` separates the two, so a name may hold one.
    package init(parsing text: String) throws(ReportSettings.ArgumentProblem) {
        guard let (name, offset) = ReportSettings.nameAtOffset(text) else { throw .eventNotNameAtOffset(text) }
        self.init(name: name, offset: offset)
    }
}
