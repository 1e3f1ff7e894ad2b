import ArgumentParser
import Foundation
import WidgetSpecKit

/// `--output` and `--force` of the commands that print one document (`report`, `payload`), and the one way
/// they write it: to standard output, or through `OutputFileWriter` with its promises.
struct OutputFileOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Write to this file (atomically) instead of standard output; never over a spec, an input, or a file "
                + "widgetspec did not write.", valueName: "file"))
    var output: String?

    @Flag(help: "Replace an existing --output file that widgetspec did not write (never a spec or an input).")
    var force = false

    /// Whether the document goes to the terminal (standard output).
    var isTerminal: Bool { output == nil }

    /// Writes `text` to `--output`, or to standard output without it; a refused or failed write prints its
    /// reason and ends with the usage status (at the end of the run, for standard output). `inputs` are never written over.
    func write(_ text: String, inputs: [String]) throws {
        try write(inputs: inputs) { $0.write(text) }
    }

    /// Writes what `contents` streams, as it comes, as `write(_:inputs:)` does: into `--output`'s temporary file
    /// (renamed over the target only once complete), or to standard output.
    func write(inputs: [String], contents: (inout FileOutputStream) -> Void) throws {
        guard let output else {
            // A failed write is the stream's to report, as for every command (`StandardStream.finalStatus`).
            StandardStream.output.write(contents)
            return
        }
        do {
            try OutputFileWriter.write(to: output, inputs: inputs, force: force) { contents(&$0) }
        } catch {
            Terminal.writeError("error: \(OneLineText.escaped(error.description))")
            throw ExitStatus.usageOrIO
        }
    }
}
