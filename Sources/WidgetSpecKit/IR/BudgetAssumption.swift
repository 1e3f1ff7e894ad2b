/// The reload budget the report's budget view assumes for each placed widget: Apple documents that each widget
/// instance has a budget over 24 hours that depends on how often it is viewed, and that a frequently viewed
/// widget typically gets 40 to 70 refreshes a day [S3]; how WidgetKit spends it is not documented.
package struct BudgetAssumption: Hashable, Sendable {
    /// How WidgetKit spends the budget over the day.
    package enum Model: String, CaseIterable, Hashable, Codable, Sendable {
        /// Spread over the day: two counted reloads at least `24h / reloadsPerDay` apart, so a widget that asks
        /// more often is refreshed at that pace all day (Apple: the system distributes reloads over the day).
        case typical
        /// A hard sliding 24-hour window spent greedily: a widget that asks more often uses its reloads early,
        /// then waits until the oldest leaves the window. Not what Apple describes; the longest blackout such a
        /// budget could cause.
        case pessimistic
    }

    /// Reloads per 24 hours for one placed widget (at least 1).
    package var reloadsPerDay: Int
    package var model: Model

    /// The sliding window the budget counts reloads in.
    package static let window = ScheduleDuration.hours(24)

    /// The budget assumed unless a spec or the command line says otherwise (`ReportSettings`' fixed defaults).
    package static let defaultReloadsPerDay = 70
    package static let defaultModel = Model.typical

    package init(reloadsPerDay: Int = Self.defaultReloadsPerDay, model: Model = Self.defaultModel) {
        self.reloadsPerDay = reloadsPerDay
        self.model = model
    }

    /// The shortest time between two counted reloads under `typical`: 24 hours over the budget, rounded up to
    /// the second (20m35s for 70).
    package var pace: ScheduleDuration {
        let window = Self.window.seconds
        return ScheduleDuration(seconds: (window + max(reloadsPerDay, 1) - 1) / max(reloadsPerDay, 1))
    }
}
