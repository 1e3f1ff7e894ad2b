import Foundation
import Testing

@testable import WidgetSpecKit

/// "`check` passes ⇒ the generated code compiles", for names: a seeded generator writes random specs whose
/// names come from Swift keywords, framework and schedule-library type names, the generator's own derived
/// names and case variants; every spec that passes `check` must generate code that type-checks, the
/// Foundation part alone (as on Linux) and the glue with the app's code against the interface stubs.
///
/// `swift test` runs `defaultRuns` specs; a longer run is
/// `WIDGETSPEC_PROPERTY_RUNS=500 swift test --filter NamePropertyTests` (`WIDGETSPEC_PROPERTY_SEED` picks the
/// seed, printed with every failure).
@Suite struct NamePropertyTests {
    static let defaultRuns = 36
    static let environment = ProcessInfo.processInfo.environment
    static let runs = environment["WIDGETSPEC_PROPERTY_RUNS"].flatMap(Int.init) ?? defaultRuns
    static let seed = environment["WIDGETSPEC_PROPERTY_SEED"].flatMap { UInt64($0) } ?? 0x5EED_0011

    @Test func everySpecThatPassesCheckTypeChecks() throws {
        let modules = try BuiltModules.get()
        var accepted = 0
        var generator = HostileSpecGenerator(seed: Self.seed)
        for run in 0..<Self.runs {
            let text = generator.nextSpec()
            if let dump = Self.environment["WIDGETSPEC_PROPERTY_DUMP"] {
                try? text.write(toFile: "\(dump)/\(run).widgets.yaml", atomically: true, encoding: .utf8)
            }
            let loaded = SpecLoader.load(SourceFile(path: "hostile.widgets.yaml", text: text))
            guard let spec = loaded.spec, !loaded.diagnostics.contains(where: { $0.severity == .error }) else {
                continue
            }
            let findings = Checker.check([spec])
            guard !findings.contains(where: { $0.severity == .error }) else { continue }
            accepted += 1
            let failure = try Self.typeCheck(spec, modules: modules, run: run)
            #expect(failure == nil, "seed \(Self.seed), run \(run):\n\(text)\n\(failure ?? "")")
            if failure != nil { break }
        }
        // The generator is tuned so that most specs pass; a run where none does proves nothing.
        #expect(accepted >= Self.runs / 5, "only \(accepted) of \(Self.runs) specs passed check")
    }

    /// Type-checks the Foundation part of both files alone (no Apple module visible), then the shared part with
    /// an app's code, then both parts with the extension's code against the stubs; returns the first failure.
    static func typeCheck(_ spec: Spec, modules: BuiltModules, run: Int) throws -> String? {
        let example = ExampleSpec(spec: spec, displayPath: "hostile.widgets.yaml")
        let (directory, files) = try example.writeExtension("names-\(run)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let parts = Array(files.prefix(2))
        let foundationOnly = try Toolchain.swiftc(
            [
                "-typecheck", "-parse-as-library", "-swift-version", "6", "-warnings-as-errors", "-I",
                modules.scheduleOnly.path,
            ] + parts.map(\.path))
        if foundationOnly.status != 0 { return "Foundation part:\n" + foundationOnly.output }
        let app = directory.appendingPathComponent("App.swift")
        try AppSkeleton.appSource(for: spec).write(to: app, atomically: true, encoding: .utf8)
        if let errors = try modules.typeCheck([parts[0], app]) { return "the shared part with an app:\n" + errors }
        return try modules.typeCheck(files).map { "both parts with the stubs:\n" + $0 }
    }

    /// The generator is deterministic for a seed.
    @Test func generatorIsDeterministic() {
        var first = HostileSpecGenerator(seed: 7)
        var second = HostileSpecGenerator(seed: 7)
        #expect((0..<5).map { _ in first.nextSpec() } == (0..<5).map { _ in second.nextSpec() })
    }
}

/// Writes random valid-looking specs whose every name is drawn from hostile pools.
struct HostileSpecGenerator {
    private var random: SplitMix64

