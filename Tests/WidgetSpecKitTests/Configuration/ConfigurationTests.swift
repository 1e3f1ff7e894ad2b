import Foundation
import Testing

@testable import WidgetSpecKit

/// The project configuration file: reading it (keys checked as a spec's), finding it upward from each spec, and
/// where its settings stand between the catalog's defaults, the specs and the command line.
@Suite struct ConfigurationTests {
    static func decode(_ text: String) -> (ProjectConfiguration, [Diagnostic]) {
        let document = YAMLLoader.load(Array(text.utf8), file: ".widgetspec.yml")
        let (configuration, problems) = ConfigurationDecoder.decode(document.root, file: ".widgetspec.yml")
        return (configuration, document.diagnostics + problems)
    }

    @Test func decodesEveryKey() {
        let (configuration, diagnostics) = Self.decode(
            """
            checks:
              disable: WS0707
              enable: [WS0606]
              severities: { WS0606: warning, WS0707: error }
              warningsAsErrors: true
            report:
              start: "2026-03-01T08:00:00"
              timezone: Europe/Berlin
              horizon: 3d
              budget: 40
              budgetModel: pessimistic
              format: markdown
            x-team: widgets

            """)
        #expect(diagnostics == [])
        #expect(configuration.rules.disabled == ["WS0707"])
        #expect(configuration.rules.enabled == ["WS0606"])
        #expect(configuration.rules.severities == ["WS0606": .warning, "WS0707": .error])
        #expect(configuration.rules.warningsAsErrors)
        #expect(configuration.report.start == LocalDateTime(year: 2026, month: 3, day: 1, hour: 8))
        #expect(configuration.report.timeZone == "Europe/Berlin")
        #expect(configuration.report.horizon == .days(3))
        #expect(configuration.report.budget == 40)
        #expect(configuration.report.budgetModel == .pessimistic)
        #expect(configuration.report.format == .markdown)
    }

    @Test func anEmptyFileSetsNothing() {
        let (configuration, diagnostics) = Self.decode("# nothing yet\n")
        #expect(diagnostics == [])
        #expect(configuration == ProjectConfiguration(file: ".widgetspec.yml"))
    }

