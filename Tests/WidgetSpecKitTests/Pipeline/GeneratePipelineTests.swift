import Foundation
import Testing

@testable import WidgetSpecKit

/// `GeneratePipeline`: diagnostics first, nothing generated on errors or when two specs would write one file.
@Suite struct GeneratePipelineTests {
    static func spec(bundle: String, widget: String) -> String {
        """
        spec: 1
        bundle: \(bundle)
        widgets:
          \(widget): { kind: com.example.\(widget.lowercased()), displayName: \(widget), families: [systemSmall] }

        """
    }

    static func set(_ files: [(path: String, text: String)]) -> SpecSet {
        SpecSet(files: files.map { SpecLoader.load(SourceFile(path: $0.path, text: $0.text)) }, pathProblems: [])
    }

    @Test func generatesEverySpecSortedByName() throws {
        let set = Self.set([
            ("specs/zebra.widgets.yaml", Self.spec(bundle: "ZebraWidgets", widget: "Zebra")),
            ("specs/apple.widgets.yaml", Self.spec(bundle: "AppleWidgets", widget: "Apple")),
        ])
        let output = GeneratePipeline.run(set, workingDirectory: "/work")
        #expect(output.diagnostics == [])
        guard case .generated(let fileSet) = output.outcome else {
            Issue.record("nothing generated: \(output.outcome)")
            return
        }
        let files = fileSet.files
        #expect(
            files.map(\.name) == [
                "apple.widgets.extension.generated.swift", "apple.widgets.shared.generated.swift",
                "zebra.widgets.extension.generated.swift", "zebra.widgets.shared.generated.swift",
            ])
        #expect(files[0].contents.hasPrefix(SwiftGenerator.headerPrefix + "specs/apple.widgets.yaml — do not edit."))
    }

    @Test func anErrorInAnySpecStopsGenerationAndKeepsEveryDiagnostic() {
        let set = Self.set([
            ("good.widgets.yaml", Self.spec(bundle: "GoodWidgets", widget: "Good")),
            ("bad.widgets.yaml", "spec: 1\nbundle: BadWidgets\nwidgets: []\n"),
        ])
        let output = GeneratePipeline.run(set, workingDirectory: "/work")
        #expect(output.outcome == .stoppedByErrors)
        #expect(output.diagnostics == CheckPipeline.diagnostics(of: set))
        #expect(output.diagnostics.hasErrors)
    }

    @Test func anImportedSharedPartNeedsPublicDeclarationsInEverySpec() {
        let set = Self.set([
            ("specs/hidden.widgets.yaml", Self.spec(bundle: "HiddenWidgets", widget: "Hidden")),
            ("specs/shown.widgets.yaml", "access: public\n" + Self.spec(bundle: "ShownWidgets", widget: "Shown")),
        ])
        let output = GeneratePipeline.run(
            set, parts: [.extension], imports: ["Shared", "Other"], workingDirectory: "/work")
        #expect(output.outcome == .sharedPartNotPublic)
        #expect(output.diagnostics.map(\.id) == [.sharedPartNotPublic])
        #expect(output.diagnostics.first?.range?.file == "specs/hidden.widgets.yaml")
        #expect(output.diagnostics.first?.range?.start.line == 2)
        #expect(
            output.diagnostics.first?.message.hasPrefix(
                "the extension part imports Shared, so the shared part of 'HiddenWidgets'") == true)

        let overridden = GeneratePipeline.run(
            set, parts: [.extension], access: .package, imports: ["Shared"], workingDirectory: "/work")
        #expect(overridden.diagnostics == [])
        guard case .generated = overridden.outcome else {
            Issue.record("nothing generated: \(overridden.outcome)")
            return
        }
    }

    @Test func twoSpecsWithOneOutputNameAreAClashNamingBoth() {
        let set = Self.set([
            ("Phone/clock.widgets.yaml", Self.spec(bundle: "PhoneWidgets", widget: "PhoneClock")),
            ("Watch/clock.widgets.yml", Self.spec(bundle: "WatchWidgets", widget: "WatchClock")),
        ])
        let output = GeneratePipeline.run(set, workingDirectory: "/work")
        let clash = WidgetSpecOutputNameClash(
            firstSpec: "Phone/clock.widgets.yaml", secondSpec: "Watch/clock.widgets.yml",
            outputNames: ["clock.widgets.shared.generated.swift", "clock.widgets.extension.generated.swift"])
        #expect(output.outcome == .outputNameClash(clash))
        #expect(
            clash.description
                == "Phone/clock.widgets.yaml and Watch/clock.widgets.yml would both generate "
                + "clock.widgets.shared.generated.swift and clock.widgets.extension.generated.swift; rename one of "
                + "them (the generated files are named after the spec's file name)")
    }

    @Test func outputNamesKeepTheOrderOfTheSpecsAndStopAtTheFirstClash() {
        let paths = (0..<2_000).map { "dir\($0 % 7)/spec\($0).widgets.yaml" }
        #expect(
            WidgetSpecOutputFileName.forSpecs(named: paths, parts: [.extension])
                == .success(paths.map { [WidgetSpecOutputFileName.forSpec(named: $0, part: .extension)] }))
        #expect(
            WidgetSpecOutputFileName.forSpecs(named: ["a/x.widgets.yaml", "b/y.widgets.yaml", "c/x.widgets.yml"])
                == .failure(
                    WidgetSpecOutputNameClash(
                        firstSpec: "a/x.widgets.yaml", secondSpec: "c/x.widgets.yml",
                        outputNames: ["x.widgets.shared.generated.swift", "x.widgets.extension.generated.swift"])))
        #expect(WidgetSpecOutputFileName.forSpecs(named: []) == .success([]))
    }

    @Test func headerPathsDoNotDependOnWhereTheProjectLies() {
        func header(_ path: String, in directory: String = "/work") -> String {
            GeneratePipeline.headerPath(of: path, workingDirectory: directory)
        }
        #expect(header("specs/a.widgets.yaml") == "specs/a.widgets.yaml")
        #expect(header("/work/specs/a.widgets.yaml") == "specs/a.widgets.yaml")
        #expect(header("/work/specs/a.widgets.yaml", in: "/work/") == "specs/a.widgets.yaml")
        #expect(header("/elsewhere/a.widgets.yaml") == "a.widgets.yaml")
        #expect(header("/workshop/a.widgets.yaml") == "a.widgets.yaml")
    }
}
