import Foundation
import Testing
import WidgetSchedule

@testable import WidgetSpecKit

/// What the report says about relevance: its source, a figure only when the spec wrote one.
@Suite struct RelevanceReportTests {
    @Test func theSpecsRelevanceIsNamedWithItsFigures() {
        let widget = Fixture.widget(
            "Scored",
            TimelineRule(
                plan: TimelinePlan(entries: .now, policy: .never),
                relevance: EntryRelevance(score: 0.5, duration: .hours(1))))
        let timeline = Fixture.simulate(widget, options: Fixture.options(horizon: .hours(1)))
        #expect(timeline.relevance == .spec(EntryRelevance(score: 0.5, duration: .hours(1))))
        #expect(
            ReportText.relevance(timeline.relevance) == "relevance: 0.5 for 1h on every entry (not simulated)")
    }

    @Test func theAppsRelevanceHasNoFigure() {
        var widget = Fixture.widget("Ranger", entries: .now, policy: .never)
        widget.timeline.relevanceFromContent = true
        let timeline = Fixture.simulate(widget, options: Fixture.options(horizon: .hours(1)))
        #expect(timeline.relevance == .app)
        #expect(ReportText.relevance(timeline.relevance) == "relevance: from the app's data, per entry (not simulated)")
    }

    @Test func noRelevanceNoLine() {
        let timeline = Fixture.simulate(
            Fixture.widget("Plain", entries: .now, policy: .never), options: Fixture.options(horizon: .hours(1)))
        #expect(timeline.relevance == nil)
        #expect(ReportText.relevance(nil) == nil)
    }
}
