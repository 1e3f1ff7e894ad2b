import Foundation
import Testing

/// `widgetspec diff` run as a user runs it: two paths, a git revision, `--base`, formats and exit statuses.
@Suite("widgetspec diff")
struct DiffCommandTests {
    static let old = """
        spec: 1
        bundle: Demo
        widgets:
          Clock: { kind: com.example.clock, displayName: Clock, families: [systemSmall, systemMedium] }

        """

    /// `old` with a family removed (breaking) and the display name changed (safe).
    static let breaking = """
        spec: 1
        bundle: Demo
        widgets:
          Clock: { kind: com.example.clock, displayName: World Clock, families: [systemSmall] }

        """

    /// `old` with a widget added (safe).
    static let safe = """
        spec: 1
        bundle: Demo
        widgets:
          Clock: { kind: com.example.clock, displayName: Clock, families: [systemSmall, systemMedium] }
          Timer: { kind: com.example.timer, displayName: Timer, families: [systemSmall] }

        """

    @Test func aBreakingChangeFailsWithDiagnosticsAtBothVersionsLines() throws {
        let directory = try TemporaryDirectory()
        try directory.write("old/clock.widgets.yaml", Self.old)
        try directory.write("new/clock.widgets.yaml", Self.breaking)
        let result = try WidgetSpecCLI.run(["diff", "old", "new"], in: directory.url)
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr == """
                new/clock.widgets.yaml:4:50: note: display name of widget 'Clock' is 'World Clock', was 'Clock' (safe) [WS1028]
                old/clock.widgets.yaml:4:81: error: widget 'Clock' no longer offers systemMedium on iOS: widgets placed at that size are removed by the update [WS1003]
                new/clock.widgets.yaml:4:18: note: the widget is here in the new version

                """)
    }

    @Test func safeChangesPassAndSeveralFormatsGoWhereCheckSends() throws {
        let directory = try TemporaryDirectory()
        try directory.write("old.widgets.yaml", Self.old)
        try directory.write("new.widgets.yaml", Self.safe)
        let result = try WidgetSpecCLI.run(
            [
                "diff", "old.widgets.yaml", "new.widgets.yaml", "--format", "summary", "--format", "json",
                "--format", "sarif=diff.sarif",
            ],
            in: directory.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "WS1020  note     1  widget-added\n0 errors, 0 warnings, 1 note in 1 file\n")
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: [[String: Any]]])
        #expect(json["diagnostics"]?.map { $0["id"] as? String } == ["WS1020"])
        let sarif = try JSONSerialization.jsonObject(with: Data(directory.read("diff.sarif").utf8)) as? [String: Any]
        #expect(sarif?["version"] as? String == "2.1.0")
    }

    @Test func warningsAsErrorsAndDisableWorkAsForCheck() throws {
        let directory = try TemporaryDirectory()
        try directory.write("old.widgets.yaml", Self.old)
        try directory.write("new.widgets.yaml", Self.breaking)
        let disabled = try WidgetSpecCLI.run(
            ["diff", "old.widgets.yaml", "new.widgets.yaml", "--disable", "WS1003"], in: directory.url)
        #expect(disabled.status == 0, "\(disabled.stderr)")
        #expect(!disabled.stderr.contains("WS1003"))
        let unknown = try WidgetSpecCLI.run(
            ["diff", "old.widgets.yaml", "new.widgets.yaml", "--disable", "WS1099"], in: directory.url)
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("unknown diagnostic ID 'WS1099'"))
    }

    @Test func aVersionThatDoesNotReadIsReportedAndNotCompared() throws {
        let directory = try TemporaryDirectory()
        try directory.write("old.widgets.yaml", SampleSpecs.invalid)
        try directory.write("new.widgets.yaml", Self.old)
        let result = try WidgetSpecCLI.run(["diff", "old.widgets.yaml", "new.widgets.yaml"], in: directory.url)
        #expect(result.status == 1)
        #expect(result.stderr.contains("old.widgets.yaml:6:5: error: "))
        #expect(!result.stderr.contains("WS10"))
    }

    @Test func usageProblemsExitTwo() throws {
        let directory = try TemporaryDirectory()
        try directory.write("new.widgets.yaml", Self.old)
        let cases: [([String], String)] = [
            (["diff", "new.widgets.yaml"], "error: give OLD and NEW"),
            (["diff", "--base", "HEAD"], "error: give the spec files or directories to compare with --base."),
            (["diff", "--base"], "error: missing value for '--base <revision>'"),
            (
                ["diff", "no-such-thing", "new.widgets.yaml"],
                "error: 'no-such-thing' is neither a file, a directory nor a git revision of the repository here"
            ),
            (["diff", "--base=-p", "new.widgets.yaml"], "error: '-p' is not a git revision"),
            (["diff", "new.widgets.yaml", "missing.widgets.yaml"], "cannot read 'missing.widgets.yaml'"),
        ]
        for (arguments, message) in cases {
            let result = try WidgetSpecCLI.run(arguments, in: directory.url)
            #expect(result.status == 2, "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
        }
    }

    @Test func aRevisionIsReadFromGitWithoutTouchingTheWorkingTree() throws {
        let repository = try GitRepository()
        try repository.directory.write("specs/clock.widgets.yaml", Self.old)
        try repository.directory.write("specs/.hidden/ignored.widgets.yaml", "not: [a spec")
        try repository.commit()
        try repository.directory.write("specs/clock.widgets.yaml", Self.breaking)

        let positional = try WidgetSpecCLI.run(["diff", "HEAD", "specs/"], in: repository.directory.url)
        #expect(positional.status == 1, "\(positional.stderr)")
        #expect(positional.stderr.contains("HEAD:specs/clock.widgets.yaml:4:81: error: "))
        #expect(positional.stderr.contains("specs/clock.widgets.yaml:4:50: note: display name"))

        let base = try WidgetSpecCLI.run(
            ["diff", "--base", "HEAD", "specs/clock.widgets.yaml", "--format", "text"], in: repository.directory.url)
        #expect(base.status == 1)
        #expect(base.stderr.contains("HEAD:specs/clock.widgets.yaml:4:81: error: "))
        #expect(base.stderr.contains(" 4 |   Clock: { kind: com.example.clock, displayName: Clock, families: "))
        #expect(try repository.directory.read("specs/clock.widgets.yaml") == Self.breaking)
    }

    @Test func specsTheRevisionDidNotHaveAreNew() throws {
        let repository = try GitRepository()
        try repository.directory.write("README", "nothing yet")
        try repository.commit()
        try repository.directory.write("specs/clock.widgets.yaml", Self.old)
        let result = try WidgetSpecCLI.run(["diff", "HEAD", "specs"], in: repository.directory.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("widget 'Clock' (kind 'com.example.clock') is new (safe) [WS1020]"))
        let unknown = try WidgetSpecCLI.run(["diff", "--base", "v9", "specs"], in: repository.directory.url)
        #expect(unknown.status == 2)
        #expect(
            unknown.stderr == "error: unknown revision 'v9': git knows no commit of that name in the repository here\n")
    }

    @Test func helpExitsZeroWithExamples() throws {
        let result = try WidgetSpecCLI.run(["diff", "--help"], environment: ["COLUMNS": "80"])
        #expect(result.status == 0)
        GoldenFile.check(result.stdout, against: WidgetSpecCLI.goldenDirectory.appendingPathComponent("diff-help.txt"))
    }
}

/// A fresh git repository in a temporary directory, committed to with a fixed identity.
struct GitRepository {
    let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
        try git(["init", "-q"])
    }

    func commit() throws {
        try git(["add", "-A"])
        try git(["-c", "user.name=Test", "-c", "user.email=test@example.com", "commit", "-q", "-m", "specs"])
    }

    /// Runs git in the repository; fails the test when git does.
    func git(_ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = directory.url
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "git \(arguments.joined(separator: " ")) failed")
    }
}
