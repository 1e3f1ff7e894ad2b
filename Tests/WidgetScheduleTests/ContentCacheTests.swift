import Foundation
import Testing
import WidgetSchedule

/// The last-good-content cache and the failure states, against real `UserDefaults` suites (one per test, removed
/// afterwards), as the generated timelines use them.
@Suite struct ContentCacheTests {
    struct Score: Codable, Hashable, Sendable {
        var player: String
        var points: Int
    }

    struct Configuration: Codable, Hashable, Sendable {
        var team: String
        var limit: Int
    }

    enum LoadError: Error {
        case offline
    }

    struct Described: LocalizedError {
        var errorDescription: String? { "The game server is down." }
    }

    /// A cache in a suite of its own, removed when `body` returns.
    func withCache(_ body: (ContentCache) throws -> Void) rethrows {
        let cache = ContentCache(appGroup: "group.widgetspec.tests.\(UUID().uuidString)")
        defer { UserDefaults().removePersistentDomain(forName: cache.appGroup) }
        try body(cache)
    }

    let loadedAt = date("2026-01-05T09:00:00Z")

    @Test func storedContentReadsBackWithItsDate() throws {
        try withCache { cache in
            let key = ContentCache.Key(kind: "com.example.scores")
            #expect(cache.lastGood(Score.self, for: key) == nil)
            cache.store(Score(player: "Panda", points: 1200), loadedAt: loadedAt, for: key)
            let cached = try #require(cache.lastGood(Score.self, for: key))
            #expect(cached.content == Score(player: "Panda", points: 1200))
            #expect(cached.loadedAt == loadedAt)
            cache.store(Score(player: "Panda", points: 1300), loadedAt: loadedAt.addingTimeInterval(60), for: key)
            #expect(cache.lastGood(Score.self, for: key)?.content.points == 1300)
        }
    }

    @Test func configurationsKeepTheirOwnContent() {
        withCache { cache in
            let red = ContentCache.Key(kind: "k", configuration: Configuration(team: "red", limit: 3))
            let blue = ContentCache.Key(kind: "k", configuration: Configuration(team: "blue", limit: 3))
            #expect(red != blue)
            #expect(red == ContentCache.Key(kind: "k", configuration: Configuration(team: "red", limit: 3)))
            #expect(red != ContentCache.Key(kind: "other", configuration: Configuration(team: "red", limit: 3)))
            cache.store(Score(player: "Red", points: 1), loadedAt: loadedAt, for: red)
            #expect(cache.lastGood(Score.self, for: red)?.content.player == "Red")
            #expect(cache.lastGood(Score.self, for: blue) == nil)
        }
    }

    @Test func contentOfAnotherTypeIsNotFound() {
        withCache { cache in
            let key = ContentCache.Key(kind: "k")
            cache.store(Score(player: "Panda", points: 1), loadedAt: loadedAt, for: key)
            // After an app update changed the content type, the old bytes no longer decode: nothing is found.
            #expect(cache.lastGood(Configuration.self, for: key) == nil)
        }
    }

    @Test func aFailureShowsTheLastGoodContentAsStale() {
        withCache { cache in
            let key = ContentCache.Key(kind: "k")
            cache.store(Score(player: "Panda", points: 7), loadedAt: loadedAt, for: key)
            let fallback = ContentFallback<Score>(after: LoadError.offline, cache: cache, key: key)
            #expect(fallback.content == Score(player: "Panda", points: 7))
            #expect(fallback.state == .stale(since: loadedAt, reason: "offline"))
            #expect(!fallback.state.showsSampleValues)
            #expect(fallback.state.failureReason == "offline")
        }
    }

    @Test func aFailureWithNothingCachedIsFailed() {
        withCache { cache in
            let fallback = ContentFallback<Score>(after: Described(), cache: cache, key: ContentCache.Key(kind: "k"))
            #expect(fallback.content == nil)
            #expect(fallback.state == .failed(reason: "The game server is down."))
            #expect(fallback.state.showsSampleValues)
        }
        let uncached = ContentFallback<Score>(after: LoadError.offline, cache: nil, key: ContentCache.Key(kind: "k"))
        #expect(uncached.content == nil)
        #expect(uncached.state == .failed(reason: "offline"))
    }

    @Test func statesSayWhatTheContentIs() {
        #expect(!EntryState.loaded.showsSampleValues)
        #expect(EntryState.placeholder.showsSampleValues)
        #expect(EntryState.loaded.failureReason == nil)
        #expect(EntryState.placeholder.failureReason == nil)
        #expect(EntryState.reason(for: LoadError.offline) == "offline")
        #expect(EntryState.reason(for: Described()) == "The game server is down.")
    }

    @Test func statesRoundTripThroughJSON() throws {
        let states: [EntryState] = [
            .loaded, .placeholder, .failed(reason: "offline"), .stale(since: loadedAt, reason: "timeout"),
        ]
        let decoded = try JSONDecoder().decode([EntryState].self, from: JSONEncoder().encode(states))
        #expect(decoded == states)
    }
}
