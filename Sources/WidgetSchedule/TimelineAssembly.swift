import Foundation

/// How a widget's timeline is put together from its rule, its loader and its cache: the one body behind every
/// generated `<Widget>Info.timeline(for:...)`, which passes only what differs between widgets (its rule, how to
/// load, how to make an entry).
///
/// With content, it loads, evaluates the plan the data chose with the contents' dates, keeps the contents in
/// the cache and returns them ``EntryState/loaded``. When loading throws, it evaluates the error plan and shows
/// the last good content from the cache (``EntryState/stale(since:reason:)``) or the placeholders
/// (``EntryState/failed(reason:)``), as ``ContentFallback`` decides.
public enum TimelineAssembly {
    /// The entries and the next request date (nil: never) of a widget without content: an entry at each date of
    /// the rule's default plan.
    ///
    /// - Parameters:
    ///   - rule: The widget's timeline rule.
    ///   - date: When WidgetKit asked for the timeline.
    ///   - timeZone: The device's time zone.
    ///   - jitterSeed: The installation's jitter seed (see ``Jitter/seed(for:)``), nil for none.
    ///   - entry: Makes the entry shown at a date.
    public static func timeline<Entry>(
        rule: TimelineRule, requestedAt date: Date, in timeZone: TimeZone, jitterSeed: UInt64?,
        entry: (Date) -> Entry
    ) -> (entries: [Entry], nextRequestDate: Date?) {
        let evaluation = rule.evaluate(requestedAt: date, in: timeZone, jitterSeed: jitterSeed)
        return (evaluation.entryDates.map(entry), evaluation.nextRequestDate)
    }

    /// The entries and the next request date (nil: never) of a widget whose loader supplies the content, without
    /// a cache: after a failure the entries show the placeholders, ``EntryState/failed(reason:)``.
    ///
    /// - Parameters:
    ///   - rule: The widget's timeline rule.
    ///   - date: When WidgetKit asked for the timeline.
    ///   - timeZone: The device's time zone.
    ///   - jitterSeed: The installation's jitter seed (see ``Jitter/seed(for:)``), nil for none.
    ///   - placeholder: The spec's placeholder content at a date, shown after a failure.
    ///   - load: Calls the app's loader; returns the plan the data chose and the entries' content.
    ///   - entry: Makes an entry from a content at its date and what that content is.
    public static func timeline<Content: Sendable, Plan, Entry>(
        rule: TimelineRule, requestedAt date: Date, in timeZone: TimeZone, jitterSeed: UInt64?,
        placeholder: (Date) -> Content,
        load: () async throws -> TimelineLoad<Content, Plan>,
        entry: (DatedContent<Content>, EntryState) -> Entry
    ) async -> (entries: [Entry], nextRequestDate: Date?) {
        await timeline(
            rule: rule, requestedAt: date, in: timeZone, jitterSeed: jitterSeed, load: load, entry: entry,
            keep: { _ in }
        ) { error, dates in
            (
                dates.map { DatedContent(date: $0, content: placeholder($0)) },
                .failed(reason: EntryState.reason(for: error))
            )
        }
    }

    /// The entries and the next request date (nil: never) of a widget whose loader supplies the content and whose
    /// cache keeps the last good content: after a failure the entries show it, ``EntryState/stale(since:reason:)``,
    /// or, when nothing is cached, the placeholders, as ``ContentFallback`` decides.
    ///
    /// - Parameters:
    ///   - rule: The widget's timeline rule.
    ///   - date: When WidgetKit asked for the timeline.
    ///   - timeZone: The device's time zone.
    ///   - jitterSeed: The installation's jitter seed (see ``Jitter/seed(for:)``), nil for none.
    ///   - cache: Where the last good content is kept; nil keeps nothing.
    ///   - key: The cache key of this timeline: the widget's kind and the configuration it was asked for.
    ///   - placeholder: The spec's placeholder content at a date, shown after a failure when nothing is cached.
    ///   - load: Calls the app's loader; returns the plan the data chose and the entries' content.
    ///   - entry: Makes an entry from a content at its date and what that content is.
    public static func timeline<Content: Codable & Equatable & Sendable, Plan, Entry>(
        rule: TimelineRule, requestedAt date: Date, in timeZone: TimeZone, jitterSeed: UInt64?,
        cache: ContentCache?, key: ContentCache.Key,
        placeholder: (Date) -> Content,
        load: () async throws -> TimelineLoad<Content, Plan>,
        entry: (DatedContent<Content>, EntryState) -> Entry
    ) async -> (entries: [Entry], nextRequestDate: Date?) {
        await timeline(
            rule: rule, requestedAt: date, in: timeZone, jitterSeed: jitterSeed, load: load, entry: entry,
            keep: { cache?.store($0, loadedAt: date, for: key) }
        ) { error, dates in
            let fallback = ContentFallback<Content>(after: error, cache: cache, key: key)
            return (fallback.contents(at: dates, placeholder: placeholder), fallback.state)
        }
    }

    /// Loads and evaluates the plan the data chose, hands the contents to `keep` and returns them `loaded`; when
    /// loading throws, evaluates the error plan and shows what `fallback` gives for its dates.
    private static func timeline<Content: Sendable, Plan, Entry>(
        rule: TimelineRule, requestedAt date: Date, in timeZone: TimeZone, jitterSeed: UInt64?,
        load: () async throws -> TimelineLoad<Content, Plan>,
        entry: (DatedContent<Content>, EntryState) -> Entry,
        keep: ([DatedContent<Content>]) -> Void,
        fallback: (any Error, [Date]) -> (contents: [DatedContent<Content>], state: EntryState)
    ) async -> (entries: [Entry], nextRequestDate: Date?) {
        do {
            let load = try await load()
            let evaluation = rule.evaluate(
                requestedAt: date, in: timeZone, plan: load.plan.rawValue, jitterSeed: jitterSeed,
                dynamicDates: load.content.dynamicDates)
            let contents = load.content.contents(at: evaluation.entryDates)
            keep(contents)
            return (contents.map { entry($0, .loaded) }, evaluation.nextRequestDate)
        } catch {
            let evaluation = rule.evaluate(requestedAt: date, in: timeZone, outcome: .failure, jitterSeed: jitterSeed)
            let (contents, state) = fallback(error, evaluation.entryDates)
            return (contents.map { entry($0, state) }, evaluation.nextRequestDate)
        }
    }
}
