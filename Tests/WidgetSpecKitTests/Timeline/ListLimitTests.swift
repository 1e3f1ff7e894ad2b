import Foundation
import Testing
import WidgetSpecKit

/// The report's list limit: lists stop at a request once a view has used its share, the figures stay whole.
@Suite struct ListLimitTests {
    /// A request every 45 minutes (atEnd after four entries 15 minutes apart), three or four renders each.
    static func widget(_ name: String = "W") -> WidgetDecl {
        Fixture.widget(name, entries: .every(.minutes(15), count: 4, start: .zero), policy: .atEnd)
    }

    static func options(listLimit: Int) -> SimulationOptions {
        var options = Fixture.options()
        options.listLimit = listLimit
        return options
    }

    @Test func listsStopAtARequestAndTheFiguresCountTheWholeHorizon() throws {
        let full = Fixture.simulate(Self.widget()).budget
        // One widget: each of its two views may list 20 items.
        let cut = Fixture.simulate(Self.widget(), options: Self.options(listLimit: 40)).budget
        #expect(full.listedUntil == nil)
        #expect(cut.summary == full.summary)
        let listed = cut.reloads.count
        #expect(listed > 1 && listed < full.reloads.count)
        #expect(cut.reloads == Array(full.reloads.prefix(listed)))
        let until = try #require(cut.listedUntil)
        #expect(until == full.reloads[listed].at)
        #expect(cut.renders == full.renders.filter { $0.at < until })
        // It stopped once it had used its share: plus at most the last request's reload and four renders.
        let items = cut.reloads.count + cut.renders.count
        #expect(items >= 20 && items <= 20 + 5)
    }

    @Test func theWidgetsShareTheLimit() {
        let spec = Fixture.spec(widgets: (1...4).map { Self.widget("W\($0)") })
        let result = TimelineSimulator.simulate([spec], options: Self.options(listLimit: 80))
        for widget in result.widgets {
            let view = widget.budget
            #expect(view.listedUntil != nil, "\(widget.name)")
            // 80 items over 4 widgets' 2 views: 10 each, plus at most one request's reload and renders.
            #expect(view.reloads.count + view.renders.count < 10 + 5, "\(widget.name)")
            #expect(view.summary.reloads == result.widgets[0].budget.summary.reloads, "\(widget.name)")
        }
    }

    @Test func everyFormatSaysWhereItsListsStop() throws {
        let spec = Fixture.spec(widgets: [Self.widget()])
        let result = TimelineSimulator.simulate([spec], options: Self.options(listLimit: 40))
        let until = try #require(result.widgets[0].budget.listedUntil)
        let unlisted = result.widgets[0].budget.summary.reloads - result.widgets[0].budget.reloads.count
        let note = "more requests counted, not listed (a report lists at most 40 items)"
        for format in [ReportFormat.text, .markdown, .html] {
            let text = format.renderer.render(result, context: ReportContext(width: 400))
            #expect(text.contains("\(unlisted) \(note)"), "\(format)")
        }
        let html = ReportFormat.html.renderer.render(result, context: ReportContext())
        #expect(html.contains("class=\"unlisted\""))
        let json = ReportFormat.json.renderer.render(result, context: ReportContext())
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let view = (object?["widgets"] as? [[String: Any]])?.first?["budget"] as? [String: Any]
        #expect(
            view?["listedUntil"] as? String
                == ISO8601DateFormatter.string(
                    from: until, timeZone: Fixture.newYork, formatOptions: [.withInternetDateTime]))
        #expect((view?["summary"] as? [String: Any])?["reloads"] as? Int == result.widgets[0].budget.summary.reloads)
    }
}
