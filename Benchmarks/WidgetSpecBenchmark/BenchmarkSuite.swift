import Foundation
import WidgetSpecKit

/// The measurements of one spec set.
struct SizeResult {
    var size: SpecSetSize
    var bytes: Int
    var libyaml: Samples
    var pythonProcess: Samples
    /// CSafeLoader's load time as measured inside Python (no interpreter start-up).
    var pythonLoad: Samples
    var commands: [(command: InProcess.Command, inProcess: Samples, process: Samples)]
}

/// Runs every measurement and prints the tables (ratios taken in one run: absolute times on a shared machine
/// mean little).
struct BenchmarkSuite {
    var repository: String
    var binDirectory: String
    var workDirectory: String
    var runs: Int
    var measuresTypeCheck: Bool
    var measuresYear: Bool

    var widgetspec: String { binDirectory + "/widgetspec" }

    func run(sizes: [SpecSetSize], writeSpecs: (String, [SpecSetSize]) -> [String: [[WidgetShape]]]) {
        let specRoot = workDirectory + "/specs"
        let shapes = writeSpecs(specRoot, sizes)
        guard let python = ProcessTimer.which("python3") else { fail("python3 with PyYAML is needed") }

        let hello = Samples.measureProcess(runs: runs * 2, [binDirectory + "/BenchmarkHello"])
        var results: [SizeResult] = []
        for size in sizes {
            let directory = "\(specRoot)/\(size.name)"
            let paths = specFiles(in: directory)
            // Valid specs first: `check` exits 0 only without errors.
            let check = ProcessTimer.run([widgetspec, "check", directory])
            guard check.status == 0 else { fail("widgetspec check \(directory) exited with \(check.status)") }
            let files = paths.map { [UInt8](FileManager.default.contents(atPath: $0) ?? Data()) }
            let bytes = files.reduce(0) { $0 + $1.count }
            log("\(size.name): \(paths.count) files, \(formatBytes(bytes))")

            let libyaml = Samples.measure(runs: runs) { _ = RawLibYAML.parse(files) }
            var pythonLoad = Samples(seconds: [])
            var pythonProcess = Samples(seconds: [])
            for _ in 0..<runs {
                let run = ProcessTimer.run(
                    [python, repository + "/Benchmarks/pyyaml_load.py"] + paths, capturesOutput: true)
                guard run.status == 0, let load = Self.loadSeconds(run.output) else {
                    fail("python3 Benchmarks/pyyaml_load.py failed (is PyYAML with libyaml installed?)")
                }
                pythonProcess.seconds.append(run.seconds)
                pythonLoad.seconds.append(load)
            }
            pythonProcess.peakBytes = ProcessTimer.peakMemory(
                [python, repository + "/Benchmarks/pyyaml_load.py"] + paths)
            var commands: [(InProcess.Command, Samples, Samples)] = []
            for command in InProcess.Command.allCases where command != .report1y || measuresYear {
                // A year of every widget of the 5 MB set takes a minute and gigabytes: fewer runs.
                let runs = command == .report1y && bytes > 1 << 20 ? max(1, runs / 3) : runs
                let inProcess = Samples.measure(runs: runs) { InProcess.run(command, directory: directory) }
                let output = "\(workDirectory)/generated-\(size.name)"
                let process = Samples.measureProcess(
                    runs: runs, [widgetspec] + command.arguments(directory: directory, output: output),
                    before: { try? FileManager.default.removeItem(atPath: output) })
                log("  \(command.label): \(inProcess.summary) in process, \(process.summary) as a process")
                commands.append((command, inProcess, process))
            }
            results.append(
                SizeResult(
                    size: size, bytes: bytes, libyaml: libyaml, pythonProcess: pythonProcess,
                    pythonLoad: pythonLoad, commands: commands))
        }
        var typeCheck: TypeCheckResult?
        if measuresTypeCheck, let swiftc = ProcessTimer.which("swiftc") {
            let benchmark = TypeCheckBenchmark(
                repository: repository, workDirectory: workDirectory + "/typecheck", swiftc: swiftc)
            let stubs = benchmark.buildStubs()
            let commands = benchmark.prepare(
                specDirectory: "\(specRoot)/\(SpecSetSize.typeCheck.name)",
                shapes: shapes[SpecSetSize.typeCheck.name]?.first ?? [],
                stubs: stubs)
            // Back to back, one of each in turn, so both see the same load.
            var generated = Samples(seconds: [])
            var template = Samples(seconds: [])
            for _ in 0..<max(3, runs / 2) {
                generated.append(Samples.measureProcess(runs: 1, commands.generated))
                template.append(Samples.measureProcess(runs: 1, commands.template))
            }
            typeCheck = TypeCheckResult(generated: generated, template: template, widgets: commands.widgetCount)
        }
        RatioTable(results: results, hello: hello, typeCheck: typeCheck).print()
    }

    private static func loadSeconds(_ output: String) -> Double? {
        let words = output.split(separator: " ")
        guard let index = words.firstIndex(of: "load_seconds"), index + 1 < words.count else { return nil }
        return Double(words[index + 1])
    }
}

/// The type-check of the generated code and of its template peer, measured in turn.
struct TypeCheckResult {
    var generated: Samples
    var template: Samples
    var widgets: Int
}

extension Samples {
    /// Adds the runs of `other`.
    mutating func append(_ other: Samples) {
        seconds += other.seconds
        cpuSeconds += other.cpuSeconds
        peakBytes = max(peakBytes, other.peakBytes)
    }
}

/// Progress goes to standard error, so standard output is the tables alone.
func log(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}
