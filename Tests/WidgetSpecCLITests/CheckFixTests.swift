import Foundation
import Testing

/// `check --fix` and `check --fix --dry-run` (issue 26): fix-its applied in place, only where they cannot
/// conflict, only to the specs named, atomically and byte for byte elsewhere; the dry run's diff.
@Suite("check --fix")
struct CheckFixTests {
    static let path = "specs/a.widgets.yaml"
    static let invalid = SampleSpecs.invalid
    static let fixed = invalid.replacingOccurrences(of: "displayNam:", with: "displayName:")
        .replacingOccurrences(of: "systemSmal]", with: "systemSmall]")
    static let fixedLines = """
        specs/a.widgets.yaml:6:5: fixed: WS0201 'displayNam' → 'displayName'
        specs/a.widgets.yaml:7:16: fixed: WS0204 'systemSmal' → 'systemSmall'
        fixed 2 issues in 1 file

        """

    /// One anchored word read as a background style and, through its alias, as a weekday: two fix-its (`none`
    /// and `mon`) for the same text.
    static let overlapping = """
        spec: 1
        bundle: Demo
        widgets:
          Clock:
            kind: com.example.clock
            displayNam: Clock
            families: [systemSmall]
            background: { style: &day non }
            timeline:
              entries: now
              policy: { after: { at: "00:00", on: [*day], timezone: UTC } }

        """
    static let overlappingReport = """
        specs/a.widgets.yaml:6:5: fixed: WS0201 'displayNam' → 'displayName'
        specs/a.widgets.yaml:8:26: not fixed: WS0207 → 'mon': overlaps another fix-it (at 8:26); neither is applied
        specs/a.widgets.yaml:8:26: not fixed: WS0204 → 'none': overlaps another fix-it (at 8:26); neither is applied
        fixed 1 issue in 1 file; 2 fix-its not applied

        """

