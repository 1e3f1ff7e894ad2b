import Foundation
import GameShared

// What the widget extension writes for each widget of game.widgets.yaml that shows data: its loader. The
// generated providers create these with `init()` and call `load(_:)` once per timeline; everything else is
// generated.

struct CharacterDetailLoader: CharacterDetailLoading {
    func load(_ request: CharacterDetailRequest) async throws -> CharacterDetailLoad {
        let hero = request.configuration.character
        return .content(
            CharacterDetailContent(
                hero: hero, healthLevel: GameStore.healthLevel(of: hero),
                fullHealthDate: GameStore.fullHealthDate(of: hero, now: request.date)))
    }
}

struct GameStatusLoader: GameStatusLoading {
    func load(_ request: GameStatusRequest) async throws -> GameStatusLoad {
        .content(GameStatusContent(status: "Waiting for players", playersOnline: 3))
    }
}

struct LeaderboardLoader: LeaderboardLoading {
    func load(_ request: LeaderboardRequest) async throws -> LeaderboardLoad {
        .content(LeaderboardContent(scores: [Score(player: "Spouty", points: 1500), Score(player: "Panda", points: 1200)]))
    }
}
