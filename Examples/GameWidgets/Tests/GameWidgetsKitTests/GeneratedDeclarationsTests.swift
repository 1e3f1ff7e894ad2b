import Foundation
import GameShared
import Testing

@testable import GameWidgetsKit

/// The plugin-generated kinds, enums, models and widget texts say what game.widgets.yaml says.
@Suite struct GeneratedDeclarationsTests {
    @Test func kindsComeFromTheSpec() {
        #expect(WidgetKinds.characterDetail == "com.mygame.character-detail")
        #expect(WidgetKinds.gameStatus == "com.mygame.game-status")
        #expect(WidgetKinds.leaderboard == "com.mygame.leaderboard")
        #expect(CharacterDetailInfo.kind == WidgetKinds.characterDetail)
        #expect(LeaderboardInfo.kind == WidgetKinds.leaderboard)
    }

    @Test func heroEnumHasTheSpecsCasesAndTitles() {
        #expect(Hero.allCases == [.panda, .egghead, .spouty])
        #expect(Hero.allCases.map(\.title) == ["Power Panda", "Egghead", "Spouty"])
        #expect(Hero.typeTitle == "Hero")
        #expect(Hero(rawValue: "egghead") == .egghead)
    }

    @Test func widgetTextsComeFromTheSpec() {
        #expect(CharacterDetailInfo.displayName == "Character Details")
        #expect(CharacterDetailInfo.intentTitle == "Select Character")
        #expect(GameStatusInfo.description == "Is a raid under way?")
        #expect(LeaderboardInfo.displayName == "Leaderboard")
    }

    @Test func configurationDefaultsAndWidgetURL() {
        #expect(CharacterDetailConfiguration.defaults.character == .panda)
        let configuration = CharacterDetailConfiguration(character: .egghead)
        #expect(configuration.widgetURL == URL(string: "mygame://character/egghead"))
    }

    /// The cache keeps `GameStatus`'s content as JSON (the spec gives the widget a `cache`).
    @Test func cachedContentRoundTripsThroughJSON() throws {
        let content = GameStatusContent(status: "Boss fight", playersOnline: 40)
        let decoded = try JSONDecoder().decode(GameStatusContent.self, from: JSONEncoder().encode(content))
        #expect(decoded == content)
    }
}
