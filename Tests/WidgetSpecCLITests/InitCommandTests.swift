import Foundation
import Testing

/// `widgetspec init` as a user runs it: the starter passes `check`, and nothing is ever overwritten.
@Suite("widgetspec init")
struct InitCommandTests {
    @Test func starterPassesCheck() throws {
        let directory = try TemporaryDirectory()
        let initialized = try WidgetSpecCLI.run(["init", "Demo"], in: directory.url)
        #expect(initialized.status == 0, "\(initialized.stderr)")
        let spec = directory.url.appendingPathComponent("Demo.widgets.yaml")
        #expect(FileManager.default.fileExists(atPath: spec.path))

        let checked = try WidgetSpecCLI.run(["check", "--format", "text", spec.path], in: directory.url)
        #expect(checked.status == 0, "\(checked.stderr)")
        #expect(checked.stderr.isEmpty, "the starter should have no diagnostics: \(checked.stderr)")
    }

    @Test func neverOverwritesAnExistingSpec() throws {
        let directory = try TemporaryDirectory()
        let mine = "# mine\nspec: 1\n"
        try directory.write("Demo.widgets.yaml", mine)
        let result = try WidgetSpecCLI.run(["init", "Demo"], in: directory.url)
        #expect(result.status == 2)
        #expect(result.stderr.contains("Demo.widgets.yaml"))
        let after = try String(
            contentsOf: directory.url.appendingPathComponent("Demo.widgets.yaml"), encoding: .utf8)
        #expect(after == mine)
    }
}
