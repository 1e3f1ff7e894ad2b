import Foundation
import GameShared

// What the widget extension writes for each widget of game.widgets.yaml that shows data: its loader. The
// generated providers create these with `init()` and call `load(_:)` once per timeline; everything else is
// generated. `widgetspec scaffold Sources/GameShared --part extension --import GameShared --list` names what this
// package writes; without `--list` (into an empty folder) it writes a compiling start of each, returning the
// spec's placeholders, which these replace with the game's data.

struct CharacterDetailLoader: CharacterDetailLoading {
    func load(_ request: CharacterDetailRequest) async throws -> CharacterDetailLoad {
        let hero = request.configuration.character
        let fullHealthDate = GameStore.fullHealthDate(of: hero, now: request.date)
        // Each hourly entry shows the health the hero will have recovered by then.
        return .perEntry { date in
            CharacterDetailContent(
                hero: hero, healthLevel: GameStore.healthLevel(of: hero, after: date.timeIntervalSince(request.date)),
                fullHealthDate: fullHealthDate)
        }
    }
}

struct GameStatusLoader: GameStatusLoading {
    func load(_ request: GameStatusRequest) async throws -> GameStatusLoad {
        .content(GameStatusContent(status: "Waiting for players", playersOnline: 3))
    }
}

struct LeaderboardLoader: LeaderboardLoading {
    func load(_ request: LeaderboardRequest) async throws -> LeaderboardLoad {
        // A large widget has room for the whole top five, a medium one for the first two.
        .content(LeaderboardContent(scores: Array(GameStore.topScores.prefix(request.family == .systemLarge ? 5 : 2))))
    }
}
