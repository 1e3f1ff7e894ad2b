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

    /// One hour of recovery per missing quarter of health.
    public static func fullHealthDate(of hero: Hero, now: Date) -> Date {
        now.addingTimeInterval((1 - healthLevel(of: hero)) * 4 * 3600)
    }
}
