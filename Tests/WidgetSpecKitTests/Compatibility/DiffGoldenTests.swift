import Foundation
import Testing

@testable import WidgetSpecKit

/// `widgetspec diff` on pairs of versions (`Pairs/NAME/old/`, `Pairs/NAME/new/`), rendered by the text reporter and
/// compared with `Golden/NAME.txt`. Together the pairs make every rule of `CompatibilityRules` report. Re-record
/// with `WIDGETSPEC_RECORD=1 swift test --filter DiffGoldenTests`.
@Suite struct DiffGoldenTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let pairs = directory.appendingPathComponent("Pairs")
    static let names = [
        "activities", "activity-coding", "authentication", "cache", "controls", "events", "intents", "languages",
        "localization", "migrations", "shared-intents", "unchanged", "widgets", "flagged-families",
    ]

    /// One version of a pair, its files named `old/x.widgets.yaml` or `new/x.widgets.yaml`.
    static func load(_ name: String, _ version: String) throws -> SpecSet {
        let folder = pairs.appendingPathComponent(name).appendingPathComponent(version)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter(SpecFiles.isSpecFile)
        let loaded = try files.sorted().map { file in
            let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent(file)))
            return SpecLoader.load(SourceFile(path: "\(version)/\(file)", bytes: bytes))
        }
        return SpecSet(files: loaded, pathProblems: [])
    }

    static func diff(_ name: String) throws -> (output: DiffPipeline.Output, sources: [String: SourceFile]) {
        let old = try load(name, "old")
        let new = try load(name, "new")
        let sources = old.sources.merging(new.sources) { first, _ in first }
        return (DiffPipeline.run(old: old, new: new), sources)
    }

    @Test(arguments: names)
    func matchesGolden(_ name: String) throws {
        let (output, sources) = try Self.diff(name)
        #expect(output.compared)
        let text = TextReporter().render(output.diagnostics, context: ReporterContext(sources: sources))
        GoldenFile.check(text, against: Self.directory.appendingPathComponent("Golden/\(name).txt"))
    }

    @Test func thePairsCoverEveryRule() throws {
        let reported = try Set(Self.names.flatMap { try Self.diff($0).output.diagnostics.map(\.id) })
        for rule in CompatibilityRules.all {
            #expect(reported.contains(rule.id), "no pair reports \(rule.id) \(rule.name)")
        }
    }

    @Test func movedWidgetsReorderedFamiliesAndNewTimelinesAreNoChange() throws {
        #expect(try Self.diff("unchanged").output.diagnostics.isEmpty)
    }

    @Test func theOutputDoesNotDependOnTheOrderOfFiles() throws {
        let old = try Self.load("unchanged", "old")
        let new = try Self.load("widgets", "new")
        let forward = DiffPipeline.run(old: old, new: new).diagnostics
        let reversed = DiffPipeline.run(
            old: SpecSet(files: old.files.reversed(), pathProblems: []), new: new
        ).diagnostics
        #expect(!forward.isEmpty)
        #expect(forward == reversed)
    }

    @Test func aVersionWithErrorsIsNotCompared() throws {
        let old = SpecLoader.load(SourceFile(path: "old.widgets.yaml", text: "spec: 1\nbundle: A\nwidgets: 3\n"))
        let new = try Self.load("widgets", "new")
        let output = DiffPipeline.run(old: SpecSet(files: [old], pathProblems: []), new: new)
        #expect(!output.compared)
        #expect(output.diagnostics.map(\.id) == [.wrongType])
    }

    @Test func optionsSwitchRulesAndPromoteWarnings() throws {
        let old = try Self.load("events", "old")
        let new = try Self.load("events", "new")
        let plain = DiffPipeline.run(old: old, new: new).diagnostics
        #expect(plain.contains { $0.id == DiagnosticDescription.eventRemoved.id && $0.severity == .warning })
        #expect(!plain.hasErrors)
        let strict = DiffPipeline.run(old: old, new: new, options: CheckOptions(warningsAsErrors: true)).diagnostics
        #expect(strict.contains { $0.id == DiagnosticDescription.eventRemoved.id && $0.severity == .error })
        let quiet = DiffPipeline.run(
            old: old, new: new, options: CheckOptions(disabled: [DiagnosticDescription.eventRemoved.id])
        ).diagnostics
        #expect(!quiet.contains { $0.id == DiagnosticDescription.eventRemoved.id })
    }
}
