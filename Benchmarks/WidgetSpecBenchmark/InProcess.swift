import Foundation
import WidgetSpecKit

/// The commands' work without the process around them: the same library calls `widgetspec` makes, minus
/// argument parsing and writing to the terminal or disk.
enum InProcess {
    enum Command: CaseIterable {
        case check, generate, report24h, report1y

        var label: String {
            switch self {
            case .check: "check"
            case .generate: "generate"
            case .report24h: "report 24h"
            case .report1y: "report 1y"
            }
        }

        /// The `widgetspec` arguments that do the same as a whole process.
        func arguments(directory: String, output: String) -> [String] {
            switch self {
            case .check: ["check", directory]
            case .generate: ["generate", directory, "--output", output]
            case .report24h: ["report", directory, "--horizon", "24h"]
            case .report1y: ["report", directory, "--horizon", "365d", "--work-limit", "none"]
            }
        }
    }

    /// Runs `command` over the spec files under `directory`; returns a number derived from the result, so the
    /// work cannot be optimised away.
    @discardableResult
    static func run(_ command: Command, directory: String) -> Int {
        let set = SpecLoader.load(paths: [directory])
        let diagnostics = CheckPipeline.diagnostics(of: set)
        guard !diagnostics.hasErrors else { fail("the benchmark specs have errors") }
        switch command {
        case .check:
            return diagnostics.count
        case .generate:
            // One file at a time, as the CLI writes them.
            let files = GeneratedFileSet(specs: set.specs, access: nil, displayPath: { $0 })
            return files.entries.reduce(0) { $0 + files.file($1).contents.utf8.count }
        case .report24h, .report1y:
            var settings = ReportSettings()
            settings.horizon = command == .report1y ? .days(365) : .hours(24)
            // A season's report of a large set takes more than the default work limit, by design.
            if command == .report1y { settings.workLimit = SimulationWork.noLimit }
            guard case .success(let options) = settings.resolved(for: set.specs) else {
                fail("the benchmark specs' report settings are invalid")
            }
            let result = TimelineSimulator.simulate(set.specs, options: options)
            // Streamed, as the CLI writes it: the bytes are counted, not kept.
            var output = ByteCount()
            ReportFormat.text.renderer.write(result, context: ReportContext(width: 120), to: &output)
            return output.bytes
        }
    }
}

/// A report's length, counted as it is written.
private struct ByteCount: TextOutputStream {
    var bytes = 0

    mutating func write(_ string: String) { bytes += string.utf8.count }
}
