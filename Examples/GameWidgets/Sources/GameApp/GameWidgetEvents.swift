import Foundation
import GameShared

#if canImport(WidgetKit)
    import WidgetKit
#endif

/// What the game app tells its widgets. The app links only the shared part of game.widgets.yaml: the kinds, the
/// entries and the reload functions of the spec's `events`; the providers and views live in the widget
/// extension.
public enum GameWidgetEvents {
    /// Every widget of the game, by kind.
    public static let kinds = [WidgetKinds.characterDetail, WidgetKinds.gameStatus, WidgetKinds.leaderboard]

    /// The kinds an event reloads, for the app's log.
    public static func kinds(reloadedBy event: WidgetReloads.EventName) -> [String] {
        WidgetReloads.kinds(reloadedBy: event) ?? kinds
    }

    #if canImport(WidgetKit) && canImport(AppIntents)
        /// After a logout every widget shows data that is no longer the player's.
        public static func playerLoggedOut() {
            WidgetReloads.logout()
        }

        /// Only the character widgets configured with this hero change.
        public static func heroHealed(_ hero: Hero) {
            WidgetReloads.heroHealed(character: hero)
        }
    #endif
}
