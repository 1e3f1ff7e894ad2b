import Foundation
import Testing
import WidgetSchedule

/// The one load every generated `<Widget>Load` aliases: its factories keep the plan the loader chose (the
/// default unless it says otherwise) and wrap the content in the form it was given.
@Suite struct TimelineLoadTests {
    /// The plans of a widget with `timeline.plans`, as the generator declares them.
    enum Plan: String, TimelinePlanChoice {
        case `default`, full
    }

    let request = date("2026-01-05T09:00:00Z")
    var hourly: [Date] { (0..<3).map { request.addingTimeInterval(Double($0) * 3600) } }

    @Test func theFactoriesChooseTheDefaultPlanUnlessTheLoaderNamesOne() {
        let loads: [TimelineLoad<Int, Plan>] = [
            .content(7), .perEntry { _ in 7 }, .dated([(request, 7)]),
        ]
        #expect(loads.map(\.plan) == [.default, .default, .default])
        let chosen: [TimelineLoad<Int, Plan>] = [
            .content(7, plan: .full), .perEntry(plan: .full) { _ in 7 }, .dated([(request, 7)], plan: .full),
            TimelineLoad(plan: .full, content: .content(7)),
        ]
        #expect(chosen.map(\.plan) == [.full, .full, .full, .full])
        #expect(chosen.map { $0.content.contents(at: hourly).map(\.content) } == Array(repeating: [7, 7, 7], count: 4))
    }

    @Test func eachFactoryKeepsItsFormOfContent() {
        let start = request
        let perEntry = TimelineLoad<Double, SinglePlan>.perEntry { $0.timeIntervalSince(start) / 3600 }
        #expect(perEntry.content.contents(at: hourly).map(\.content) == [0, 1, 2])
        #expect(perEntry.content.dynamicDates == nil)
        let dated = TimelineLoad<Int, SinglePlan>.dated([(hourly[1], 1), (hourly[0], 0)])
        #expect(dated.content.dynamicDates == [hourly[1], hourly[0]])
        #expect(dated.content.contents(at: hourly).map(\.content) == [0, 1, 1])
        let content = TimelineLoad<Int, SinglePlan>.content(5)
        #expect(content.content.contents(at: hourly).map(\.content) == [5, 5, 5])
        #expect(content.content.dynamicDates == nil)
    }

    /// A widget without plans evaluates the rule's default plan, by the name the rule gives it.
    @Test func theSinglePlanIsTheRulesDefaultPlan() {
        let load = TimelineLoad<Int, SinglePlan>(content: .content(1))
        #expect(load.plan.rawValue == TimelineRule.defaultPlanName)
        #expect(TimelineLoad<Int, Plan>.content(1).plan.rawValue == TimelineRule.defaultPlanName)
    }
}
