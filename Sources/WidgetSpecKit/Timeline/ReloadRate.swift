/// How many timelines a day a widget asks for, measured against the report's assumed budget: the one verdict the
/// checker (WS0706, WS0707) and the report's budget column state, in the same words.
///
/// Apple gives 40 to 70 refreshes a day as typical for a frequently viewed widget, and fewer for one rarely seen
/// [S3]: up to 40 is within what such a widget typically gets, above 40 up to the budget is `frequent` (it may
/// not be honoured on every device), above the budget is `over budget`.
package struct ReloadRate: Hashable, Sendable {
    /// Requests in 24 hours.
    package var requests: Int
    /// The assumed budget per 24 hours (`budget`, default 70).
    package var budget: Int
    /// Whether the budget deferred requests: the report's budget view counts at most the budget, and defers the
    /// rest.
    package var deferred: Bool

    /// The low end of the 40 to 70 refreshes a day a frequently viewed widget typically gets [S3].
    package static let typicalLow = 40

    package init(requests: Int, budget: Int, deferred: Bool = false) {
        self.requests = requests
        self.budget = budget
        self.deferred = deferred
    }

    package enum Verdict: String, Sendable {
        case typical
        case frequent
        case overBudget = "over budget"
    }

    package var verdict: Verdict {
        if requests > budget || deferred { return .overBudget }
        return requests > Self.typicalLow ? .frequent : .typical
    }

    /// `58/70`, with the verdict when it is not `typical`: `58/70 frequent`, `96/70 over budget`.
    package var cell: String {
        let used = "\(requests)/\(budget)"
        return verdict == .typical ? used : "\(used) \(verdict.rawValue)"
    }

    /// `58 timelines a day, 58/70 of the assumed budget: frequent, more than the 40 …`, for messages.
    package var sentence: String {
        let used = "\(requests) timelines a day, \(requests)/\(budget) of the assumed budget"
        switch verdict {
        case .typical: return used
        case .frequent:
            return "\(used): frequent, more than the \(Self.typicalLow) a frequently viewed widget typically gets "
                + "for sure (Apple: 40 to 70; fewer when rarely viewed)"
        case .overBudget: return "\(used): over budget; WidgetKit may defer the requests beyond it"
        }
    }
}
