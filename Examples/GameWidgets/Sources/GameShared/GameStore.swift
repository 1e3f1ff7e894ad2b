import Foundation

/// The game's state as both the app and the widgets see it. A real app keeps it in the App Group container that
/// the app and the widget extension share; here it is computed.
public enum GameStore {
    public static func healthLevel(of hero: Hero) -> Double {
        switch hero {
        case .panda: 0.5
        case .egghead: 0.75
        case .spouty: 1
        }
    }

    /// The health `hero` has after recovering for `interval` seconds: a quarter an hour, up to full.
    public static func healthLevel(of hero: Hero, after interval: TimeInterval) -> Double {
        min(1, healthLevel(of: hero) + interval / 3600 * 0.25)
    }

    /// One hour of recovery per missing quarter of health.
    public static func fullHealthDate(of hero: Hero, now: Date) -> Date {
        now.addingTimeInterval((1 - healthLevel(of: hero)) * 4 * 3600)
    }

    /// This week's best players, best first.
    public static let topScores = [
        Score(player: "Spouty", points: 1500), Score(player: "Panda", points: 1200),
        Score(player: "Egghead", points: 900), Score(player: "Dragon", points: 640),
        Score(player: "Pixel", points: 300),
    ]
}
