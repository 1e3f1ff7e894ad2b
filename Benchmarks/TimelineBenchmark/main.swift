// Timeline simulator benchmark: a one-minute schedule over long horizons (see docs/performance.md).
// Usage: TimelineBenchmark <scenario>   (one scenario per process, so peak memory is per scenario)
//        TimelineBenchmark list
import Foundation
import WidgetSpecKit

struct Scenario {
    var name: String
    var widgets: Int
    var horizonMinutes: Int
    var entries: EntrySchedule
    var policy: ReloadPolicy
    var recordsDetail: Bool
}

let year = 525_600
let minutes = { (count: Int) in EntrySchedule.every(.minutes(1), count: count, start: .zero) }
let baseScenarios = [
    // The target: one timeline of 525,600 one-minute entries covering the year.
    Scenario(
        name: "year-1-widget", widgets: 1, horizonMinutes: year, entries: minutes(year), policy: .atEnd,
        recordsDetail: true),
    Scenario(
        name: "year-1-widget-summary", widgets: 1, horizonMinutes: year, entries: minutes(year), policy: .atEnd,
        recordsDetail: false),
    Scenario(
        name: "year-100-widgets-summary", widgets: 100, horizonMinutes: year, entries: minutes(year), policy: .atEnd,
        recordsDetail: false),
    // The same minutes as one day-long timeline per day: 365 requests of 1,440 entries.
    Scenario(
        name: "year-daily-timelines", widgets: 1, horizonMinutes: year, entries: minutes(1440), policy: .atEnd,
        recordsDetail: true),
    // Scaling of horizon x entries: day-long one-minute timelines requested every 5 minutes (70 a day, the
    // budget), so every request materialises 1,440 entries and most of them die.
    Scenario(
        name: "scale-1x", widgets: 1, horizonMinutes: year / 100, entries: minutes(1440), policy: .after(.minutes(5)),
        recordsDetail: false),
    Scenario(
        name: "scale-10x", widgets: 1, horizonMinutes: year / 10, entries: minutes(1440), policy: .after(.minutes(5)),
        recordsDetail: false),
    Scenario(
        name: "scale-100x", widgets: 1, horizonMinutes: year, entries: minutes(1440), policy: .after(.minutes(5)),
        recordsDetail: false),
]
// Linear in widgets x horizon, with the report's lists (and their limit): day-long one-minute timelines, atEnd.
let widgetSeries = [1, 10, 100].map { count in
    Scenario(
        name: "widgets-\(count)x-30d", widgets: count, horizonMinutes: 30 * 1440, entries: minutes(1440),
        policy: .atEnd, recordsDetail: true)
}
let horizonSeries = [1, 30, 365].map { days in
    Scenario(
        name: "days-\(days)-10-widgets", widgets: 10, horizonMinutes: days * 1440, entries: minutes(1440),
        policy: .atEnd, recordsDetail: true)
}
let scenarios = baseScenarios + widgetSeries + horizonSeries

func spec(_ scenario: Scenario) -> Spec {
    let range = SourceRange(file: "benchmark.widgets.yaml", at: SourceLocation(line: 1, column: 1))
    let rule = TimelineRule(plan: TimelinePlan(entries: scenario.entries, policy: scenario.policy))
    let decls = (0..<scenario.widgets).map { index in
        WidgetDecl(
            name: Located("Widget\(index)", at: range), kind: Located("com.example.w\(index)", at: range),
            displayName: DisplayText("W", at: range), families: .shared([Located(.systemSmall, at: range)]),
            view: Located("V", at: range), timeline: TimelineDecl(rule: rule, entriesRange: range, policyRange: range))
    }
    return Spec(
        file: "benchmark.widgets.yaml", bundle: Located("Bench", at: range),
        platforms: [PlatformVersion(platform: .iOS, version: OSVersion(17), range: range)], widgets: decls)
}

/// Peak resident memory of this process in MiB (Linux `VmHWM`), or nil elsewhere.
func peakMemoryMiB() -> Double? {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
        let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
        let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "")
    else { return nil }
    return kilobytes / 1024
}

let arguments = CommandLine.arguments.dropFirst()
guard let name = arguments.first, name != "list", let scenario = scenarios.first(where: { $0.name == name }) else {
    print("scenarios: " + scenarios.map(\.name).joined(separator: " "))
    exit(arguments.first == "list" ? 0 : 2)
}

let subject = spec(scenario)
let options = SimulationOptions(
    start: Date(timeIntervalSince1970: 1_767_621_600), timeZone: TimeZone(identifier: "America/New_York")!,
    horizon: .minutes(scenario.horizonMinutes), recordsDetail: scenario.recordsDetail,
    workLimit: SimulationWork.noLimit)
/// CPU time of this process: the machine is shared, so wall time measures the neighbours too.
func cpuSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

var seconds = Double.infinity
var summaries: [WidgetSummary] = []
var guaranteedRequests = 0
for _ in 0..<3 {
    let started = cpuSeconds()
    let result = TimelineSimulator.simulate([subject], options: options)
    seconds = min(seconds, cpuSeconds() - started)
    summaries = result.widgets.map(\.budget.summary)
    guaranteedRequests = result.widgets.reduce(0) { $0 + $1.guaranteed.summary.reloads }
}
let requests = summaries.reduce(0) { $0 + $1.reloads }
let renders = summaries.reduce(0) { $0 + $1.renders }
let dead = summaries.reduce(0) { $0 + $1.deadEntries }
let milliseconds = String(format: "%.1f", seconds * 1000)
let memory = peakMemoryMiB().map { String(format: "%.0f MiB", $0) } ?? "n/a"
print(
    "\(scenario.name): widgets \(scenario.widgets), horizon \(ScheduleDuration.minutes(scenario.horizonMinutes)), "
        + "guaranteed requests \(guaranteedRequests), budget view: requests \(requests), renders \(renders), "
        + "dead \(dead), best of 3 \(milliseconds) ms CPU, peak memory \(memory)")
