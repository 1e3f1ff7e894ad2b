import WidgetSchedule

/// The work a report may do, counted as it goes: the horizon and timeline limits bound each part, but a
/// three-year horizon of 288 requests a day, each computing 1,440 entries, would still take minutes.
///
/// A unit is about one arithmetic entry date; a wall-clock entry or policy time costs more (measured: about 12
/// and 6 units), since each is placed with time zone lookups.
package struct SimulationWork: Hashable, Sendable {
    /// The default limit: about two seconds of a debug build on the project's machines, a fraction of that in
    /// release. Only the person running the report can raise it (`--work-limit`), never a spec.
    package static let defaultLimit = 20_000_000
    /// No limit: the work of a report is still finite (the horizon and timeline limits), only long.
    package static let noLimit = Int.max

    /// The most units allowed.
    package let limit: Int
    package private(set) var units = 0

    package init(limit: Int = Self.defaultLimit) { self.limit = limit }

    package var isExceeded: Bool { units > limit }

    /// Counts one request answered with `dates` entry dates by `plan`.
    mutating func add(request plan: TimelinePlan, dates: Int) {
        let perDate = plan.entries.hasWallClock ? 12 : 1
        var policy = 1
        policy += Self.wallClockWork(plan.policy)
        // Dates are at most 1,440 and policy times as many: no product overflows, only the sum could.
        let (sum, overflow) = units.addingReportingOverflow(dates * perDate + policy)
        units = overflow ? Int.max : sum
    }
}

extension SimulationWork {
    /// The extra units of a policy's wall-clock times (an `earliest` policy has its candidates').
    fileprivate static func wallClockWork(_ policy: ReloadPolicy) -> Int {
        switch policy {
        case .afterWallClock(let rule): 6 * rule.times.count
        case .earliest(let candidates): candidates.reduce(0) { $0 + wallClockWork($1) }
        default: 0
        }
    }
}

extension EntrySchedule {
    var hasWallClock: Bool {
        switch self {
        case .wallClock: true
        case .union(let members): members.contains(where: \.hasWallClock)
        default: false
        }
    }
}
