import Foundation

/// The candidate of an `earliest` policy that sets the next request: its position, the candidate itself and its
/// date.
public struct EarliestCandidate: Hashable, Sendable {
    /// The candidate's position in the `earliest` list.
    public var index: Int
    public var policy: ReloadPolicy
    /// The candidate's date, which is the policy's.
    public var date: Date

    public init(index: Int, policy: ReloadPolicy, date: Date) {
        self.index = index
        self.policy = policy
        self.date = date
    }
}

extension ReloadPolicy {
    /// For `earliest(_:)`: the candidate whose date comes first, the first listed when several share it; nil for
    /// any other policy, or when every candidate is `never`.
    ///
    /// The date is taken as the candidate gives it, even in the past (an `atEnd` candidate whose last
    /// app-supplied date has gone by): WidgetKit then asks again as soon as its spacing rule allows.
    public func earliestCandidate(forRequestAt request: Date, entryDates: [Date], in timeZone: TimeZone)
        -> EarliestCandidate?
    {
        guard case .earliest(let candidates) = self else { return nil }
        var winner: EarliestCandidate?
        for (index, candidate) in candidates.enumerated() {
            guard let date = candidate.nextRequestDate(forRequestAt: request, entryDates: entryDates, in: timeZone)
            else { continue }
            if let best = winner, best.date <= date { continue }
            winner = EarliestCandidate(index: index, policy: candidate, date: date)
        }
        return winner
    }
}
