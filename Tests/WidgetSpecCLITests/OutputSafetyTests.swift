import Foundation
import Testing

/// Nothing the user wrote is overwritten, and no run leaves debris (issue 11): `report --output` and
/// `check --format F=FILE` refuse specs, inputs and files widgetspec did not write; writes keep the mode of the
/// file they replace; an interrupted `generate`'s temporary file is noticed by `--check` and removed by the
/// next run; unusual input paths get messages that say what they are.
@Suite("output files: never overwrite, never leave debris")
struct OutputSafetyTests {
    static let spec = """
        spec: 1
        bundle: SafetyWidgets
        widgets:
          Status:
            kind: com.example.status
            displayName: Status
            families: [systemSmall]
            timeline: { entries: now, policy: never }

        """

    @Test func reportAndCheckNeverReplaceTheirInputSpec() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a.widgets.yaml", Self.spec)
        for arguments in [
            ["report", "a.widgets.yaml", "--format", "html", "--output", "a.widgets.yaml"],
            ["check", "a.widgets.yaml", "--format", "json=a.widgets.yaml"],
            ["report", "a.widgets.yaml", "--output", "a.widgets.yaml", "--force"],
        ] {
            let result = try WidgetSpecCLI.run(arguments, in: directory.url)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stderr.contains("is an input of this run"), "\(result.stderr)")
            #expect(try directory.read("a.widgets.yaml") == Self.spec)
        }
    }

    @Test func anInputWithAnotherExtensionIsProtectedToo() throws {
        let directory = try TemporaryDirectory()
        try directory.write("spec.yaml", Self.spec)
        let result = try WidgetSpecCLI.run(["check", "spec.yaml", "--format", "sarif=spec.yaml"], in: directory.url)
        #expect(result.status == 2)
        #expect(try directory.read("spec.yaml") == Self.spec)
    }

    @Test func aForeignFileNeedsForceAndWidgetSpecsOwnFileDoesNot() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a.widgets.yaml", Self.spec)
        try directory.write("notes.html", "my notes\n")
        let refused = try WidgetSpecCLI.run(["report", "a.widgets.yaml", "--output", "notes.html"], in: directory.url)
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("'notes.html' exists and was not written by widgetspec"), "\(refused.stderr)")
        #expect(try directory.read("notes.html") == "my notes\n")

        let forced = try WidgetSpecCLI.run(
            ["report", "a.widgets.yaml", "--output", "notes.html", "--force"], in: directory.url)
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(try directory.read("notes.html").hasPrefix("Timeline report"))

        // Now the file is widgetspec's: a rerun replaces it without --force, in another format too.
        let again = try WidgetSpecCLI.run(
            ["report", "a.widgets.yaml", "--output", "notes.html", "--format", "json"], in: directory.url)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(try directory.read("notes.html").hasPrefix("{"))

        let check = try WidgetSpecCLI.run(
            ["check", "a.widgets.yaml", "--format", "sarif=out.sarif"], in: directory.url)
        #expect(check.status == 0)
        let rerun = try WidgetSpecCLI.run(
            ["check", "a.widgets.yaml", "--format", "sarif=out.sarif"], in: directory.url)
        #expect(rerun.status == 0, "\(rerun.stderr)")
    }

    @Test func anOutputThatIsADirectorySaysSo() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a.widgets.yaml", Self.spec)
        try FileManager.default.createDirectory(
            at: directory.url.appendingPathComponent("out"), withIntermediateDirectories: true)
        let result = try WidgetSpecCLI.run(["report", "a.widgets.yaml", "--output", "out"], in: directory.url)
        #expect(result.status == 2)
        #expect(result.stderr == "error: cannot write 'out': it is a directory\n")
    }

    @Test func regeneratingKeepsTheModeOfAReadOnlyFile() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a.widgets.yaml", Self.spec)
        let first = try WidgetSpecCLI.run(["generate", "a.widgets.yaml", "--output", "Generated"], in: directory.url)
        #expect(first.status == 0, "\(first.stderr)")
        let generated = directory.url.appendingPathComponent("Generated/a.widgets.shared.generated.swift").path
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: generated)
        try directory.write("a.widgets.yaml", Self.spec.replacingOccurrences(of: "Status", with: "Score"))
        let second = try WidgetSpecCLI.run(["generate", "a.widgets.yaml", "--output", "Generated"], in: directory.url)
        #expect(second.status == 0, "\(second.stderr)")
        let attributes = try FileManager.default.attributesOfItem(atPath: generated)
        #expect((attributes[.posixPermissions] as? Int) == 0o444)
        #expect(try String(contentsOfFile: generated, encoding: .utf8).contains("Score"))
    }

    @Test func anInterruptedGenerateIsNoticedAndCleanedUp() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a.widgets.yaml", Self.spec)
        #expect(try WidgetSpecCLI.run(["generate", "a.widgets.yaml", "-o", "G"], in: directory.url).status == 0)
        // What a SIGKILL between writing and renaming leaves.
        try directory.write("G/.a.widgets.shared.generated.swift.widgetspec-tmp", "half a fi")
        let check = try WidgetSpecCLI.run(["generate", "a.widgets.yaml", "-o", "G", "--check"], in: directory.url)
        #expect(check.status == 1)
        #expect(check.stderr.contains("left by an interrupted run"), "\(check.stderr)")
        #expect(try WidgetSpecCLI.run(["generate", "a.widgets.yaml", "-o", "G"], in: directory.url).status == 0)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.url.appendingPathComponent("G").path)
        #expect(names.sorted() == ["a.widgets.extension.generated.swift", "a.widgets.shared.generated.swift"])
        #expect(
            try WidgetSpecCLI.run(["generate", "a.widgets.yaml", "-o", "G", "--check"], in: directory.url).status == 0)
    }

    @Test func inputPathsThatAreNoFilesSayWhatTheyAre() throws {
        let directory = try TemporaryDirectory()
        let manager = FileManager.default
        try manager.createSymbolicLink(
            atPath: directory.url.appendingPathComponent("loop1").path, withDestinationPath: "loop2")
        try manager.createSymbolicLink(
            atPath: directory.url.appendingPathComponent("loop2").path, withDestinationPath: "loop1")
        let loop = try WidgetSpecCLI.run(["check", "loop1"], in: directory.url)
        #expect(loop.status == 2)
        #expect(loop.stderr.contains("cannot read 'loop1': too many levels of symbolic links (a symlink loop)"))

        let fifo = directory.url.appendingPathComponent("pipe.widgets.yaml").path
        #expect(mkfifo(fifo, 0o644) == 0)
        let pipe = try WidgetSpecCLI.run(["check", "pipe.widgets.yaml"], in: directory.url)
        #expect(pipe.status == 2)
        #expect(pipe.stderr.contains("cannot read 'pipe.widgets.yaml': it is a FIFO, not a regular file"))
    }

    @Test func aFileNameWithALineBreakCannotForgeADiagnosticLine() throws {
        let directory = try TemporaryDirectory()
        let name = "x.widgets.yaml:1:1: error: forged [WS0000]\nreal.widgets.yaml"
        try directory.write(name, Self.spec.replacingOccurrences(of: "com.example.status", with: "\"\""))
        for format in ["xcode", "text"] {
            let result = try WidgetSpecCLI.run(["check", name, "--format", format], in: directory.url)
            #expect(result.status == 1)
            let lines = result.stderr.split(separator: "\n")
            #expect(
                !lines.contains { $0.hasSuffix("forged [WS0000]") || $0.hasPrefix("real.widgets.yaml") }, "\(format)")
            #expect(lines.first?.hasPrefix("x.widgets.yaml:1:1: error: forged [WS0000]\\nreal.widgets.yaml:") == true)
        }
    }

    /// Output paths come from the command line and from specs' file names: printed, they stay on one line.
    @Test func outputPathsWithALineBreakStayOnOneLine() throws {
        let directory = try TemporaryDirectory()
        let name = "x\nwrote forged.widgets.yaml"
        try directory.write(name, Self.spec)
        let generate = try WidgetSpecCLI.run(["generate", name, "-o", "G"], in: directory.url)
        #expect(generate.status == 0, "\(generate.stderr)")
        #expect(
            generate.stderr == """
                wrote G/x\\nwrote forged.widgets.extension.generated.swift
                wrote G/x\\nwrote forged.widgets.shared.generated.swift

                """)
        let report = try WidgetSpecCLI.run(
            ["report", name, "--output", "missing\nerror: forged/r.txt"], in: directory.url)
        #expect(report.status == 2)
        #expect(report.stderr == "error: cannot write 'missing\\nerror: forged/r.txt': No such file or directory\n")
    }
}
