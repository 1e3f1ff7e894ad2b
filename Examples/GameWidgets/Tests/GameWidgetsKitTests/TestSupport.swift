import Foundation
import GameShared

@testable import GameWidgetsKit

/// A fixed request moment, 2026-03-02 09:00:00 UTC, so the expected dates are plain arithmetic.
let requestDate = Date(timeIntervalSince1970: 1_772_442_000)
let utc = TimeZone(identifier: "UTC")!

/// Loaders with known content, or none at all, standing in for the app's real data.
struct FixedCharacterLoader: CharacterDetailLoading {
    func load(_ request: CharacterDetailRequest) async throws -> CharacterDetailLoad {
        .content(
            CharacterDetailContent(hero: request.configuration.character, healthLevel: 0.5, fullHealthDate: requestDate))
    }
}

struct FixedStatusLoader: GameStatusLoading {
    func load(_ request: GameStatusRequest) async throws -> GameStatusLoad {
        .content(GameStatusContent(status: "Boss fight", playersOnline: 40))
    }
}

struct FailingStatusLoader: GameStatusLoading {
    struct Offline: Error {}

    func load(_ request: GameStatusRequest) async throws -> GameStatusLoad {
        throw Offline()
    }
}

struct FixedLeaderboardLoader: LeaderboardLoading {
    func load(_ request: LeaderboardRequest) async throws -> LeaderboardLoad {
        .content(LeaderboardContent(scores: [Score(player: "Egghead", points: 2000)]))
    }
}
