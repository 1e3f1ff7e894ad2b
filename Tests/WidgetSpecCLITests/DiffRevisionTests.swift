import Foundation
import Testing

/// `widgetspec diff REV PATH...` in repositories people really have: paths spelled every way, symbolic links,
/// specs of one name in several folders, renames, hostile revision text.
@Suite("widgetspec diff REV: which spec is which")
struct DiffRevisionTests {
    static let clock = """
        spec: 1
        bundle: Demo
        widgets:
          Clock: { kind: com.example.clock, displayName: Clock, families: [systemSmall] }

        """

    /// `clock` with another kind: every placed widget is removed (WS1002, an error).
    static let clockWithNewKind = clock.replacingOccurrences(of: "com.example.clock", with: "com.example.watch")

    /// A repository whose committed `specs/clock.widgets.yaml` now has another kind, a subdirectory `sub`, and a
    /// symbolic link `linked` to `specs` in the work tree.
    static func repositoryWithKindChange() throws -> GitRepository {
        let repository = try GitRepository()
        try repository.directory.write("specs/clock.widgets.yaml", clock)
        try repository.directory.write("sub/README", "a folder to run from")
        try repository.commit()
        try repository.directory.write("specs/clock.widgets.yaml", clockWithNewKind)
        try FileManager.default.createSymbolicLink(
            atPath: repository.directory.url.appendingPathComponent("linked").path, withDestinationPath: "specs")
        return repository
    }

    @Test func everySpellingOfASpecFindsItsOldVersion() throws {
        let repository = try Self.repositoryWithKindChange()
        let root = repository.directory.url.path
        let aliasDirectory = try TemporaryDirectory()
        let alias = aliasDirectory.url.appendingPathComponent("repository").path
        try FileManager.default.createSymbolicLink(atPath: alias, withDestinationPath: root)
        let spellings: [(arguments: [String], cwd: String)] = [
            (["specs"], ""), (["specs/"], ""), (["./specs"], ""), (["specs/../specs"], ""), (["."], ""),
            (["specs/clock.widgets.yaml"], ""), (["./specs//clock.widgets.yaml"], ""),
            ([root + "/specs"], ""), ([root + "/specs/clock.widgets.yaml"], ""), ([alias + "/specs"], ""),
            ([alias + "/specs/clock.widgets.yaml"], ""), (["../specs"], "sub"),
            (["../specs/clock.widgets.yaml"], "sub"),
            (["."], "specs"), (["clock.widgets.yaml"], "specs"), (["linked"], ""), (["linked/"], ""),
            (["linked/clock.widgets.yaml"], ""), ([root + "/linked/clock.widgets.yaml"], ""), (["../linked"], "sub"),
        ]
        for (paths, cwd) in spellings {
            let directory =
                cwd.isEmpty ? repository.directory.url : repository.directory.url.appendingPathComponent(cwd)
            let result = try WidgetSpecCLI.run(["diff", "--base", "HEAD"] + paths, in: directory)
            #expect(result.status == 1, "\(paths) in '\(cwd)': \(result.stderr)")
            #expect(result.stderr.contains("kind of widget 'Clock' changed"), "\(paths) in '\(cwd)': \(result.stderr)")
            #expect(result.stderr.contains("HEAD:specs/clock.widgets.yaml:4:18: note: the old kind"), "\(paths)")
        }
        // The positional form takes the same paths.
        let positional = try WidgetSpecCLI.run(["diff", "HEAD", "linked"], in: repository.directory.url)
        #expect(positional.status == 1, "\(positional.stderr)")
        #expect(positional.stderr.contains("[WS1002]"))
    }

