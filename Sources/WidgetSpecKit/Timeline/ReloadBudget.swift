import Foundation

/// The reload budget of one simulated widget: when one more counted reload fits, and the reloads counted so far.
struct ReloadBudget {
    /// How requests are limited.
    enum Limit {
        /// No budget: the guaranteed view, which shows what the policies ask.
        case unlimited
        /// Counted reloads at least this many seconds apart (`BudgetAssumption.Model.typical`).
        case pace(TimeInterval)
        /// At most this many counted reloads in any sliding 24 hours (`BudgetAssumption.Model.pessimistic`).
        case window(Int)

        /// The limit a budget assumption describes.
        init(_ assumption: BudgetAssumption) {
            switch assumption.model {
            case .typical: self = .pace(TimeInterval(assumption.pace.seconds))
            case .pessimistic: self = .window(assumption.reloadsPerDay)
            }
        }
    }

    let limit: Limit
    let window = TimeInterval(SimulationOptions.budgetWindow.seconds)
    /// Counted reload times, ascending; those before `head` have left every future window.
    private var times: [TimeInterval] = []
    private var head = 0
    /// The most reloads seen in one window.
    private(set) var peak = 0

    init(_ limit: Limit) { self.limit = limit }

    /// The earliest moment at or after `time` when one more counted reload fits; nil when the budget allows no
    /// reload at all.
    func earliestSlot(atOrAfter time: TimeInterval) -> TimeInterval? {
        switch limit {
        case .unlimited:
            return time
        case .pace(let pace):
            guard let last = times.last else { return time }
            return max(time, last + pace)
        case .window(let count):
            // The window `(time - 24h, time]` must hold fewer than `count`, else wait for the oldest of the last
            // `count` reloads to leave it.
            guard count > 0 else { return nil }
            guard times.count - head >= count else { return time }
            return max(time, times[times.count - count] + window)
        }
    }

    /// Records a counted reload; reloads must arrive in time order.
    mutating func record(_ time: TimeInterval) {
        times.append(time)
        while head < times.count, times[head] <= time - window { head += 1 }
        peak = max(peak, times.count - head)
        // Drop the dead prefix now and then, so a year of one-minute reloads keeps a small array.
        if head > 4096, head * 2 > times.count {
            times.removeFirst(head)
            head = 0
        }
    }
}
