import Foundation
import Testing
import WidgetSpecKit

/// One rule for which files are specs, read by the CLI's directory search and compiled into the build plugins.
struct SpecFileNameTests {
    @Test func aSpecNameHasAStemBeforeItsSuffix() {
        for name in ["a.widgets.yaml", "a.widgets.yml", "specs/Game.widgets.yaml", "./x.widgets.yml"] {
            #expect(WidgetSpecFileName.isSpec(name), "\(name)")
            #expect(SpecFiles.isSpecFile(name), "\(name)")
        }
        // A file named exactly like the suffix names no spec, wherever it is.
        for name in [
            ".widgets.yaml", ".widgets.yml", "specs/.widgets.yaml", "a.yaml", "a.widgets.yaml/", "widgets.yaml",
        ] {
            #expect(!WidgetSpecFileName.isSpec(name), "\(name)")
            #expect(!SpecFiles.isSpecFile(name), "\(name)")
        }
    }

    @Test func theDirectorySearchSkipsABareSuffixFile() throws {
        try withScratchDirectory { directory in
            for name in [".widgets.yaml", "a.widgets.yaml"] {
                try Data("spec: 1\n".utf8).write(to: directory.appendingPathComponent(name))
            }
            #expect(SpecFiles.find([directory.path]).files == [directory.path + "/a.widgets.yaml"])
        }
    }

    /// The plugins cannot import WidgetSpecKit: they compile the same file through a symlink, and their
    /// `SpecFiles.isSpec` asks it.
    @Test func thePluginsCompileTheSameRule() throws {
        let root = SpecTestPaths.repositoryRoot()
        let shared = root.appendingPathComponent("Plugins/PluginsShared/SpecFileName.swift")
        let source = root.appendingPathComponent("Sources/WidgetSpecKit/Support/SpecFileName.swift")
        #expect(shared.resolvingSymlinksInPath().path == source.resolvingSymlinksInPath().path)
        let plugin = try String(
            contentsOf: root.appendingPathComponent("Plugins/PluginsShared/SpecFiles.swift"), encoding: .utf8)
        #expect(plugin.contains("WidgetSpecFileName.isSpec("))
        #expect(!plugin.contains(".widgets.y"))
    }
}
