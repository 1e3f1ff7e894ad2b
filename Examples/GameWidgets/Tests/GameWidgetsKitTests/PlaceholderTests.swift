import Foundation
import GameShared
import Testing

@testable import GameWidgetsKit

/// Placeholder entries are built from the spec's `placeholder:` values.
@Suite struct PlaceholderTests {
    @Test func characterPlaceholderUsesSpecValuesAndTheEntryDate() {
        let entry = CharacterDetailEntry.placeholder(at: requestDate)
        #expect(entry.date == requestDate)
        #expect(entry.hero == .panda)
        #expect(entry.healthLevel == 0.25)
        // `fullHealthDate` has no placeholder in the spec: a date field gets the entry's date.
        #expect(entry.fullHealthDate == requestDate)
        #expect(entry.configuration == .defaults)
        #expect(entry.state == .placeholder)
    }

    @Test func placeholderKeepsTheChosenConfiguration() {
        let configuration = CharacterDetailConfiguration(character: .spouty)
        let entry = CharacterDetailEntry.placeholder(at: requestDate, configuration: configuration)
        #expect(entry.configuration.character == .spouty)
        #expect(entry.hero == .panda)
    }

    @Test func statusAndLeaderboardPlaceholders() {
        let status = GameStatusEntry.placeholder(at: requestDate)
        #expect(status.status == "Raid in progress")
        #expect(status.playersOnline == 12)
        let leaderboard = LeaderboardEntry.placeholder(at: requestDate)
        #expect(
            leaderboard.scores == [Score(player: "Panda", points: 1200), Score(player: "Egghead", points: 900)])
    }
}
