import Foundation
import GameShared
import Testing

@testable import GameApp

/// The app's side: what it reaches through the shared part alone.
@Suite struct GameAppTests {
    @Test func eventsReloadTheSpecsKinds() {
        #expect(GameWidgetEvents.kinds(reloadedBy: .logout) == GameWidgetEvents.kinds)
        #expect(GameWidgetEvents.kinds(reloadedBy: .heroHealed) == ["com.mygame.character-detail"])
        #expect(WidgetReloads.EventName.allCases == [.logout, .heroHealed])
    }

    @Test func raidContentIsStaleTenMinutesAfterItIsShown() {
        let shown = Date(timeIntervalSince1970: 1_772_442_000)
        #expect(RaidActivity.staleDate(ofContentShownAt: shown) == shown.addingTimeInterval(600))
        #expect(Raid.relevanceScore == 50)
        #expect(Raid.expectedDuration == 3600)
    }

    @Test func raidStateKeepsTheBossHealthAFraction() {
        #expect(RaidActivity.state(bossHealth: 1.5, playersOnline: 4) == Raid.ContentState(bossHealth: 1, playersOnline: 4))
        #expect(RaidActivity.state(bossHealth: -1, playersOnline: 4).bossHealth == 0)
    }

    @Test func theAppReadsTheGameStoreAndTheEntries() {
        let entry = CharacterDetailEntry.placeholder(at: Date(timeIntervalSince1970: 0))
        #expect(entry.state == .placeholder)
        #expect(GameStore.healthLevel(of: entry.hero) == 0.5)
    }
}
