import Foundation
import Testing

@testable import WidgetSpecKit

/// The data picks the plan and the content of each entry, compiled and run through the generated Foundation-only
/// code with fake loaders: the health widget of Apple's example follows the simulator request by request, and
/// the error plan shows the last good per-entry content.
@Suite struct PlanAndContentRunTests {
    /// One generated timeline as the runner prints it: `plan|entry offsets|levels|next request offset or never`,
    /// offsets in seconds from the simulation's start.
    struct Answer: Equatable {
        var plan: String
        var entries: [Double]
        var levels: [Double]
        var next: Double?

        init(line: Substring) {
            let fields = line.split(separator: "|", omittingEmptySubsequences: false)
            func numbers(_ field: Substring) -> [Double] { field.split(separator: ",").compactMap { Double($0) } }
            plan = String(fields[0])
            entries = numbers(fields[1])
            levels = numbers(fields[2])
            next = Double(fields[3])
        }
    }

    /// The healing level the fake loader gives an entry: a quarter more each hour from the request, full after 3.
    static let healingLevels = [0.25, 0.5, 0.75, 1]

    /// At each request of the simulated story (specs/health.widgets.yaml's `report:`: full at 3h and 10h, a
    /// dragon at 5h, healing again at 7h), a loader choosing the plan the story selects then gives the generated
    /// timeline the simulator's entries and the simulator's next request; healing entries show 25, 50, 75, 100%.
    @Test func theHealthWidgetFollowsTheSimulatorRequestByRequest() throws {
        let health = try ExampleSpec.named("health.widgets")
        let options = try ReportSettings().resolved(for: [health.spec]).get()
        let simulated = try #require(TimelineSimulator.simulate([health.spec], options: options).widgets.first)
        let reloads = simulated.guaranteed.reloads
        let start = options.start.timeIntervalSinceReferenceDate
        let requests = reloads.map { $0.at.timeIntervalSinceReferenceDate - start }
        let switches = options.plans.map { "(\(Double($0.offset.seconds)), \"\($0.name)\")" }
        let runner = """
            import Foundation
            import WidgetSchedule

            struct StoryLoader: CharacterHealthLoading {
                static let start = Date(timeIntervalSinceReferenceDate: \(start))
                static let switches: [(Double, String)] = [\(switches.joined(separator: ", "))]
                func load(_ request: CharacterHealthRequest) async throws -> CharacterHealthLoad {
                    let offset = request.date.timeIntervalSince(Self.start)
                    let plan = CharacterHealthPlan(rawValue: Self.switches.last { $0.0 <= offset }?.1 ?? "default")!
                    switch plan {
                    case .default:
                        return .perEntry { date in
                            CharacterHealthContent(healthLevel: min(1, 0.25 + date.timeIntervalSince(request.date) / 3600 * 0.25))
                        }
                    case .full: return .content(CharacterHealthContent(healthLevel: 1), plan: .full)
                    case .dragon: return .content(CharacterHealthContent(healthLevel: 0.1), plan: .dragon)
                    }
                }
            }

            @main enum Runner {
                static func main() async {
                    let zone = TimeZone(identifier: "\(options.timeZone.identifier)")!
                    for offset in \(requests) {
                        let request = CharacterHealthRequest(date: StoryLoader.start.addingTimeInterval(offset), family: .systemSmall)
                        let timeline = await CharacterHealthInfo.timeline(for: request, loader: StoryLoader(), in: zone)
                        let plan = try! await StoryLoader().load(request).plan.rawValue
                        let dates = timeline.entries.map { String($0.date.timeIntervalSince(StoryLoader.start)) }
                        let levels = timeline.entries.map { String($0.healthLevel) }
                        let next = timeline.nextRequestDate.map { String($0.timeIntervalSince(StoryLoader.start)) } ?? "never"
                        print([plan, dates.joined(separator: ","), levels.joined(separator: ","), next].joined(separator: "|"))
                    }
                }
            }
            """
        let answers = try Self.run(health, runner, "health-story").split(separator: "\n").map(Answer.init(line:))
        try #require(answers.count == reloads.count)
        #expect(Set(reloads.map(\.plan)) == ["default", "full", "dragon"])
        for (index, answer) in answers.enumerated() {
            let reload = reloads[index]
            #expect(answer.plan == reload.plan, "request \(index)")
            let offsets = answer.entries.map { $0 - requests[index] }
            switch reload.plan {
            case "default":
                #expect(offsets == [0, 3600, 7200, 10800], "request \(index)")
                #expect(answer.levels == Self.healingLevels, "request \(index)")
            case "full": #expect(offsets == [0] && answer.levels == [1] && answer.next == nil, "request \(index)")
            default: #expect(offsets == [0] && answer.levels == [0.1], "request \(index)")
            }
            // What the simulator shows of this timeline is what the generated one dates.
            for render in simulated.guaranteed.renders where render.request == index {
                #expect(answer.entries[render.entry] == render.at.timeIntervalSinceReferenceDate - start)
            }
            for dead in simulated.guaranteed.deadEntries where dead.request == index {
                #expect(answer.entries[dead.entry] == dead.date.timeIntervalSinceReferenceDate - start)
            }
            // The next request is the generated one unless an app event comes first.
            guard index + 1 < reloads.count else { continue }
            let following = reloads[index + 1]
            if following.reason == .event {
                #expect(answer.next.map { $0 >= requests[index + 1] } ?? true, "request \(index)")
            } else {
                #expect(answer.next == (following.planned ?? following.at).timeIntervalSinceReferenceDate - start)
            }
        }
    }

