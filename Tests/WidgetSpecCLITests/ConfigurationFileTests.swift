import Foundation
import Testing

/// `.widgetspec.yml` through the CLI: found upward from each spec, read by `check`, `generate`, `report` and
/// `diff`, its keys checked as a spec's, the command line over it (docs/configuration.md).
@Suite("project configuration file")
struct ConfigurationFileTests {
    /// Reloads every 15 minutes: 96 a day, over the budget of 70 (WS0707, a warning).
    static let spec = """
        spec: 1
        bundle: Demo
        widgets:
          Status:
            kind: com.example.status
            displayName: Status
            families: [systemSmall]
            timeline:
              entries: now
              policy: { after: 15m }

        """

    /// A project folder: a repository root (so the search stops there) with `files`.
    static func project(_ files: [String: String]) throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try FileManager.default.createDirectory(
            at: directory.url.appendingPathComponent(".git"), withIntermediateDirectories: true)
        for (path, text) in files { try directory.write(path, text) }
        return directory
    }

    static let warning = "demo.widgets.yaml:10:15: warning: "

    @Test func withoutAFileTheWarningIsPrinted() throws {
        let project = try Self.project(["specs/demo.widgets.yaml": Self.spec])
        let check = try WidgetSpecCLI.run(["check", "specs"], in: project.url)
        #expect(check.status == 0, "\(check.stderr)")
        #expect(check.stderr.contains("specs/" + Self.warning), "\(check.stderr)")
        #expect(check.stderr.contains("[WS0707]"), "\(check.stderr)")
    }

    @Test func aDisabledRuleIsSilentInCheckGenerateAndReport() throws {
        let project = try Self.project([
            "specs/demo.widgets.yaml": Self.spec, ".widgetspec.yml": "checks:\n  disable: [WS0707]\n",
        ])
        let check = try WidgetSpecCLI.run(["check", "specs"], in: project.url)
        #expect(check.status == 0, "\(check.stderr)")
        #expect(!check.stderr.contains("WS0707"), "\(check.stderr)")
        let generate = try WidgetSpecCLI.run(["generate", "specs", "--output", "out", "--quiet"], in: project.url)
        #expect(generate.status == 0, "\(generate.stderr)")
        #expect(generate.stderr.isEmpty, "\(generate.stderr)")
        // The command line switches it back on; a spec's own `checks:` would too.
        let enabled = try WidgetSpecCLI.run(
            ["generate", "specs", "--output", "out", "--quiet", "--enable", "WS0707"], in: project.url)
        #expect(enabled.stderr.contains("[WS0707]"), "\(enabled.stderr)")
    }

    @Test func aSpecsOwnChecksWinOverTheFile() throws {
        let project = try Self.project([
            "specs/demo.widgets.yaml": Self.spec + "checks:\n  enable: [WS0707]\n",
            ".widgetspec.yml": "checks:\n  disable: [WS0707]\n",
        ])
        let check = try WidgetSpecCLI.run(["check", "specs"], in: project.url)
        #expect(check.stderr.contains("[WS0707]"), "\(check.stderr)")
    }

    @Test func warningsAsErrorsFromTheFileFailsAndTheCommandLineOverridesIt() throws {
        let project = try Self.project([
            "specs/demo.widgets.yaml": Self.spec, ".widgetspec.yml": "checks:\n  warningsAsErrors: true\n",
        ])
        let check = try WidgetSpecCLI.run(["check", "specs"], in: project.url)
        #expect(check.status == 1, "\(check.stderr)")
        #expect(check.stderr.contains("demo.widgets.yaml:10:15: error: "), "\(check.stderr)")
        let generate = try WidgetSpecCLI.run(["generate", "specs", "--output", "out"], in: project.url)
        #expect(generate.status == 1, "\(generate.stderr)")
        #expect(!FileManager.default.fileExists(atPath: project.url.appendingPathComponent("out").path))
        // The report stops on errors too.
        let report = try WidgetSpecCLI.run(["report", "specs"], in: project.url)
        #expect(report.status == 1, "\(report.stderr)")
        let overridden = try WidgetSpecCLI.run(["check", "specs", "--no-warnings-as-errors"], in: project.url)
        #expect(overridden.status == 0, "\(overridden.stderr)")
        #expect(overridden.stderr.contains(Self.warning), "\(overridden.stderr)")
        let generated = try WidgetSpecCLI.run(
            ["generate", "specs", "--output", "out", "--no-warnings-as-errors"], in: project.url)
        #expect(generated.status == 0, "\(generated.stderr)")
    }

    @Test func aSeverityRaisesOneRuleAndWarningKeepsOneUnderWarningsAsErrors() throws {
        let raised = try Self.project([
            "specs/demo.widgets.yaml": Self.spec, ".widgetspec.yml": "checks:\n  severities: { WS0707: error }\n",
        ])
        let check = try WidgetSpecCLI.run(["check", "specs"], in: raised.url)
        #expect(check.status == 1, "\(check.stderr)")
        #expect(check.stderr.contains("error: "), "\(check.stderr)")
        let kept = try Self.project([
            "specs/demo.widgets.yaml": Self.spec,
            ".widgetspec.yml": "checks:\n  warningsAsErrors: true\n  severities: { WS0707: warning }\n",
        ])
        let keptCheck = try WidgetSpecCLI.run(["check", "specs"], in: kept.url)
        #expect(keptCheck.status == 0, "\(keptCheck.stderr)")
        let commandLine = try WidgetSpecCLI.run(["check", "specs", "--warnings-as-errors"], in: kept.url)
        #expect(commandLine.status == 1, "\(commandLine.stderr)")
    }

    @Test func aFileInAParentFolderIsFoundAndTheNearestWins() throws {
        let project = try Self.project([
            "Apps/Phone/demo.widgets.yaml": Self.spec,
            "Apps/Watch/Deep/watch.widgets.yaml": Self.spec.replacingOccurrences(of: "Demo", with: "Watch")
                .replacingOccurrences(of: "com.example.status", with: "com.example.watch"),
            ".widgetspec.yml": "checks:\n  warningsAsErrors: true\n",
            "Apps/Phone/.widgetspec.yml": "checks:\n  disable: [WS0707]\n",
        ])
        let check = try WidgetSpecCLI.run(["check", "Apps"], in: project.url)
        #expect(check.status == 1, "\(check.stderr)")
        // The watch spec takes the root's file, two folders up: its warning is an error.
        #expect(check.stderr.contains("Apps/Watch/Deep/watch.widgets.yaml:10:15: error: "), "\(check.stderr)")
        // The phone spec takes its own folder's file, which is not merged with the root's.
        #expect(!check.stderr.contains("Apps/Phone/demo.widgets.yaml"), "\(check.stderr)")
    }

    @Test func theSearchStopsAtTheRepositoryRoot() throws {
        let outer = try TemporaryDirectory()
        try outer.write(".widgetspec.yml", "checks:\n  disable: [WS0707]\n")
        try outer.write("repo/specs/demo.widgets.yaml", Self.spec)
        try FileManager.default.createDirectory(
            at: outer.url.appendingPathComponent("repo/.git"), withIntermediateDirectories: true)
        let check = try WidgetSpecCLI.run(["check", "specs"], in: outer.url.appendingPathComponent("repo"))
        #expect(check.stderr.contains("[WS0707]"), "the file above the repository applied: \(check.stderr)")
    }

    @Test func anUnknownKeyIsALocatedErrorWithDidYouMean() throws {
        let project = try Self.project([
            "specs/demo.widgets.yaml": Self.spec,
            ".widgetspec.yml": "checks:\n  disabel: [WS0707]\n  enable: [WS0799]\n",
        ])
        let check = try WidgetSpecCLI.run(["check", "specs"], in: project.url)
        #expect(check.status == 1, "\(check.stderr)")
        #expect(
            check.stderr.contains(
                ".widgetspec.yml:2:3: error: unknown key 'disabel' in configuration checks; did you mean 'disable'? "
                    + "[WS0201]"),
            "\(check.stderr)")
        #expect(check.stderr.contains(".widgetspec.yml:3:12: error: unknown diagnostic ID 'WS0799'"), "\(check.stderr)")
        for command in [["generate", "specs", "--output", "out"], ["report", "specs"]] {
            let result = try WidgetSpecCLI.run(command, in: project.url)
            #expect(result.status == 1, "\(command): \(result.stderr)")
            #expect(result.stderr.contains("did you mean 'disable'?"), "\(command): \(result.stderr)")
        }
    }

    @Test func aWrongTypeAndALoweredSeverityAreLocatedErrors() throws {
        let project = try Self.project([
            "specs/demo.widgets.yaml": Self.spec,
            ".widgetspec.yml": "checks:\n  warningsAsErrors: often\n  severities: { WS0201: warning }\n",
        ])
        let check = try WidgetSpecCLI.run(["check", "specs"], in: project.url)
        #expect(check.status == 1, "\(check.stderr)")
        #expect(check.stderr.contains(".widgetspec.yml:2:21: error: "), "\(check.stderr)")
        #expect(check.stderr.contains("[WS0021]"), "\(check.stderr)")
    }

    @Test func malformedYAMLIsALocatedError() throws {
        let project = try Self.project([
            "specs/demo.widgets.yaml": Self.spec, ".widgetspec.yml": "checks:\n  disable: [WS0707\n",
        ])
        let check = try WidgetSpecCLI.run(["check", "specs"], in: project.url)
        #expect(check.status == 1, "\(check.stderr)")
        #expect(check.stderr.contains(".widgetspec.yml:"), "\(check.stderr)")
        #expect(check.stderr.contains("[WS0101]"), "\(check.stderr)")
        // Nothing of a broken file applies.
        #expect(check.stderr.contains("[WS0707]"), "\(check.stderr)")
    }

    @Test func aFileThatIsADirectoryOrUnreadableIsExitStatus2() throws {
        let directory = try Self.project(["specs/demo.widgets.yaml": Self.spec])
        try FileManager.default.createDirectory(
            at: directory.url.appendingPathComponent(".widgetspec.yml"), withIntermediateDirectories: true)
        for command in [["check", "specs"], ["generate", "specs", "--output", "out"], ["report", "specs"]] {
            let result = try WidgetSpecCLI.run(command, in: directory.url)
            #expect(result.status == 2, "\(command): \(result.stderr)")
            #expect(
                result.stderr.contains("error: configuration file: cannot read '.widgetspec.yml'"),
                "\(command): \(result.stderr)")
        }
        let unreadable = try Self.project(["specs/demo.widgets.yaml": Self.spec, ".widgetspec.yml": "checks: {}\n"])
        let file = unreadable.url.appendingPathComponent(".widgetspec.yml")
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: file.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: file.path) }
        // root reads any file: only an unprivileged run sees the permission problem.
        if FileManager.default.isReadableFile(atPath: file.path) { return }
        let result = try WidgetSpecCLI.run(["check", "specs"], in: unreadable.url)
        #expect(result.status == 2, "\(result.stderr)")
    }

    @Test func bothNamesInOneFolderIsExitStatus2() throws {
        let project = try Self.project([
            "specs/demo.widgets.yaml": Self.spec, "specs/.widgetspec.yml": "", "specs/.widgetspec.yaml": "",
        ])
        let check = try WidgetSpecCLI.run(["check", "specs"], in: project.url)
        #expect(check.status == 2, "\(check.stderr)")
        #expect(
            check.stderr.contains(
                "error: 'specs' holds both .widgetspec.yml and .widgetspec.yaml; keep one of them [WS0020]"),
            "\(check.stderr)")
    }

    @Test func reportDefaultsComeFromTheFileBelowTheCommandLine() throws {
        let project = try Self.project([
            "specs/demo.widgets.yaml": Self.spec,
            ".widgetspec.yml": "checks:\n  disable: [WS0707]\nreport:\n  horizon: 3d\n  format: json\n",
        ])
        let report = try WidgetSpecCLI.run(["report", "specs"], in: project.url)
        #expect(report.status == 0, "\(report.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(report.stdout.utf8)) as? [String: Any]
        #expect(object != nil, "not JSON: \(report.stdout.prefix(200))")
        #expect(report.stdout.contains("259200"), "the 3 d horizon is not in the report")
        let text = try WidgetSpecCLI.run(["report", "specs", "--format", "text", "--horizon", "2h"], in: project.url)
        #expect(text.status == 0, "\(text.stderr)")
        #expect((try? JSONSerialization.jsonObject(with: Data(text.stdout.utf8))) == nil)
    }

    @Test func diffAppliesTheFilesSwitches() throws {
        let old = Self.spec
        let new = Self.spec.replacingOccurrences(of: "com.example.status", with: "com.example.renamed")
        let project = try Self.project(["old/demo.widgets.yaml": old, "new/demo.widgets.yaml": new])
        let plain = try WidgetSpecCLI.run(["diff", "old", "new"], in: project.url)
        #expect(plain.status == 1, "\(plain.stderr)")
        let ids = plain.stderr.matches(of: /\[(WS1\d{3})\]/).map { String($0.output.1) }
        #expect(!ids.isEmpty, "\(plain.stderr)")
        try project.write(".widgetspec.yml", "checks:\n  disable: [\(Set(ids).sorted().joined(separator: ", "))]\n")
        let disabled = try WidgetSpecCLI.run(["diff", "old", "new"], in: project.url)
        #expect(disabled.status == 0, "\(disabled.stderr)")
    }

    @Test func errorsOnlyLeavesOutWarningsButNotErrors() throws {
        let project = try Self.project(["specs/demo.widgets.yaml": Self.spec])
        let quiet = try WidgetSpecCLI.run(
            ["generate", "specs", "--output", "out", "--quiet", "--part", "extension", "--errors-only"],
            in: project.url)
        #expect(quiet.status == 0, "\(quiet.stderr)")
        #expect(quiet.stderr.isEmpty, "\(quiet.stderr)")
        // The shared part's run, which the build plugins do not quiet, reports the warning.
        let shared = try WidgetSpecCLI.run(
            ["generate", "specs", "--output", "out", "--quiet", "--part", "shared"], in: project.url)
        #expect(shared.stderr.contains("[WS0707]"), "\(shared.stderr)")
        // Errors still fail the quieted run, with their message.
        let failing = try WidgetSpecCLI.run(
            ["generate", "specs", "--output", "out", "--part", "extension", "--errors-only", "--warnings-as-errors"],
            in: project.url)
        #expect(failing.status == 1, "\(failing.stderr)")
        #expect(failing.stderr.contains("error: "), "\(failing.stderr)")
    }

    @Test func schemaConfigPrintsTheConfigurationsSchema() throws {
        let result = try WidgetSpecCLI.run(["schema", "--config"])
        #expect(result.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        #expect(object?["$ref"] as? String == "#/$defs/configuration")
        #expect(result.stdout.contains("\"warningsAsErrors\""))
    }

    /// Examples/GameWidgets/.widgetspec.yml: the note its spec knowingly has is off, the report covers 3 days.
    @Test func theExamplePackageUsesItsFile() throws {
        let example = WidgetSpecCLI.repositoryRoot.appendingPathComponent("Examples/GameWidgets")
        let check = try WidgetSpecCLI.run(["check", "Sources"], in: example)
        #expect(check.status == 0, "\(check.stderr)")
        #expect(!check.stderr.contains("[WS0805]"), "\(check.stderr)")
        let plain = try WidgetSpecCLI.run(["check", "Sources", "--enable", "WS0805"], in: example)
        #expect(plain.stderr.contains("[WS0805]"), "\(plain.stderr)")
        let report = try WidgetSpecCLI.run(["report", "Sources"], in: example)
        #expect(report.status == 0, "\(report.stderr)")
        #expect(report.stdout.contains("America/New_York (3d)"), "\(report.stdout.prefix(300))")
        #expect(report.stdout.contains("pessimistic"), "\(report.stdout.prefix(300))")
    }
}
