import Foundation

@testable import GameWidgetsKit

/// A fixed request moment, 2026-03-02 09:00:00 UTC, so the expected dates are plain arithmetic.
let requestDate = Date(timeIntervalSince1970: 1_772_442_000)
let utc = TimeZone(identifier: "UTC")!

/// Loaders with known content, or none at all, standing in for the app's real data.
struct FixedCharacterLoader: CharacterDetailLoading {
    func content(for configuration: CharacterDetailConfiguration) async throws -> CharacterDetailContent {
        CharacterDetailContent(hero: configuration.character, healthLevel: 0.5, fullHealthDate: requestDate)
    }
}

struct FixedStatusLoader: GameStatusLoading {
    func content() async throws -> GameStatusContent {
        GameStatusContent(status: "Boss fight", playersOnline: 40)
    }
}

struct FailingStatusLoader: GameStatusLoading {
    struct Offline: Error {}

    func content() async throws -> GameStatusContent {
        throw Offline()
    }
}

struct FixedLeaderboardLoader: LeaderboardLoading {
    func content() async throws -> LeaderboardContent {
        LeaderboardContent(scores: [Score(player: "Egghead", points: 2000)])
    }
}
