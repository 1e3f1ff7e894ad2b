import Foundation
import Testing

@testable import WidgetSpecKit

/// The Foundation-only part of every example's generated code, compiled with the schedule library (no Apple
/// module visible) and run: its entry dates and next request dates must equal what the schedule library
/// answers for the spec's rule, which is what the timeline simulator uses, for several request times and
/// time zones, for every plan the loader can choose and on failure.
@Suite struct CompileAndRunTests {
    @Test(arguments: ExampleSpec.all)
    func generatedSchedulesMatchTheScheduleLibrary(_ example: ExampleSpec) throws {
        let modules = try BuiltModules.get()
        let (directory, files) = try ExampleSpec.write(
            [
                (example.outputName(.shared), example.shared), (example.outputName(.extension), example.extensionPart),
                ("Runner.swift", AppSkeleton.runnerSource(for: example.spec)),
            ], into: "run")
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = try modules.compileAndRun(files, in: directory)
        let actual = output.split(separator: "\n").map(String.init)
        let expected = Self.expectedLines(example.spec)
        // A spec of Live Activities alone (specs/glucose.widgets.yaml) has no schedule: it is compiled and run.
        #expect(
            example.spec.widgets.isEmpty
                || expected.count >= AppSkeleton.timeZones.count * AppSkeleton.fixedRequestDates.count)
        #expect(actual.count == expected.count)
        for (actualLine, expectedLine) in zip(actual, expected) {
            #expect(actualLine == expectedLine)
        }
    }

    /// The same lines, computed in-process from the IR's rule with `TimelineRule.evaluate`.
    static func expectedLines(_ spec: Spec) -> [String] {
        var lines: [String] = []
        for zoneName in AppSkeleton.timeZones {
            let zone = TimeZone(identifier: zoneName)!
            for request in AppSkeleton.requestDates(for: spec) {
                for widget in spec.widgets {
                    let names = WidgetNames(widget: widget)
                    let rule = widget.timeline.rule
                    for plan in AppSkeleton.planNames(widget) {
                        let success = rule.evaluate(
                            requestedAt: request, in: zone, plan: plan, jitterSeed: AppSkeleton.jitterSeed,
                            dynamicDates: names.isDynamic ? AppSkeleton.dynamicDates(request) : nil)
                        lines.append(
                            AppSkeleton.expectedLine(
                                widget.name.value, zone, request, AppSkeleton.outcome(plan: plan), success.entryDates,
                                success.nextRequestDate))
                    }
                    if names.hasLoader {
                        let failure = rule.evaluate(
                            requestedAt: request, in: zone, outcome: .failure, jitterSeed: AppSkeleton.jitterSeed)
                        lines.append(
                            AppSkeleton.expectedLine(
                                widget.name.value, zone, request, "failure", failure.entryDates, failure.nextRequestDate
                            ))
                    }
                }
            }
        }
        return lines + spec.widgets.map(AppSkeleton.ruleLine)
    }

    /// The failure path, compiled and run: a loader that throws gives entries with the spec's placeholders marked
    /// `failed` with the error's description; with a cache, after a good load, the entries show the last good
    /// content marked `stale` since that load, per configuration.
    @Test func aFailingLoaderGivesFailedEntriesOrTheLastGoodContentAsStale() throws {
        let modules = try BuiltModules.get()
        let game = try Self.gameWithCaches()
        let runner = """
            import Foundation
            import WidgetSchedule

            struct Offline: Error {}
            struct Good: GameStatusLoading {
                func load(_ request: GameStatusRequest) async throws -> GameStatusLoad {
                    .content(GameStatusContent(status: "Boss fight", playersOnline: 40))
                }
            }
            struct Bad: GameStatusLoading {
                func load(_ request: GameStatusRequest) async throws -> GameStatusLoad { throw Offline() }
            }
            struct Character: CharacterDetailLoading {
                let fails: Bool
                init() { fails = false }
                init(fails: Bool) { self.fails = fails }
                func load(_ request: CharacterDetailRequest) async throws -> CharacterDetailLoad {
                    if fails { throw Offline() }
                    return .content(CharacterDetailContent(
                        hero: request.configuration.character, healthLevel: 0.9, fullHealthDate: request.date))
                }
            }

            func describe(_ state: EntryState) -> String {
                switch state {
                case .loaded: "loaded"
                case .placeholder: "placeholder"
                case .sample: "sample"
                case .failed(let reason): "failed(\\(reason))"
                case .stale(let since, let reason): "stale(\\(since.timeIntervalSince1970), \\(reason))"
                }
            }

            @main enum Runner {
                static func main() async {
                    let cache = ContentCache(appGroup: "group.widgetspec.run.\\(UUID().uuidString)")
                    defer { UserDefaults().removePersistentDomain(forName: cache.appGroup) }
                    let utc = TimeZone(identifier: "UTC")!
                    let first = Date(timeIntervalSince1970: 1_772_442_000)
                    let later = first.addingTimeInterval(3600)
                    for (name, loader, date) in [("failed", false, first), ("loaded", true, first), ("stale", false, later)] {
                        let request = GameStatusRequest(date: date, family: .systemMedium)
                        let timeline = loader
                            ? await GameStatusInfo.timeline(for: request, loader: Good(), in: utc, cache: cache)
                            : await GameStatusInfo.timeline(for: request, loader: Bad(), in: utc, cache: cache)
                        for entry in timeline.entries {
                            print(name, describe(entry.state), entry.status, entry.playersOnline, entry.date.timeIntervalSince1970)
                        }
                    }
                    let egghead = CharacterDetailConfiguration(character: .egghead)
                    _ = await CharacterDetailInfo.timeline(
                        for: CharacterDetailRequest(date: first, configuration: egghead, family: .systemSmall), loader: Character(), in: utc,
                        cache: cache)
                    for configuration in [egghead, CharacterDetailConfiguration.defaults] {
                        let timeline = await CharacterDetailInfo.timeline(
                            for: CharacterDetailRequest(date: later, configuration: configuration, family: .systemSmall),
                            loader: Character(fails: true), in: utc, cache: cache)
                        let entry = timeline.entries[0]
                        print(configuration.character, timeline.entries.count, describe(entry.state), entry.hero, entry.healthLevel)
                    }
                }
            }
            """
        let (directory, files) = try ExampleSpec.write(
            [
                (game.outputName(.shared), game.shared), (game.outputName(.extension), game.extensionPart),
                ("Runner.swift", runner),
            ], into: "failure")
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = try modules.compileAndRun(files, in: directory)
        #expect(
            output.split(separator: "\n").map(String.init) == [
                // The default error plan: one entry now, another request in an hour.
                "failed failed(Offline()) Raid in progress 12 1772442000.0",
                "loaded loaded Boss fight 40 1772442000.0",
                "stale stale(1772442000.0, Offline()) Boss fight 40 1772445600.0",
                // Each configuration keeps its own content: the egghead widget was loaded, the panda one never.
                "egghead 1 stale(1772442000.0, Offline()) egghead 0.9",
                "panda 1 failed(Offline()) panda 0.25",
            ])
    }

    /// The game example with a cache for `GameStatus` and for the configurable `CharacterDetail`: only a widget
    /// with a cache has a content that is `Codable` and a `timeline(...)` that takes a cache.
    static func gameWithCaches() throws -> ExampleSpec {
        let path = RepositoryPaths.specs.appendingPathComponent("game.widgets.yaml")
        var yaml = try String(contentsOf: path, encoding: .utf8)
        let cache = "    cache: { appGroup: group.com.mygame }\n"
        for anchor in ["    url: \"mygame://character/{character}\"\n", "      policy: { after: 15m }\n"] {
            let range = try #require(yaml.range(of: anchor))
            yaml.insert(contentsOf: cache, at: range.upperBound)
        }
        let loaded = SpecLoader.load(SourceFile(path: "game.widgets.yaml", text: yaml))
        let spec = try #require(loaded.spec)
        #expect(!(loaded.diagnostics + Checker.check([spec])).hasErrors)
        let example = ExampleSpec(spec: spec, displayPath: "specs/game.widgets.yaml")
        #expect(example.shared.contains("struct GameStatusContent: Swift.Codable, Swift.Hashable, Swift.Sendable"))
        #expect(example.shared.contains("struct CharacterDetailConfiguration: Swift.Codable, Swift.Hashable,"))
        return example
    }

    /// The run covers something: at least one example has several entries, a wall-clock rule, a dynamic
    /// schedule, an `earliest` policy, a jitter, and an error plan.
    @Test func examplesCoverTheScheduleForms() {
        let rules = ExampleSpec.all.flatMap(\.spec.widgets).map(\.timeline.rule)
        #expect(rules.contains { $0.jitter != nil })
        #expect(rules.contains { $0.onError != nil })
        #expect(rules.contains { if case .dynamic = $0.plan.entries { true } else { false } })
        #expect(rules.contains { if case .earliest = $0.plan.policy { true } else { false } })
        #expect(
            rules.contains { rule in
                if case .afterWallClock = rule.plan.policy { return true }
                if case .wallClock = rule.plan.entries { return true }
                return false
            })
    }
}