    @Test func aCommittedLinkIsFollowedAtTheRevisionAsInTheWorkTree() throws {
        let repository = try GitRepository()
        try repository.directory.write("versions/v1.widgets.yaml", Self.clock)
        try repository.directory.write("versions/v2.widgets.yaml", Self.clockWithNewKind)
        try repository.directory.write("shared/specs/clock.widgets.yaml", Self.clock)
        let url = repository.directory.url
        try FileManager.default.createDirectory(
            at: url.appendingPathComponent("app"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: url.appendingPathComponent("app/current.widgets.yaml").path,
            withDestinationPath: "../versions/v1.widgets.yaml")
        try FileManager.default.createSymbolicLink(
            atPath: url.appendingPathComponent("specs").path, withDestinationPath: "shared/specs")
        try repository.commit()

        // Unchanged: nothing to report, whichever way the specs are named.
        for paths in [["app/current.widgets.yaml"], ["specs"], ["specs/clock.widgets.yaml"], ["versions"], ["."]] {
            let result = try WidgetSpecCLI.run(["diff", "--base", "HEAD"] + paths, in: url)
            #expect(result.status == 0, "\(paths): \(result.stderr)")
            #expect(result.stderr.isEmpty, "\(paths): \(result.stderr)")
        }

        // The link now names v2: at HEAD it named v1, and v1 is what the widgets were.
        try FileManager.default.removeItem(at: url.appendingPathComponent("app/current.widgets.yaml"))
        try FileManager.default.createSymbolicLink(
            atPath: url.appendingPathComponent("app/current.widgets.yaml").path,
            withDestinationPath: "../versions/v2.widgets.yaml")
        let relinked = try WidgetSpecCLI.run(["diff", "HEAD", "app/current.widgets.yaml"], in: url)
        #expect(relinked.status == 1, "\(relinked.stderr)")
        #expect(relinked.stderr.contains("HEAD:versions/v1.widgets.yaml:4:18: note: the old kind"))

        // A change behind a linked directory.
        try repository.directory.write("shared/specs/clock.widgets.yaml", Self.clockWithNewKind)
        let behindLink = try WidgetSpecCLI.run(["diff", "HEAD", "specs"], in: url)
        #expect(behindLink.status == 1, "\(behindLink.stderr)")
        #expect(behindLink.stderr.contains("HEAD:shared/specs/clock.widgets.yaml:4:18: note: the old kind"))
    }

    @Test func aLinkGitCannotFollowIsSaidPlainly() throws {
        let outside = try TemporaryDirectory()
        try outside.write("elsewhere.widgets.yaml", Self.clock)
        let repository = try GitRepository()
        let url = repository.directory.url
        try FileManager.default.createDirectory(
            at: url.appendingPathComponent("specs"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: url.appendingPathComponent("specs/outside.widgets.yaml").path,
            withDestinationPath: outside.url.appendingPathComponent("elsewhere.widgets.yaml").path)
        try repository.commit()

        let result = try WidgetSpecCLI.run(["diff", "HEAD", "specs/outside.widgets.yaml"], in: url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stderr.hasPrefix(
                "warning: the old version of 'specs/outside.widgets.yaml' cannot be read: at 'HEAD' "
                    + "'specs/outside.widgets.yaml' is a symbolic link out of the repository, which git does not hold; "
                    + "it is compared as a new spec [WS0015]\n"), "\(result.stderr)")
        let strict = try WidgetSpecCLI.run(
            ["diff", "HEAD", "specs/outside.widgets.yaml", "--warnings-as-errors"], in: url)
        #expect(strict.status == 1)
    }

    /// Two specs named `x.widgets.yaml`, each with a String Catalog in English and German and a text in the app's
    /// table; the second drops German and changes its key.
    static func sameNameSpec(_ name: String, dropped: Bool) -> String {
        """
        spec: 1
        bundle: Demo
        localization: { development: en, languages: [\(dropped ? "en" : "en, de")] }
        widgets:
          W\(name): { kind: com.example.\(name), displayName: { table: Widgets, key: \(name).\(dropped ? "title" : "name"), en: Hi }, families: [systemSmall] }

        """
    }

    @Test func specsOfOneNameInSeveralFoldersAreEachComparedWithTheirOwn() throws {
        let repository = try GitRepository()
        for folder in ["a", "b"] {
            try repository.directory.write("\(folder)/x.widgets.yaml", Self.sameNameSpec(folder, dropped: false))
        }
        try repository.commit()
        try repository.directory.write("b/x.widgets.yaml", Self.sameNameSpec("b", dropped: true))
        let expected = [
            "HEAD:b/x.widgets.yaml:3:50: warning: language 'de' is gone from 'x.widgets.xcstrings': people who read "
                + "'de' see 'en' instead [WS1039]",
            "b/x.widgets.yaml:5:66: warning: display name of widget 'Wb' is looked up as 'b.title' in table "
                + "'Widgets', was 'b.name' in table 'Widgets'",
        ]
        for arguments in [["diff", "--base", "HEAD", "a", "b"], ["diff", "HEAD", "."]] {
            let result = try WidgetSpecCLI.run(arguments, in: repository.directory.url)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            for line in expected { #expect(result.stderr.contains(line), "\(arguments): \(result.stderr)") }
            #expect(!result.stderr.contains("a/x.widgets.yaml"), "\(arguments): \(result.stderr)")
        }

        // Two directories without git: each spec is known by its path inside its directory.
        let directory = try TemporaryDirectory()
        for folder in ["a", "b"] {
            try directory.write("old/\(folder)/x.widgets.yaml", Self.sameNameSpec(folder, dropped: false))
            try directory.write("new/\(folder)/x.widgets.yaml", Self.sameNameSpec(folder, dropped: folder == "b"))
        }
        let plain = try WidgetSpecCLI.run(["diff", "old", "new"], in: directory.url)
        #expect(plain.status == 0, "\(plain.stderr)")
        #expect(plain.stderr.contains("old/b/x.widgets.yaml:3:50: warning: language 'de' is gone"), "\(plain.stderr)")
        #expect(plain.stderr.contains("[WS1038]"))
    }

    @Test func aRenamedSpecIsComparedWithItsOldSelf() throws {
        let repository = try GitRepository()
        try repository.directory.write("specs/a.widgets.yaml", Self.sameNameSpec("a", dropped: false))
        try repository.directory.write("specs/b.widgets.yaml", Self.sameNameSpec("b", dropped: false))
        try repository.commit()
        try repository.git(["mv", "specs/b.widgets.yaml", "specs/renamed.widgets.yaml"])
        try repository.directory.write(
            "specs/renamed.widgets.yaml",
            Self.sameNameSpec("b", dropped: false).replacingOccurrences(of: "[en, de]", with: "[en]"))
        let result = try WidgetSpecCLI.run(["diff", "HEAD", "specs"], in: repository.directory.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stderr
                == "HEAD:specs/b.widgets.yaml:3:50: warning: language 'de' is gone from 'renamed.widgets.xcstrings': "
                + "people who read 'de' see 'en' instead [WS1039]\n")
    }

    /// Two specs of the work tree whose old versions are one blob (`b` was a link to `a` at the revision, and is a
    /// file of its own now): each is paired with its own String Catalog, as when it is named alone.
    @Test func twoSpecsThatWereOneFileThroughALinkAreEachPaired() throws {
        let repository = try GitRepository()
        try repository.directory.write("specs/a.widgets.yaml", Self.sameNameSpec("a", dropped: false))
        let url = repository.directory.url
        try FileManager.default.createSymbolicLink(
            atPath: url.appendingPathComponent("specs/b.widgets.yaml").path, withDestinationPath: "a.widgets.yaml")
        try repository.commit()
        try FileManager.default.removeItem(at: url.appendingPathComponent("specs/b.widgets.yaml"))
        try repository.directory.write("specs/b.widgets.yaml", Self.sameNameSpec("a", dropped: false))
        try repository.directory.write(
            "specs/a.widgets.yaml",
            Self.sameNameSpec("a", dropped: false).replacingOccurrences(of: "[en, de]", with: "[en]"))
        let expected =
            "HEAD:specs/a.widgets.yaml:3:50: warning: language 'de' is gone from 'a.widgets.xcstrings': "
            + "people who read 'de' see 'en' instead [WS1039]\n"
        let alone = try WidgetSpecCLI.run(["diff", "HEAD", "specs/a.widgets.yaml"], in: url)
        #expect(alone.status == 0, "\(alone.stderr)")
        #expect(alone.stderr == expected)
        let both = try WidgetSpecCLI.run(["diff", "HEAD", "specs"], in: url)
        #expect(both.status == 0, "\(both.stderr)")
        #expect(both.stderr == expected)
    }

    /// `diff.relative` in the user's configuration makes `git diff` print paths relative to the working
    /// directory; renames are still paired by repository path.
    @Test func aRenameIsPairedFromASubdirectoryWithRelativeDiffConfigured() throws {
        let repository = try GitRepository()
        try repository.directory.write("specs/a.widgets.yaml", Self.sameNameSpec("a", dropped: false))
        try repository.directory.write("specs/b.widgets.yaml", Self.sameNameSpec("b", dropped: false))
        try repository.commit()
        try repository.git(["config", "diff.relative", "true"])
        try repository.git(["mv", "specs/b.widgets.yaml", "specs/renamed.widgets.yaml"])
        try repository.directory.write(
            "specs/renamed.widgets.yaml",
            Self.sameNameSpec("b", dropped: false).replacingOccurrences(of: "[en, de]", with: "[en]"))
        let result = try WidgetSpecCLI.run(
            ["diff", "HEAD", "."], in: repository.directory.url.appendingPathComponent("specs"))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stderr
                == "HEAD:specs/b.widgets.yaml:3:50: warning: language 'de' is gone from 'renamed.widgets.xcstrings': "
                + "people who read 'de' see 'en' instead [WS1039]\n")
    }

    @Test func hostileRevisionTextAndPathsStayOnOneLine() throws {
        let repository = try Self.repositoryWithKindChange()
        let url = repository.directory.url
        let forged = "v9\nspecs/clock.widgets.yaml:1:1: error: forged \u{1B}[31mred"
        let escaped = #"v9\nspecs/clock.widgets.yaml:1:1: error: forged \u{1B}[31mred"#
        let base = try WidgetSpecCLI.run(["diff", "--base", forged, "specs"], in: url)
        #expect(base.status == 2)
        #expect(
            base.stderr
                == "error: unknown revision '\(escaped)': git knows no commit of that name in the repository here\n")
        let positional = try WidgetSpecCLI.run(["diff", forged, "specs"], in: url)
        #expect(positional.status == 2)
        #expect(
            positional.stderr
                == "error: '\(escaped)' is neither a file, a directory nor a git revision of the repository here\n")

        // Options are never passed to git as a revision, however they are spelled.
        for option in ["--output=stolen", "-ostolen", "--all"] {
            let result = try WidgetSpecCLI.run(["diff", "--base=\(option)", "specs"], in: url)
            #expect(result.status == 2, "\(option)")
            #expect(result.stderr.contains("a revision cannot start with '-' (git would read an option)"))
            let afterSeparator = try WidgetSpecCLI.run(["diff", "--", option, "specs"], in: url)
            #expect(afterSeparator.status == 2, "\(option)")
            #expect(afterSeparator.stderr.contains("is neither a file, a directory nor a git revision"))
        }
        #expect(!FileManager.default.fileExists(atPath: url.appendingPathComponent("stolen").path))

        // A path outside the repository is that, and said with its escapes.
        let outside = try TemporaryDirectory()
        try outside.write("odd\nname.widgets.yaml", Self.clock)
        let outsidePath = outside.url.appendingPathComponent("odd\nname.widgets.yaml").path
        let result = try WidgetSpecCLI.run(["diff", "--base", "HEAD", outsidePath], in: url)
        #expect(result.status == 2)
        #expect(result.stderr.contains(#"odd\nname.widgets.yaml' is outside the repository"#), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
    }

