import Foundation
import Testing

@testable import WidgetSpecKit

/// `GeneratedFileSet`: the files of `SwiftGenerator.files`, rendered one at a time, and written without holding
/// them all, with the writer's promise kept (a foreign file anywhere stops the run before anything is written).
@Suite struct GeneratedFileSetTests {
    static func displayPath(_ path: String) -> String { "specs/" + (path as NSString).lastPathComponent }

    @Test(arguments: [GeneratedPart.allCases, [.shared], [.extension]])
    func namesAndContentsAreThoseOfTheGenerator(parts: [GeneratedPart]) {
        let specs = ExampleSpec.all.map(\.spec).reversed().map { $0 }
        let set = GeneratedFileSet(specs: specs, parts: parts, access: .public, displayPath: Self.displayPath)
        let files = SwiftGenerator.files(for: specs, parts: parts, access: .public, displayPath: Self.displayPath)
        #expect(set.entries.map(\.name) == files.map(\.name))
        #expect(set.files == files)
    }

    @Test func writesWhatTheGeneratorWouldAndOnlyWhatChanged() throws {
        let directory = try Toolchain.temporaryDirectory("file-set")
        defer { try? FileManager.default.removeItem(at: directory) }
        let specs = ExampleSpec.all.map(\.spec)
        let set = GeneratedFileSet(specs: specs, displayPath: Self.displayPath)
        let written = try GeneratedFileWriter.write(set, to: directory.path)
        #expect(written == set.entries.map(\.name))
        for file in set.files {
            let data = FileManager.default.contents(atPath: directory.appendingPathComponent(file.name).path)
            #expect(data == Data(file.contents.utf8), "\(file.name)")
            #expect(GeneratedFileWriter.state(of: file, in: directory.path) == .upToDate)
        }
        #expect(try GeneratedFileWriter.write(set, to: directory.path) == [])
    }

    /// A hand-written file under the last name, and a String Catalog that nothing marks as widgetspec's under
    /// another: both are reported, and not one file is written (the first names come earlier in the order).
    @Test func aForeignFileAnywhereStopsEveryWrite() throws {
        let directory = try Toolchain.temporaryDirectory("file-set")
        defer { try? FileManager.default.removeItem(at: directory) }
        let specs = ExampleSpec.all.map(\.spec)
        let set = GeneratedFileSet(specs: specs, displayPath: Self.displayPath)
        let swiftName = try #require(set.entries.last { $0.companion == nil }).name
        let catalogName = try #require(set.entries.first { $0.companion != nil }).name
        for name in [swiftName, catalogName] {
            try Data("// my own\n".utf8).write(to: directory.appendingPathComponent(name))
        }
        #expect(throws: GeneratedFileWriter.Failure.foreignFiles([catalogName, swiftName].sorted())) {
            try GeneratedFileWriter.write(set, to: directory.path)
        }
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
                == [catalogName, swiftName].sorted())
    }

    /// A String Catalog equal to what would be generated is up to date, not foreign, whoever wrote it (as
    /// `GeneratedFileWriter.state(of:in:)` says): it is rendered to be compared.
    @Test func anUnmarkedCatalogThatMatchesIsNoForeignFile() throws {
        let directory = try Toolchain.temporaryDirectory("file-set")
        defer { try? FileManager.default.removeItem(at: directory) }
        let specs = ExampleSpec.all.map(\.spec)
        let set = GeneratedFileSet(specs: specs, displayPath: Self.displayPath)
        let catalog = set.file(try #require(set.entries.first { $0.companion != nil }))
        try Data(catalog.contents.utf8).write(to: directory.appendingPathComponent(catalog.name))
        let written = try GeneratedFileWriter.write(set, to: directory.path)
        #expect(!written.contains(catalog.name))
        #expect(written.count == set.entries.count - 1)
    }

    /// A file that starts with the header but is otherwise another version is widgetspec's: replaced.
    @Test func aStaleGeneratedFileIsReplaced() throws {
        let directory = try Toolchain.temporaryDirectory("file-set")
        defer { try? FileManager.default.removeItem(at: directory) }
        let set = GeneratedFileSet(specs: ExampleSpec.all.map(\.spec), displayPath: Self.displayPath)
        let first = set.file(try #require(set.entries.first))
        try Data((SwiftGenerator.headerPrefix + "old\n").utf8).write(to: directory.appendingPathComponent(first.name))
        #expect(try GeneratedFileWriter.write(set, to: directory.path).contains(first.name))
        #expect(
            FileManager.default.contents(atPath: directory.appendingPathComponent(first.name).path)
                == Data(first.contents.utf8))
    }
}