    @Test func problemsAreLocatedWithTheSpecsIDs() {
        let (configuration, diagnostics) = Self.decode(
            """
            checks:
              disabel: [WS0707]
              enable: [WS0799]
              disable: [WS0201]
              severities: { WS0201: warning, WS0707: fatal }
              warningsAsErrors: often
            report:
              horizon: soon
              timezone: Europe/Berln
            reprot: {}

            """)
        let sorted = diagnostics.sorted(by: Diagnostic.stableOrder)
        let found = sorted.map { "\($0.range?.start.line ?? 0):\($0.range?.start.column ?? 0) \($0.id)" }
        #expect(
            found == [
                "2:3 WS0201", "3:12 WS0306", "4:13 WS0306", "5:25 WS0021", "5:42 WS0204", "6:21 WS0202",
                "8:12 WS0205", "9:13 WS0208", "10:1 WS0201",
            ])
        #expect(sorted[0].message == "unknown key 'disabel' in configuration checks; did you mean 'disable'?")
        // `disable` is written too: replacing the typo would make a duplicate key, so no fix-it.
        #expect(sorted[0].fixIt == nil)
        #expect(sorted.last?.message.contains("did you mean 'report'?") == true)
        // What was valid is kept.
        #expect(configuration.rules == ProjectRuleSettings())
        #expect(configuration.report == ProjectReportDefaults())
    }

    /// A folder tree under a repository root, with the files written.
    static func tree(_ files: [String: String], name: String) throws -> URL {
        let root = try Toolchain.temporaryDirectory(name)
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root
    }

    @Test func lookupFindsTheNearestFileUpToTheRepositoryRoot() throws {
        let root = try Self.tree(
            [
                ".widgetspec.yaml": "", "a/.widgetspec.yml": "", "a/b/c/x.widgets.yaml": "", "d/y.widgets.yaml": "",
                "e/.widgetspec.yml": "", "e/.widgetspec.yaml": "",
            ], name: "configuration-lookup")
        let path = root.standardizedFileURL.path
        #expect(
            ConfigurationLookup.find(forSpec: "a/b/c/x.widgets.yaml", workingDirectory: path)
                == .file(path + "/a/.widgetspec.yml"))
        #expect(
            ConfigurationLookup.find(forSpec: path + "/d/y.widgets.yaml", workingDirectory: "/")
                == .file(path + "/.widgetspec.yaml"))
        #expect(
            ConfigurationLookup.find(forSpec: "e/z.widgets.yaml", workingDirectory: path)
                == .conflict(folder: path + "/e"))
        // Above the repository's root nothing is looked at.
        let outer = try Self.tree(["inner/s.widgets.yaml": ""], name: "configuration-outer")
        try Data().write(to: outer.deletingLastPathComponent().appendingPathComponent(".widgetspec.yml"))
        defer {
            try? FileManager.default.removeItem(
                at: outer.deletingLastPathComponent().appendingPathComponent(".widgetspec.yml"))
        }
        #expect(ConfigurationLookup.find(forSpec: "inner/s.widgets.yaml", workingDirectory: outer.path) == .none)
    }

    @Test func loadingReadsEachFileOnceAndRecordsProblems() throws {
        let root = try Self.tree(
            [
                ".widgetspec.yml": "checks: { disable: [WS0707] }\n", "a/x.widgets.yaml": "", "a/y.widgets.yaml": "",
                "b/.widgetspec.yml": "checks: { disabel: [] }\n", "b/z.widgets.yaml": "",
            ], name: "configuration-load")
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("c/.widgetspec.yml"), withIntermediateDirectories: true)
        let specs = ["a/x.widgets.yaml", "a/y.widgets.yaml", "b/z.widgets.yaml", "c/w.widgets.yaml"]
        let loaded = ProjectConfigurations.load(forSpecs: specs, workingDirectory: root.path)
        #expect(loaded.bySpec["a/x.widgets.yaml"]?.rules.disabled == ["WS0707"])
        #expect(loaded.bySpec["a/x.widgets.yaml"]?.file == ".widgetspec.yml")
        #expect(loaded.bySpec["b/z.widgets.yaml"]?.file == "b/.widgetspec.yml")
        #expect(loaded.bySpec["c/w.widgets.yaml"] == nil)
        #expect(loaded.diagnostics.map(\.id) == ["WS0201"])
        #expect(loaded.problems.map(\.id) == ["WS0001"])
        #expect(loaded.problems.first?.message.hasPrefix("configuration file: cannot read 'c/.widgetspec.yml'") == true)
        #expect(loaded.sources.keys.sorted() == [".widgetspec.yml", "b/.widgetspec.yml"])
    }

    /// Reloads every 15 minutes: over the budget (WS0707, a warning).
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

    static func check(_ text: String, _ options: CheckOptions) -> [Diagnostic] {
        let set = SpecSet(files: [SpecLoader.load(SourceFile(path: "demo.widgets.yaml", text: text))], pathProblems: [])
        return CheckPipeline.diagnostics(of: set, options: options)
    }

    @Test func precedenceDefaultsThenFileThenSpecThenCommandLine() {
        let disabled = ["demo.widgets.yaml": ProjectRuleSettings(disabled: ["WS0707"])]
        #expect(Self.check(Self.spec, CheckOptions()).map(\.id) == ["WS0707"])
        #expect(Self.check(Self.spec, CheckOptions(projectRules: disabled)).isEmpty)
        // The spec's `checks:` wins over the file.
        let enabledBySpec = Self.spec + "checks: { enable: [WS0707] }\n"
        #expect(Self.check(enabledBySpec, CheckOptions(projectRules: disabled)).map(\.id) == ["WS0707"])
        // The command line wins over both.
        #expect(
            Self.check(Self.spec, CheckOptions(enabled: ["WS0707"], projectRules: disabled)).map(\.id) == ["WS0707"])
        let disabledBySpec = Self.spec + "checks: { disable: [WS0707] }\n"
        let enabledByFile = ["demo.widgets.yaml": ProjectRuleSettings(enabled: ["WS0707"])]
        #expect(Self.check(disabledBySpec, CheckOptions(projectRules: enabledByFile)).isEmpty)
        // Another file's settings do not apply.
        #expect(
            Self.check(Self.spec, CheckOptions(projectRules: ["other.widgets.yaml": disabled.values.first!])).count == 1
        )
    }

    @Test func severitiesAndWarningsAsErrors() {
        func severity(_ rules: ProjectRuleSettings, commandLine: Bool = false) -> [Severity] {
            Self.check(
                Self.spec, CheckOptions(warningsAsErrors: commandLine, projectRules: ["demo.widgets.yaml": rules])
            )
            .map(\.severity)
        }
        #expect(severity(ProjectRuleSettings()) == [.warning])
        #expect(severity(ProjectRuleSettings(warningsAsErrors: true)) == [.error])
        #expect(severity(ProjectRuleSettings(severities: ["WS0707": .error])) == [.error])
        #expect(severity(ProjectRuleSettings(severities: ["WS0707": .warning], warningsAsErrors: true)) == [.warning])
        #expect(severity(ProjectRuleSettings(severities: ["WS0707": .warning]), commandLine: true) == [.error])
        // A note is raised; nothing is lowered.
        #expect(ProjectRuleSettings(severities: ["WS0606": .warning]).severity(of: "WS0606", .note) == .warning)
        #expect(ProjectRuleSettings(severities: ["WS0707": .warning]).severity(of: "WS0707", .error) == .error)
    }

    @Test func reportDefaultsStandBelowTheSpecsAndTheCommandLine() throws {
        let loaded = SpecLoader.load(
            SourceFile(path: "demo.widgets.yaml", text: Self.spec + "report: { horizon: 2d }\n"))
        let spec = try #require(loaded.spec)
        var settings = ReportSettings()
        settings.projectDefaults = ProjectReportDefaults(timeZone: "Europe/Berlin", horizon: .days(5), budget: 40)
        let options = try settings.resolved(for: [spec]).get()
        #expect(options.timeZone.identifier == "Europe/Berlin")
        #expect(options.horizon == .days(2))
        #expect(options.budget.reloadsPerDay == 40)
        settings.budget = 60
        #expect(try settings.resolved(for: [spec]).get().budget.reloadsPerDay == 60)
        #expect(
            ProjectReportDefaults.first(of: [
                ProjectReportDefaults(budget: 1), ProjectReportDefaults(horizon: .hours(3), budget: 2),
            ]) == ProjectReportDefaults(horizon: .hours(3), budget: 1))
    }

    @Test func docsListTheKeysOfTheTables() throws {
        let url = SchemaTestPaths.repository.appendingPathComponent("docs/configuration.md")
        let markdown = try SchemaTestPaths.read(url)
        GoldenFile.check(try SpecKeyDocs.updating(markdown, shapes: ConfigurationJSONSchema.shapes), against: url)
        for shape in ConfigurationJSONSchema.shapes {
            #expect(markdown.contains("<!-- keys:\(shape.id.rawValue) -->"), "\(shape.id) is not documented")
        }
    }

    @Test func schemaDescribesEveryKey() throws {
        let schema = ConfigurationJSONSchema.text
        GoldenFile.check(
            schema, against: SchemaTestPaths.repository.appendingPathComponent("docs/widgetspec-config.schema.json"))
        for shape in ConfigurationJSONSchema.shapes {
            for key in shape.keys { #expect(schema.contains("\"\(key.name)\""), "\(key.name)") }
        }
    }
}
