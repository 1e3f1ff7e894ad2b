import Foundation

/// The sizes of synthetic spec sets the benchmark measures.
struct SpecSetSize: Sendable {
    var name: String
    var files: Int
    var widgetsPerFile: Int

    static let small = SpecSetSize(name: "small", files: 1, widgetsPerFile: 3)
    /// About 100 KB; its 100 widgets are also the set whose generated code is type-checked.
    static let medium = SpecSetSize(name: "100KB", files: 2, widgetsPerFile: 50)
    /// About 5 MB.
    static let large = SpecSetSize(name: "5MB", files: 40, widgetsPerFile: 135)
    static let all = [small, medium, large]
    /// The one file of 100 widgets whose generated code is type-checked (the benchmark, and a test of the app
    /// skeleton it is type-checked with).
    static let typeCheck = SpecSetSize(name: "typecheck", files: 1, widgetsPerFile: 100)
}

/// What the app skeleton needs to know about one generated widget (the generator's naming conventions).
struct WidgetShape {
    var name: String
    var isConfigurable: Bool
    var hasEntryFields: Bool
    var isDynamic: Bool
}

/// Writes realistic, valid spec sets from a seed: N files of M widgets with intents, enums, models, entry
/// fields, every entry-schedule and policy form, jitter, relevance, `onError`, per-platform families, merge-key
/// templates, Live Activities, events and a report section. Same seed and size, same bytes.
struct SpecSetWriter {
    /// The seed of the sets the benchmark measures unless `--seed` says otherwise.
    static let defaultSeed: UInt64 = 20_260_105

    var seed: UInt64

    /// Writes `size` into `directory` (created); returns the widget shapes of every file, in file order.
    @discardableResult
    func write(_ size: SpecSetSize, to directory: String) throws -> [[WidgetShape]] {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        var shapes: [[WidgetShape]] = []
        for file in 0..<size.files {
            var random = SeededGenerator(seed: seed &+ UInt64(file) &* 7919)
            var writer = SpecFileWriter(file: file, widgets: size.widgetsPerFile)
            let text = writer.render(&random)
            let path = (directory as NSString).appendingPathComponent(String(format: "bundle%03d.widgets.yaml", file))
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            shapes.append(writer.shapes)
        }
        return shapes
    }
}

/// One spec file's text.
private struct SpecFileWriter {
    var file: Int
    var widgets: Int
    var shapes: [WidgetShape] = []
    private var lines: [String] = []

    init(file: Int, widgets: Int) {
        self.file = file
        self.widgets = widgets
    }