    static func directory(with text: String = invalid) throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try directory.write(path, text)
        return directory
    }

    static func bytes(_ path: String, in directory: TemporaryDirectory) throws -> Data {
        try Data(contentsOf: directory.url.appendingPathComponent(path))
    }

    static func permissions(_ path: String, in directory: TemporaryDirectory) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(
            atPath: directory.url.appendingPathComponent(path).path)
        return try #require(attributes[.posixPermissions] as? Int)
    }

    static func setPermissions(_ mode: Int, _ path: String, in directory: TemporaryDirectory) throws {
        try FileManager.default.setAttributes(
            [.posixPermissions: mode], ofItemAtPath: directory.url.appendingPathComponent(path).path)
    }

    @Test func aTypoedKeyIsFixedInPlaceKeepingTheFilesMode() throws {
        let directory = try Self.directory()
        try Self.setPermissions(0o640, Self.path, in: directory)
        let result = try WidgetSpecCLI.run(["check", "specs", "--fix"], in: directory.url)
        #expect(result.status == 0, "\(result.stderr)")
        // What was fixed goes to standard error, with the human formats; standard output stays for JSON and SARIF.
        #expect(result.stderr == Self.fixedLines)
        #expect(result.stdout == "")
        #expect(try directory.read(Self.path) == Self.fixed)
        #expect(try Self.permissions(Self.path, in: directory) == 0o640)
        // No temporary file is left behind.
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory.url.appendingPathComponent("specs").path) == [
                "a.widgets.yaml"
            ])
        // Fixed, the spec checks clean, and fixing again changes nothing.
        let again = try WidgetSpecCLI.run(["check", "specs", "--fix"], in: directory.url)
        #expect(again.status == 0)
        #expect(again.stderr == "fixed 0 issues in 0 files\n")
    }

    @Test func theStatusIsChecksOnTheFixedFiles() throws {
        let text = Self.invalid.replacingOccurrences(of: "    displayNam:", with: "    zzzzzzzz: 1\n    displayNam:")
        let directory = try Self.directory(with: text)
        let result = try WidgetSpecCLI.run(["check", "specs", "--fix"], in: directory.url)
        #expect(result.status == 1)
        // What remains is printed as check prints it, after what was fixed.
        #expect(
            result.stderr.contains("fixed 2 issues in 1 file\nspecs/a.widgets.yaml:6:5: error: unknown key 'zzzzzzzz'"),
            "\(result.stderr)")
    }

    @Test func aCRLFFileWithAByteOrderMarkKeepsThem() throws {
        let crlf = "\u{FEFF}" + Self.invalid.replacingOccurrences(of: "\n", with: "\r\n") + "  \r\n"
        let directory = try Self.directory(with: crlf)
        let result = try WidgetSpecCLI.run(["check", Self.path, "--fix"], in: directory.url)
        #expect(result.status == 0, "\(result.stderr)")
        let expected = "\u{FEFF}" + Self.fixed.replacingOccurrences(of: "\n", with: "\r\n") + "  \r\n"
        #expect(try Self.bytes(Self.path, in: directory) == Data(expected.utf8))
    }

    @Test func dryRunPrintsTheDiffAndWritesNothing() throws {
        let directory = try Self.directory()
        let result = try WidgetSpecCLI.run(["check", "specs", "--fix", "--dry-run"], in: directory.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout == """
                --- a/specs/a.widgets.yaml
                +++ b/specs/a.widgets.yaml
                @@ -3,5 +3,5 @@
                 widgets:
                   Clock:
                     kind: com.example.clock
                -    displayNam: Clock
                -    families: [systemSmal]
                +    displayName: Clock
                +    families: [systemSmall]

                """)
        #expect(result.stderr == Self.fixedLines.replacingOccurrences(of: "fixed", with: "would fix"))
        #expect(try directory.read(Self.path) == Self.invalid)
    }

    static let patchTool = ["/usr/bin/patch", "/bin/patch"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// The diff is one `patch -p1` applies, a name with a space included.
    @Test(
        .enabled(if: patchTool != nil, "no patch tool here; the exact expectation above holds"),
        arguments: [path, "specs/my clock.widgets.yaml"])
    func dryRunDiffAppliesWithPatch(path: String) throws {
        let directory = try TemporaryDirectory()
        try directory.write(path, Self.invalid)
        let result = try WidgetSpecCLI.run(["check", "specs", "--fix", "--dry-run"], in: directory.url)
        try directory.write("fix.diff", result.stdout)
        let patch = Process()
        patch.executableURL = URL(fileURLWithPath: try #require(Self.patchTool))
        patch.arguments = ["-p1", "-s", "-i", "fix.diff"]
        patch.currentDirectoryURL = directory.url
        try patch.run()
        patch.waitUntilExit()
        #expect(patch.terminationStatus == 0)
        #expect(try directory.read(path) == Self.fixed)
    }

    @Test func dryRunSaysWhenErrorsWouldRemain() throws {
        let text = Self.invalid.replacingOccurrences(of: "    displayNam:", with: "    zzzzzzzz: 1\n    displayNam:")
        let directory = try Self.directory(with: text)
        let result = try WidgetSpecCLI.run(["check", "specs", "--fix", "--dry-run"], in: directory.url)
        #expect(result.status == 1)
        #expect(try directory.read(Self.path) == text)
    }

    @Test func dryRunNeedsFixAndTakesNoFormat() throws {
        let directory = try Self.directory()
        let alone = try WidgetSpecCLI.run(["check", "specs", "--dry-run"], in: directory.url)
        #expect(alone.status == 2)
        #expect(alone.stderr.contains("--dry-run goes with --fix."), "\(alone.stderr)")
        let formatted = try WidgetSpecCLI.run(
            ["check", "specs", "--fix", "--dry-run", "--format", "json"], in: directory.url)
        #expect(formatted.status == 2)
        #expect(try directory.read(Self.path) == Self.invalid)
    }

    @Test func aReadOnlyFileIsLeftAsItIsWithStatus2() throws {
        let directory = try Self.directory()
        try Self.setPermissions(0o444, Self.path, in: directory)
        let result = try WidgetSpecCLI.run(["check", "specs", "--fix"], in: directory.url)
        #expect(result.status == 2)
        #expect(result.stderr == "error: 'specs/a.widgets.yaml' is read-only; not fixing it\n")
        #expect(result.stdout == "")
        #expect(try directory.read(Self.path) == Self.invalid)
        #expect(try Self.permissions(Self.path, in: directory) == 0o444)
    }

    /// Two diagnostics of one node reached through an alias, each with its own fix-it for the same text.
    @Test func overlappingFixItsAreNeitherApplied() throws {
        let directory = try Self.directory(with: Self.overlapping)
        let result = try WidgetSpecCLI.run(["check", "specs", "--fix"], in: directory.url)
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix(Self.overlappingReport), "\(result.stderr)")
        // The other fix-it of the file is applied; the anchored word stays as written.
        #expect(
            try directory.read(Self.path)
                == Self.overlapping.replacingOccurrences(of: "displayNam:", with: "displayName:"))
    }

    @Test func twoTyposOfOneKeyAreNotBothFixedToIt() throws {
        let text = Self.invalid.replacingOccurrences(
            of: "    displayNam: Clock\n", with: "    displayNam: Clock\n    displayNme: Clock\n")
        let directory = try Self.directory(with: text)
        let result = try WidgetSpecCLI.run(["check", "specs", "--fix"], in: directory.url)
        #expect(result.status == 1)
        #expect(
            result.stderr.contains(
                "specs/a.widgets.yaml:7:5: not fixed: WS0201 → 'displayName': with the file's other fix-its it "
                    + "would make the file unreadable as YAML\n"), "\(result.stderr)")
        #expect(try directory.read(Self.path).contains("    displayName: Clock\n    displayNme: Clock\n"))
    }

    @Test func anAnchorIsKeptWhenItsWordIsFixed() throws {
        let text = Self.invalid.replacingOccurrences(of: "[systemSmal]", with: "[&family systemSmal]")
        let directory = try Self.directory(with: text)
        let result = try WidgetSpecCLI.run(["check", "specs", "--fix"], in: directory.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try directory.read(Self.path).contains("families: [&family systemSmall]"))
    }

    @Test func aSuggestionIsNotApplied() throws {
        let text = Self.invalid.replacingOccurrences(
            of: "bundle: Demo\n", with: "bundle: Demo\nplatforms: { iOS: \"13.0\" }\n")
        let directory = try Self.directory(with: text)
        let result = try WidgetSpecCLI.run(["check", "specs", "--fix"], in: directory.url)
        #expect(result.status == 1)
        #expect(
            result.stderr.contains(
                "specs/a.widgets.yaml:3:19: not fixed: WS0406 → '\"14.0\"': a suggestion, applied only by hand\n"),
            "\(result.stderr)")
        #expect(try directory.read(Self.path).contains("iOS: \"13.0\""))
    }

    @Test func aLinkedSpecOutsideTheNamedFolderIsNotTouched() throws {
        let directory = try TemporaryDirectory()
        try directory.write("elsewhere/b.widgets.yaml", Self.invalid)
        try SpecFileSetTests.link("specs/b.widgets.yaml", to: "../elsewhere/b.widgets.yaml", in: directory)
        let result = try WidgetSpecCLI.run(["check", "specs", "--fix"], in: directory.url)
        #expect(result.status == 1)
        #expect(
            result.stderr.hasPrefix(
                """
                specs/b.widgets.yaml:6:5: not fixed: WS0201 → 'displayName': not in a spec file named on the command line
                specs/b.widgets.yaml:7:16: not fixed: WS0204 → 'systemSmall': not in a spec file named on the command line
                fixed 0 issues in 0 files; 2 fix-its not applied

                """))
        #expect(try directory.read("elsewhere/b.widgets.yaml") == Self.invalid)
        #expect(
            try FileManager.default.destinationOfSymbolicLink(
                atPath: directory.url.appendingPathComponent("specs/b.widgets.yaml").path)
                == "../elsewhere/b.widgets.yaml")
    }

    @Test func aLinkNamedItselfIsFixedThroughAndStaysALink() throws {
        let directory = try TemporaryDirectory()
        try directory.write("elsewhere/b.widgets.yaml", Self.invalid)
        try SpecFileSetTests.link("specs/b.widgets.yaml", to: "../elsewhere/b.widgets.yaml", in: directory)
        let result = try WidgetSpecCLI.run(["check", "specs/b.widgets.yaml", "--fix"], in: directory.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try directory.read("elsewhere/b.widgets.yaml") == Self.fixed)
        #expect(
            try FileManager.default.destinationOfSymbolicLink(
                atPath: directory.url.appendingPathComponent("specs/b.widgets.yaml").path)
                == "../elsewhere/b.widgets.yaml")
    }

    @Test func aSpecNotNamedIsNotTouched() throws {
        let directory = try Self.directory()
        try directory.write("specs/other.widgets.yaml", Self.invalid.replacingOccurrences(of: "Clock", with: "Other"))
        let result = try WidgetSpecCLI.run(["check", Self.path, "--fix"], in: directory.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try directory.read(Self.path) == Self.fixed)
        #expect(
            try directory.read("specs/other.widgets.yaml")
                == Self.invalid.replacingOccurrences(of: "Clock", with: "Other"))
    }
}