    init(seed: UInt64) { random = SplitMix64(seed: seed) }

    /// Type names: framework, library and Swift names, names the generator derives, plain ones.
    static let typeNames = [
        "Task", "Set", "Context", "TimeZone", "UUID", "Parameter", "AppEnum", "WidgetFamily", "ActivityContent",
        "DynamicIsland", "EntrySchedule", "ScheduleDuration", "ReloadPolicy", "Jitter", "TimelinePlan",
        "TimelineRule", "CaseIterable", "MainActor", "Timeline", "Widget", "View", "Text", "Sendable", "Codable",
        "Hashable", "Never", "Result", "Error", "Data", "Character", "Void", "AppIntent", "WidgetBundle",
        "WidgetConfiguration", "TimelineEntry", "TimelineProvider", "IntentDescription", "DisplayRepresentation",
        "UserDefaults", "CharacterSet", "ActivityAttributes", "Content", "RawValue", "AllCases", "Entry", "Intent",
        "Body", "ContentState", "CodingKeys", "EventName", "Swift", "Foundation", "WidgetKinds", "Self", "Alpha",
        "Beta", "Gamma", "URLWidget", "UrlWidget", "AB", "Ab", "FOO", "Foo", "EntryState", "ContentCache",
        "ContentFallback", "CachedContent", "KeyPath", "ZStack", "AnyView", "Activity", "AppIntentsPackage",
        "WidgetBackground", "ShapeStyle", "FillShapeStyle", "ContainerBackgroundPlacement", "PushType", "Request",
        "Load", "Key", "Family", "TimelineContent", "DatedContent", "TimelineAssembly", "TimelineLoad",
        "TimelinePlanChoice", "SinglePlan", "WidgetURL", "Plan", "Bool",
        "AppEntity", "EntityQuery", "EntityStringQuery", "ControlWidget", "ControlCenter", "ControlWidgetToggle",
        "SetValueIntent", "IntentResult",
        "Label", "Button", "Toggle", "Image", "ID", "Entity", "Value", "Default", "ControlKinds", "DefaultQuery",
        "PerformResult", "Configuration", "Bundle", "BundleDescription", "Locale",
    ]
    /// Member names: keywords, the generator's own members and locals, plain ones.
    static let memberNames = [
        "content", "configuration", "date", "date2", "placeholder", "relevance", "title", "typeTitle", "allCases",
        "rawValue", "description", "widgetURL", "result", "widgets", "kinds", "widget", "intent", "kind", "value",
        "defaults", "urlComponent", "percentEncoded", "dated", "hashValue", "body", "id", "entry", "timeline", "loader",
        "requestDate",
        "timeZone", "jitterSeed", "evaluation", "entries", "text", "unreserved", "identifier", "key", "state",
        "start", "end", "context", "values", "default", "class", "func", "in", "case", "return", "switch", "where",
        "self", "init", "_x", "x", "teamValue", "team", "caseDisplayRepresentations", "typeDisplayRepresentation",
        "type", "Type", "protocol", "some", "any", "async", "await", "throws", "nonisolated", "consume",
        "request", "load", "cacheKey", "fallback", "cache", "widgetBackground", "view", "keyPath", "startActivity",
        "update", "end", "plan", "family", "isPreview", "perEntry", "dated", "contents", "systemSmall", "handler",
        "isOn", "perform", "displayRepresentation", "defaultQuery", "identifiers", "string", "reloadedKinds",
        "previewValue", "currentValue", "name", "alert", "forEachPushToken", "forEachPushToStartToken", "token",
        "channelID",
    ]
    static let derivedSuffixes = [
        "Entry", "Info", "Provider", "Configuration", "Content", "Loading", "Loader", "View", "Installation",
        "LiveActivity", "DynamicIslandContent", "Part1_1", "Request", "Load", "BackgroundProviding",
        "SharedAppIntents", "Plan", "ExtensionAppIntents", "Intent", "Handling", "Handler", "Query", "Finding",
        "Finder", "ValueProvider", "ValueLoading", "ValueLoader", "Value", "Strings",
    ]

