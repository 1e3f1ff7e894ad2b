import Foundation
import Testing

/// The folders of Sources/WidgetSpecKit form layers: no two use each other, and no longer cycle runs through them
/// (issue 27; docs/contributing.md, "Where things live"). A type a lower folder needs moves down.
@Suite struct FolderLayeringTests {
    @Test(.disabled(if: PythonSchemaValidator.skipRequested, "WIDGETSPEC_SKIP_PYTHON=1"))
    func noFolderCycles() throws {
        let script = RepositoryPaths.root.appendingPathComponent("scripts/folder-dependencies.py")
        let (status, output) = try Toolchain.run("/usr/bin/env", ["python3", script.path, "--cycles"])
        #expect(status == 0, "\(output)")
        #expect(output.hasSuffix("0 two-way, 0 longer cycles\n"), "\(output)")
    }
}
