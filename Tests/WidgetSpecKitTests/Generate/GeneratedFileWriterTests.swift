import Foundation
import Testing

@testable import WidgetSpecKit

/// Writing generated files: only when bytes change, atomically, never over a file without the header.
@Suite struct GeneratedFileWriterTests {
    static func file(_ name: String, _ body: String) -> GeneratedFile {
        GeneratedFile(name: name, contents: SwiftGenerator.headerPrefix + "specs/x.widgets.yaml\n" + body)
    }

    static func attributes(_ url: URL) throws -> (inode: Int, modified: Date) {
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        return ((attributes[.systemFileNumber] as? Int) ?? -1, (attributes[.modificationDate] as? Date) ?? .distantPast)
    }

    @Test func writesMissingFilesAndCreatesTheDirectory() throws {
        let root = try Toolchain.temporaryDirectory("writer")
        defer { try? FileManager.default.removeItem(at: root) }
        let directory = root.appendingPathComponent("nested/out")
        let files = [Self.file("a.generated.swift", "let a = 1\n"), Self.file("b.generated.swift", "let b = 2\n")]
        #expect(GeneratedFileWriter.state(of: files[0], in: directory.path) == .missing)
        let written = try GeneratedFileWriter.write(files, to: directory.path)
        #expect(written == ["a.generated.swift", "b.generated.swift"])
        let text = try String(contentsOf: directory.appendingPathComponent("a.generated.swift"), encoding: .utf8)
        #expect(text == files[0].contents)
        #expect(GeneratedFileWriter.state(of: files[0], in: directory.path) == .upToDate)
    }

    /// `a.shared.yaml` generated `a.shared.generated.swift` as one file; today that is `a.yaml`'s shared part,
    /// which is never obsolete.
    @Test func obsoleteFilesAreNeverTodaysParts() throws {
        let directory = try Toolchain.temporaryDirectory("writer")
        defer { try? FileManager.default.removeItem(at: directory) }
        for name in ["a.shared.generated.swift", "b.generated.swift", "a.generated.swift"] {
            try GeneratedFileWriter.write([Self.file(name, "let x = 1\n")], to: directory.path)
        }
        let specs = ["specs/a.yaml", "specs/a.shared.yaml", "specs/b.yaml"]
        #expect(
            GeneratedFileWriter.obsoleteFiles(forSpecs: specs, in: directory.path) == [
                "a.generated.swift", "b.generated.swift",
            ])
        #expect(
            try GeneratedFileWriter.removeObsoleteFiles(forSpecs: specs, in: directory.path)
                == ["a.generated.swift", "b.generated.swift"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["a.shared.generated.swift"])
    }

    @Test func leavesUnchangedFilesAlone() throws {
        let directory = try Toolchain.temporaryDirectory("writer")
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = Self.file("a.generated.swift", "let a = 1\n")
        try GeneratedFileWriter.write([file], to: directory.path)
        let url = directory.appendingPathComponent(file.name)
        // An old modification date shows whether the file is touched again.
        let old = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: url.path)
        let before = try Self.attributes(url)
        let written = try GeneratedFileWriter.write([file], to: directory.path)
        #expect(written.isEmpty)
        let after = try Self.attributes(url)
        #expect(after.inode == before.inode)
        #expect(after.modified == old)
    }

    @Test func replacesStaleFilesAtomically() throws {
        let directory = try Toolchain.temporaryDirectory("writer")
        defer { try? FileManager.default.removeItem(at: directory) }
        let old = Self.file("a.generated.swift", "let a = 1\n")
        try GeneratedFileWriter.write([old], to: directory.path)
        let url = directory.appendingPathComponent(old.name)
        let before = try Self.attributes(url)
        let new = Self.file("a.generated.swift", "let a = 2\n")
        #expect(GeneratedFileWriter.state(of: new, in: directory.path) == .stale)
        #expect(try GeneratedFileWriter.write([new], to: directory.path) == ["a.generated.swift"])
        #expect(try String(contentsOf: url, encoding: .utf8) == new.contents)
        // Written to a temporary file and renamed over the old one: a new inode, nothing left behind.
        #expect(try Self.attributes(url).inode != before.inode)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["a.generated.swift"])
    }

    @Test func neverOverwritesAFileWithoutTheHeader() throws {
        let directory = try Toolchain.temporaryDirectory("writer")
        defer { try? FileManager.default.removeItem(at: directory) }
        let handWritten = directory.appendingPathComponent("a.generated.swift")
        try "// my own code\n".write(to: handWritten, atomically: true, encoding: .utf8)
        let files = [Self.file("a.generated.swift", "let a = 1\n"), Self.file("b.generated.swift", "let b = 2\n")]
        #expect(GeneratedFileWriter.state(of: files[0], in: directory.path) == .foreign)
        #expect(throws: GeneratedFileWriter.Failure.foreignFiles(["a.generated.swift"])) {
            try GeneratedFileWriter.write(files, to: directory.path)
        }
        // Nothing was written: not the foreign file, not the other one.
        #expect(try String(contentsOf: handWritten, encoding: .utf8) == "// my own code\n")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("b.generated.swift").path))
    }

    @Test func filesAreNamedFromTheirSpecsAndSorted() throws {
        let examples = ExampleSpec.all.map(\.spec)
        let files = SwiftGenerator.files(
            for: examples.reversed(), displayPath: { "specs/" + ($0 as NSString).lastPathComponent })
        #expect(files.map(\.name) == files.map(\.name).sorted())
        // The parts of each spec, and after them (`.xcstrings` sorts after `.extension` and `.shared`) a localized
        // spec's String Catalog.
        let expected = ExampleSpec.all.sorted { $0.stem < $1.stem }.flatMap { example in
            [example.extensionPart, example.shared] + [StringCatalog(spec: example.spec)?.text].compactMap { $0 }
        }
        #expect(files.map(\.contents) == expected)
        let shared = SwiftGenerator.files(for: examples, parts: [.shared])
        let localized = examples.filter { $0.localization != nil }
        #expect(!localized.isEmpty && shared.count == examples.count + localized.count)
        #expect(shared.allSatisfy { $0.name.hasSuffix(".shared.generated.swift") || $0.name.hasSuffix(".xcstrings") })
    }

    @Test func outputNamesDependOnTheFileNameOnly() {
        func name(_ path: String, _ part: GeneratedPart = .shared) -> String {
            WidgetSpecOutputFileName.forSpec(named: path, part: part)
        }
        #expect(name("game.widgets.yaml") == "game.widgets.shared.generated.swift")
        #expect(name("game.widgets.yaml", .extension) == "game.widgets.extension.generated.swift")
        #expect(name("a/b/game.widgets.yml") == "game.widgets.shared.generated.swift")
        #expect(name("/abs/Stocks.widgets.yaml", .extension) == "Stocks.widgets.extension.generated.swift")
        #expect(name("plain") == "plain.shared.generated.swift")
        #expect(name(".yaml") == ".yaml.shared.generated.swift")
    }
}
