import Foundation

@testable import WidgetSpecKit

/// The code an app writes next to the generated parts: in the widget extension its views, loaders and Dynamic
/// Islands; in the app target its calls of kinds, reloads and Live Activity helpers. Used to type-check the glue
/// (which names these types) and to run the Foundation-only code.
enum AppSkeleton {
    /// Views, loaders and Live Activity views, as a widget extension would write them, for type-checking with
    /// the stubs. Framework types are spelled with their module, as docs/generated-code.md says an app must when
    /// a spec names its own types `Text`, `View` or `Date`.
    /// `includingShared` adds the app's types the shared part names (`sharedSource`), for an extension that
    /// compiles the shared part in its own module.
    static func extensionSource(for spec: Spec, includingShared: Bool = true) -> String {
        var lines = ["import Foundation", "import SwiftUI", "import WidgetKit"]
        // Views that run actions construct their intents with `Button(intent:)`, from the SwiftUI and App Intents
        // cross-import overlay.
        if !spec.actions.isEmpty { lines.append("import AppIntents") }
        lines.append("")
        // Widgets may share a view: one initializer per entry type, one background protocol per widget.
        let views = Dictionary(grouping: spec.widgets, by: \.view.value)
        for view in views.keys.sorted() {
            let widgets = views[view] ?? []
            let backgrounds = widgets.filter { $0.background.style == .view }.map {
                WidgetNames(widget: $0).backgroundProviding
            }
            lines += ["struct \(view): " + (["SwiftUI.View"] + backgrounds).joined(separator: ", ") + " {"]
            lines.append("    let date: Foundation.Date")
            for widget in widgets {
                lines.append("    init(entry: \(WidgetNames(widget: widget).entry)) { date = entry.date }")
            }
            lines.append("    var body: some SwiftUI.View { SwiftUI.Text(verbatim: \"\\(date)\") }")
            let actions = Set(widgets.flatMap { $0.actions.map(\.value) }).sorted().compactMap(spec.action(named:))
            for (index, action) in actions.enumerated() {
                lines.append("    var action\(index): some SwiftUI.View { \(actionView(action, in: spec)) }")
            }
            if !backgrounds.isEmpty {
                lines.append("    var widgetBackground: some SwiftUI.View { SwiftUI.Color.blue }")
            }
            lines.append("}")
        }
        for widget in spec.widgets {
            let names = WidgetNames(widget: widget)
            guard names.hasLoader else { continue }
            // The request's family and preview flag, the content forms and, with plans, the last plan.
            let plan = widget.timeline.plans.last.map { "." + SwiftLiteral.identifier($0.name.value) }
            lines += [
                "struct \(names.loader): \(names.loading) {",
                "    func load(_ request: \(names.request)) async throws -> \(names.load) {",
                "        if request.isPreview || request.family == .systemLarge {",
                "            return .content(\(names.content).placeholder(at: request.date))",
                "        }",
                "        return " + loadResult(names, dates: "[request.date]", plan: plan),
                "    }",
                "}",
            ]
        }
        lines += spec.actions.filter { !$0.runsInApp }.map(handlerSource)
        for control in spec.controls where control.isToggle {
            let names = ControlNames(control: control)
            let parameters = names.isConfigurable ? "_ configuration: \(names.configuration)" : ""
            // A status toggle's loader returns the enum's last case (`value:`), a Bool toggle's `false`.
            let status = control.value.flatMap { spec.enumDecl(named: $0.type.value) }
            let result =
                status.map { "\($0.name.value) { .\(SwiftLiteral.identifier($0.cases.last!.name.value)) }" }
                ?? "Swift.Bool { false }"
            lines.append(
                "struct \(names.valueLoader): \(names.valueLoading) { func currentValue(\(parameters)) async throws "
                    + "-> \(result) }")
        }
        lines += spec.controls.flatMap { optionsLoaders($0.intent) }
        lines += runtimeFamilySource(for: spec)
        if includingShared { lines.append(sharedSource(for: spec)) }
        let activities = SwiftGenerator.generatesActivities(spec) ? spec.activities : []
        if !activities.isEmpty {
            lines += ["#if " + GenerationContext.activityCondition.description, "import ActivityKit"]
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

    /// What the module that compiles the shared part writes for it: the entities' finders and the handlers of
    /// the actions the system runs in the app.
    static func sharedSource(for spec: Spec) -> String {
        var lines: [String] = []
        for entity in spec.entities {
            let names = EntityNames(entity: entity)
            lines += [
                "struct \(names.finder): \(names.finding) {",
                "    func suggestedEntities() async throws -> [\(names.type)] { [] }",
                "    func entities(for identifiers: [Swift.String]) async throws -> [\(names.type)] { [] }",
                "    func defaultResult() async -> \(names.type)? { nil }",
            ]
            if entity.search {
                lines.append("    func entities(matching text: Swift.String) async throws -> [\(names.type)] { [] }")
            }
            lines.append("}")
        }
        lines += spec.actions.filter(\.runsInApp).map(handlerSource)
        lines += spec.widgets.flatMap { optionsLoaders($0.intent) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The loaders of the parameters of `intent` with `options:`, listing no values.
    static func optionsLoaders(_ intent: IntentDecl?) -> [String] {
        (intent?.parameters ?? []).compactMap { parameter in
            guard let options = parameter.options else { return nil }
            var element = parameter.type.value.unwrapped
            if case .array(let item) = element { element = item.unwrapped }
            return "struct \(options.loader): \(options.loading) { func options() async throws -> "
                + "[\(element.qualifiedSpelling)] { [] } }"
        }
    }

    /// A handler that does nothing with the action's values.
    private static func handlerSource(_ action: ActionDecl) -> String {
        let names = ActionNames(action: action)
        let value = action.isToggle ? ["value: Swift.Bool"] : []
        let parameters =
            value
            + action.parameters.map {
                "\(SwiftLiteral.identifier($0.name.value)): \($0.type.value.qualifiedSpelling)"
            }
        return "struct \(names.handler): \(names.handling) { func perform(\(parameters.joined(separator: ", "))) "
            + "async throws {} }"
    }

    /// A view running `action`: `Button(intent:)`, or `Toggle(isOn:intent:)` for a toggle action, with the typed
    /// constructor given every value (the obvious placeholder of each type).
    private static func actionView(_ action: ActionDecl, in spec: Spec) -> String {
        let values = ValueExpression(spec: spec, dateBase: ValueExpression.now)
        var arguments = action.isToggle ? ["value: true"] : []
        arguments += action.parameters.map {
            "\(SwiftLiteral.argumentLabel($0.name.value)): \(values.obviousPlaceholder(for: $0.type.value))"
        }
        let intent = "\(ActionNames(action: action).intent)(\(arguments.joined(separator: ", ")))"
        let label = "{ SwiftUI.Text(verbatim: \"run\") }"
        return action.isToggle
            ? "SwiftUI.Toggle(isOn: false, intent: \(intent)) \(label)" : "SwiftUI.Button(intent: \(intent)) \(label)"
    }

    /// What an app target writes with the shared part alone: it names the kinds and the entries, sends the
    /// spec's events and starts, updates and ends its Live Activities through the generated helpers.
    /// `includingShared` adds `sharedSource`, when the app compiles the shared part itself.
    static func appSource(for spec: Spec, includingShared: Bool = true) -> String {
        var lines = ["import Foundation", "#if canImport(WidgetKit)", "import WidgetKit", "#endif"]
        let activities = SwiftGenerator.generatesActivities(spec) ? spec.activities : []
        if !activities.isEmpty {
            lines += ["#if " + GenerationContext.activityCondition.description, "import ActivityKit", "#endif"]
        }
        lines += ["", "enum AppSide {"]
        let kinds = spec.widgets.map { WidgetNames(widget: $0).kindConstant }
        lines.append("    static let kinds: [Swift.String] = [" + kinds.joined(separator: ", ") + "]")
        let dates = spec.widgets.map { "\(WidgetNames(widget: $0).entry).placeholder(at: Foundation.Date()).date" }
        lines.append("    static let placeholderDates: [Foundation.Date] = [" + dates.joined(separator: ", ") + "]")
        if !spec.events.isEmpty {
            let matching = spec.events.contains { !$0.matching.isEmpty }
            lines.append("    #if canImport(WidgetKit)" + (matching ? " && canImport(AppIntents)" : ""))
            lines.append("    static func sendEvents() {")
            lines += spec.events.map { "        " + eventCall($0, in: spec) }
            lines += ["    }", "    #endif"]
        }
        if !activities.isEmpty {
            lines.append("    #if " + GenerationContext.activityCondition.description)
            for activity in activities {
                lines += activityRun(activity)
            }
            lines.append("    #endif")
        }
        lines.append("}")
        if includingShared { lines.append(sharedSource(for: spec)) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Starts, updates (plainly and with an alert) and ends the activity, and hands its push tokens on as the
    /// spec's `push` says; with `push`, also updates and ends it with a timestamp (iOS 17.2).
    private static func activityRun(_ activity: ActivityDecl) -> [String] {
        let name = activity.name.value
        let isChannel = activity.push?.type.value == .channel
        var lines = [
            "    @available(iOS \(isChannel ? "18.0" : "16.2"), *)",
            "    static func run(_ attributes: \(name), _ state: \(name).ContentState) async throws {",
            "        let activity = try attributes.startActivity(state\(isChannel ? ", channel: \"Y2hhbm5lbA==\"" : ""))",
            "        await activity.update(state)",
            "        let alert = AlertConfiguration(title: \"Update\", body: \"Something changed\", sound: .default)",
            "        await activity.update(state, alert: alert)",
        ]
        if activity.push?.type.value == .token {
            lines.append("        await activity.forEachPushToken { token in print(token) }")
        }
        if activity.push?.start.value == true {
            lines += [
                "        if #available(iOS 17.2, *) {",
                "            await \(name).forEachPushToStartToken { token in print(token) }",
                "        }",
            ]
        }
        if activity.push != nil {
            lines += [
                "        if #available(iOS 17.2, *) {",
                "            await activity.update(state, alert: alert, timestamp: Foundation.Date())",
                "            await activity.end(state, timestamp: Foundation.Date())",
                "        }",
            ]
        }
        return lines + ["        await activity.end(state)", "    }"]
    }

    /// `WidgetReloads.<event>(...)`, with each `matching` value taken from the first widget's defaults (an
    /// entity's by its identifier).
    private static func eventCall(_ event: EventDecl, in spec: Spec) -> String {
        var arguments: [String] = []
        if case .widgets(let targets) = event.reloads,
            let widget = targets.lazy.compactMap({ spec.widget(named: $0.value) }).first
        {
            let configuration = WidgetNames(widget: widget).configuration
            arguments = event.matching.map { name in
                let type = widget.intent?.parameter(named: name.value)?.type.value ?? .string
                let value = "\(configuration).defaults.\(SwiftLiteral.identifier(name.value))"
                return "\(SwiftLiteral.argumentLabel(name.value)): \(identifier(of: value, type, in: spec))"
            }
        }
        return "WidgetReloads.\(SwiftLiteral.identifier(event.name.value))(" + arguments.joined(separator: ", ") + ")"
    }

    /// `value`, or the identifier of the entities it holds.
    private static func identifier(of value: String, _ type: TypeRef, in spec: Spec) -> String {
        switch type {
        case .model(let name) where spec.entity(named: name) != nil: value + ".id"
        case .optional(.model(let name)) where spec.entity(named: name) != nil: value + "?.id"
        case .array(.model(let name)) where spec.entity(named: name) != nil: value + ".map { $0.id }"
        default: value
        }
    }

    /// The placeholders at each entry date: `dates` with them for a dynamic schedule (`.dated`), else per entry
    /// (`.perEntry`); `plan` (an expression of the widget's plan enum) for a widget with plans.
    private static func loadResult(_ names: WidgetNames, dates: String, plan: String?) -> String {
        // `relevance: dynamic`: the loader scores each entry, as Emoji Rangers does by health.
        let relevance =
            names.widget.timeline.relevanceFromContent
            ? ".withRelevance(.init(score: 0.5))" : ""
        let content = "\(names.content).placeholder(at: $0)" + relevance
        let planArgument = plan.map { "plan: \($0)" }
        if names.isDynamic {
            return ".dated(\(dates).map { ($0, \(content)) }" + (planArgument.map { ", \($0)" } ?? "") + ")"
        }
        return ".perEntry(" + (planArgument.map { "\($0)" } ?? "") + ") { \(content) }"
    }

    /// Fixed request dates (around daylight-saving changes and a day's end) plus the first request times the
    /// timeline simulator predicts for the spec, so the run covers the moments WidgetKit would really ask.
    static func requestDates(for spec: Spec) -> [Date] {
        let options = SimulationOptions(
            start: fixedRequestDates[0], timeZone: TimeZone(identifier: "America/New_York")!)
        let simulated = TimelineSimulator.simulate([spec], options: options).widgets.flatMap {
            $0.guaranteed.reloads.map(\.at)
        }
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
    static let dynamicDatesSource = "[request.date.addingTimeInterval(7200), request.date.addingTimeInterval(600)]"
    static func dynamicDates(_ request: Date) -> [Date] {
        [request.addingTimeInterval(7200), request.addingTimeInterval(600)]
    }

    /// The names of the plans a widget's loader can choose: `default`, then `timeline.plans`.
    static func planNames(_ widget: WidgetDecl) -> [String] {
        [TimelineRule.defaultPlanName] + widget.timeline.plans.map(\.name.value)
    }

    /// A `main` that prints every widget's timeline for every request date, time zone and plan, and on failure.
    static func runnerSource(for spec: Spec) -> String {
        var lines = ["import Foundation", ""]
        var calls: [String] = []
        for widget in spec.widgets {
            let names = WidgetNames(widget: widget)
            let request =
                "for: \(names.request)(date: request" + (names.isConfigurable ? ", configuration: .defaults" : "")
                + ", family: .systemSmall)"
            let tail = ["in: zone", "jitterSeed: \(jitterSeed)"]
            func printCall(_ outcome: String, _ loader: String?) -> String {
                let arguments = [request] + (loader.map { ["loader: \($0)"] } ?? []) + tail
                return "do { let timeline = \(loader == nil ? "" : "await ")\(names.info).timeline("
                    + arguments.joined(separator: ", ") + "); "
                    + "print(AppOutput.line(\"\(widget.name.value)\", zone, request, \"\(outcome)\", "
                    + "timeline.entries.map(\\.date), timeline.nextRequestDate)) }"
            }
            guard names.hasLoader else {
                calls.append(printCall("success", nil))
                continue
            }
            let plan = names.declaresPlan ? "\(names.plan)(rawValue: plan)!" : nil
            lines += [
                "struct Run\(names.loader): \(names.loading) {",
                "    var plan = \"\(TimelineRule.defaultPlanName)\"",
                "    func load(_ request: \(names.request)) async throws -> \(names.load) {",
                "        " + loadResult(names, dates: dynamicDatesSource, plan: plan),
                "    }",
                "}",
                "struct Failing\(names.loader): \(names.loading) {",
                "    func load(_ request: \(names.request)) async throws -> \(names.load) { throw Swift.CancellationError() }",
                "}",
            ]
            for name in planNames(widget) {
                calls.append(printCall(outcome(plan: name), "Run\(names.loader)(plan: \"\(name)\")"))
            }
            calls.append(printCall("failure", "Failing\(names.loader)()"))
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

    /// How a line names the outcome of a load that chose `plan`: `success` for the default plan.
    static func outcome(plan: String) -> String {
        plan == TimelineRule.defaultPlanName ? "success" : "success(\(plan))"
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
