import Foundation
import Testing
import WidgetSpecKit

/// The seed's four scenarios as report goldens: Apple's health widget [S3] healing hourly, full then never,
/// a dragon then `after: 2h`, and the stock widget's Friday close. Re-record with
/// `WIDGETSPEC_RECORD=1 swift test --filter SeedScenarioGoldenTests`.
@Suite struct SeedScenarioGoldenTests {
    struct Scenario: Sendable, CustomStringConvertible {
        var name: String
        var spec: String
        var settings: ReportSettings
        var description: String { name }
    }

    static let health = "specs/health.widgets.yaml"

    static let scenarios = [
        // No switch and no event: the default plan all day, a request every 3 hours.
        Scenario(name: "health-healing", spec: health, settings: ReportSettings(events: [], plans: [])),
        // The 3-hour request finds health full: one entry and `never`, so nothing asks again.
        Scenario(
            name: "health-full", spec: health,
            settings: ReportSettings(events: [], plans: [PlanSwitch(name: "full", offset: .hours(3))])),
        // The app reloads the widget when the dragon attacks; while it lasts, a request every 2 hours.
        Scenario(
            name: "health-dragon", spec: health,
            settings: ReportSettings(
                events: [ScheduledEvent(name: "dragonAttacked", offset: .hours(1))],
                plans: [PlanSwitch(name: "dragon", offset: .hours(1))])),
        // Friday 16:00: four entries after the close, then nothing until Monday's 09:30 request.
        Scenario(name: "stocks-friday-close", spec: "specs/stocks.widgets.yaml", settings: ReportSettings()),
    ]

    static let cases: [(Scenario, ReportFormat)] = scenarios.flatMap { scenario in
        [ReportFormat.text, .json].map { (scenario, $0) }
    }

    @Test(arguments: cases)
    func matchesGolden(scenario: Scenario, format: ReportFormat) throws {
        let result = try ReportTestSupport.simulate(
            try ReportTestSupport.load([scenario.spec]), settings: scenario.settings)
        let rendered = format.renderer.render(result, context: ReportContext(width: 120, colored: false))
        let golden = ReportTestSupport.goldenDirectory.appendingPathComponent("scenarios")
            .appendingPathComponent("\(scenario.name).\(format.renderer.fileExtension)")
        GoldenFile.check(rendered, against: golden)
    }

    @Test func theStoriesHold() throws {
        func requests(_ scenario: Int) throws -> [(Double, String)] {
            let item = Self.scenarios[scenario]
            let result = try ReportTestSupport.simulate(
                try ReportTestSupport.load([item.spec]), settings: item.settings)
            let widget = try #require(result.widgets.first)
            return widget.budget.reloads.map { ($0.at.timeIntervalSince(result.options.start) / 3600, $0.plan) }
        }
        #expect(try requests(0).map(\.0) == [0, 3, 6, 9, 12, 15, 18, 21])
        #expect(try requests(1).map(\.0) == [0, 3])
        #expect(try requests(1).map(\.1) == ["default", "full"])
        #expect(try requests(2).map(\.0) == [0, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23])
        #expect(try requests(2).dropFirst().allSatisfy { $0.1 == "dragon" })
        #expect(try requests(3).map(\.0) == [0, 65.5])
    }
}
