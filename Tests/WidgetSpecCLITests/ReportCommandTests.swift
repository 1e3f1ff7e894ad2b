import Foundation
import Testing

/// `widgetspec report` as a user runs it: formats, exit statuses, `--output`.
@Suite("widgetspec report")
struct ReportCommandTests {
    @Test func jsonReportHasTheDocumentedShape() throws {
        let result = try WidgetSpecCLI.run(["report", "specs/game.widgets.yaml", "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        for key in ["start", "timezone", "horizon", "budget", "widgets", "activities"] {
            #expect(object[key] != nil, "missing \(key)")
        }
        let widgets = try #require(object["widgets"] as? [[String: Any]])
        #expect(widgets.compactMap { $0["name"] as? String } == ["CharacterDetail", "GameStatus", "Leaderboard"])
        // Four hourly entries with atEnd: a reload every 3 hours, 8 a day, 3 renders each, in both views.
        for view in ["guaranteed", "budget"] {
            let summary = try #require((widgets.first?[view] as? [String: Any])?["summary"] as? [String: Any])
            #expect(summary["reloads"] as? Int == 8)
            #expect(summary["renders"] as? Int == 24)
        }
    }

    @Test func widgetFilterAndEventsFromTheCommandLine() throws {
        let result = try WidgetSpecCLI.run([
            "report", "specs/business-card.widgets.yaml", "--widget", "BusinessCard", "--event", "logout@1h",
            "--format", "json",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let widget = try #require((object["widgets"] as? [[String: Any]])?.first)
        let reasons = ((widget["budget"] as? [String: Any])?["reloads"] as? [[String: Any]])?.compactMap {
            $0["reason"] as? String
        }
        // The first request, then the logout event replacing the spec's own events.
        #expect(reasons?.count == 2)
    }

    @Test func anActionFromTheCommandLineReloadsItsWidgetsWithoutCounting() throws {
        let result = try WidgetSpecCLI.run([
            "report", "specs/home.widgets.yaml", "--event", "SetLight@1h", "--event", "lightsChanged@2h", "--format",
            "json",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let events = try #require(object["events"] as? [[String: Any]])
        #expect(events.map { $0["kind"] as? String ?? "event" } == ["action", "event"])
        let widget = try #require((object["widgets"] as? [[String: Any]])?.first)
        let reloads = try #require((widget["budget"] as? [String: Any])?["reloads"] as? [[String: Any]])
        // The first request, the action's reload (not counted), the event's (counted), and the hourly policy's.
        #expect(reloads.filter { $0["countsAgainstBudget"] as? Bool == false }.count == 1)
        #expect(reloads.contains { ($0["events"] as? [String]) == ["SetLight"] })
    }

    @Test func plansAndAJitterSeedFromTheCommandLine() throws {
        let result = try WidgetSpecCLI.run([
            "report", "specs/health.widgets.yaml", "--plan", "full@3h", "--event", "dragonAttacked@20h", "--plan",
            "dragon@20h", "--format", "json",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let widget = try #require((object["widgets"] as? [[String: Any]])?.first)
        let reloads = try #require((widget["budget"] as? [String: Any])?["reloads"] as? [[String: Any]])
        // Healing, full at the 3-hour request (never), then the dragon's reload at 20h (the spec's plans replaced).
        #expect(reloads.map { $0["plan"] as? String ?? "default" } == ["default", "full", "dragon", "dragon"])
        let seeded = try WidgetSpecCLI.run([
            "report", "specs/game.widgets.yaml", "--widget", "Leaderboard", "--jitter-seed", "12345", "--format",
            "json",
        ])
        #expect(seeded.status == 0, "\(seeded.stderr)")
        #expect(seeded.stdout.contains(#""jitterSeed": "12345""#))
        let unknown = try WidgetSpecCLI.run(["report", "specs/health.widgets.yaml", "--plan", "asleep@1h"])
        #expect(unknown.status == 2)
        #expect(
            unknown.stderr
                == "error: no widget declares a plan named 'asleep' under timeline.plans (default and onError are "
                + "every widget's)\n")
    }

    @Test func usageProblemsExitWithTwo() throws {
        let cases: [([String], String)] = [
            (["--widget", "Nope"], "error: no widget or Live Activity named 'Nope' in the given specs\n"),
            (
                ["--timezone", "Mars/Base"],
                "error: unknown time zone 'Mars/Base' (use an IANA name such as America/New_York)\n"
            ),
            (["--event", "nope@3h"], "error: no spec declares 'nope' under events: or actions:\n"),
            (
                ["--format", "pdf"],
                """
                error: the value 'pdf' is invalid for '--format <format>'. Please provide one of 'text', 'markdown', \
                'json' or 'html'.
                Help:  --format <format>  Output format.
                Usage: widgetspec report [<options>] <path> ...
                  See 'widgetspec report --help' for more information.

                """
            ),
        ]
        for (arguments, message) in cases {
            let result = try WidgetSpecCLI.run(["report", "specs/game.widgets.yaml"] + arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stderr == message, "\(arguments)")
            #expect(result.stdout.isEmpty, "\(arguments)")
        }
        let missing = try WidgetSpecCLI.run(["report", "does-not-exist.widgets.yaml"])
        #expect(missing.status == 2)
        #expect(
            missing.stderr == "error: cannot read 'does-not-exist.widgets.yaml': no such file or directory [WS0001]\n")
    }

    @Test func limitsOfTheSettingsAreUsageErrors() throws {
        let cases: [([String], String)] = [
            (["--horizon", "365000d"], "--horizon '365000d' is too long; the horizon is at most 1096d (3 years)"),
            (["--budget", "0"], "--budget must be at least 1 (reloads per 24 hours for each placed widget), found 0"),
            (
                ["--start", "0001-01-01T00:00:00"],
                "--start '0001-01-01T00:00:00' is outside the supported years 1970 to 9999"
            ),
        ]
        for (arguments, message) in cases {
            let result = try WidgetSpecCLI.run(["report", "specs/game.widgets.yaml"] + arguments)
            #expect(result.status == 2, "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains(message), "\(result.stderr)")
            #expect(result.stdout.isEmpty)
        }
    }

    @Test func aReportBeyondTheWorkLimitStopsWithAnError() throws {
        // 288 requests a day, each computing 1,440 entries, for three years.
        let directory = try TemporaryDirectory()
        let spec = try directory.write(
            "dense.widgets.yaml",
            """
            spec: 1
            bundle: Demo
            widgets:
              Dense:
                kind: com.example.dense
                displayName: Dense
                families: [systemSmall]
                timeline:
                  entries: { every: 1m, count: 1440 }
                  policy: { after: 5m }
            """)
        let result = try WidgetSpecCLI.run(["report", spec.path, "--horizon", "1096d", "--budget", "288"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("error: the report needs more than 20000000 units of work"), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test func theWorkLimitCanBeRaisedOrLiftedOnTheCommandLine() throws {
        let stopped = try WidgetSpecCLI.run(["report", "specs/game.widgets.yaml", "--work-limit", "10"])
        #expect(stopped.status == 2)
        #expect(stopped.stderr.contains("error: the report needs more than 10 units of work"), "\(stopped.stderr)")
        #expect(stopped.stderr.contains("--work-limit"), "\(stopped.stderr)")
        #expect(stopped.stdout.isEmpty)
        let lifted = try WidgetSpecCLI.run(["report", "specs/game.widgets.yaml", "--work-limit", "none"])
        #expect(lifted.status == 0, "\(lifted.stderr)")
        #expect(lifted.stdout == (try WidgetSpecCLI.run(["report", "specs/game.widgets.yaml"])).stdout)
        let bad = try WidgetSpecCLI.run(["report", "specs/game.widgets.yaml", "--work-limit", "0"])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("--work-limit '0' is not a positive number of units"), "\(bad.stderr)")
    }

    @Test func aYearOfSeveralWidgetsCompletesWithTheOptionAndListsWithinTheLimit() throws {
        // 4 widgets of day-long one-minute timelines: a year is 4 x 365 x 1,440 entry dates, about 2.1 million.
        let directory = try TemporaryDirectory()
        let widgets = (1...4).map { index in
            """
              Minute\(index):
                kind: com.example.minute\(index)
                displayName: Minute
                families: [systemSmall]
                timeline:
                  entries: { every: 1m, count: 1440 }
                  policy: atEnd
            """
        }
        let spec = try directory.write(
            "season.widgets.yaml", "spec: 1\nbundle: Demo\nwidgets:\n" + widgets.joined(separator: "\n") + "\n")
        let arguments = ["report", spec.path, "--horizon", "365d", "--format", "json", "--work-limit"]
        let stopped = try WidgetSpecCLI.run(arguments + ["2000000"])
        #expect(stopped.status == 2)
        #expect(stopped.stderr.contains("needs more than 2000000 units of work"), "\(stopped.stderr)")
        let season = try WidgetSpecCLI.run(arguments + ["none"])
        #expect(season.status == 0, "\(season.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(season.stdout.utf8)) as? [String: Any]
        let views = (object?["widgets"] as? [[String: Any]] ?? []).compactMap { $0["budget"] as? [String: Any] }
        #expect(views.count == 4)
        for view in views {
            // Every render counted; listed: 100,000 items over 8 views, stopping at the request after 12,500.
            #expect((view["summary"] as? [String: Any])?["renders"] as? Int == 365 * 1440)
            let listed = ((view["reloads"] as? [Any])?.count ?? 0) + ((view["renders"] as? [Any])?.count ?? 0)
            #expect(listed >= 12_500 && listed <= 12_500 + 1_441, "\(listed)")
            #expect(view["listedUntil"] is String)
        }
    }

    @Test func specErrorsExitWithOne() throws {
        let directory = try TemporaryDirectory()
        let spec = try directory.write("broken.widgets.yaml", "spec: 1\nbundle: Demo\nwidgets: []\n")
        let result = try WidgetSpecCLI.run(["report", spec.path])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
    }

    @Test func outputIsWrittenToTheFileAndNothingOnFailure() throws {
        let directory = try TemporaryDirectory()
        let output = directory.url.appendingPathComponent("report.html")
        let written = try WidgetSpecCLI.run([
            "report", "specs/game.widgets.yaml", "--format", "html", "--output", output.path,
        ])
        #expect(written.status == 0, "\(written.stderr)")
        let html = try String(contentsOf: output, encoding: .utf8)
        #expect(html.hasPrefix("<!DOCTYPE html>") || html.hasPrefix("<!doctype html>"))
        #expect(html.contains("</html>"))

        // A failing run leaves an existing output untouched.
        let failed = try WidgetSpecCLI.run([
            "report", "specs/game.widgets.yaml", "--widget", "Nope", "--output", output.path,
        ])
        #expect(failed.status == 2)
        #expect(try String(contentsOf: output, encoding: .utf8) == html)
    }
}
