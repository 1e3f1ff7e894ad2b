import Foundation

/// The code an app writes next to the generated file: one view per widget, a loader per widget with entry
/// data, and the Live Activity views. Uses the generator's naming conventions (docs/generated-code.md).
///
/// The test target type-checks it with a smaller set of the same generator (`BenchmarkSkeletonTests`, through a
/// symbolic link to this file), so it cannot fall behind the generated API unnoticed.
enum BenchmarkAppSkeleton {
    static func source(widgets: [WidgetShape], activities: [String]) -> String {
        var lines = ["import Foundation", "import SwiftUI", "import WidgetKit", ""]
        let launchers = widgets.filter { !$0.hasEntryFields }
        if !launchers.isEmpty {
            lines += ["struct LauncherView: View {", "    let date: Date"]
            lines += launchers.map { "    init(entry: \($0.name)Entry) { date = entry.date }" }
            lines += ["    var body: some View { Text(verbatim: \"\\(date)\") }", "}"]
        }
        for widget in widgets where widget.hasEntryFields {
            let name = widget.name
            lines += [
                "struct \(name)View: View {",
                "    let entry: \(name)Entry",
                "    var body: some View { Text(verbatim: \"\\(entry.date)\") }",
                "}",
                "struct \(name)Loader: \(name)Loading {",
            ]
            // A dynamic schedule's loader dates its contents; the others give one content for every entry.
            let content = ".placeholder(at: request.date)"
            let load = widget.isDynamic ? ".dated([(request.date, \(content))])" : ".content(\(content))"
            lines.append("    func load(_ request: \(name)Request) async throws -> \(name)Load { \(load) }")
            lines.append("}")
        }
        lines += ["#if canImport(ActivityKit)", "import ActivityKit"]
        for activity in activities {
            lines += [
                "struct \(activity)LockScreen: View {",
                "    let context: ActivityViewContext<\(activity)>",
                "    var body: some View { Text(verbatim: context.activityID) }",
                "}",
                "struct \(activity)Island: \(activity)DynamicIslandContent {",
                "    let context: ActivityViewContext<\(activity)>",
                "    var dynamicIsland: DynamicIsland {",
                "        DynamicIsland {",
                "            DynamicIslandExpandedRegion(.leading) { Text(\"Leading\") }",
                "        } compactLeading: {",
                "            Text(\"L\")",
                "        } compactTrailing: {",
                "            Text(\"T\")",
                "        } minimal: {",
                "            Text(\"M\")",
                "        }",
                "    }",
                "}",
            ]
        }
        lines.append("#endif")
        return lines.joined(separator: "\n") + "\n"
    }
}
