import Foundation
import Testing
import WidgetSpecKit

/// Format details the golden files do not isolate: offsets, width, colour, the seeds' dead entries.
@Suite struct ReportFormatTests {
    let range = SourceRange(file: "t.widgets.yaml", at: SourceLocation(line: 1, column: 1))

    func result(policy: ReloadPolicy, zone: String = "America/New_York") throws -> SimulationResult {
        let rule = TimelineRule(plan: TimelinePlan(entries: .every(.hours(1), count: 4, start: .zero), policy: policy))
        let widget = WidgetDecl(
            name: Located("CharacterDetail", at: range), kind: Located("com.example.character", at: range),
            displayName: DisplayText("Character", at: range), families: .shared([Located(.systemSmall, at: range)]),
            view: Located("V", at: range), timeline: TimelineDecl(rule: rule, entriesRange: range, policyRange: range))
        let spec = Spec(
            file: "t.widgets.yaml", bundle: Located("GameWidgets", at: range),
            platforms: [PlatformVersion(platform: .iOS, version: OSVersion(17), range: range)], widgets: [widget])
        let options = try ReportSettings(timeZone: zone).resolved(for: [spec]).get()
        return TimelineSimulator.simulate([spec], options: options)
    }

    @Test func jsonListsDeadEntriesWithTheirRequest() throws {
        let json = ReportFormat.json.renderer.render(try result(policy: .after(.hours(2))), context: ReportContext())
        #expect(
            json.contains(#"{"date": "2026-01-05T12:00:00-05:00", "entry": 3, "request": "2026-01-05T09:00:00-05:00"}"#)
        )
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let widget = (object?["widgets"] as? [[String: Any]])?.first
        for view in ["guaranteed", "budget"] {
            let figures = widget?[view] as? [String: Any]
            #expect((figures?["deadEntries"] as? [Any])?.count == 12, "\(view)")
            #expect((figures?["summary"] as? [String: Any])?["deadEntries"] as? Int == 12, "\(view)")
        }
        #expect(object?["horizon"] as? Int == 86_400)
        #expect(
            Array(object?.keys.sorted() ?? []) == [
                "activities", "assumptions", "budget", "end", "events", "horizon", "jitterSeed", "plans", "start",
                "timezone", "widgets",
            ])
    }

    @Test func jsonCarriesTheAssumptionsAsData() throws {
        let json = ReportFormat.json.renderer.render(try result(policy: .atEnd), context: ReportContext())
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let budget = object?["budget"] as? [String: Any]
        #expect(budget?["reloadsPerDay"] as? Int == 70)
        #expect(budget?["model"] as? String == "typical")
        #expect(budget?["paceSeconds"] as? Int == 1235)
        let assumptions = try #require(object?["assumptions"] as? [[String: Any]])
        #expect(assumptions.compactMap { $0["name"] as? String } == ReportAssumption.all.map(\.name))
        let spacing = try #require(assumptions.first { $0["name"] as? String == "request-spacing" })
        let source = spacing["source"] as? [String: Any]
        #expect(source?["kind"] as? String == "assumption")
        #expect((source?["reason"] as? String)?.contains("third-party") == true)
        let earliest = try #require(assumptions.first { $0["name"] as? String == "earliest-request" })
        #expect((earliest["source"] as? [String: Any])?["ids"] as? [String] == ["S1", "S3", "S7"])
    }

    @Test func jsonTimesCarryTheZonesOffset() throws {
        let json = ReportFormat.json.renderer.render(
            try result(policy: .atEnd, zone: "Asia/Kolkata"), context: ReportContext())
        #expect(json.contains(#""start": "2026-01-05T09:00:00+05:30""#))
    }

    @Test func textHonoursWidthAndColour() throws {
        let simulated = try result(policy: .after(.hours(2)))
        let narrow = ReportFormat.text.renderer.render(simulated, context: ReportContext(width: 40, colored: false))
        #expect(narrow.split(separator: "\n").allSatisfy { $0.count <= 40 })
        #expect(!narrow.contains("\u{1B}["))
        let coloured = ReportFormat.text.renderer.render(simulated, context: ReportContext(width: 200, colored: true))
        #expect(coloured.contains("\u{1B}[31m"), "dead entries in red")
        let wide = ReportFormat.text.renderer.render(simulated, context: ReportContext(width: 200, colored: false))
        #expect(wide.contains("dead 12:00 #3"))
    }

    @Test func markdownSummaryTable() throws {
        let markdown = ReportFormat.markdown.renderer.render(
            try result(policy: .after(.hours(2))), context: ReportContext())
        #expect(markdown.contains("| `CharacterDetail` | after 2h | 12 | 24 | **12** | 1h |"))
        #expect(markdown.contains("| `CharacterDetail` | 12 | 24 | **12** | 0 | 1h | 12/70 |"))
        #expect(
            markdown.contains("| `request-spacing` | assumed | Two requests of one widget are at least 5 minutes"))
    }

    @Test func htmlIsSelfContained() throws {
        let html = ReportFormat.html.renderer.render(try result(policy: .atEnd), context: ReportContext())
        #expect(!html.contains("<script"))
        #expect(!html.contains("http://") || !html.contains("src=\"http"))
        #expect(html.contains("<style>"))
        #expect(html.contains("data-reloads=\"8\""))
    }
}
