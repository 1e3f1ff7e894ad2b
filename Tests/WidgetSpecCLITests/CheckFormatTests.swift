import Foundation
import Testing

/// `check --format`, severity options, `rules` and `explain`, run as a user runs them.
@Suite("widgetspec check formats, rule control, rules and explain")
struct CheckFormatTests {
    @Test func defaultFormatIsXcodeOnStandardError() throws {
        let result = try WidgetSpecCLI.run(["check", "specs/"])
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("specs/game.widgets.yaml:58:15: warning: "))
        #expect(result.stderr.contains("[WS0707]"))
    }

    @Test func severalFormatsAtOnceWithAFile() throws {
        let scratch = try TemporaryDirectory()
        let sarif = scratch.url.appendingPathComponent("out.sarif")
        let result = try WidgetSpecCLI.run(
            ["check", "specs/", "--format", "summary", "--format", "sarif=\(sarif.path)", "--format", "github"])
        #expect(result.status == 0)
        #expect(result.stderr.contains("0 errors, "))
        #expect(result.stdout.contains("::warning file=specs/game.widgets.yaml,line=58,col=15"))
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: sarif)) as? [String: Any]
        #expect(object?["version"] as? String == "2.1.0")
    }

    /// The example specs are read and checked in parallel; the output is the same bytes on every run.
    @Test func outputIsTheSameOnEveryRun() throws {
        let first = try WidgetSpecCLI.run(["check", "specs/", "--format", "json"])
        let second = try WidgetSpecCLI.run(["check", "specs/", "--format", "json"])
        #expect(first.status == 0)
        #expect(first.stdout == second.stdout)
        GoldenFile.check(
            first.stdout, against: WidgetSpecCLI.goldenDirectory.appendingPathComponent("check-specs.json"))
    }

    @Test func warningsAsErrorsFails() throws {
        let result = try WidgetSpecCLI.run(["check", "specs/", "--warnings-as-errors"])
        #expect(result.status == 1)
        #expect(result.stderr.contains(": error: "))
    }

    @Test func disablingRulesSilencesThem() throws {
        let result = try WidgetSpecCLI.run(
            ["check", "specs/", "--disable", "WS0707", "--warnings-as-errors"])
        #expect(result.status == 0)
        #expect(!result.stderr.contains("WS0707"))
    }

    @Test func unknownOrFrontEndIDsAreUsageErrors() throws {
        let unknown = try WidgetSpecCLI.run(["check", "specs/", "--disable", "WS0799"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("did you mean 'WS0709'?"))
        let frontEnd = try WidgetSpecCLI.run(["check", "specs/", "--disable", "WS0201"])
        #expect(frontEnd.status == 2)
        let badFormat = try WidgetSpecCLI.run(["check", "specs/", "--format", "html"])
        #expect(badFormat.status == 2)
    }

    @Test func unwritableOutputIsAnIOError() throws {
        let result = try WidgetSpecCLI.run(["check", "specs/", "--format", "sarif=/nonexistent-dir/out.sarif"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("cannot write '/nonexistent-dir/out.sarif'"))
    }

    @Test func rulesListsEveryCheckerRule() throws {
        let result = try WidgetSpecCLI.run(["rules"])
        #expect(result.status == 0)
        for id in ["WS0001", "WS0401", "WS0606", "WS0704", "WS0805", "WS0905"] {
            #expect(result.stdout.contains("  \(id)  "), "\(id)")
        }
        #expect(result.stdout.contains("kind-not-reverse-dns (opt-in)"))
        #expect(result.stdout.contains("\nReport assumptions (what `widgetspec report` takes as given):\n"))
        #expect(result.stdout.contains("  request-spacing       assumption  "))
    }

    @Test func explainPrintsTheRationaleAndExamples() throws {
        let result = try WidgetSpecCLI.run(["explain", "ws0704"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("WS0704 dead-entries: warning"))
        #expect(result.stdout.contains("Reported for:"))
        let unknown = try WidgetSpecCLI.run(["explain", "WS0799"])
        #expect(unknown.status == 2)
    }

    @Test func explainPrintsAReportAssumptionWithItsSource() throws {
        let result = try WidgetSpecCLI.run(["explain", "budget-spending", "WS0704"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("budget-spending: report assumption\n"))
        #expect(result.stdout.contains("\nSource: an assumption. Apple says the system distributes"))
        #expect(result.stdout.contains("\nWS0704 dead-entries: warning"))
    }
}
