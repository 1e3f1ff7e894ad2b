import Foundation
import Testing

/// Which files `check`, `generate` and `report` read (issue 25): a file is read once however many paths reach
/// it (named twice, spelled two ways, through a symbolic link), and a directory walk follows symbolic links to
/// specs and folders, ends in a loop, and names a link that leads nowhere.
@Suite("the spec files of a command line")
struct SpecFileSetTests {
    static let valid = OutputSafetyTests.spec
    static let invalid = SampleSpecs.invalid.replacingOccurrences(of: "com.example.clock", with: "com.example.bad")

    static func link(_ path: String, to destination: String, in directory: TemporaryDirectory) throws {
        let url = directory.url.appendingPathComponent(path)
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: destination)
    }

    /// `specs/a.widgets.yaml`, valid, in a fresh directory.
    static func oneSpec() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try directory.write("specs/a.widgets.yaml", valid)
        return directory
    }

    @Test(arguments: [
        ["specs", "./specs"],
        ["specs/a.widgets.yaml", "./specs/a.widgets.yaml"],
        ["specs", "specs/a.widgets.yaml"],
        ["specs/a.widgets.yaml", "specs/../specs/", "specs/alias.widgets.yaml"],
    ])
    func aFileNamedTwiceIsReadOnce(paths: [String]) throws {
        let directory = try Self.oneSpec()
        try Self.link("specs/alias.widgets.yaml", to: "a.widgets.yaml", in: directory)
        // Read twice, every widget would collide with itself.
        let check = try WidgetSpecCLI.run(["check"] + paths, in: directory.url)
        #expect(check.status == 0, "\(check.stderr)")
        #expect(check.stderr.isEmpty)

        let report = try WidgetSpecCLI.run(["report"] + paths + ["--format", "json"], in: directory.url)
        #expect(report.status == 0, "\(report.stderr)")
        let object = try #require(JSONSerialization.jsonObject(with: Data(report.stdout.utf8)) as? [String: Any])
        #expect((object["widgets"] as? [[String: Any]])?.compactMap { $0["name"] as? String } == ["Status"])

        let generate = try WidgetSpecCLI.run(["generate"] + paths + ["-o", "G"], in: directory.url)
        #expect(generate.status == 0, "\(generate.stderr)")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory.url.appendingPathComponent("G").path)
                .sorted() == ["a.widgets.extension.generated.swift", "a.widgets.shared.generated.swift"])
    }

    @Test func aLinkedSpecWithErrorsFailsTheRun() throws {
        let directory = try Self.oneSpec()
        try directory.write("elsewhere/bad.widgets.yaml", Self.invalid)
        try Self.link("specs/linked.widgets.yaml", to: "../elsewhere/bad.widgets.yaml", in: directory)
        let check = try WidgetSpecCLI.run(["check", "specs"], in: directory.url)
        #expect(check.status == 1)
        #expect(
            check.stderr.hasPrefix("specs/linked.widgets.yaml:6:5: error: unknown key 'displayNam'"), "\(check.stderr)")
        #expect(try WidgetSpecCLI.run(["generate", "specs", "-o", "G"], in: directory.url).status == 1)
        #expect(try WidgetSpecCLI.run(["report", "specs"], in: directory.url).status == 1)
    }

    @Test func aLinkedFolderIsWalked() throws {
        let directory = try Self.oneSpec()
        try directory.write("common/nested/bad.widgets.yaml", Self.invalid)
        try Self.link("specs/shared", to: "../common", in: directory)
        let check = try WidgetSpecCLI.run(["check", "specs"], in: directory.url)
        #expect(check.status == 1)
        #expect(check.stderr.hasPrefix("specs/shared/nested/bad.widgets.yaml:6:5: error:"), "\(check.stderr)")
    }

    @Test func aLinkLoopEndsAndEachFileCountsOnce() throws {
        let directory = try Self.oneSpec()
        try directory.write(
            "specs/sub/b.widgets.yaml",
            Self.valid.replacingOccurrences(of: "Status", with: "Other")
                .replacingOccurrences(of: "com.example.status", with: "com.example.other"))
        try Self.link("specs/sub/up", to: "..", in: directory)
        try Self.link("specs/self", to: ".", in: directory)
        try Self.link("specs/alias.widgets.yaml", to: "sub/../a.widgets.yaml", in: directory)
        let check = try WidgetSpecCLI.run(["check", "specs", "--format", "json"], in: directory.url)
        #expect(check.status == 0, "\(check.stderr)")
        // The files keep their own paths: the links add nothing new.
        let listing = try WidgetSpecCLI.run(["generate", "specs", "-o", "G"], in: directory.url)
        #expect(listing.status == 0, "\(listing.stderr)")
        #expect(
            listing.stderr == """
                wrote G/a.widgets.extension.generated.swift
                wrote G/a.widgets.shared.generated.swift
                wrote G/b.widgets.extension.generated.swift
                wrote G/b.widgets.shared.generated.swift

                """)
    }

    @Test func aDanglingLinkNamedLikeASpecIsNamed() throws {
        let directory = try Self.oneSpec()
        try Self.link("specs/gone.widgets.yaml", to: "../moved/gone.widgets.yaml", in: directory)
        try Self.link("specs/notes", to: "nowhere", in: directory)
        let check = try WidgetSpecCLI.run(["check", "specs"], in: directory.url)
        #expect(check.status == 2)
        #expect(
            check.stderr
                == "error: cannot read 'specs/gone.widgets.yaml': it is a symbolic link to "
                + "'../moved/gone.widgets.yaml', which does not exist [WS0001]\n")
        let named = try WidgetSpecCLI.run(["check", "specs/gone.widgets.yaml"], in: directory.url)
        #expect(named.status == 2)
        #expect(named.stderr.hasPrefix("error: cannot read 'specs/gone.widgets.yaml': it is a symbolic link to "))
    }

    @Test func aLinkLoopNamedLikeASpecIsNamed() throws {
        let directory = try Self.oneSpec()
        try Self.link("specs/x.widgets.yaml", to: "y.widgets.yaml", in: directory)
        try Self.link("specs/y.widgets.yaml", to: "x.widgets.yaml", in: directory)
        let check = try WidgetSpecCLI.run(["check", "specs"], in: directory.url)
        #expect(check.status == 2)
        #expect(
            check.stderr
                == "error: cannot read 'specs/x.widgets.yaml': too many levels of symbolic links (a symlink loop) "
                + "[WS0001]\nerror: cannot read 'specs/y.widgets.yaml': too many levels of symbolic links (a "
                + "symlink loop) [WS0001]\n")
    }
}
