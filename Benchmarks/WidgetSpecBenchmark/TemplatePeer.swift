import Foundation
import WidgetSpecKit

/// The peer of the type-check benchmark: the widgets of a spec written by hand the way Xcode's widget extension
/// template writes one widget (File > New > Target > Widget Extension), once per widget: for a widget with an
/// intent, `AppIntentConfiguration` with a `WidgetConfigurationIntent` holding the spec's parameters and an
/// `AppIntentTimelineProvider` (`placeholder`, `snapshot`, `timeline` building five hourly entries); for one
/// without, `StaticConfiguration` with a completion-handler `TimelineProvider`. Each has its `TimelineEntry`
/// with the spec's entry fields, its entry view and its `Widget` with the spec's name, description and families.
/// The spec's enums and models are written once, as a developer would (an `AppEnum` for a parameter's enum).
///
/// What the template has no counterpart for is left out on purpose: schedules, policies, reload events, URLs,
/// caches, Live Activities and the app's side. The peer is the least a developer would type for the same
/// widgets, so the ratio is an upper bound of what the generated code's extra work costs per widget.
///
/// The test target type-checks this file's output for a small set (`BenchmarkSkeletonTests`, through a symbolic
/// link), so it stays valid against the stubs.
enum TemplatePeer {
    static func source(spec: Spec) -> String {
        let parameterEnums = Set(
            spec.widgets.flatMap { $0.intent?.parameters ?? [] }.compactMap { parameter -> String? in
                if case .enumeration(let name) = parameter.type.value { return name }
                return nil
            })
        let firstCases = Dictionary(
            spec.enums.map { ($0.name.value, $0.cases.first?.name.value ?? "") },
            uniquingKeysWith: { first, _ in first })
        var lines = ["import AppIntents", "import Foundation", "import SwiftUI", "import WidgetKit", ""]
        for declaration in spec.enums {
            lines += enumLines(declaration, isAppEnum: parameterEnums.contains(declaration.name.value))
        }
        for model in spec.models {
            lines.append("struct \(model.name.value): Hashable {")
            lines += model.fields.map {
                "    var \($0.name.value): \(swiftType($0.type.value)) = \(value($0.type.value, firstCases))"
            }
            lines += ["}", ""]
        }
        for widget in spec.widgets {
            lines += widgetLines(widget, firstCases)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func enumLines(_ declaration: EnumDecl, isAppEnum: Bool) -> [String] {
        let name = declaration.name.value
        guard isAppEnum else {
            return ["enum \(name): String, Hashable {"] + declaration.cases.map { "    case \($0.name.value)" } + [
                "}", "",
            ]
        }
        var lines = ["enum \(name): String, AppEnum {"]
        lines += declaration.cases.map { "    case \($0.name.value)" }
        lines += [
            "",
            "    static var typeDisplayRepresentation: TypeDisplayRepresentation { \(literal(declaration.title.value)) }",
            "    static var caseDisplayRepresentations: [\(name): DisplayRepresentation] {",
            "        [",
        ]
        lines += declaration.cases.map { "            .\($0.name.value): \(literal($0.title.value))," }
        lines += ["        ]", "    }", "}", ""]
        return lines
    }

    private static func widgetLines(_ widget: WidgetDecl, _ firstCases: [String: String]) -> [String] {
        let name = widget.name.value
        let intent = widget.intent.map { _ in "\(name)ConfigurationIntent" }
        var lines: [String] = []
        if let intent, let declaration = widget.intent {
            lines += [
                "struct \(intent): WidgetConfigurationIntent {",
                "    static var title: LocalizedStringResource { \(literal(declaration.title.value)) }",
            ]
            if let description = declaration.description {
                lines.append("    static var description: IntentDescription { \(literal(description.value)) }")
            }
            for parameter in declaration.parameters {
                let defaultValue = parameter.defaultValue.map { ", default: \(value($0.value))" } ?? ""
                let type = swiftType(parameter.type.value)
                lines += [
                    "",
                    "    @Parameter(title: \(literal(parameter.title.value))\(defaultValue))",
                    "    var \(parameter.name.value): \(parameter.defaultValue == nil ? type + "?" : type)",
                ]
            }
            lines += ["}", ""]
        }
        // The entry: the date, the configuration and the spec's fields.
        lines += ["struct \(name)Entry: TimelineEntry {", "    let date: Date"]
        if let intent { lines.append("    let configuration: \(intent)") }
        lines += widget.entry.map {
            "    var \($0.name.value): \(swiftType($0.type.value)) = \(value($0.type.value, firstCases))"
        }
        lines += ["}", ""]
        let configuration = intent.map { "configuration: \($0)()" }
        let entryArguments = { (date: String, configuration: String?) -> String in
            "\(name)Entry(date: \(date)\(configuration.map { ", configuration: \($0)" } ?? ""))"
        }
        if let intent {
            lines += [
                "struct \(name)Provider: AppIntentTimelineProvider {",
                "    func placeholder(in context: Context) -> \(name)Entry {",
                "        \(entryArguments("Date()", "\(intent)()"))",
                "    }",
                "",
                "    func snapshot(for configuration: \(intent), in context: Context) async -> \(name)Entry {",
                "        \(entryArguments("Date()", "configuration"))",
                "    }",
                "",
                "    func timeline(for configuration: \(intent), in context: Context) async -> Timeline<\(name)Entry> {",
                "        var entries: [\(name)Entry] = []",
                "        let currentDate = Date()",
                "        for hourOffset in 0..<5 {",
                "            let entryDate = Calendar.current.date(byAdding: .hour, value: hourOffset, to: currentDate)!",
                "            let entry = \(entryArguments("entryDate", "configuration"))",
                "            entries.append(entry)",
                "        }",
                "        return Timeline(entries: entries, policy: .atEnd)",
                "    }",
                "}",
                "",
            ]
        } else {
            lines += [
                "struct \(name)Provider: TimelineProvider {",
                "    func placeholder(in context: Context) -> \(name)Entry {",
                "        \(entryArguments("Date()", configuration))",
                "    }",
                "",
                "    func getSnapshot(in context: Context, completion: @escaping @Sendable (\(name)Entry) -> Void) {",
                "        let entry = \(entryArguments("Date()", nil))",
                "        completion(entry)",
                "    }",
                "",
                "    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<\(name)Entry>) -> Void) {",
                "        var entries: [\(name)Entry] = []",
                "        let currentDate = Date()",
                "        for hourOffset in 0..<5 {",
                "            let entryDate = Calendar.current.date(byAdding: .hour, value: hourOffset, to: currentDate)!",
                "            let entry = \(entryArguments("entryDate", nil))",
                "            entries.append(entry)",
                "        }",
                "        let timeline = Timeline(entries: entries, policy: .atEnd)",
                "        completion(timeline)",
                "    }",
                "}",
                "",
            ]
        }
        lines += [
            "struct \(name)EntryView: View {",
            "    var entry: \(name)Provider.Entry",
            "",
            "    var body: some View {",
            "        VStack {",
            "            Text(\"Time:\")",
            // The template's `.time`; the stubs declare `.relative` and `.timer` of the same type.
            "            Text(entry.date, style: .relative)",
            "        }",
            "    }",
            "}",
            "",
            "struct \(name): Widget {",
            "    let kind: String = \(literal(widget.kind.value))",
            "",
            "    var body: some WidgetConfiguration {",
        ]
        if let intent {
            lines.append(
                "        AppIntentConfiguration(kind: kind, intent: \(intent).self, provider: \(name)Provider()) { entry in"
            )
        } else {
            lines.append("        StaticConfiguration(kind: kind, provider: \(name)Provider()) { entry in")
        }
        let offered: [Located<WidgetFamily>] =
            switch widget.families {
            case .shared(let families): families
            case .perPlatform(let lists): lists.first?.families ?? []
            }
        let families = offered.map { ".\($0.value.rawValue)" }
        lines += [
            "            \(name)EntryView(entry: entry)",
            "                .containerBackground(.fill.tertiary, for: .widget)",
            "        }",
            "        .configurationDisplayName(\(literal(widget.displayName.value)))",
        ]
        if let description = widget.description {
            lines.append("        .description(\(literal(description.value)))")
        }
        lines += ["        .supportedFamilies([\(families.joined(separator: ", "))])", "    }", "}", ""]
        return lines
    }

    private static func swiftType(_ type: TypeRef) -> String {
        type.description
    }

    /// A plain value of `type`, as a developer writes a placeholder.
    private static func value(_ type: TypeRef, _ firstCases: [String: String]) -> String {
        switch type {
        case .string: "\"\""
        case .int: "0"
        case .double, .decimal: "0"
        case .bool: "false"
        case .date: "Date()"
        case .url: "URL(string: \"https://example.com\")!"
        case .array: "[]"
        case .dictionary: "[:]"
        case .optional: "nil"
        case .closedRange(let bound): "\(value(bound, firstCases))...\(value(bound, firstCases))"
        case .enumeration(let name): "\(name).\(firstCases[name] ?? "")"
        case .model(let name): "\(name)()"
        }
    }

    private static func value(_ value: Value) -> String {
        switch value {
        case .string(let text): literal(text)
        case .int(let number): String(number)
        case .double(let number): String(number)
        case .bool(let flag): String(flag)
        case .enumCase(let name): ".\(name)"
        default: "nil"
        }
    }

    private static func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
