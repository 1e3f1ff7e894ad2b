// WidgetSpec benchmark suite: synthetic spec sets, the commands in process and as processes, and the peers
// (raw libyaml, PyYAML's CSafeLoader, a hello-world process, swiftc -typecheck), printed as ratios.
// Usage (from the repository root; Benchmarks/run.sh builds and runs `all`):
//   WidgetSpecBenchmark all [--runs N] [--seed N] [--sizes small,100KB,5MB] [--no-typecheck] [--no-year]
//   WidgetSpecBenchmark make-specs DIR [--seed N]      write the spec sets only
//   WidgetSpecBenchmark once COMMAND DIR               one in-process run, for profilers
//                                                      (COMMAND: libyaml, check, generate, generate-held,
//                                                      report24h, report1y)
import Foundation
import WidgetSpecKit

struct Arguments {
    var words: [String]

    func value(_ flag: String) -> String? {
        guard let index = words.firstIndex(of: flag), index + 1 < words.count else { return nil }
        return words[index + 1]
    }

    func has(_ flag: String) -> Bool { words.contains(flag) }
}

let arguments = Arguments(words: Array(CommandLine.arguments.dropFirst()))
let seed = UInt64(arguments.value("--seed") ?? "") ?? SpecSetWriter.defaultSeed
let repository = FileManager.default.currentDirectoryPath
let binDirectory = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent().path

func writeSpecSets(to root: String, sizes: [SpecSetSize]) -> [String: [[WidgetShape]]] {
    var shapes: [String: [[WidgetShape]]] = [:]
    for size in sizes + [SpecSetSize.typeCheck] {
        let directory = (root as NSString).appendingPathComponent(size.name)
        try? FileManager.default.removeItem(atPath: directory)
        do {
            shapes[size.name] = try SpecSetWriter(seed: seed).write(size, to: directory)
        } catch {
            fail("cannot write the spec sets: \(error)")
        }
    }
    return shapes
}

func specFiles(in directory: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    return names.filter { $0.hasSuffix(".widgets.yaml") }.sorted().map { "\(directory)/\($0)" }
}

switch arguments.words.first {
case "make-specs":
    guard arguments.words.count > 1 else { fail("usage: make-specs DIR") }
    _ = writeSpecSets(to: arguments.words[1], sizes: SpecSetSize.all)
case "once":
    guard arguments.words.count > 2 else { fail("usage: once COMMAND DIR") }
    let directory = arguments.words[2]
    let commands: [String: InProcess.Command] = [
        "check": .check, "generate": .generate, "report24h": .report24h, "report1y": .report1y,
    ]
    if arguments.words[1] == "generate-held" {
        // Every file rendered and held before any is written, as `generate` did before it wrote them one at a
        // time: for comparing peak memory with `once generate`.
        let set = SpecLoader.load(paths: [directory])
        guard !CheckPipeline.diagnostics(of: set).hasErrors else { fail("the benchmark specs have errors") }
        let files = SwiftGenerator.files(for: set.specs, access: nil, displayPath: { $0 })
        print("result: \(files.reduce(0) { $0 + $1.contents.utf8.count })")
    } else if arguments.words[1] == "libyaml" {
        let files = specFiles(in: directory).map { [UInt8](FileManager.default.contents(atPath: $0) ?? Data()) }
        print("events: \(RawLibYAML.parse(files))")
    } else if let command = commands[arguments.words[1]] {
        print("result: \(InProcess.run(command, directory: directory))")
    } else {
        fail("unknown command \(arguments.words[1])")
    }
case "all":
    let runs = Int(arguments.value("--runs") ?? "") ?? 5
    let names = (arguments.value("--sizes") ?? "small,100KB,5MB").split(separator: ",").map(String.init)
    let sizes = SpecSetSize.all.filter { names.contains($0.name) }
    let suite = BenchmarkSuite(
        repository: repository, binDirectory: binDirectory,
        workDirectory: repository + "/.build/benchmark", runs: runs,
        measuresTypeCheck: !arguments.has("--no-typecheck"), measuresYear: !arguments.has("--no-year"))
    suite.run(sizes: sizes, writeSpecs: writeSpecSets)
default:
    fail("usage: WidgetSpecBenchmark all | make-specs DIR | once COMMAND DIR (see main.swift)")
}
