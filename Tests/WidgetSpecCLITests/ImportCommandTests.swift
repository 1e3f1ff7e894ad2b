import Foundation
import Testing

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

    @Test func somethingElseIsAnError() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Notes.intentdefinition", "spec: 1\n")
        let result = try WidgetSpecCLI.run(["import", "Notes.intentdefinition"], in: directory.url)
        #expect(result.status == 2)
        #expect(result.stderr.contains("Notes.intentdefinition"))
        #expect(result.stdout.isEmpty)
    }
}
