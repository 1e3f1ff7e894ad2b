import Foundation
import Testing
import WidgetSchedule

/// The three ways a loader gives its entries content, and the dates `dynamic` forms take from them.
@Suite struct TimelineContentTests {
    let request = date("2026-01-05T09:00:00Z")
    var hourly: [Date] { (0..<4).map { request.addingTimeInterval(Double($0) * 3600) } }

    @Test func oneContentIsShownByEveryEntry() {
        let content = TimelineContent.content(7)
        #expect(content.contents(at: hourly) == hourly.map { DatedContent(date: $0, content: 7) })
        #expect(content.dynamicDates == nil)
    }

    @Test func datedPairsAreDatedContents() {
        let pairs = [(hourly[2], 2), (hourly[0], 0)]
        let content = TimelineContent(dated: pairs)
        #expect(content.dynamicDates == [hourly[2], hourly[0]])
        #expect(content.contents(at: hourly).map(\.content) == [0, 0, 2, 2])
    }

    /// The health widget of Apple's example: each hourly entry shows its own level.
    @Test func perEntryContentIsComputedForEachEntryDate() {
        let start = request
        let content = TimelineContent.perEntry { date in 0.25 + date.timeIntervalSince(start) / 3600 * 0.25 }
        #expect(content.contents(at: hourly).map(\.content) == [0.25, 0.5, 0.75, 1])
        #expect(content.contents(at: hourly).map(\.date) == hourly)
        #expect(content.dynamicDates == nil)
    }

    /// Dated content is a step function: each entry shows the latest content dated at or before it, an entry
    /// before them all the first; the dates are those of `dynamic` forms, in the loader's order.
    @Test func datedContentTakesEffectAtItsDates() {
        let changes = [
            DatedContent(date: hourly[2], content: "later"), DatedContent(date: hourly[0], content: "first"),
        ]
        let content = TimelineContent.dated(changes)
        #expect(content.dynamicDates == [hourly[2], hourly[0]])
        let dates = [request.addingTimeInterval(-60)] + hourly
        #expect(content.contents(at: dates).map(\.content) == ["first", "first", "first", "later", "later"])
        #expect(TimelineContent<String>.dated([]).contents(at: hourly).isEmpty)
    }

    /// Two contents dated alike: the one listed last wins from that date.
    @Test func ofTwoContentsAtOneDateTheLastListedWins() {
        let changes = ["a", "b"].map { DatedContent(date: request, content: $0) }
        #expect(DatedContent.contents(at: [request], from: changes).map(\.content) == ["b"])
    }

    /// A dynamic schedule gets its dates and their content together, through the rule like any other date.
    @Test func datedContentDatesADynamicSchedule() {
        let rule = TimelineRule(plan: TimelinePlan(entries: .dynamic(count: 2, every: .hours(1)), policy: .atEnd))
        let events = [
            DatedContent(date: request.addingTimeInterval(5400), content: "Standup"),
            DatedContent(date: request.addingTimeInterval(600), content: "Coffee"),
        ]
        let content = TimelineContent.dated(events)
        let evaluation = rule.evaluate(
            requestedAt: request, in: TimeZone(identifier: "UTC")!, dynamicDates: content.dynamicDates)
        #expect(evaluation.entryDates == [request.addingTimeInterval(600), request.addingTimeInterval(5400)])
        #expect(content.contents(at: evaluation.entryDates).map(\.content) == ["Coffee", "Standup"])
    }

    @Test func familiesAreWidgetKitsCaseNames() throws {
        #expect(Family.allCases.count == 9)
        #expect(Family(rawValue: "systemSmall") == .systemSmall)
        let decoded = try JSONDecoder().decode([Family].self, from: Data(#"["accessoryCorner"]"#.utf8))
        #expect(decoded == [.accessoryCorner])
    }
}
