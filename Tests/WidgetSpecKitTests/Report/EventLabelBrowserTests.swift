import Foundation
import Testing
import WidgetSpecKit

/// The names of close app events in the HTML report's chart never overlap, as Chromium lays them out: every
/// name's box (`getBoundingClientRect`) is measured and compared with every other's.
/// Without Chromium the test is skipped locally and fails on CI (`CI=true`), as `BrowserRenderingTests`.
@Suite(.serialized) struct EventLabelBrowserTests {
    /// A widget and 24 events with names narrow and wide, fired minutes apart, and some at the very end.
    static func spec(events: [String]) -> String {
        """
        spec: 1
        bundle: Busy
        platforms: { iOS: "17.0" }
        widgets:
          Clock: { kind: com.example.clock, displayName: Clock, families: [systemSmall] }
        events:
        \(events.map { "  \($0): { reloads: [Clock] }" }.joined(separator: "\n"))

        """
    }

    static let names = [
        "logout", "wWWWWWMMMM", "i", "cardDeleted", "mmmmmmmmmmmm", "syncFinished", "a", "purchaseCompleted",
        "weatherAlertIssuedForTheWholeRegion", "x", "iiiiiiiiiiii", "mMMMMM", "settingsChanged", "dataReady",
        "w", "l", "reallyQuiteALongEventNameIndeed", "ok", "tick", "tock", "wwwwww", "end", "last", "zzz",
    ]

    @Test(
        .enabled(
            if: Browser.path != nil || Browser.isCI,
            "Chromium not found: install it with `apt-get install -y --no-install-recommends chromium` to run this test"
        ))
    func eventNamesNeverOverlapInChromium() throws {
        guard Browser.path != nil else {
            Issue.record("Chromium is not installed on CI; .ci/run must install it (apt-get install chromium)")
            return
        }
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("widgetspec-labels-test-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let specURL = directory.appendingPathComponent("busy.widgets.yaml")
        try Data(Self.spec(events: Self.names).utf8).write(to: specURL)
        let set = SpecLoader.load(paths: [specURL.path])
        #expect(!set.diagnostics.hasErrors, "\(set.diagnostics.map(\.message))")
        // 35 to 45 minutes apart over a day (a pixel is about 1.5 minutes: names are far longer than the gaps),
        // then the last ones at the very end, where names must go left of their marks.
        var events = Self.names.enumerated().map { index, name in
            ScheduledEvent(name: name, offset: .minutes(20 + index * 40 + (index % 3 - 1) * 5))
        }
        for (index, name) in ["end", "last", "zzz"].enumerated() {
            events.append(ScheduledEvent(name: name, offset: .minutes(24 * 60 - 1 - index)))
        }
        let options = try ReportSettings(events: events).resolved(for: set.specs).get()
        let result = TimelineSimulator.simulate(set.specs, options: options)
        let html = ReportFormat.html.renderer.render(result, context: ReportContext())
        #expect(html == ReportFormat.html.renderer.render(result, context: ReportContext()), "the same page each time")

        let labels = html.components(separatedBy: "<g class=\"event-mark\">").dropFirst()
            .filter { $0.prefix { $0 != "\n" }.contains("<text ") }.count
        #expect(labels >= 12, "most names are written (\(labels) of \(events.count))")
        let measure = """
            <script>
            const svg = document.querySelector('figure svg').getBoundingClientRect();
            const boxes = [...document.querySelectorAll('g.events g.event-mark text')].map(text => {
              const box = text.getBoundingClientRect();
              return {name: text.textContent, left: box.left, right: box.right, top: box.top, bottom: box.bottom};
            });
            const overlaps = [];
            for (let i = 0; i < boxes.length; i++) {
              for (let j = i + 1; j < boxes.length; j++) {
                const a = boxes[i], b = boxes[j];
                if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom) {
                  overlaps.push(a.name + '/' + b.name);
                }
              }
            }
            const outside = boxes.filter(b => b.left < svg.left || b.right > svg.right).map(b => b.name);
            const empty = boxes.filter(b => b.right - b.left <= 0).map(b => b.name);
            document.body.setAttribute('data-labels', String(boxes.length));
            document.body.setAttribute('data-overlaps', overlaps.join(' '));
            document.body.setAttribute('data-outside', outside.join(' '));
            document.body.setAttribute('data-empty', empty.join(' '));
            </script>
            """
        let page = directory.appendingPathComponent("labels.html")
        try Data(html.replacingOccurrences(of: "</body>", with: measure + "</body>").utf8).write(to: page)
        let dom = try Browser.run(["--window-size=1280,1000", "--dump-dom"], page: page)
        #expect(attribute("data-labels", in: dom) == "\(labels)", "every name was measured")
        #expect(attribute("data-overlaps", in: dom) == "", "names that overlap")
        #expect(attribute("data-outside", in: dom) == "", "names past the chart's edges")
        #expect(attribute("data-empty", in: dom) == "", "names without a box")
    }

    private func attribute(_ name: String, in dom: String) -> String? {
        guard let start = dom.range(of: "\(name)=\"") else { return nil }
        return String(dom[start.upperBound...].prefix { $0 != "\"" })
    }
}
