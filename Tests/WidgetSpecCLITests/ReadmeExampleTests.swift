import Foundation
import Testing

/// The spec shown at the top of README.md must stay a valid spec with no diagnostics.
@Suite("README example")
struct ReadmeExampleTests {
    @Test func readmeSpecPassesCheckWithoutDiagnostics() throws {
        let readme = try String(
            contentsOf: WidgetSpecCLI.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let start = try #require(readme.range(of: "```yaml\n"))
        let end = try #require(readme.range(of: "```", range: start.upperBound..<readme.endIndex))
        let directory = try TemporaryDirectory()
        let spec = try directory.write("readme.widgets.yaml", String(readme[start.upperBound..<end.lowerBound]))
        let result = try WidgetSpecCLI.run(["check", spec.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
    }
}
