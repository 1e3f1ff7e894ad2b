import ArgumentParser
import Foundation
import WidgetSpecKit

/// The options of the commands that print diagnostics in `check`'s formats (`check`, `diff`): the formats and
/// their files, and the switches over rules (`RuleOptions`).
struct DiagnosticFormatOptions: ParsableArguments {
    @Option(
        name: .customLong("format"),
        help: ArgumentHelp("Output format, optionally =FILE; repeatable.", valueName: "format"))
    var formats: [FormatRequest] = []

    @Flag(help: "Replace an existing FORMAT=FILE output that widgetspec did not write (never a spec or an input).")
    var force = false

    @OptionGroup var rules: RuleOptions

    /// Writes `diagnostics` in every requested format (`xcode` when none is); false when an output file could
    /// not be written (the reason is printed).
    func write(_ diagnostics: [Diagnostic], sources: [String: SourceFile], inputs: [String]) -> Bool {
        var succeeded = true
        for request in formats.isEmpty ? [FormatRequest(format: .xcode)] : formats {
            if !write(diagnostics, request, sources: sources, inputs: inputs) { succeeded = false }
        }
        return succeeded
    }

    /// Human formats go to standard error, machine formats to standard output, `FORMAT=FILE` to the file.
    private func write(
        _ diagnostics: [Diagnostic], _ request: FormatRequest, sources: [String: SourceFile], inputs: [String]
    ) -> Bool {
        let isHuman = [.xcode, .text, .summary].contains(request.format)
        let colored = request.path == nil && request.format == .text && Terminal.stderrAllowsColor
        // Only SARIF's rule metadata and the summary's rule names read the catalog, whose first use builds every
        // rule's description and examples (43 M instructions, a third of a small spec's `check`).
        let readsCatalog = request.format == .sarif || request.format == .summary
        let context = ReporterContext(
            sources: sources, workingDirectory: FileManager.default.currentDirectoryPath, colored: colored,
            toolVersion: WidgetSpecVersion.current, catalog: readsCatalog ? DiagnosticCatalog.all : [])
        let output = request.format.reporter.render(diagnostics, context: context)
        guard let path = request.path else {
            if output.isEmpty { return true }
            (isHuman ? StandardStream.error : StandardStream.output).write(output)
            return true
        }
        do {
            try OutputFileWriter.write(Data(output.utf8), to: path, inputs: inputs, force: force)
            return true
        } catch {
            Terminal.writeError("error: \(OneLineText.escaped(error.description))")
            return false
        }
    }
}

/// `--format NAME` or `--format NAME=FILE`.
struct FormatRequest: ExpressibleByArgument {
    var format: DiagnosticFormat
    var path: String?

    init(format: DiagnosticFormat, path: String? = nil) {
        self.format = format
        self.path = path
    }

    init?(argument: String) {
        let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        guard let format = DiagnosticFormat(rawValue: String(parts[0])) else { return nil }
        if parts.count == 2 {
            guard !parts[1].isEmpty else { return nil }
            self.init(format: format, path: String(parts[1]))
        } else {
            self.init(format: format)
        }
    }

    static var allValueStrings: [String] { DiagnosticFormat.allCases.map(\.rawValue) }
}