    mutating func nextSpec() -> String {
        let bundle = typeName()
        var lines = ["spec: 1", "bundle: \(bundle)", "platforms: { iOS: \"17.0\", watchOS: \"10.0\" }"]
        // Localized texts in the development language only: every title looks up `<Bundle>Strings`.
        if random.below(3) == 0 { lines.append("localization: { development: en }") }
        let enumNames = Self.distinct(random.below(3)) { typeName() }
        var enumCases: [String: [String]] = [:]
        if !enumNames.isEmpty {
            lines.append("enums:")
            for name in enumNames {
                let cases = Self.distinct(1 + random.below(3)) { memberName() }
                enumCases[name] = cases
                lines.append("  \(name): { cases: [\(cases.joined(separator: ", "))] }")
            }
        }
        let modelNames = Self.distinct(random.below(3)) { typeName() }.filter { !enumNames.contains($0) }
        if !modelNames.isEmpty {
            lines.append("models:")
            for (index, name) in modelNames.enumerated() {
                lines.append("  \(name):")
                // Fields may use earlier models only, so no model is recursive.
                for field in Self.distinct(1 + random.below(3), { memberName() }) {
                    lines.append("    \(field): \(fieldType(enums: enumNames, models: Array(modelNames[..<index])))")
                }
            }
        }
        let entityNames = Self.distinct(random.below(3)) { typeName() }.filter {
            !enumNames.contains($0) && !modelNames.contains($0)
        }
        if !entityNames.isEmpty {
            lines.append("entities:")
            for name in entityNames {
                let title = Self.distinct(1) { memberName() }.first { $0 != "id" } ?? "title"
                let others = Self.distinct(random.below(3)) { memberName() }.filter { $0 != "id" && $0 != title }
                lines += ["  \(name):", "    fields:", "      \(title): String"]
                lines += others.map { "      \($0): \(fieldType(enums: enumNames, models: modelNames))" }
                lines.append("    display: { title: \(title) }")
                if random.below(2) == 0 { lines.append("    search: true") }
            }
        }
        let actionNames = Self.distinct(random.below(3)) { random.below(3) == 0 ? derived(from: bundle) : typeName() }
        let widgetNames = Self.distinct(1 + random.below(3)) {
            random.below(3) == 0 ? derived(from: bundle) : typeName()
        }
        lines.append("widgets:")
        var parameters: [(widget: String, parameters: [(String, String)])] = []
        for widget in widgetNames {
            lines += widgetLines(
                widget, enums: enumNames, enumCases: enumCases, models: modelNames, entities: entityNames,
                parameters: &parameters)
            if let action = actionNames.randomElement(using: &random), random.below(2) == 0 {
                lines.append("    actions: [\(action)]")
            }
        }
        lines += actionAndControlLines(actionNames, widgets: widgetNames, enums: enumNames, entities: entityNames)
        if random.below(2) == 0 {
            let name = random.below(3) == 0 ? derived(from: widgetNames[0]) : typeName()
            lines += [
                "activities:", "  \(name):",
                "    attributes: { \(memberName()): \(fieldType(enums: enumNames, models: modelNames)) }",
                "    state: { \(memberName()): \(fieldType(enums: enumNames, models: modelNames)) }",
            ]
            // The push helpers: a token stream, a channel start (iOS 18), push-to-start tokens (iOS 17.2).
            switch random.below(3) {
            case 0: lines.append("    push: { type: token, start: true }")
            case 1: lines.append("    push: { type: channel }")
            default: break
            }
        }
        if let (widget, widgetParameters) = parameters.first(where: { !$0.parameters.isEmpty }) {
            let matching = widgetParameters.prefix(1 + random.below(2)).map(\.0)
            lines += [
                "events:",
                "  \(memberName()): { reloads: [\(widget)], matching: [\(matching.joined(separator: ", "))] }",
                "  \(memberName()): { reloads: all }",
            ]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The actions (half of them toggles) with optional parameters, and a control for some of them.
    private mutating func actionAndControlLines(
        _ actions: [String], widgets: [String], enums: [String], entities: [String]
    ) -> [String] {
        guard !actions.isEmpty else { return [] }
        var lines = ["actions:"]
        var toggles: [String: Bool] = [:]
        for action in actions {
            let isToggle = random.below(2) == 0
            toggles[action] = isToggle
            lines.append("  \(action):")
            if isToggle { lines.append("    toggle: true") }
            let names = Self.distinct(random.below(3)) { memberName() }.filter { !(isToggle && $0 == "value") }
            if !names.isEmpty {
                lines.append("    parameters:")
                for name in names {
                    let base = (["String", "Int"] + enums + entities).randomElement(using: &random) ?? "String"
                    lines.append("      \(name): \"\(base)?\"")
                }
            }
            let targets = (widgets + [EventKey.allWidgets]).randomElement(using: &random) ?? EventKey.allWidgets
            lines.append("    reloads: " + (targets == EventKey.allWidgets ? targets : "[\(targets)]"))
            if random.below(4) == 0 {
                lines.append(random.below(2) == 0 ? "    openAppWhenRun: true" : "    liveActivity: true")
            }
        }
        let controls = Self.distinct(random.below(3)) { random.below(3) == 0 ? derived(from: actions[0]) : typeName() }
            .filter { !actions.contains($0) && !widgets.contains($0) }
        guard !controls.isEmpty else { return lines }
        lines.append("controls:")
        for control in controls {
            let action = actions.randomElement(using: &random) ?? actions[0]
            lines += [
                "  \(control):", "    kind: com.example.\(control.lowercased())\(random.below(1000))",
                "    displayName: \(control)", "    \(toggles[action] == true ? "toggle" : "button"): \(action)",
                "    available: { iOS: \"18.0\", watchOS: \"26.0\" }",
            ]
            if random.below(2) == 0, let entity = entities.randomElement(using: &random) {
                lines += ["    intent:", "      parameters:", "        \(memberName()): \"\(entity)?\""]
            }
            if random.below(2) == 0 { lines.append("    symbol: bolt") }
        }
        return lines
    }

    private mutating func widgetLines(
        _ widget: String, enums: [String], enumCases: [String: [String]], models: [String], entities: [String],
        parameters: inout [(widget: String, parameters: [(String, String)])]
    ) -> [String] {
        var lines = [
            "  \(widget):", "    kind: com.example.\(widget.lowercased())\(random.below(1000))",
            "    displayName: \(widget)",
            "    families: { iOS: [systemSmall, accessoryCircular], watchOS: [accessoryCircular] }",
        ]
        if random.below(3) == 0 {
            lines.append("    view: \(random.below(2) == 0 ? typeName() : derived(from: widget))")
        }
        // Raised availability marks the widget's intent, provider and widget, and guards its `matching` check.
        if random.below(4) == 0 { lines.append("    available: { iOS: \"18.0\" }") }
        var widgetParameters: [(String, String)] = []
        if random.below(2) == 0 {
            lines += [
                "    intent:", "      name: \(random.below(2) == 0 ? typeName() : widget + "Intent")",
                "      parameters:",
            ]
            for name in Self.distinct(1 + random.below(2), { memberName() }) {
                if let enumName = enums.randomElement(using: &random), random.below(2) == 0,
                    let first = enumCases[enumName]?.first
                {
                    widgetParameters.append((name, enumName))
                    lines.append("        \(name): { type: \(enumName), default: \(first) }")
                } else if let entity = entities.randomElement(using: &random), random.below(2) == 0 {
                    widgetParameters.append((name, entity))
                    lines.append("        \(name): \(entity)")
                } else {
                    widgetParameters.append((name, "String"))
                    lines.append("        \(name): { type: String, default: \"a\" }")
                }
            }
            // A migrated intent names its properties after the SiriKit parameters (`propertyName(of:)`).
            if random.below(3) == 0 {
                lines += [
                    "      migratesFrom:", "        intentClassName: \(typeName())Intent",
                    "        parameters: { \(widgetParameters[0].0): \(memberName()) }",
                ]
            }
            if random.below(2) == 0 { lines.append("    url: \"app://w/{\(widgetParameters[0].0)}\"") }
        }
        parameters.append((widget, widgetParameters))
        let fields = Self.distinct(random.below(4)) { memberName() }
        if !fields.isEmpty {
            lines.append("    entry:")
            for field in fields {
                lines.append("      \(field): { type: \(fieldType(enums: enums, models: models)), placeholder: nil }")
            }
            if random.below(2) == 0 { lines.append("    cache: { appGroup: group.com.example }") }
        }
        let backgrounds = ["system", "view", "none", "{ style: view, removable: false }", "{ removable: false }"]
        lines.append("    background: \(backgrounds[random.below(backgrounds.count)])")
        if random.below(3) == 0 { lines.append("    contentMarginsDisabled: true") }
        lines.append("    timeline:")
        switch random.below(4) {
        case 0: lines += ["      entries: now", "      policy: never"]
        case 1:
            lines += ["      entries: { every: 1h, count: 3 }", "      policy: atEnd", "      relevance: { score: 1 }"]
            // Plan names become cases of the widget's plan enum.
            if random.below(2) == 0 { lines.append("      plans: { \(memberName()): { policy: never } }") }
        case 2:
            lines += ["      entries: { dynamic: { count: 2, every: 1h } }", "      policy: atEnd"]
            if random.below(2) == 0 { lines.append("      plans: { \(memberName()): { entries: now } }") }
        default: lines += ["      entries: now", "      policy: { after: 1h }", "      jitter: 10m"]
        }
        return lines
    }

    /// Optional, so `placeholder: nil` is always valid; nested at random.
    private mutating func fieldType(enums: [String], models: [String]) -> String {
        var base = ["String", "Int", "Double", "Bool", "Date", "URL", "ClosedRange<Date>"] + enums + models
        if random.below(4) == 0 { base = ["[" + (base.randomElement(using: &random) ?? "Int") + "]"] }
        return "\"" + (base.randomElement(using: &random) ?? "Int") + "?\""
    }

    /// The pools without the names the decoder always rejects: one name in ten comes from the whole pool, so
    /// most specs pass `check` and reach the type checker.
    static let acceptedTypeNames = typeNames.filter {
        SwiftIdentifier.reservedTypeNames[$0] == nil && !SwiftIdentifier.keywords.contains($0)
    }
    static let acceptedMemberNames = memberNames.filter { !SwiftIdentifier.reservedMemberNames.contains($0) }

    private mutating func typeName() -> String {
        let pool = random.below(10) == 0 ? Self.typeNames : Self.acceptedTypeNames
        return pool.randomElement(using: &random) ?? "Alpha"
    }

    private mutating func memberName() -> String {
        let pool = random.below(10) == 0 ? Self.memberNames : Self.acceptedMemberNames
        return pool.randomElement(using: &random) ?? "x"
    }

    private mutating func derived(from name: String) -> String {
        name + (Self.derivedSuffixes.randomElement(using: &random) ?? "Entry")
    }

    private static func distinct(_ count: Int, _ make: () -> String) -> [String] {
        var names: [String] = []
        for _ in 0..<(count * 3) where names.count < count {
            let name = make()
            if !names.contains(name) { names.append(name) }
        }
        return names
    }
}

/// A small seeded generator (SplitMix64), so a failing spec can be reproduced from its seed.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}
