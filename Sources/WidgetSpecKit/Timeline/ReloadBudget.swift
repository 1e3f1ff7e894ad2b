import Foundation

/// The sliding 24-hour reload budget of one widget: the times of the reloads that count against it.
struct ReloadBudget {
    let limit: Int
    let window: TimeInterval
    /// Counted reload times, ascending; those before `head` have left every future window.
    private var times: [TimeInterval] = []
    private var head = 0
    /// The most reloads seen in one window.
    private(set) var peak = 0

    init(limit: Int, window: ScheduleDuration = SimulationOptions.budgetWindow) {
        self.limit = limit
        self.window = TimeInterval(window.seconds)
    }

    /// The earliest moment at or after `time` when one more reload fits: `time` itself when the window
    /// `(time - 24h, time]` holds fewer than `limit` reloads, else the moment the oldest of the last `limit`
    /// reloads leaves the window. Nil when the budget allows no reload at all.
    func earliestSlot(atOrAfter time: TimeInterval) -> TimeInterval? {
        guard limit > 0 else { return nil }
        guard times.count - head >= limit else { return time }
        let blocking = times[times.count - limit]
        return max(time, blocking + window)
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
