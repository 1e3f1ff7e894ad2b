import Foundation
import GameShared

/// The raid Live Activity as the app runs it, through the generated helpers: they give every content the spec's
/// stale date (`staleAfter: 10m` from each update), relevance and dismissal (`after: 15m`).
public enum RaidActivity {
    /// The state the activity shows.
    public static func state(bossHealth: Double, playersOnline: Int) -> Raid.ContentState {
        Raid.ContentState(bossHealth: min(max(bossHealth, 0), 1), playersOnline: playersOnline)
    }

    /// When content shown at `date` becomes stale.
    public static func staleDate(ofContentShownAt date: Date) -> Date? {
        Raid.staleDate(startedAt: date)
    }
}

#if canImport(ActivityKit) && !os(macOS) && !os(watchOS) && !os(visionOS) && !targetEnvironment(macCatalyst)
    import ActivityKit

    @available(iOS 16.2, *)
    extension RaidActivity {
        /// Starts the raid's activity; the app must be in the foreground.
        public static func start(_ raidName: String, playersOnline: Int) throws -> Activity<Raid> {
            try Raid(raidName: raidName).startActivity(state(bossHealth: 1, playersOnline: playersOnline))
        }

        /// Shows the boss's health after a hit.
        public static func bossHit(_ activity: Activity<Raid>, bossHealth: Double, playersOnline: Int) async {
            await activity.update(state(bossHealth: bossHealth, playersOnline: playersOnline))
        }

        /// Ends the activity on the boss's defeat; it stays on the Lock Screen for the spec's 15 minutes.
        public static func bossDefeated(_ activity: Activity<Raid>, playersOnline: Int) async {
            await activity.end(state(bossHealth: 0, playersOnline: playersOnline))
        }
    }
#endif
