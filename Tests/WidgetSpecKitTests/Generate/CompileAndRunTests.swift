import Foundation
import Testing

@testable import WidgetSpecKit

/// The Foundation-only part of every example's generated code, compiled with the schedule library (no Apple
/// module visible) and run: its entry dates and next request dates must equal what the schedule library
/// answers for the spec's rule, which is what the timeline simulator uses, for several request times and
/// time zones, on success and on failure.
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
        #expect(expected.count >= AppSkeleton.timeZones.count * AppSkeleton.fixedRequestDates.count)
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
                    let success = rule.evaluate(
                        requestedAt: request, in: zone, outcome: .success, jitterSeed: AppSkeleton.jitterSeed,
                        dynamicDates: names.isDynamic ? AppSkeleton.dynamicDates(request) : nil)
                    lines.append(
                        AppSkeleton.expectedLine(
                            widget.name.value, zone, request, "success", success.entryDates, success.nextRequestDate))
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

    /// The run covers something: at least one example has several entries, a wall-clock rule, a dynamic
    /// schedule, a jitter, and an error plan.
    @Test func examplesCoverTheScheduleForms() {
        let rules = ExampleSpec.all.flatMap(\.spec.widgets).map(\.timeline.rule)
        #expect(rules.contains { $0.jitter != nil })
        #expect(rules.contains { $0.onError != nil })
        #expect(rules.contains { if case .dynamic = $0.plan.entries { true } else { false } })
        #expect(
            rules.contains { rule in
                if case .afterWallClock = rule.plan.policy { return true }
                if case .wallClock = rule.plan.entries { return true }
                return false
            })
    }
}
