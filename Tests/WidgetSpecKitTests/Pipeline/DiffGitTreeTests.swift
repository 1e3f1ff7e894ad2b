import Testing

@testable import WidgetSpecKit

/// `diff REV` follows symbolic links in the revision's tree as the file system follows them in the work tree.
@Suite("diff: links in a revision's tree")
struct DiffGitTreeTests {
    static let blob = String(repeating: "b", count: 40)
    static let tree = String(repeating: "t", count: 40)

    /// A tree of `files` (blobs), `folders` and `links` (path → target), as `git ls-tree -r -t -l -z` prints it.
    static func tree(files: [String], folders: [String], links: [String: String]) -> GitTree {
        var records = files.map { "100644 blob \(blob)      12\t\($0)" }
        records += folders.map { "040000 tree \(tree)       -\t\($0)" }
        records += links.keys.map { "120000 blob \(blob)      9\t\($0)" }
        return GitTree(listing: Array(records.joined(separator: "\u{0}").utf8) + [0], linkTargets: links)
    }

    @Test func linksAreFollowedInEveryComponentAndChains() {
        var tree = Self.tree(
            files: ["shared/specs/a.widgets.yaml", "v1.widgets.yaml"], folders: ["shared", "shared/specs", "app"],
            links: [
                "specs": "shared/specs", "app/current.widgets.yaml": "../latest.widgets.yaml",
                "latest.widgets.yaml": "v1.widgets.yaml", "absolute.widgets.yaml": "/repo/v1.widgets.yaml",
            ])
        func resolved(_ path: String) -> String? {
            if case .blob(let entry) = tree.resolve(path, workTreeRoot: "/repo") { return entry.path }
            return nil
        }
        #expect(resolved("specs/a.widgets.yaml") == "shared/specs/a.widgets.yaml")
        #expect(resolved("app/current.widgets.yaml") == "v1.widgets.yaml")
        #expect(resolved("absolute.widgets.yaml") == "v1.widgets.yaml")
        #expect(resolved("app/../specs/./a.widgets.yaml") == "shared/specs/a.widgets.yaml")
        #expect(tree.resolve("specs", workTreeRoot: "/repo") == .tree("shared/specs"))
        #expect(tree.resolve("specs/b.widgets.yaml", workTreeRoot: "/repo") == .missing)
    }

    @Test func loopsAndLinksOutOfTheRepositoryEndWithoutAFile() {
        var tree = Self.tree(
            files: [], folders: ["specs"],
            links: [
                "specs/self.widgets.yaml": "self.widgets.yaml", "specs/ping.widgets.yaml": "pong.widgets.yaml",
                "specs/pong.widgets.yaml": "ping.widgets.yaml", "specs/up.widgets.yaml": "../../x.widgets.yaml",
                "specs/etc.widgets.yaml": "/etc/passwd", "specs/root.widgets.yaml": "/repository/x.widgets.yaml",
            ])
        #expect(tree.resolve("specs/self.widgets.yaml", workTreeRoot: "/repo") == .symlinkLoop)
        #expect(tree.resolve("specs/ping.widgets.yaml", workTreeRoot: "/repo") == .symlinkLoop)
        #expect(tree.resolve("specs/up.widgets.yaml", workTreeRoot: "/repo") == .outside)
        #expect(tree.resolve("specs/etc.widgets.yaml", workTreeRoot: "/repo") == .outside)
        #expect(tree.resolve("specs/root.widgets.yaml", workTreeRoot: "/repo") == .outside)
    }

    @Test func gitsBatchOutputIsParsedAndMissingObjectsLeftOut() {
        let output = Array("aaa blob 3\nabc\nbbb missing\nccc blob 0\n\n".utf8)
        #expect(Git.parseBatch(output[...]) == ["aaa": Array("abc".utf8), "ccc": []])
        #expect(Git.parseBatch(Array("aaa blob 9\nabc\n".utf8)[...]) == nil)
    }

    /// git that exits without reading its input (a fatal error) closes the pipe: the write fails, the process
    /// lives on (it used to die of SIGPIPE, silently).
    @Test func gitThatStopsReadingItsInputDoesNotKillTheProcess() {
        for _ in 0..<5 {
            guard case .output(let bytes) = Git.run(["--version"], input: Array(repeating: 65, count: 4_000_000))
            else {
                Issue.record("git --version failed")
                return
            }
            #expect(String(decoding: bytes, as: UTF8.self).hasPrefix("git version"))
        }
    }
}
