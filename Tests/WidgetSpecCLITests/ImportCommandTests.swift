import Foundation
import Testing
import WidgetSpecKit

/// `widgetspec import` as a user runs it: the spec on standard output, and status 2 for what is no intent
/// definition. What the spec holds is `IntentDefinitionImportTests`' business.
@Suite("widgetspec import")
struct ImportCommandTests {
    static let sample = "Tests/WidgetSpecKitTests/Spec/Fixtures/import/Commute.intentdefinition"

    @Test func printsTheSpecAndChangesNoFile() throws {
        let directory = try TemporaryDirectory()
        let sample = WidgetSpecCLI.repositoryRoot.appendingPathComponent(Self.sample).path
        let result = try WidgetSpecCLI.run(["import", sample], in: directory.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("intentClassName: SelectRouteIntent"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path).isEmpty)
    }

    /// A migration must keep the kind the IntentConfiguration had, which no intent definition holds: the spec
    /// fails `check` (WS0010, saying what to write) until the placeholder is replaced.
    @Test func theKindPlaceholderFailsCheckUntilReplaced() throws {
        let directory = try TemporaryDirectory()
        let sample = WidgetSpecCLI.repositoryRoot.appendingPathComponent(Self.sample).path
        let imported = try WidgetSpecCLI.run(["import", sample], in: directory.url)
        let placeholder = "\"TODO: the kind of the IntentConfiguration of SelectRoute\""
        #expect(imported.stdout.contains("    kind: \(placeholder)\n"))
        try directory.write("Commute.widgets.yaml", imported.stdout)
        let before = try WidgetSpecCLI.run(["check", "Commute.widgets.yaml"], in: directory.url)
        #expect(before.status == 1)
        #expect(before.stderr.contains("error: widget 'SelectRouteWidget' still has the kind placeholder"))
        #expect(before.stderr.contains("write the kind its IntentConfiguration had"))
        try directory.write(
            "Commute.widgets.yaml",
            imported.stdout.replacingOccurrences(of: placeholder, with: "com.example.commute.select-route"))
        let after = try WidgetSpecCLI.run(["check", "Commute.widgets.yaml"], in: directory.url)
        #expect(after.status == 0, "\(after.stdout)")
    }

    @Test func somethingElseIsAnError() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Notes.intentdefinition", "spec: 1\n")
        let result = try WidgetSpecCLI.run(["import", "Notes.intentdefinition"], in: directory.url)
        #expect(result.status == 2)
        #expect(result.stderr.contains("Notes.intentdefinition"))
        #expect(result.stdout.isEmpty)
    }

    /// A FIFO would block a plain read and a huge file would be read whole before parsing: both are refused from
    /// what `stat` says, with status 2 and the reason, before a byte is read.
    @Test func aFIFOADirectoryAndAnOversizedFileAreRefusedUnread() throws {
        let directory = try TemporaryDirectory()
        let fifo = directory.url.appendingPathComponent("Pipe.intentdefinition").path
        #expect(mkfifo(fifo, 0o644) == 0)
        let huge = try directory.write("Huge.intentdefinition", "")
        let handle = try FileHandle(forWritingTo: huge)
        try handle.truncate(atOffset: UInt64(IntentDefinitionImport.maxDefinitionSize + 1))  // sparse: no disk used
        try handle.close()
        try FileManager.default.createDirectory(
            at: directory.url.appendingPathComponent("Folder.intentdefinition"), withIntermediateDirectories: true)
        let expected = [
            "Pipe.intentdefinition": "it is a FIFO, not a regular file",
            "Huge.intentdefinition":
                "intent definitions are limited to \(IntentDefinitionImport.maxDefinitionSize) bytes",
            "Folder.intentdefinition": "it is a directory",
        ]
        for (name, reason) in expected.sorted(by: { $0.key < $1.key }) {
            let result = try WidgetSpecCLI.run(["import", name], in: directory.url)
            #expect(result.status == 2, "\(name)")
            #expect(result.stderr.contains(name) && result.stderr.contains(reason), "\(name): \(result.stderr)")
            #expect(result.stdout.isEmpty, "\(name)")
        }
    }
}
