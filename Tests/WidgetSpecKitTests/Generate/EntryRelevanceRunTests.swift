import Foundation
import Testing

@testable import WidgetSpecKit

/// `relevance: dynamic` (specs/rangers.widgets.yaml, Apple's Emoji Rangers): the loader scores each entry, and the
/// generated timeline carries each score to its entry, compiled and run with the Foundation-only code. The
/// entry's `TimelineEntry.relevance`, which converts it for WidgetKit, is type-checked against the stubs.
@Suite struct EntryRelevanceRunTests {
    @Test func eachEntryCarriesTheScoreItsLoaderGave() throws {
        let rangers = try ExampleSpec.named("rangers.widgets")
        let runner = """
            import Foundation
            import WidgetSchedule

            struct HealthLoader: RangerDetailLoading {
                func load(_ request: RangerDetailRequest) async throws -> RangerDetailLoad {
                    .perEntry { date in
                        let hours = date.timeIntervalSince(request.date) / 3600
                        let health = min(1, 0.25 + hours * 0.25)
                        // Hurt heroes matter more; a healed one not at all.
                        let relevance = health < 1 ? WidgetSchedule.EntryRelevance(score: 1 - health, duration: .hours(1)) : nil
                        return RangerDetailContent(healthLevel: health, fullHealthDate: request.date).withRelevance(relevance)
                    }
                }
            }

            @main enum Runner {
                static func main() async {
                    let request = RangerDetailRequest(
                        date: Date(timeIntervalSinceReferenceDate: 0), configuration: .defaults, family: .systemSmall)
                    let timeline = await RangerDetailInfo.timeline(for: request, loader: HealthLoader())
                    for entry in timeline.entries {
                        let score = entry.content.relevance.map { "\\($0.score)/\\($0.duration.seconds)" } ?? "none"
                        print("\\(entry.date.timeIntervalSinceReferenceDate) \\(entry.healthLevel) \\(score)")
                    }
                    let placeholder = RangerDetailEntry.placeholder(at: request.date)
                    print("placeholder \\(placeholder.content.relevance == nil)")
                }
            }
            """
        let lines = try PlanAndContentRunTests.run(rangers, runner, "ranger-relevance").split(separator: "\n")
        #expect(
            lines == [
                "0.0 0.25 0.75/3600", "3600.0 0.5 0.5/3600", "7200.0 0.75 0.25/3600", "10800.0 1.0 none",
                "placeholder true",
            ])
    }

    @Test func theEntryConvertsTheContentsRelevanceForWidgetKit() throws {
        let rangers = try ExampleSpec.named("rangers.widgets")
        #expect(rangers.shared.contains("content.relevance.map({"))
        #expect(
            rangers.shared.contains(
                "WidgetKit.TimelineEntryRelevance(score: Swift.Float($0.score), "
                    + "duration: Foundation.TimeInterval($0.duration.seconds))"))
        #expect(rangers.shared.contains("var relevance: WidgetSchedule.EntryRelevance? = nil"))
        #expect(rangers.shared.contains("func withRelevance(_ relevance: WidgetSchedule.EntryRelevance?) -> Self"))
    }

    @Test func aStaticRelevanceDeclaresNoContentRelevance() throws {
        let game = try ExampleSpec.named("game.widgets")
        #expect(!game.shared.contains("withRelevance"))
    }
}
