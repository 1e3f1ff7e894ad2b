import Foundation
import Testing
import WidgetSpecKit

/// Headless Chromium, found on PATH.
enum Browser {
    static let path: String? = {
        let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        for name in ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"] {
            for directory in directories where FileManager.default.isExecutableFile(atPath: "\(directory)/\(name)") {
                return "\(directory)/\(name)"
            }
        }
        return nil
    }()

    static var isCI: Bool { ProcessInfo.processInfo.environment["CI"] == "true" }

    /// Runs the browser headless on a file and returns its standard output. Each run gets its own profile
    /// directory, so parallel runs (other test processes) never find the profile locked.
    static func run(_ arguments: [String], page: URL) throws -> String {
        let profile = FileManager.default.temporaryDirectory
            .appendingPathComponent("widgetspec-chromium-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: profile) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path!)
        process.arguments =
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
                "--user-data-dir=\(profile.path)",
            ] + arguments + [page.absoluteString]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}

/// The HTML report as a real browser renders it: lanes and marks are in the DOM, with the JSON's counts.
/// Without Chromium the test is skipped locally and fails on CI (`CI=true`).
@Suite(.serialized) struct BrowserRenderingTests {
    @Test(
        .enabled(
            if: Browser.path != nil || Browser.isCI,
            "Chromium not found: install it with `apt-get install -y --no-install-recommends chromium` to run this test"
        ))
    func lanesAndMarksMatchTheJSON() throws {
        guard Browser.path != nil else {
            Issue.record("Chromium is not installed on CI; .ci/run must install it (apt-get install chromium)")
            return
        }
        let specs = try ReportTestSupport.load(ReportTestSupport.specFiles().map { "specs/\($0)" })
        try check(specs, name: "all-specs")
    }

    @Test(.enabled(if: Browser.path != nil, "Chromium not found: skipping the 20-widget page"))
    func twentyWidgetsStayLegible() throws {
        let policies: [ReloadPolicy] = [.atEnd, .after(.minutes(30)), .never, .after(.hours(2))]
        let range = SourceRange(file: "many.widgets.yaml", at: SourceLocation(line: 1, column: 1))
        let widgets = (0..<20).map { index in
            let name = "Widget\(index)"
            let rule = TimelineRule(
                plan: TimelinePlan(
                    entries: .every(.minutes(15 * (index % 4 + 1)), count: index % 5 + 1, start: .zero),
                    policy: policies[index % 4]))
            return WidgetDecl(
                name: Located(name, at: range), kind: Located("com.example.w\(index)", at: range),
                displayName: DisplayText(name, at: range), families: .shared([Located(.systemSmall, at: range)]),
                view: Located("V", at: range),
                timeline: TimelineDecl(rule: rule, entriesRange: range, policyRange: range))
        }
        let spec = Spec(
            file: "many.widgets.yaml", bundle: Located("Many", at: range),
            platforms: [PlatformVersion(platform: .iOS, version: OSVersion(17), range: range)], widgets: widgets)
        try check([spec], name: "twenty-widgets")
    }

    private func check(_ specs: [Spec], name: String) throws {
        let result = try ReportTestSupport.simulate(specs)
        // One directory per test process, so concurrent runs (other checkouts) do not share files.
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("widgetspec-browser-test-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let page = directory.appendingPathComponent("\(name).html")
        try Data(ReportFormat.html.renderer.render(result, context: ReportContext()).utf8).write(to: page)
        let json = try JSONSerialization.jsonObject(
            with: Data(ReportFormat.json.renderer.render(result, context: ReportContext()).utf8))
        let widgets = try #require((json as? [String: Any])?["widgets"] as? [[String: Any]])

        let dom = try Browser.run(["--dump-dom"], page: page)
        let lanes = dom.components(separatedBy: "<g class=\"lane widget\"").dropFirst()
        #expect(lanes.count == widgets.count, "one lane per widget")
        #expect(dom.contains("<table class=\"summary guaranteed\">"))
        #expect(dom.contains("<table class=\"summary budget\">"))
        #expect(dom.contains("<table class=\"assumptions\">"))
        #expect(dom.components(separatedBy: "<div class=\"legend\">").count == 2)
        for (lane, widget) in zip(lanes, widgets) {
            let laneName = widget["name"] as? String ?? ""
            // The lanes draw the budget view.
            let view = widget["budget"] as? [String: Any] ?? [:]
            #expect(lane.hasPrefix(" data-widget=\"\(laneName)\""))
            let reloads = (view["reloads"] as? [Any])?.count ?? -1
            let renders = (view["renders"] as? [Any])?.count ?? -1
            let end = (json as? [String: Any])?["end"] as? String ?? ""
            let dead = (view["deadEntries"] as? [[String: Any]])?.filter { ($0["date"] as? String ?? "") < end }.count
            let deferrals = (view["deferrals"] as? [Any])?.count ?? -1
            #expect(count("class=\"reload reason-", in: lane) == reloads, "reload marks of \(laneName)")
            #expect(count("class=\"span\"", in: lane) == renders, "entry spans of \(laneName)")
            #expect(count("class=\"dead\"", in: lane) == dead, "dead entries of \(laneName)")
            #expect(count("class=\"deferral\"", in: lane) == deferrals, "deferrals of \(laneName)")
        }
        #expect(count("<g class=\"lane activity\"", in: dom) == result.activities.count)

        let screenshot = directory.appendingPathComponent("\(name).png")
        try? FileManager.default.removeItem(at: screenshot)
        // A loaded machine can make Chromium give up on a first screenshot; try a few times.
        for _ in 0..<3 where !FileManager.default.fileExists(atPath: screenshot.path) {
            _ = try Browser.run(["--window-size=1280,1000", "--screenshot=\(screenshot.path)"], page: page)
        }
        let png = try Data(contentsOf: screenshot)
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]), "a PNG screenshot")
        #expect(png.count > 20_000, "the screenshot shows more than a blank page")
    }

    private func count(_ needle: String, in text: Substring) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    private func count(_ needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }
}
