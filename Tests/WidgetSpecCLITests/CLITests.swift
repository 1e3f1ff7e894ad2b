import Foundation
import Testing

@Suite("widgetspec command line")
struct CLITests {
    @Test func checkOfTheExampleSpecsExitsZero() throws {
        let result = try WidgetSpecCLI.run(["check", "specs/"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("error:"))
    }

    @Test func checkOfAnInvalidSpecExitsOneWithPositions() throws {
        let directory = try TemporaryDirectory()
        try directory.write("bad.widgets.yaml", SampleSpecs.invalid)
        let result = try WidgetSpecCLI.run(["check", "bad.widgets.yaml"], in: directory.url)
        #expect(result.status == 1)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(
            lines.contains(
                "bad.widgets.yaml:6:5: error: unknown key 'displayNam' in widget; did you mean 'displayName'? [WS0201]")
        )
        #expect(lines.contains { $0.hasPrefix("bad.widgets.yaml:7:16: error: unknown widget family 'systemSmal'") })
        #expect(result.stdout.isEmpty)
    }

    @Test func validAndInvalidTogetherExitOne() throws {
        let directory = try TemporaryDirectory()
        try directory.write("good.widgets.yaml", SampleSpecs.valid)
        try directory.write("bad.widgets.yaml", SampleSpecs.invalid)
        #expect(try WidgetSpecCLI.run(["check", "good.widgets.yaml"], in: directory.url).status == 0)
        #expect(
            try WidgetSpecCLI.run(["check", "good.widgets.yaml", "bad.widgets.yaml"], in: directory.url).status == 1)
    }

    @Test func directoriesAreSearchedRecursively() throws {
        let directory = try TemporaryDirectory()
        try directory.write("app/one.widgets.yaml", SampleSpecs.invalid)
        try directory.write("app/nested/deeper/two.widgets.yml", SampleSpecs.invalid)
        try directory.write("app/nested/fine.widgets.yaml", SampleSpecs.valid)
        // Not spec files, or in places the search skips.
        try directory.write("app/notes.yaml", "this: is not a spec: at all")
        try directory.write("app/.hidden/three.widgets.yaml", SampleSpecs.invalid)
        try directory.write("app/.build/four.widgets.yaml", SampleSpecs.invalid)
        let result = try WidgetSpecCLI.run(["check", "app", "--format", "json"], in: directory.url)
        #expect(result.status == 1)
        let files = try JSONDiagnostics(result.stdout).entries.compactMap { $0["file"] as? String ?? fileOfRange($0) }
        #expect(Set(files) == ["app/nested/deeper/two.widgets.yml", "app/one.widgets.yaml"])
        // Sorted by file, so the output is the same on every run.
        #expect(files == files.sorted())
    }

    @Test func directoryWithoutSpecsIsAnIOProblem() throws {
        let directory = try TemporaryDirectory()
        try directory.write("empty/readme.txt", "nothing here")
        let result = try WidgetSpecCLI.run(["check", "empty"], in: directory.url)
        #expect(result.status == 2)
        #expect(result.stderr.contains("no spec files"))
        #expect(result.stderr.contains("'empty'"))
        #expect(result.stderr.contains("[WS0004]"))
    }

    @Test func missingPathSaysWhatAndWhy() throws {
        let result = try WidgetSpecCLI.run(["check", "specs/", "nowhere.widgets.yaml"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("cannot read 'nowhere.widgets.yaml': no such file or directory"))
        #expect(result.stderr.contains("[WS0001]"))
    }

    @Test func danglingSymlinkIsUnreadable() throws {
        let directory = try TemporaryDirectory()
        try FileManager.default.createSymbolicLink(
            atPath: directory.url.appendingPathComponent("gone.widgets.yaml").path, withDestinationPath: "missing")
        let result = try WidgetSpecCLI.run(["check", "gone.widgets.yaml"], in: directory.url)
        #expect(result.status == 2)
        #expect(result.stderr.contains("cannot read 'gone.widgets.yaml'"))
    }

    @Test(.enabled(if: geteuid() != 0, "root can read files without permission"))
    func fileWithoutReadPermissionIsUnreadable() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("locked.widgets.yaml", SampleSpecs.valid)
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: file.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: file.path) }
        let result = try WidgetSpecCLI.run(["check", "locked.widgets.yaml"], in: directory.url)
        #expect(result.status == 2)
        #expect(result.stderr.contains("cannot read 'locked.widgets.yaml': permission denied"))
    }

    static let checkUsage = """
        Usage: widgetspec check <path> ... [--format <format> ...] [--force] [--warnings-as-errors] \
        [--no-warnings-as-errors] [--disable <ID> ...] [--enable <ID> ...] [--quiet] [--fix] [--dry-run]
          See 'widgetspec check --help' for more information.

        """

    @Test func usageErrorsExitTwoWithTheProblemAndTheUsage() throws {
        let cases: [([String], String)] = [
            (
                ["check"],
                """
                error: missing expected argument '<path> ...'
                Help:  <path>  Spec files, or directories searched recursively for *.widgets.yaml and *.widgets.yml.

                """ + Self.checkUsage
            ),
            (
                ["frobnicate"],
                """
                error: unexpected argument 'frobnicate'
                Usage: widgetspec <subcommand>
                  See 'widgetspec --help' for more information.

                """
            ),
            (["check", "--no-such-option", "specs/"], "error: unknown option '--no-such-option'\n" + Self.checkUsage),
            (
                ["check", "--format", "yaml", "specs/"],
                """
                error: the value 'yaml' is invalid for '--format <format>'. Please provide one of the following: \
                xcode, text, json, sarif, github, summary
                Help:  --format <format>  Output format, optionally =FILE; repeatable.

                """ + Self.checkUsage
            ),
        ]
        for (arguments, message) in cases {
            let result = try WidgetSpecCLI.run(arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stderr == message, "\(arguments)")
            #expect(result.stdout.isEmpty, "\(arguments)")
        }
    }

    /// The help of the root command and of the commands whose options this suite covers, as printed 80 columns
    /// wide (ArgumentParser's width when standard output is not a terminal).
    @Test(arguments: [[], ["generate"], ["report"], ["dump"], ["schema"], ["init"]])
    func helpExitsZeroWithExamples(_ command: [String]) throws {
        let result = try WidgetSpecCLI.run(command + ["--help"], environment: ["COLUMNS": "80"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        let name = (command.first ?? "widgetspec") + "-help.txt"
        GoldenFile.check(result.stdout, against: WidgetSpecCLI.goldenDirectory.appendingPathComponent(name))
    }

    @Test func dumpPrintsTheModelAsJSON() throws {
        let result = try WidgetSpecCLI.run(["dump", "specs/game.widgets.yaml"])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let bundle = try #require(object["bundle"] as? [String: Any])
        #expect(bundle["value"] as? String == "GameWidgets")
        // Stable: the same bytes on every run.
        #expect(try WidgetSpecCLI.run(["dump", "specs/game.widgets.yaml"]).stdout == result.stdout)
    }

    @Test func dumpOfAnInvalidSpecPrintsNothingOnStdout() throws {
        let directory = try TemporaryDirectory()
        try directory.write("bad.widgets.yaml", SampleSpecs.invalid)
        let result = try WidgetSpecCLI.run(["dump", "bad.widgets.yaml"], in: directory.url)
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("[WS0201]"))
    }

    private func fileOfRange(_ entry: [String: Any]) -> String? {
        (entry["range"] as? [String: Any])?["file"] as? String
    }
}
