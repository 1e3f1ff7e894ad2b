import Foundation
import Testing

/// Every command ends cleanly when its standard output or standard error fails (issue 25): a full disk
/// (`>/dev/full`) or a closed stream (`>&-`, `2>&-`) gives status 2 and one `error:` line on standard error
/// when that still works, never a trap and a backtrace; a reader that stops reading (`| head -1`) ends the
/// command quietly with its own status.
@Suite("standard output and standard error that fail")
struct StandardStreamFailureTests {
    static let pizza = "specs/pizza.widgets.yaml"
    static let intentDefinition = "Tests/WidgetSpecKitTests/Spec/Fixtures/import/Commute.intentdefinition"

    /// A command of each kind that prints on standard output, run in the repository.
    static let printingCommands: [[String]] = [
        ["check", pizza, "--format", "json"],
        ["check", pizza, "--format", "sarif"],
        ["check", pizza, "--format", "github"],
        ["dump", pizza],
        ["import", intentDefinition],
        ["schema"],
        ["rules"],
        ["rules", "--markdown"],
        ["explain", "WS0001", "request-spacing"],
        ["diff", pizza, pizza, "--format", "json"],
        ["report", pizza],
        ["report", pizza, "--format", "html"],
        ["payload", pizza],
        ["--help"],
        ["--version"],
    ]

    @Test(arguments: printingCommands)
    func aFullDiskOnStandardOutputEndsWithOneErrorLine(arguments: [String]) throws {
        let result = try WidgetSpecCLI.run(arguments, redirection: ">/dev/full")
        #expect(result.status == 2)
        #expect(result.stderr.hasSuffix("error: cannot write to standard output: No space left on device\n"))
        #expect(Self.isClean(result.stderr), "\(result.stderr)")
    }

    @Test(arguments: printingCommands)
    func aClosedStandardOutputEndsWithOneErrorLine(arguments: [String]) throws {
        let result = try WidgetSpecCLI.run(arguments, redirection: ">&-")
        #expect(result.status == 2)
        #expect(result.stderr.hasSuffix("error: cannot write to standard output: it is closed\n"))
        #expect(Self.isClean(result.stderr), "\(result.stderr)")
    }

    /// What prints on standard error: diagnostics in the human formats, `generate`'s list, `import`'s notes.
    @Test(arguments: [">/dev/null 2>/dev/full", ">/dev/null 2>&-"])
    func aFailingStandardErrorEndsWithStatusTwo(redirection: String) throws {
        let output = try TemporaryDirectory()
        for arguments in [
            ["check", "specs/game.widgets.yaml"],
            ["check", "specs/game.widgets.yaml", "--format", "text"],
            ["check", "specs/game.widgets.yaml", "--format", "summary"],
            ["generate", "specs/pizza.widgets.yaml", "--output", output.url.path],
            ["import", Self.intentDefinition],
            ["nosuchcommand"],
        ] {
            let result = try WidgetSpecCLI.run(arguments, redirection: redirection)
            #expect(result.status == 2, "\(arguments)")
        }
        // The files were written all the same.
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: output.url.path).sorted() == [
                "pizza.widgets.extension.generated.swift", "pizza.widgets.shared.generated.swift",
            ])
    }

    @Test func initReportsAFullStandardOutputAfterWritingItsFiles() throws {
        for redirection in [">/dev/full", ">&-"] {
            let directory = try TemporaryDirectory()
            let result = try WidgetSpecCLI.run(["init", "Demo"], in: directory.url, redirection: redirection)
            #expect(result.status == 2)
            #expect(result.stderr.hasPrefix("error: cannot write to standard output: "), "\(result.stderr)")
            #expect(result.stderr.filter { $0 == "\n" }.count == 1)
            // Nothing meant for standard output landed in a file the command opened (a closed descriptor 1 is
            // the first one `open` hands out).
            let spec = try directory.read("Demo.widgets.yaml")
            #expect(spec.hasPrefix("# yaml-language-server: $schema=widgetspec.schema.json\n"))
            #expect(!spec.contains("Created"))
            let check = try WidgetSpecCLI.run(["check", "Demo.widgets.yaml"], in: directory.url)
            #expect(check.status == 0, "\(check.stderr)")
        }
    }

    @Test func aClosedStandardOutputNeverEndsUpInAnOutputFile() throws {
        let directory = try TemporaryDirectory()
        let spec = try String(
            contentsOf: WidgetSpecCLI.repositoryRoot.appendingPathComponent(Self.pizza), encoding: .utf8)
        try directory.write("pizza.widgets.yaml", spec)
        let closed = try WidgetSpecCLI.run(
            ["report", "pizza.widgets.yaml", "--output", "closed.txt"], in: directory.url, redirection: ">&- <&-")
        #expect(closed.status == 0, "\(closed.stderr)")
        let open = try WidgetSpecCLI.run(["report", "pizza.widgets.yaml", "--output", "open.txt"], in: directory.url)
        #expect(open.status == 0)
        #expect(try directory.read("closed.txt") == directory.read("open.txt"))
    }

    /// The reader is gone before the first write: every write fails with EPIPE.
    @Test(arguments: [["rules"], ["rules", "--markdown"], ["report", pizza, "--horizon", "7d"], ["schema"]])
    func aReaderThatStopsReadingEndsTheCommandQuietly(arguments: [String]) throws {
        let pipe = Pipe()
        try pipe.fileHandleForReading.close()
        let result = try WidgetSpecCLI.run(arguments, standardOutput: pipe.fileHandleForWriting)
        try pipe.fileHandleForWriting.close()
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty, "\(result.stderr)")
    }

    @Test func aReaderThatStopsReadingKeepsTheStatusOfTheChecks() throws {
        let directory = try TemporaryDirectory()
        try directory.write("bad.widgets.yaml", SampleSpecs.invalid)
        let pipe = Pipe()
        try pipe.fileHandleForReading.close()
        let result = try WidgetSpecCLI.run(
            ["check", "bad.widgets.yaml", "--format", "json"], in: directory.url,
            standardOutput: pipe.fileHandleForWriting)
        try pipe.fileHandleForWriting.close()
        #expect(result.status == 1)
        #expect(result.stderr.isEmpty, "\(result.stderr)")
    }

    /// No trace of a crash: no backtrace, no "Fatal error", at most the one `error:` line.
    static func isClean(_ stderr: String) -> Bool {
        !stderr.contains("Backtrac") && !stderr.contains("Fatal error") && !stderr.contains("crashed")
            && stderr.split(separator: "\n").filter { $0.hasPrefix("error:") }.count == 1
    }
}
