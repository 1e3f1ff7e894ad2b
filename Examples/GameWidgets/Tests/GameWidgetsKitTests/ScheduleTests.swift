import Foundation
import GameShared
import Testing
import WidgetSchedule

@testable import GameWidgetsKit

/// The generated `timeline(for:...)` functions follow the spec's `timeline:` through WidgetSchedule.
@Suite struct ScheduleTests {
    @Test func characterDetailHasFourHourlyEntriesAndReloadsAtTheEnd() async {
        let configuration = CharacterDetailConfiguration(character: .egghead)
        let timeline = await CharacterDetailInfo.timeline(
            for: CharacterDetailRequest(date: requestDate, configuration: configuration, family: .systemMedium),
            loader: FixedCharacterLoader(),
            in: utc)
        let hour: TimeInterval = 3600
        #expect(timeline.entries.map(\.date) == (0..<4).map { requestDate.addingTimeInterval(Double($0) * hour) })
        #expect(timeline.entries.allSatisfy { $0.hero == .egghead && $0.healthLevel == 0.5 })
        #expect(timeline.entries.allSatisfy { $0.configuration == configuration && $0.state == .loaded })
        // `policy: atEnd` is the last entry's date.
        #expect(timeline.nextRequestDate == requestDate.addingTimeInterval(3 * hour))
    }

    @Test func gameStatusHasOneEntryAndReloadsAfterAnHour() async {
        let timeline = await GameStatusInfo.timeline(
            for: GameStatusRequest(date: requestDate, family: .systemSmall), loader: FixedStatusLoader(), in: utc)
        let content = GameStatusContent(status: "Boss fight", playersOnline: 40)
        #expect(timeline.entries == [GameStatusEntry(date: requestDate, content: content, state: .loaded)])
        #expect(timeline.nextRequestDate == requestDate.addingTimeInterval(3600))
    }

    @Test func aFailedLoadShowsThePlaceholdersMarkedFailedAndRetriesInAnHour() async throws {
        let timeline = await GameStatusInfo.timeline(
            for: GameStatusRequest(date: requestDate, family: .systemSmall), loader: FailingStatusLoader(), in: utc)
        let entry = try #require(timeline.entries.first)
        #expect(timeline.entries.count == 1)
        #expect(entry.content == GameStatusContent.placeholder(at: requestDate))
        #expect(entry.state == .failed(reason: "Offline()"))
        #expect(entry.state.showsSampleValues)
        #expect(timeline.nextRequestDate == requestDate.addingTimeInterval(3600))
    }

    /// `cache:` in the spec: offline, the status widget shows what it last loaded, marked stale since then.
    @Test func offlineTheStatusShowsTheLastGoodContent() async throws {
        #expect(GameStatusInfo.cache == ContentCache(appGroup: "group.com.mygame"))
        // A suite of the test's own, so the machine's defaults stay untouched.
        let cache = ContentCache(appGroup: "group.com.mygame.tests.\(UUID().uuidString)")
        defer { UserDefaults().removePersistentDomain(forName: cache.appGroup) }
        _ = await GameStatusInfo.timeline(
            for: GameStatusRequest(date: requestDate, family: .systemSmall), loader: FixedStatusLoader(), in: utc,
            cache: cache)
        let later = requestDate.addingTimeInterval(3600)
        let offline = await GameStatusInfo.timeline(
            for: GameStatusRequest(date: later, family: .systemSmall), loader: FailingStatusLoader(), in: utc,
            cache: cache)
        let entry = try #require(offline.entries.first)
        #expect(entry.status == "Boss fight")
        #expect(entry.state == .stale(since: requestDate, reason: "Offline()"))
    }

    @Test func leaderboardReloadIsJitteredWithinFifteenMinutes() async throws {
        let hourLater = requestDate.addingTimeInterval(3600)
        let request = LeaderboardRequest(date: requestDate, family: .systemMedium)
        let unseeded = await LeaderboardInfo.timeline(for: request, loader: FixedLeaderboardLoader(), in: utc)
        #expect(unseeded.nextRequestDate == hourLater)
        #expect(unseeded.entries.map(\.scores) == [[Score(player: "Egghead", points: 2000)]])

        for seed: UInt64 in [0, 1, 42, .max] {
            let seeded = await LeaderboardInfo.timeline(
                for: request, loader: FixedLeaderboardLoader(), in: utc, jitterSeed: seed)
            let next = try #require(seeded.nextRequestDate)
            #expect(next >= hourLater && next < hourLater.addingTimeInterval(15 * 60))
        }
    }

    /// The app's own loaders: the character's hourly entries each show the health recovered by then, and the
    /// leaderboard shows as many players as its family has room for.
    @Test func theAppsOwnLoadersFeedTheGeneratedTimelines() async {
        let timeline = await CharacterDetailInfo.timeline(
            for: CharacterDetailRequest(date: requestDate, configuration: .defaults, family: .systemMedium),
            loader: CharacterDetailLoader(), in: utc)
        #expect(timeline.entries.count == 4)
        // Panda starts at half health and recovers a quarter an hour.
        #expect(timeline.entries.map(\.healthLevel) == [0.5, 0.75, 1, 1])
        #expect(timeline.entries.allSatisfy { $0.fullHealthDate == requestDate.addingTimeInterval(2 * 3600) })

        for (family, count) in [(Family.systemMedium, 2), (.systemLarge, 5)] {
            let scores = await LeaderboardInfo.timeline(
                for: LeaderboardRequest(date: requestDate, family: family), loader: LeaderboardLoader(), in: utc)
            #expect(scores.entries.first?.scores.count == count, "\(family)")
        }
    }
}
