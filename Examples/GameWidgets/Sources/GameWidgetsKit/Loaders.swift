import Foundation

// What the app writes for each widget of game.widgets.yaml: its data loading. The generated providers create
// these loaders with `init()` and call `content` once per timeline; everything else is generated.

/// The game's state as the widgets see it. A real app reads its shared App Group container here.
enum GameStore {
    static func healthLevel(of hero: Hero) -> Double {
        switch hero {
        case .panda: 0.5
        case .egghead: 0.75
        case .spouty: 1
        }
    }

    /// One hour of recovery per missing quarter of health.
    static func fullHealthDate(of hero: Hero, now: Date) -> Date {
        now.addingTimeInterval((1 - healthLevel(of: hero)) * 4 * 3600)
    }
}

struct CharacterDetailLoader: CharacterDetailLoading {
    func content(for configuration: CharacterDetailConfiguration) async throws -> CharacterDetailContent {
        let hero = configuration.character
        return CharacterDetailContent(
            hero: hero, healthLevel: GameStore.healthLevel(of: hero),
            fullHealthDate: GameStore.fullHealthDate(of: hero, now: Date()))
    }
}

struct GameStatusLoader: GameStatusLoading {
    func content() async throws -> GameStatusContent {
        GameStatusContent(status: "Waiting for players", playersOnline: 3)
    }
}

struct LeaderboardLoader: LeaderboardLoading {
    func content() async throws -> LeaderboardContent {
        LeaderboardContent(scores: [Score(player: "Spouty", points: 1500), Score(player: "Panda", points: 1200)])
    }
}
