import Foundation

@testable import WidgetSpecKit

/// The code an app writes next to a generated file: its views, its loaders, its Dynamic Islands. Used to
/// type-check the glue (which names these types) and to run the Foundation-only part.
enum AppSkeleton {
    /// Views, loaders and Live Activity views, as an app would write them, for type-checking with the stubs.
    /// Framework types are spelled with their module, as docs/generated-code.md says an app must when a spec
    /// names its own types `Text`, `View` or `Date`.
    static func appSource(for spec: Spec) -> String {
        var lines = ["import Foundation", "import SwiftUI", "import WidgetKit", ""]
        // Widgets may share a view: one initializer per entry type.
        let views = Dictionary(grouping: spec.widgets, by: \.view.value)
        for view in views.keys.sorted() {
            lines += ["struct \(view): SwiftUI.View {", "    let date: Foundation.Date"]
            for widget in views[view] ?? [] {
                lines.append("    init(entry: \(WidgetNames(widget: widget).entry)) { date = entry.date }")
            }
            lines += ["    var body: some SwiftUI.View { SwiftUI.Text(verbatim: \"\\(date)\") }", "}"]
        }
        for widget in spec.widgets {
            let names = WidgetNames(widget: widget)
            if names.hasLoader {
                lines +=
                    ["struct \(names.loader): \(names.loading) {"] + loaderMembers(names, dates: "[requestDate]") + [
                        "}"
                    ]
            }
        }
        let activities = spec.platforms.contains { $0.platform == .iOS } ? spec.activities : []
        if !activities.isEmpty {
            lines += ["#if " + GenerationContext.activityCondition, "import ActivityKit"]
            for activity in activities {
                let name = activity.name.value
                lines += [
                    "struct \(activity.lockScreenView.value): SwiftUI.View {",
                    "    let context: WidgetKit.ActivityViewContext<\(name)>",
                    "    var body: some SwiftUI.View { SwiftUI.Text(verbatim: context.activityID) }",
                    "}",
                    "struct \(activity.dynamicIsland.value): \(name)DynamicIslandContent {",
                    "    let context: WidgetKit.ActivityViewContext<\(name)>",
                    "    var dynamicIsland: WidgetKit.DynamicIsland {",
                    "        WidgetKit.DynamicIsland {",
                    "            WidgetKit.DynamicIslandExpandedRegion(.leading) { SwiftUI.Text(\"Leading\") }",
                    "        } compactLeading: {",
                    "            SwiftUI.Text(\"L\")",
                    "        } compactTrailing: {",
                    "            SwiftUI.Text(\"T\")",
                    "        } minimal: {",
                    "            SwiftUI.Text(\"M\")",
                    "        }",
                    "    }",
                    "}",
                ]
            }
            lines.append("#endif")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func loaderMembers(_ names: WidgetNames, dates: String, throwing: Bool = false) -> [String] {
        let parameter = names.isConfigurable ? "for configuration: \(names.configuration)" : ""
        let body =
            throwing ? "throw Swift.CancellationError()" : ".placeholder(at: Foundation.Date(timeIntervalSince1970: 0))"
        var lines = ["    func content(\(parameter)) async throws -> \(names.content) { \(body) }"]
        if names.isDynamic {
            lines.append(
                "    func entryDates(for content: \(names.content), requestedAt requestDate: Foundation.Date) -> [Foundation.Date] { \(dates) }"
            )
        }
        return lines
    }

    /// Fixed request dates (around daylight-saving changes and a day's end) plus the first request times the
    /// timeline simulator predicts for the spec, so the run covers the moments WidgetKit would really ask.
    static func requestDates(for spec: Spec) -> [Date] {
        let options = SimulationOptions(
            start: fixedRequestDates[0], timeZone: TimeZone(identifier: "America/New_York")!)
        let simulated = TimelineSimulator.simulate([spec], options: options).widgets.flatMap { $0.reloads.map(\.at) }
        return fixedRequestDates + Array(Set(simulated).subtracting(fixedRequestDates).sorted().prefix(8))
    }

    /// The request dates, time zones and seed the run test uses.
    static let fixedRequestDates: [Date] = [
        "2026-01-05T09:00:00Z", "2026-03-08T06:59:30Z", "2026-03-29T00:45:00Z", "2026-06-15T23:59:59Z",
        "2026-11-01T05:30:00Z",
    ].map { ISO8601DateFormatter().date(from: $0)! }
    static let timeZones = ["UTC", "America/New_York", "Europe/Berlin", "Asia/Kolkata", "Australia/Lord_Howe"]
    static let jitterSeed: UInt64 = 0x5EED

    /// The dates a dynamic test loader supplies, as Swift source and as values.
    static let dynamicDatesSource = "[requestDate.addingTimeInterval(7200), requestDate.addingTimeInterval(600)]"
    static func dynamicDates(_ request: Date) -> [Date] {
        [request.addingTimeInterval(7200), request.addingTimeInterval(600)]
    }

    /// A `main` that prints every widget's timeline for every request date, time zone and outcome.
    static func runnerSource(for spec: Spec) -> String {
        var lines = ["import Foundation", ""]
        var calls: [String] = []
        for widget in spec.widgets {
            let names = WidgetNames(widget: widget)
            var arguments = ["requestedAt: request"]
            if names.isConfigurable { arguments.append("configuration: .defaults") }
            var failing = arguments
            if names.hasLoader {
                lines +=
                    ["struct Run\(names.loader): \(names.loading) {"]
                    + loaderMembers(names, dates: dynamicDatesSource) + ["}"]
                lines +=
                    ["struct Failing\(names.loader): \(names.loading) {"]
                    + loaderMembers(names, dates: dynamicDatesSource, throwing: true) + ["}"]
                arguments.append("loader: Run\(names.loader)()")
                failing.append("loader: Failing\(names.loader)()")
            }
            let tail = ["in: zone", "jitterSeed: \(jitterSeed)"]
            let call = names.hasLoader ? "await " : ""
            func printCall(_ outcome: String, _ arguments: [String]) -> String {
                "do { let timeline = \(call)\(names.info).timeline(\((arguments + tail).joined(separator: ", "))); "
                    + "print(AppOutput.line(\"\(widget.name.value)\", zone, request, \"\(outcome)\", "
                    + "timeline.entries.map(\\.date), timeline.nextRequestDate)) }"
            }
            calls.append(printCall("success", arguments))
            if names.hasLoader { calls.append(printCall("failure", failing)) }
        }
        lines += [
            "@main",
            "enum Runner {",
            "    static func main() async {",
            "        for zoneName in \(timeZones) {",
            "            let zone = TimeZone(identifier: zoneName)!",
            "            for request in \(requestDates(for: spec).map(\.timeIntervalSinceReferenceDate)).map(Date.init(timeIntervalSinceReferenceDate:)) {",
        ]
        lines += calls.map { "                " + $0 }
        lines += ["            }", "        }"]
        // The embedded rule literal, as JSON, so the test can compare it with the IR's rule.
        lines.append("        let encoder = JSONEncoder()")
        lines.append("        encoder.outputFormatting = [.sortedKeys]")
        for widget in spec.widgets {
            lines.append(
                "        print(\"rule \(widget.name.value) \" + String(decoding: try! encoder.encode("
                    + "\(WidgetNames(widget: widget).info).timelineRule), as: UTF8.self))")
        }
        lines += ["    }", "}", "", outputSource]
        return lines.joined(separator: "\n") + "\n"
    }

    /// The line format, shared by the runner (as source) and the test (as a function).
    static let outputSource = """
        enum AppOutput {
            static func line(_ name: String, _ zone: TimeZone, _ request: Date, _ outcome: String, _ dates: [Date], _ next: Date?) -> String {
                let entries = dates.map { String($0.timeIntervalSinceReferenceDate) }.joined(separator: ",")
                let nextText = next.map { String($0.timeIntervalSinceReferenceDate) } ?? "never"
                return "\\(name) \\(zone.identifier) \\(request.timeIntervalSinceReferenceDate) \\(outcome): [\\(entries)] -> \\(nextText)"
            }
        }
        """

    static func ruleLine(_ widget: WidgetDecl) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = String(decoding: (try? encoder.encode(widget.timeline.rule)) ?? Data(), as: UTF8.self)
        return "rule \(widget.name.value) " + json
    }

    static func expectedLine(
        _ name: String, _ zone: TimeZone, _ request: Date, _ outcome: String, _ dates: [Date], _ next: Date?
    ) -> String {
        let entries = dates.map { String($0.timeIntervalSinceReferenceDate) }.joined(separator: ",")
        let nextText = next.map { String($0.timeIntervalSinceReferenceDate) } ?? "never"
        return
            "\(name) \(zone.identifier) \(request.timeIntervalSinceReferenceDate) \(outcome): [\(entries)] -> \(nextText)"
    }
}
