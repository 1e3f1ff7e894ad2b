import Foundation
import Testing

@testable import WidgetSpecKit

/// `ReportPipeline.run(paths:...)`, which keeps only what the report needs of each file: the same outcome as
/// the whole-set pipeline, and of the sources only those its errors point into.
@Suite struct StreamedReportPipelineTests {
    static let specs = ReportTestSupport.specsDirectory.path

    /// Writes spec files into a fresh folder; returns it.
    static func folder(_ files: [(name: String, text: String)]) throws -> URL {
        let folder = try Toolchain.temporaryDirectory("streamed-report")
        for file in files {
            try Data(file.text.utf8).write(to: folder.appendingPathComponent(file.name))
        }
        return folder
    }

    static func spec(_ bundle: String, widget: String) -> String {
        GeneratePipelineTests.spec(bundle: bundle, widget: widget)
    }

    @Test(
        arguments: [
            (ReportSettings(), [String]()),
            (
                ReportSettings(
                    horizon: .hours(12),
                    events: [
                        ScheduledEvent(name: "logout", offset: .hours(3)),
                        ScheduledEvent(name: "CompleteTodo", offset: .hours(4)),
                        ScheduledEvent(name: "dragonAttacked", offset: .hours(5)),
                    ],
                    plans: [PlanSwitch(name: "full", offset: .hours(2))]),
                []
            ),
            (ReportSettings(horizon: .days(3)), ["Todo", "CharacterHealth", "PizzaDelivery"]),
        ])
    func simulatesWhatTheWholeSetPipelineSimulates(settings: ReportSettings, only: [String]) throws {
        let set = SpecLoader.load(paths: [Self.specs])
        let run = ReportPipeline.run(paths: [Self.specs], settings: settings, only: only)
        let expected = TimelineSimulator.simulate(
            set.specs, options: try settings.resolved(for: set.specs).get(), only: only.isEmpty ? nil : Set(only))
        #expect(!expected.widgets.isEmpty && !expected.activities.isEmpty)
        #expect(run.outcome == .simulated(expected))
        #expect(run.outcome == ReportPipeline.run(set, settings: settings, only: only))
        #expect(run.files == set.files.map(\.source.path))
        #expect(run.sources.isEmpty && !run.hasPathProblems)
    }

    @Test func anErrorInOneFileStopsItWithThatFileSourceOnly() throws {
        let folder = try Self.folder([
            ("a.widgets.yaml", Self.spec("AWidgets", widget: "Alpha")),
            ("b.widgets.yaml", "spec: 1\nbundle: Broken\nwidgets: []\n"),
            ("c.widgets.yaml", Self.spec("CWidgets", widget: "Gamma")),
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = ReportPipeline.run(paths: [folder.path], settings: ReportSettings())
        let set = SpecLoader.load(paths: [folder.path])
        let errors = CheckPipeline.diagnostics(of: set).filter { $0.severity == .error }
        #expect(!errors.isEmpty)
        #expect(run.outcome == .stoppedByErrors(errors))
        #expect(run.sources.keys.sorted() == [folder.appendingPathComponent("b.widgets.yaml").path])
        #expect(!run.hasPathProblems)
    }

    @Test func aKindInTwoFilesIsAnErrorUnlessTheSpecDisablesIt() throws {
        let first = Self.spec("AWidgets", widget: "Clock")
        let second = Self.spec("BWidgets", widget: "Clock").replacingOccurrences(of: "Clock:", with: "Watch:")
        let folder = try Self.folder([("a.widgets.yaml", first), ("b.widgets.yaml", second)])
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = ReportPipeline.run(paths: [folder.path], settings: ReportSettings())
        guard case .stoppedByErrors(let errors) = run.outcome else {
            Issue.record("a kind in two files did not stop the report: \(run.outcome)")
            return
        }
        #expect(errors.map(\.id) == [DiagnosticDescription.duplicateKindAcrossFiles.id])
        // The error is in one clean file and its note in the other: both are read again for the excerpts.
        #expect(
            run.sources.keys.sorted()
                == ["a.widgets.yaml", "b.widgets.yaml"].map(folder.appendingPathComponent).map(\.path))
        #expect(run.outcome == ReportPipeline.run(SpecLoader.load(paths: [folder.path]), settings: ReportSettings()))

        try Data((second + "checks: { disable: [WS0602] }\n").utf8).write(
            to: folder.appendingPathComponent("b.widgets.yaml"))
        guard case .simulated(let result) = ReportPipeline.run(paths: [folder.path], settings: ReportSettings()).outcome
        else {
            Issue.record("the spec's checks: did not lower the across-file rule")
            return
        }
        #expect(result.widgets.map(\.name) == ["Clock", "Watch"])
    }

    /// A file with an error of its own whose kind a clean file repeats: both errors, as `check` finds them, and
    /// the excerpts of both files (the error file's kept, the clean one read again).
    @Test func anErrorFileAndACleanFileSharingAKindReportWhatCheckReports() throws {
        let broken = Self.spec("AWidgets", widget: "Clock") + "x-notes: \"later;\nlocalization: to follow\"\n"
        let clean = Self.spec("BWidgets", widget: "Clock").replacingOccurrences(of: "Clock:", with: "Watch:")
        let folder = try Self.folder([("a.widgets.yaml", broken), ("b.widgets.yaml", clean)])
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = ReportPipeline.run(paths: [folder.path], settings: ReportSettings())
        let set = SpecLoader.load(paths: [folder.path])
        let errors = CheckPipeline.diagnostics(of: set).filter { $0.severity == .error }
        #expect(errors.map(\.id) == [.localizationLineNotTheKey, DiagnosticDescription.duplicateKindAcrossFiles.id])
        #expect(run.outcome == .stoppedByErrors(errors))
        #expect(
            run.sources.keys.sorted()
                == ["a.widgets.yaml", "b.widgets.yaml"].map(folder.appendingPathComponent).map(\.path))
    }

    @Test func aMissingPathIsAPathProblem() {
        let run = ReportPipeline.run(paths: [Self.specs, "/nonexistent/x.widgets.yaml"], settings: ReportSettings())
        guard case .stoppedByErrors(let errors) = run.outcome else {
            Issue.record("a missing path did not stop the report: \(run.outcome)")
            return
        }
        #expect(errors.map(\.id) == [.unreadableFile])
        #expect(run.hasPathProblems && run.sources.isEmpty)
    }

    @Test func unknownNamesSettingsAndTheWorkLimitAreProblemsAsBefore() {
        func outcome(_ settings: ReportSettings, only: [String] = []) -> ReportPipeline.Outcome {
            let streamed = ReportPipeline.run(paths: [Self.specs], settings: settings, only: only).outcome
            #expect(
                streamed == ReportPipeline.run(SpecLoader.load(paths: [Self.specs]), settings: settings, only: only))
            return streamed
        }
        guard case .unknownName("Clok", _) = outcome(ReportSettings(), only: ["Clok"]) else {
            Issue.record("'Clok' was not an unknown name")
            return
        }
        #expect(outcome(ReportSettings(timeZone: "Mars/Olympus")) == .invalidSettings(.unknownTimeZone("Mars/Olympus")))
        #expect(
            outcome(ReportSettings(events: [ScheduledEvent(name: "nope", offset: .zero)]))
                == .invalidSettings(.unknownEvent("nope")))
        guard case .workLimitExceeded(let options) = outcome(ReportSettings(horizon: .days(30), workLimit: 10)) else {
            Issue.record("a 10-unit limit did not stop 30 days of the example specs")
            return
        }
        #expect(options.workLimit == 10)
    }
}