    /// A widget with plans, a `dynamic` plan, an error plan and a cache: the loader's plan dates the entries,
    /// `dated` gives a dynamic plan its dates and content together, and a failure follows `onError` with the
    /// placeholders (`failed`), later with the content the last good timeline gave that moment (`stale`).
    @Test func theErrorPlanShowsTheLastGoodContentInEffect() throws {
        let yaml = """
            spec: 1
            bundle: PlanWidgets
            platforms: { iOS: "17.0" }
            widgets:
              Health:
                kind: com.example.health
                displayName: Health
                families: [systemSmall, systemLarge]
                entry:
                  level: { type: Double, placeholder: 0 }
                cache: { appGroup: group.com.example.health }
                timeline:
                  entries: { every: 1h, count: 4 }
                  policy: atEnd
                  plans:
                    full: { entries: now, policy: never }
                    raid: { entries: { dynamic: { count: 2, every: 1h } }, policy: { after: 6h } }
                  onError: { entries: [0, 30m], policy: { after: 15m } }
            """
        let loaded = SpecLoader.load(SourceFile(path: "plans.widgets.yaml", text: yaml))
        let spec = try #require(loaded.spec)
        #expect(!(loaded.diagnostics + Checker.check([spec])).hasErrors)
        let example = ExampleSpec(spec: spec, displayPath: "plans.widgets.yaml")
        let runner = """
            import Foundation
            import WidgetSchedule

            struct Offline: Error {}
            struct Loader: HealthLoading {
                var plan: HealthPlan? = .default
                func load(_ request: HealthRequest) async throws -> HealthLoad {
                    switch plan {
                    case nil: throw Offline()
                    case .default?: return .perEntry { date in HealthContent(level: 0.25 + date.timeIntervalSince(request.date) / 14400) }
                    case .full?: return .content(HealthContent(level: 1), plan: .full)
                    case .raid?:
                        let fights = [3600.0, 600].map { request.date.addingTimeInterval($0) }
                        return .dated(fights.map { ($0, HealthContent(level: request.family == .systemLarge ? 0.5 : 0.4)) }, plan: .raid)
                    }
                }
            }

            func describe(_ state: EntryState) -> String {
                switch state {
                case .loaded: "loaded"
                case .placeholder: "placeholder"
                case .sample: "sample"
                case .failed: "failed"
                case .stale(let since, _): "stale(\\(Int(since.timeIntervalSince1970)))"
                }
            }

            @main enum Runner {
                static func main() async {
                    let cache = ContentCache(appGroup: "group.widgetspec.run.\\(UUID().uuidString)")
                    defer { UserDefaults().removePersistentDomain(forName: cache.appGroup) }
                    let utc = TimeZone(identifier: "UTC")!
                    let steps: [(String, HealthPlan?, Double, WidgetSchedule.Family)] = [
                        ("offline", nil, 0, .systemSmall), ("healing", .default, 0, .systemSmall),
                        ("offline", nil, 7200, .systemSmall), ("raid", .raid, 10800, .systemLarge),
                        ("offline", nil, 12600, .systemSmall), ("full", .full, 14400, .systemSmall),
                        ("offline", nil, 18000, .systemSmall),
                    ]
                    for (name, plan, offset, family) in steps {
                        let request = HealthRequest(date: Date(timeIntervalSince1970: offset), family: family)
                        let timeline = await HealthInfo.timeline(for: request, loader: Loader(plan: plan), in: utc, cache: cache)
                        let entries = timeline.entries.map { "\\(Int($0.date.timeIntervalSince1970))=\\($0.level)" }
                        let next = timeline.nextRequestDate.map { String(Int($0.timeIntervalSince1970)) } ?? "never"
                        let states = Set(timeline.entries.map { describe($0.state) }).sorted()
                        print(name, states.joined(separator: ","), entries.joined(separator: " "), "->", next)
                    }
                }
            }
            """
        #expect(
            try Self.run(example, runner, "error-plan").split(separator: "\n") == [
                // Nothing cached yet: onError's two entries show the placeholders.
                "offline failed 0=0.0 1800=0.0 -> 900",
                "healing loaded 0=0.25 3600=0.5 7200=0.75 10800=1.0 -> 10800",
                // At 2h the last good timeline said 75%: that is what the error plan shows, stale since 0.
                "offline stale(0) 7200=0.75 9000=0.75 -> 8100",
                // A dynamic plan: the loader's dates, sorted, with their content; the family reached the loader.
                "raid loaded 11400=0.5 14400=0.5 -> 32400",
                "offline stale(10800) 12600=0.5 14400=0.5 -> 13500",
                "full loaded 14400=1.0 -> never",
                "offline stale(14400) 18000=1.0 19800=1.0 -> 18900",
            ])
    }

    /// Compiles both parts of `example` with `runner` and runs it.
    static func run(_ example: ExampleSpec, _ runner: String, _ name: String) throws -> String {
        let modules = try BuiltModules.get()
        let (directory, files) = try ExampleSpec.write(
            [
                (example.outputName(.shared), example.shared), (example.outputName(.extension), example.extensionPart),
                ("Runner.swift", runner),
            ], into: name)
        defer { try? FileManager.default.removeItem(at: directory) }
        return try modules.compileAndRun(files, in: directory)
    }
}
