import Foundation
import Testing
import WidgetSchedule

/// The timeline assembly every generated `<Widget>Info.timeline(for:...)` calls: entries at the dates of the plan
/// the data chose, the cache, and the error plan with the last good content or the placeholders.
@Suite struct TimelineAssemblyTests {
    /// An entry as generated widgets make them: a date, a content and what the content is.
    struct Entry: Equatable {
        var date: Date
        var level: Int
        var state: EntryState
    }

    struct Offline: Error {}

    /// The plans of `rule`, as a widget with plans generates them.
    enum Plan: String, TimelinePlanChoice {
        case `default`, full
    }

    let requestDate = date("2026-01-05T09:00:00Z")
    let utc = zone("UTC")
    /// Hourly entries, three of them, then again at the end; `full` has one entry and never reloads; the error
    /// plan one entry and another try in 15 minutes.
    let rule = TimelineRule(
        plan: TimelinePlan(entries: .every(.hours(1), count: 3, start: .zero), policy: .atEnd),
        plans: ["full": TimelinePlan(entries: .now, policy: .never)],
        onError: TimelinePlan(entries: .now, policy: .after(.minutes(15))))

    func entry(_ dated: DatedContent<Int>, _ state: EntryState) -> Entry {
        Entry(date: dated.date, level: dated.content, state: state)
    }

    func hours(_ offsets: Double...) -> [Date] { offsets.map { requestDate.addingTimeInterval($0 * 3600) } }

    @Test func withoutContentAnEntryStandsAtEachDateOfTheDefaultPlan() {
        let timeline = TimelineAssembly.timeline(rule: rule, requestedAt: requestDate, in: utc, jitterSeed: nil) {
            $0
        }
        #expect(timeline.entries == hours(0, 1, 2))
        #expect(timeline.nextRequestDate == hours(2)[0])  // atEnd: at the last entry
    }

    @Test func loadedContentFollowsThePlanTheDataChose() async {
        let timeline = await TimelineAssembly.timeline(
            rule: rule, requestedAt: requestDate, in: utc, jitterSeed: nil, placeholder: { _ in 0 },
            load: { TimelineLoad<Int, Plan>.content(7, plan: .full) }, entry: entry)
        #expect(timeline.entries == [Entry(date: requestDate, level: 7, state: .loaded)])
        #expect(timeline.nextRequestDate == nil)
    }

    @Test func datedContentDatesTheEntriesOfADynamicPlan() async {
        let dynamic = TimelineRule(plan: TimelinePlan(entries: .dynamic(count: 2, every: .hours(1)), policy: .atEnd))
        let changes = [DatedContent(date: hours(2)[0], content: 2), DatedContent(date: hours(1)[0], content: 1)]
        let timeline = await TimelineAssembly.timeline(
            rule: dynamic, requestedAt: requestDate, in: utc, jitterSeed: nil, placeholder: { _ in 0 },
            load: { TimelineLoad<Int, SinglePlan>(content: .dated(changes)) }, entry: entry)
        #expect(timeline.entries.map(\.date) == hours(1, 2))
        #expect(timeline.entries.map(\.level) == [1, 2])
    }

    @Test func withoutACacheAFailureShowsThePlaceholdersOfTheErrorPlan() async {
        let timeline = await TimelineAssembly.timeline(
            rule: rule, requestedAt: requestDate, in: utc, jitterSeed: nil, placeholder: { _ in -1 },
            load: { () throws -> TimelineLoad<Int, SinglePlan> in throw Offline() }, entry: entry)
        #expect(timeline.entries == [Entry(date: requestDate, level: -1, state: .failed(reason: "Offline()"))])
        #expect(timeline.nextRequestDate == requestDate.addingTimeInterval(15 * 60))
    }

    @Test func withACacheAFailureShowsTheLastGoodContentAsStale() async {
        let cache = ContentCache(appGroup: "group.widgetspec.tests.\(UUID().uuidString)")
        defer { UserDefaults().removePersistentDomain(forName: cache.appGroup) }
        let key = ContentCache.Key(kind: "levels")
        func timeline(at date: Date, load: () async throws -> TimelineLoad<Int, SinglePlan>) async
            -> [Entry]
        {
            await TimelineAssembly.timeline(
                rule: rule, requestedAt: date, in: utc, jitterSeed: nil, cache: cache, key: key,
                placeholder: { _ in -1 }, load: load, entry: entry
            ).entries
        }
        // Nothing cached yet: the placeholders, failed, as without a cache.
        #expect(await timeline(at: requestDate) { throw Offline() }.map(\.state) == [.failed(reason: "Offline()")])
        let loaded = await timeline(at: requestDate) { .perEntry { _ in 5 } }
        #expect(loaded.map(\.state) == [.loaded, .loaded, .loaded])
        let later = hours(4)[0]
        #expect(
            await timeline(at: later) { throw Offline() } == [
                Entry(date: later, level: 5, state: .stale(since: requestDate, reason: "Offline()"))
            ])
    }

    @Test func theJitterSeedMovesTheNextRequestAsTheRuleSays() {
        var jittered = rule
        jittered.jitter = .minutes(10)
        let seeded = TimelineAssembly.timeline(rule: jittered, requestedAt: requestDate, in: utc, jitterSeed: 42) {
            $0
        }
        let expected = jittered.evaluate(requestedAt: requestDate, in: utc, jitterSeed: 42).nextRequestDate
        #expect(seeded.nextRequestDate == expected)
        #expect(expected != rule.evaluate(requestedAt: requestDate, in: utc).nextRequestDate)
    }
}
