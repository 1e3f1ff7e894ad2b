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

    /// One content at `date`, as a timeline of one entry stores it.
    func one(_ score: Score, at date: Date? = nil) -> [DatedContent<Score>] {
        [DatedContent(date: date ?? loadedAt, content: score)]
    }

    @Test func storedContentReadsBackWithItsDate() throws {
        try withCache { cache in
            let key = ContentCache.Key(kind: "com.example.scores")
            #expect(cache.lastGood(Score.self, for: key) == nil)
            cache.store(one(Score(player: "Panda", points: 1200)), loadedAt: loadedAt, for: key)
            let cached = try #require(cache.lastGood(Score.self, for: key))
            #expect(cached.contents == one(Score(player: "Panda", points: 1200)))
            #expect(cached.loadedAt == loadedAt)
            cache.store(one(Score(player: "Panda", points: 1300)), loadedAt: loadedAt.addingTimeInterval(60), for: key)
            #expect(cache.lastGood(Score.self, for: key)?.contents.map(\.content.points) == [1300])
        }
    }

    /// A timeline whose entries show one content stores it once; a content per entry is stored per change, and
    /// a timeline without entries keeps the last good content.
    @Test func runsOfEqualContentAreStoredOnce() throws {
        try withCache { cache in
            let key = ContentCache.Key(kind: "k")
            let hours = (0..<4).map { loadedAt.addingTimeInterval(Double($0) * 3600) }
            let panda = Score(player: "Panda", points: 1)
            let egghead = Score(player: "Egghead", points: 2)
            let contents = zip(hours, [panda, panda, egghead, egghead]).map { DatedContent(date: $0, content: $1) }
            cache.store(contents, loadedAt: loadedAt, for: key)
            let cached = try #require(cache.lastGood(Score.self, for: key))
            #expect(cached.contents == [contents[0], contents[2]])
            cache.store([DatedContent<Score>](), loadedAt: hours[3], for: key)
            #expect(cache.lastGood(Score.self, for: key)?.contents == [contents[0], contents[2]])
        }
    }

    @Test func configurationsKeepTheirOwnContent() {
        withCache { cache in
            let red = ContentCache.Key(kind: "k", configuration: Configuration(team: "red", limit: 3))
            let blue = ContentCache.Key(kind: "k", configuration: Configuration(team: "blue", limit: 3))
            #expect(red != blue)
            #expect(red == ContentCache.Key(kind: "k", configuration: Configuration(team: "red", limit: 3)))
            #expect(red != ContentCache.Key(kind: "other", configuration: Configuration(team: "red", limit: 3)))
            cache.store(one(Score(player: "Red", points: 1)), loadedAt: loadedAt, for: red)
            #expect(cache.lastGood(Score.self, for: red)?.contents.first?.content.player == "Red")
            #expect(cache.lastGood(Score.self, for: blue) == nil)
        }
    }

    @Test func contentOfAnotherTypeIsNotFound() {
        withCache { cache in
            let key = ContentCache.Key(kind: "k")
            cache.store(one(Score(player: "Panda", points: 1)), loadedAt: loadedAt, for: key)
            // After an app update changed the content type, the old bytes no longer decode: nothing is found.
            #expect(cache.lastGood(Configuration.self, for: key) == nil)
        }
    }

    @Test func aFailureShowsTheLastGoodContentAsStale() {
        withCache { cache in
            let key = ContentCache.Key(kind: "k")
            cache.store(one(Score(player: "Panda", points: 7)), loadedAt: loadedAt, for: key)
            let fallback = ContentFallback<Score>(after: LoadError.offline, cache: cache, key: key)
            let later = loadedAt.addingTimeInterval(3600)
            #expect(
                fallback.contents(at: [later], placeholder: Self.sample)
                    == [DatedContent(date: later, content: Score(player: "Panda", points: 7))])
            #expect(fallback.state == .stale(since: loadedAt, reason: "offline"))
            #expect(!fallback.state.showsSampleValues)
            #expect(fallback.state.failureReason == "offline")
        }
    }

    /// The spec's sample values, as the generated `placeholder(at:)` builds them.
    static func sample(_ date: Date) -> Score { Score(player: "Sample", points: 0) }

    /// After a timeline with a content per entry, a failure shows at each of its entries the content the last
    /// good timeline gave that moment: at 11:00 the health level of the 11:00 entry, not the first one.
    @Test func aFailureShowsTheContentInEffectAtEachEntry() {
        withCache { cache in
            let key = ContentCache.Key(kind: "k")
            let hours = (0..<4).map { loadedAt.addingTimeInterval(Double($0) * 3600) }
            let levels = hours.enumerated().map { DatedContent(date: $1, content: Score(player: "P", points: $0 * 25)) }
            cache.store(levels, loadedAt: loadedAt, for: key)
            let fallback = ContentFallback<Score>(after: LoadError.offline, cache: cache, key: key)
            let failures = [
                loadedAt.addingTimeInterval(-60), hours[2], hours[2].addingTimeInterval(1800),
                hours[3].addingTimeInterval(7200),
            ]
            #expect(fallback.contents(at: failures, placeholder: Self.sample).map(\.content.points) == [0, 50, 50, 75])
            #expect(fallback.state == .stale(since: loadedAt, reason: "offline"))
        }
    }

    @Test func aFailureWithNothingCachedIsFailed() {
        withCache { cache in
            let fallback = ContentFallback<Score>(after: Described(), cache: cache, key: ContentCache.Key(kind: "k"))
            #expect(fallback.lastGood.isEmpty)
            #expect(
                fallback.contents(at: [loadedAt], placeholder: Self.sample).map(\.content) == [Self.sample(loadedAt)])
            #expect(fallback.state == .failed(reason: "The game server is down."))
            #expect(fallback.state.showsSampleValues)
        }
        let uncached = ContentFallback<Score>(after: LoadError.offline, cache: nil, key: ContentCache.Key(kind: "k"))
        #expect(uncached.lastGood.isEmpty)
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
