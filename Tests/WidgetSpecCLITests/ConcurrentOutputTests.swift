import Foundation
import Testing

/// Several processes writing the same output at once (two builds of one package, a CI matrix) each succeed, and
/// the files are those one run writes (issue 25): every write goes through a temporary file of its own, an
/// output directory that another process creates at the same moment is no failure, and only the temporary files
/// of processes that are gone count as left over.
@Suite("several processes writing one output")
struct ConcurrentOutputTests {
    static let processCount = 8

    /// Runs `arguments` in `directory` in `processCount` processes at once; every one must succeed.
    static func runAtOnce(_ arguments: [String], in directory: URL) throws {
        let running = try (0..<processCount).map { _ in try WidgetSpecCLI.start(arguments, in: directory) }
        for command in running {
            let result = try command.wait()
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            #expect(!result.stderr.contains("error:"), "\(result.stderr)")
        }
    }

    /// The names in `directory` that start with a dot: temporary files.
    static func hiddenNames(in directory: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasPrefix(".") }
    }

    @Test func generateIntoOneDirectoryAtOnce() throws {
        let specs = WidgetSpecCLI.repositoryRoot.appendingPathComponent("specs").path
        let single = try TemporaryDirectory()
        #expect(try WidgetSpecCLI.run(["generate", specs, "-o", "Generated", "-q"], in: single.url).status == 0)
        let expected = single.url.appendingPathComponent("Generated")

        // A directory two levels down that none of them finds: each creates it, at the same moment.
        let shared = try TemporaryDirectory()
        try Self.runAtOnce(["generate", specs, "-o", "Build/Generated", "-q"], in: shared.url)
        let generated = shared.url.appendingPathComponent("Build/Generated")
        let names = try FileManager.default.contentsOfDirectory(atPath: expected.path).sorted()
        #expect(try FileManager.default.contentsOfDirectory(atPath: generated.path).sorted() == names)
        for name in names {
            #expect(
                try Data(contentsOf: generated.appendingPathComponent(name))
                    == Data(contentsOf: expected.appendingPathComponent(name)), "\(name)")
        }
        #expect(try Self.hiddenNames(in: generated).isEmpty)
        let check = try WidgetSpecCLI.run(["generate", specs, "-o", "Build/Generated", "--check"], in: shared.url)
        #expect(check.status == 0, "\(check.stderr)")
    }

    @Test func reportAndCheckIntoOneFileAtOnce() throws {
        let spec = WidgetSpecCLI.repositoryRoot.appendingPathComponent("specs/game.widgets.yaml").path
        for (arguments, file) in [
            (["report", spec, "--format", "html", "--output", "report.html"], "report.html"),
            (["check", spec, "--format", "sarif=check.sarif"], "check.sarif"),
        ] {
            let single = try TemporaryDirectory()
            #expect(try WidgetSpecCLI.run(arguments, in: single.url).status == 0)
            let shared = try TemporaryDirectory()
            try Self.runAtOnce(arguments, in: shared.url)
            #expect(try shared.read(file) == single.read(file))
            #expect(try Self.hiddenNames(in: shared.url).isEmpty)
        }
    }

    /// A temporary file whose process still runs is another write in progress: neither removed nor listed. One
    /// whose process is gone is left over: listed by `--check`, removed by the next run.
    @Test func onlyTheTemporaryFilesOfEndedProcessesAreLeftovers() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a.widgets.yaml", OutputSafetyTests.spec)
        #expect(try WidgetSpecCLI.run(["generate", "a.widgets.yaml", "-o", "G"], in: directory.url).status == 0)
        let ended = try WidgetSpecCLI.start(["--version"], in: directory.url)
        _ = try ended.wait()
        let living = ".a.widgets.shared.generated.swift.\(getpid())-1a2b3c.widgetspec-tmp"
        let leftover = ".a.widgets.shared.generated.swift.\(ended.processIdentifier)-4d5e6f.widgetspec-tmp"
        try directory.write("G/\(living)", "being written")
        try directory.write("G/\(leftover)", "half a fi")

        let check = try WidgetSpecCLI.run(["generate", "a.widgets.yaml", "-o", "G", "--check"], in: directory.url)
        #expect(check.status == 1)
        #expect(check.stderr == "G/\(leftover): left by an interrupted run (the next generate removes it)\n")
        #expect(try WidgetSpecCLI.run(["generate", "a.widgets.yaml", "-o", "G"], in: directory.url).status == 0)
        #expect(try Self.hiddenNames(in: directory.url.appendingPathComponent("G")) == [living])
    }

    /// `report --output` removes what an interrupted write of its own target left, and nothing else.
    @Test func reportRemovesTheLeftoversOfItsTarget() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a.widgets.yaml", OutputSafetyTests.spec)
        let ended = try WidgetSpecCLI.start(["--version"], in: directory.url)
        _ = try ended.wait()
        let ownLeftover = ".r.txt.\(ended.processIdentifier)-99.widgetspec-tmp"
        let otherTarget = ".other.txt.\(ended.processIdentifier)-99.widgetspec-tmp"
        try directory.write(ownLeftover, "half")
        try directory.write(otherTarget, "half")
        let result = try WidgetSpecCLI.run(["report", "a.widgets.yaml", "--output", "r.txt"], in: directory.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try Self.hiddenNames(in: directory.url) == [otherTarget])
    }
}
