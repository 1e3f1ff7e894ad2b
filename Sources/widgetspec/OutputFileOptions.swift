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
    /// reason and ends with the usage status. `inputs` are never written over.
    func write(_ text: String, inputs: [String]) throws {
        guard let output else { return Terminal.write(text) }
        do {
            try OutputFileWriter.write(Data(text.utf8), to: output, inputs: inputs, force: force)
        } catch {
            Terminal.writeError("error: \(error)")
            throw ExitStatus.usageOrIO
        }
    }
}