    static let topics = [
        "Weather", "Stock", "Score", "Inbox", "Habit", "Timer", "Travel", "Fitness", "News", "Agenda", "Music",
        "Photo", "Note", "Task", "Budget", "Garden", "Transit", "Recipe", "Podcast", "Sleep",
    ]
    static let aspects = ["Summary", "Detail", "Glance", "Tracker", "Board", "Status", "Progress", "Highlights"]
    static let zones = ["America/New_York", "Europe/Berlin", "Asia/Tokyo", "Australia/Sydney", "America/Los_Angeles"]
    static let days = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]

    mutating func render(_ random: inout SeededGenerator) -> String {
        let withWatch = file % 3 == 1
        let withMac = file % 3 == 2
        lines = [
            "# yaml-language-server: $schema=../docs/widgetspec.schema.json",
            "# Synthetic bundle \(file) written by the WidgetSpec benchmark (deterministic from its seed).",
            "spec: 1",
            "bundle: Bundle\(file)Widgets",
            "access: \(file % 4 == 3 ? "public" : "internal")",
            "platforms:",
            "  iOS: \"17.0\"",
        ]
        if withWatch { lines.append("  watchOS: \"10.0\"") }
        if withMac { lines.append("  macOS: \"14.0\"") }
        lines += [
            "",
            "enums:",
            "  Mood:",
            "    cases: [calm, busy, away, focused]",
            "  Plan:",
            "    title: Plan",
            "    cases:",
            "      free: Free",
            "      plus: Plus",
            "      family: Family Sharing",
            "",
            "models:",
            "  Item:",
            "    name: String",
            "    amount: Int",
            "    due: Date",
            "  Place:",
            "    title: { type: String, doc: The name shown under the map }",
            "    latitude: Double",
            "    longitude: Double",
            "",
            "x-launcher: &launcher",
            "  families: \(withWatch || withMac ? "{ iOS: [systemSmall, accessoryCircular] }" : "[systemSmall]")",
            "  description: Jump straight in.",
            "  view: LauncherView",
            "  timeline: { entries: now, policy: never }",
            "",
            "widgets:",
        ]
        for index in 0..<widgets {
            if index % 10 == 9 {
                launcher(index)
            } else {
                widget(index, &random, withWatch: withWatch, withMac: withMac)
            }
        }
        activities(&random)
        events(&random)
        lines += [
            "",
            "report:",
            "  start: \"2026-01-05T09:00:00\"",
            "  timezone: \(random.pick(Self.zones))",
            "  horizon: 24h",
            "  budget: 70",
            "  events:",
            "    refreshAll: [3h, 12h]",
            "    accountChanged: [1h30m]",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    private func name(_ index: Int) -> String {
        Self.topics[index % Self.topics.count] + Self.aspects[(index / Self.topics.count) % Self.aspects.count]
            + String(index)
    }

    private func kind(_ index: Int) -> String {
        "com.example.bundle\(file).\(name(index).lowercased())"
    }

    /// A launcher from the `x-launcher` template, through a merge key.
    private mutating func launcher(_ index: Int) {
        let name = name(index)
        lines += [
            "  \(name):",
            "    <<: *launcher",
            "    kind: \(kind(index))",
            "    displayName: Open \(name)",
            "    url: \"example://open/\(index)\"",
            "",
        ]
        shapes.append(WidgetShape(name: name, isConfigurable: false, hasEntryFields: false, isDynamic: false))
    }

    private mutating func widget(_ index: Int, _ random: inout SeededGenerator, withWatch: Bool, withMac: Bool) {
        let name = name(index)
        let configurable = index % 3 != 2
        lines += [
            "  \(name):",
            "    kind: \(kind(index))",
            "    displayName: \(Self.topics[index % Self.topics.count]) \(index)",
            "    description: \"Synthetic widget \(index) of bundle \(file): what it shows, at a glance.\"",
        ]
        if withWatch || withMac {
            lines.append("    families:")
            lines.append("      iOS: [systemSmall, systemMedium, accessoryRectangular]")
            if withWatch { lines.append("      watchOS: [accessoryCircular, accessoryRectangular, accessoryCorner]") }
            if withMac { lines.append("      macOS: [systemSmall, systemLarge]") }
        } else {
            lines.append("    families: \(random.pick(familyLists))")
        }
        if configurable { intent(index, &random) }
        let dynamic = entriesAndTimeline(index, &random)
        if configurable { lines.append("    url: \"example://\(name.lowercased())/{account}?plan={plan}\"") }
        if random.chance(20) { lines.append("    contentMarginsDisabled: true") }
        if random.chance(20) { lines.append("    background: { removable: false }") }
        if random.chance(15) { lines.append("    available: { iOS: \"18.0\" }") }
        lines.append("")
        shapes.append(WidgetShape(name: name, isConfigurable: configurable, hasEntryFields: true, isDynamic: dynamic))
    }

    private var familyLists: [String] {
        [
            "[systemSmall]", "[systemSmall, systemMedium]", "[systemMedium, systemLarge]",
            "[systemSmall, accessoryCircular, accessoryRectangular]", "[accessoryInline, accessoryRectangular]",
        ]
    }

    private mutating func intent(_ index: Int, _ random: inout SeededGenerator) {
        lines += [
            "    intent:",
            "      title: Configure \(Self.topics[index % Self.topics.count])",
            "      description: Choose what the widget shows.",
            "      parameters:",
            "        account: { type: String, title: Account, default: personal }",
            "        plan: { type: Plan, title: Plan, default: \(random.pick(["free", "plus", "family"])) }",
        ]
        if random.chance(50) {
            lines.append("        limit: { type: Int, title: Limit, default: \(3 + random.below(8)) }")
        }
        if random.chance(50) { lines.append("        showDetails: { type: Bool, title: Show Details, default: true }") }
        if random.chance(30) { lines.append("        scale: { type: Double, title: Scale, default: 1.5 }") }
    }

    /// The entry fields and the timeline; returns whether the schedule is dynamic.
    private mutating func entriesAndTimeline(_ index: Int, _ random: inout SeededGenerator) -> Bool {
        lines += [
            "    entry:",
            "      headline: { type: String, placeholder: \"\(Self.topics[index % Self.topics.count]) update\" }",
            "      value: { type: Double, placeholder: \(random.below(1000)).5, doc: \"The figure, 0...1000\" }",
            "      count: { type: Int, placeholder: \(random.below(50)) }",
            "      updated: Date",
        ]
        if random.chance(50) {
            lines.append("      mood: { type: Mood, placeholder: \(random.pick(["calm", "busy"])) }")
        }
        if random.chance(40) {
            lines += [
                "      items:",
                "        type: [Item]",
                "        placeholder:",
                "          - { name: First, amount: \(random.below(9)), due: +1h }",
                "          - { name: Second, amount: \(random.below(9)), due: +2h }",
            ]
        }
        if random.chance(30) { lines.append("      place: Place?") }
        if random.chance(30) { lines.append("      link: URL?") }
        if random.chance(30) { lines.append("      tags: [String]") }
        lines.append("    timeline:")
        let zone = random.pick(Self.zones)
        var dynamic = false
        switch index % 9 {
        case 0:
            lines += ["      entries: now", "      policy: { after: \(random.pick(["1h", "2h", "3h"])) }"]
        case 1:
            lines += ["      entries: [0, 1h, 2h, 3h]", "      policy: atEnd"]
        case 2:
            lines += [
                "      entries: { every: \(random.pick(["15m", "20m", "30m"])), count: 4 }", "      policy: atEnd",
            ]
        case 3:
            lines += ["      entries: { every: 5m, for: 2h }", "      policy: atEnd"]
        case 4:
            let days = Array(Self.days.prefix(5)).joined(separator: ", ")
            lines += [
                "      entries: { at: [\"09:30\", \"12:00\", \"16:00\"], on: [\(days)], count: 6, timezone: \(zone) }",
                "      policy: atEnd",
            ]
        case 5:
            lines += ["      entries: { dynamic: { count: 3, every: 2h } }", "      policy: atEnd"]
            dynamic = true
        case 6:
            lines += [
                "      entries: [now, { every: 30m, count: 3, start: 30m }]",
                "      policy:",
                "        after: { at: \"06:00\", timezone: \(zone) }",
            ]
        case 7:
            lines += [
                "      entries: now",
                "      policy:",
                "        after: { at: \"09:30\", on: [mon, tue, wed, thu, fri], timezone: \(zone) }",
            ]
        default:
            lines += ["      entries: { every: 1h, count: 6, start: 0 }", "      policy: { after: 6h }"]
        }
        if random.chance(40) { lines.append("      jitter: \(random.pick(["5m", "10m", "15m"]))") }
        if random.chance(30) { lines.append("      relevance: { score: 0.\(1 + random.below(9)), duration: 1h }") }
        if random.chance(50) {
            lines += [
                "      onError:", "        entries: now", "        policy: { after: \(random.pick(["1h", "2h"])) }",
            ]
        }
        return dynamic
    }

    private mutating func activities(_ random: inout SeededGenerator) {
        lines += [
            "activities:",
            "  Delivery\(file):",
            "    attributes:",
            "      orderNumber: String",
            "      itemCount: Int",
            "      total: { type: Double, doc: Total in the order's currency }",
            "    state:",
            "      courierName: String",
            "      stage: Mood",
            "      window: ClosedRange<Date>",
            "    duration: \(random.pick(["45m", "1h", "2h"]))",
            "    staleAfter: 30m",
            "    relevance: \(random.below(100))",
            "    dismissal: \(random.pick(["default", "immediate", "{ after: 15m }"]))",
            "    lockScreenView: Delivery\(file)LockScreen",
            "    dynamicIsland: Delivery\(file)Island",
            "  Workout\(file):",
            "    attributes:",
            "      sport: String",
            "    state:",
            "      heartRate: Int",
            "      elapsed: ClosedRange<Date>",
            "    duration: 3h",
            "    dismissal: { after: 1h }",
            "    lockScreenView: Workout\(file)LockScreen",
            "    dynamicIsland: Workout\(file)Island",
            "",
        ]
    }

    private mutating func events(_ random: inout SeededGenerator) {
        let configurable = shapes.filter(\.isConfigurable).map(\.name)
        let some = stride(from: 0, to: configurable.count, by: 4).map { configurable[$0] }
        lines += [
            "events:",
            "  refreshAll:",
            "    reloads: all",
            "  accountChanged:",
            "    reloads: [\(some.joined(separator: ", "))]",
            "    matching: [account]",
            "  planChanged:",
            "    reloads: [\(configurable.prefix(3).joined(separator: ", "))]",
            "    matching: [plan, account]",
            "",
        ]
    }
}
