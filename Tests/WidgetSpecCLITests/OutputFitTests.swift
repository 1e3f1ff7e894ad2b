import Foundation
import Testing

/// Output that fits where it goes: the text report's width, `check`'s closing line, `dump --no-locations`.
@Suite("Output that fits where it goes")
struct OutputFitTests {
    /// A widget whose family list is longer than any terminal's line.
    static let wideSpec = """
        spec: 1
        bundle: Demo
        platforms: { iOS: "17.0" }
        widgets:
          ClockWithAVeryLongNameThatKeepsGoing:
            kind: com.example.clock
            displayName: Clock
            families: [systemSmall, systemMedium, systemLarge, systemExtraLarge, accessoryCircular,
              accessoryRectangular, accessoryInline]

        """

    private func wideDirectory() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try directory.write("wide.widgets.yaml", Self.wideSpec)
        return directory
    }

    private func familiesLine(_ text: String) -> String? {
        text.split(separator: "\n").first { $0.hasPrefix("  families: ") }.map(String.init)
    }

    @Test func aReportInAFileOrAPipeIsNeverCut() throws {
        let directory = try wideDirectory()
        let result = try WidgetSpecCLI.run(["report", "wide.widgets.yaml"], in: directory.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stdout.contains("\u{2026}"), "a line was cut:\n\(result.stdout)")
        let families = try #require(familiesLine(result.stdout))
        #expect(families.hasSuffix("accessoryInline"))
        #expect(families.count > 120)
        // The same through --output.
        let written = try WidgetSpecCLI.run(
            ["report", "wide.widgets.yaml", "--output", "r.txt"], in: directory.url, environment: ["COLUMNS": "60"])
        #expect(written.status == 0, "\(written.stderr)")
        #expect(try directory.read("r.txt") == result.stdout)
    }

    @Test(arguments: [(["--width", "60"], [String: String]()), ([], ["COLUMNS": "60"])])
    func widthOrColumnsCutTheLines(arguments: [String], environment: [String: String]) throws {
        let directory = try wideDirectory()
        let result = try WidgetSpecCLI.run(
            ["report", "wide.widgets.yaml"] + arguments, in: directory.url, environment: environment)
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.allSatisfy { $0.count <= 60 }, "\(result.stdout)")
        #expect(familiesLine(result.stdout)?.hasSuffix("\u{2026}") == true)
    }

    @Test(.enabled(if: PseudoTerminal.script != nil, Comment(rawValue: PseudoTerminal.unavailable)))
    func onATerminalTheReportFitsItsWidth() throws {
        let directory = try wideDirectory()
        let shown = try PseudoTerminal.run(["report", "wide.widgets.yaml"], columns: 70, in: directory.url)
        let lines = shown.split(separator: "\n")
        #expect(lines.count > 10, "\(shown)")
        #expect(lines.allSatisfy { $0.count <= 70 }, "\(shown)")
        #expect(familiesLine(shown)?.hasSuffix("\u{2026}") == true, "\(shown)")
    }

    @Test func aWidthBelowTwentyIsAUsageError() throws {
        let result = try WidgetSpecCLI.run(["report", "specs/game.widgets.yaml", "--width", "5"])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("error: --width must be at least 20 columns, found 5\n"), "\(result.stderr)")
    }

    // MARK: - check's summary

    @Test(.enabled(if: PseudoTerminal.script != nil, Comment(rawValue: PseudoTerminal.unavailable)))
    func checkEndsWithASummaryOnATerminal() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a.widgets.yaml", SampleSpecs.valid)
        try directory.write(
            "b.widgets.yaml",
            SampleSpecs.valid.replacingOccurrences(of: "Demo", with: "Other").replacingOccurrences(
                of: "com.example.clock", with: "com.example.other"))
        let shown = try PseudoTerminal.run(["check", "."], in: directory.url)
        #expect(shown == "checked 2 specs, 2 widgets: no errors, no warnings\n")
        let failing = try TemporaryDirectory()
        try failing.write("bad.widgets.yaml", SampleSpecs.invalid)
        let errors = try PseudoTerminal.run(["check", "bad.widgets.yaml"], in: failing.url)
        // A widget that cannot be read is not counted.
        #expect(errors.hasSuffix("\nchecked 1 spec, 0 widgets: 2 errors, no warnings\n"), "\(errors)")
    }

    @Test(.enabled(if: PseudoTerminal.script != nil, Comment(rawValue: PseudoTerminal.unavailable)))
    func quietLeavesTheSummaryOut() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a.widgets.yaml", SampleSpecs.valid)
        #expect(try PseudoTerminal.run(["check", "a.widgets.yaml", "--quiet"], in: directory.url) == "")
        #expect(try PseudoTerminal.run(["check", "a.widgets.yaml", "-q"], in: directory.url) == "")
    }

    /// The machine formats on standard output stay the same bytes; the line goes to the terminal alone.
    @Test(.enabled(if: PseudoTerminal.script != nil, Comment(rawValue: PseudoTerminal.unavailable)))
    func theSummaryNeverEntersAMachineFormat() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a.widgets.yaml", SampleSpecs.valid)
        for format in ["json", "sarif", "github"] {
            let plain = try WidgetSpecCLI.run(["check", "a.widgets.yaml", "--format", format], in: directory.url)
            let shown = try PseudoTerminal.run(
                ["check", "a.widgets.yaml", "--format", format], redirection: "> out.txt", in: directory.url)
            #expect(shown == "checked 1 spec, 1 widget: no errors, no warnings\n", "\(format)")
            #expect(try directory.read("out.txt") == plain.stdout, "\(format)")
        }
    }

    @Test func noSummaryWhenStandardErrorIsNoTerminal() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a.widgets.yaml", SampleSpecs.valid)
        let result = try WidgetSpecCLI.run(["check", "a.widgets.yaml"], in: directory.url)
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(result.stdout.isEmpty)
    }

    // MARK: - dump --no-locations

    @Test func dumpWithoutLocationsIsSmallerValidAndTheSameEachRun() throws {
        let full = try WidgetSpecCLI.run(["dump", "specs/game.widgets.yaml"])
        let bare = try WidgetSpecCLI.run(["dump", "specs/game.widgets.yaml", "--no-locations"])
        #expect(full.status == 0 && bare.status == 0, "\(bare.stderr)")
        #expect(
            bare.stdout.utf8.count * 3 < full.stdout.utf8.count,
            "\(bare.stdout.utf8.count) of \(full.stdout.utf8.count)")
        #expect(try WidgetSpecCLI.run(["dump", "specs/game.widgets.yaml", "--no-locations"]).stdout == bare.stdout)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(bare.stdout.utf8)) as? [String: Any])
        #expect(object["bundle"] as? String == "GameWidgets")
        var ranges: [String] = []
        func walk(_ value: Any, _ path: String) {
            if let object = value as? [String: Any] {
                for (key, member) in object {
                    if key == "range" || key.hasSuffix("Range") { ranges.append(path + "." + key) }
                    walk(member, path + "." + key)
                }
            } else if let array = value as? [Any] {
                for (index, element) in array.enumerated() { walk(element, "\(path)[\(index)]") }
            }
        }
        walk(object, "")
        #expect(ranges.isEmpty, "\(ranges.prefix(5))")
        // Nothing but the ranges is left out: the widgets keep their names and kinds.
        let widgets = try #require(object["widgets"] as? [[String: Any]])
        #expect(widgets.compactMap { $0["name"] as? String } == ["CharacterDetail", "GameStatus", "Leaderboard"])
    }
}