    @Test func aFileNameWithLineBreaksCannotForgeADiagnostic() throws {
        let repository = try GitRepository()
        let name = "specs/a\n\u{1B}[2Jb.widgets.yaml"
        try repository.directory.write(name, Self.clock)
        try repository.commit()
        try repository.directory.write(name, Self.clockWithNewKind)
        let result = try WidgetSpecCLI.run(["diff", "HEAD", "specs"], in: repository.directory.url)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains(#"HEAD:specs/a\n\u{1B}[2Jb.widgets.yaml:4:18: note: the old kind"#))
        #expect(result.stderr.split(separator: "\n").count == 2, "\(result.stderr)")
    }

    @Test func notARepositoryAndDeletedSpecs() throws {
        let plain = try TemporaryDirectory()
        try plain.write("specs/clock.widgets.yaml", Self.clock)
        let result = try WidgetSpecCLI.run(["diff", "--base", "HEAD", "specs"], in: plain.url)
        #expect(result.status == 2)
        #expect(
            result.stderr == "error: the working directory is not in a git repository, so a revision cannot be read\n")

        // A spec deleted since the revision: its widgets are removed.
        let repository = try GitRepository()
        try repository.directory.write("specs/clock.widgets.yaml", Self.clock)
        try repository.directory.write("specs/other.widgets.yaml", Self.clockWithNewKind)
        try repository.commit()
        try FileManager.default.removeItem(
            at: repository.directory.url.appendingPathComponent("specs/clock.widgets.yaml"))
        let deleted = try WidgetSpecCLI.run(["diff", "HEAD", "specs"], in: repository.directory.url)
        #expect(deleted.status == 1, "\(deleted.stderr)")
        #expect(
            deleted.stderr.contains("HEAD:specs/clock.widgets.yaml:4:18: error: widget kind 'com.example.clock'"),
            "\(deleted.stderr)")
    }
}
