import ArgumentParser
import Foundation
import WidgetSpecKit

/// `widgetspec check`: decode and check specs, print diagnostics in one or more formats, exit 1 on errors.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check specs and print their diagnostics.",
        discussion: """
            Formats: xcode (default; path:line:col: error: message [ID]), text (source lines and carets),
            json, sarif (SARIF 2.1.0), github (workflow commands), summary (counts per rule).
            FORMAT=FILE writes that format to a file (atomically) instead of the standard streams; never \
            over a spec, an input, or a file widgetspec did not write (--force replaces the latter).
            `widgetspec rules` lists the rules; `widgetspec explain ID` explains one.

            Examples:
              widgetspec check specs/
              widgetspec check specs/ --format text
              widgetspec check specs/ --format xcode --format sarif=widgetspec.sarif
              widgetspec check specs/ --warnings-as-errors --disable WS0702 --enable WS0606
            """)

    @OptionGroup var input: SpecInputOptions

    @Option(
        name: .customLong("format"),
        help: ArgumentHelp("Output format, optionally =FILE; repeatable.", valueName: "format"))
    var formats: [FormatRequest] = []

    @Flag(help: "Replace an existing FORMAT=FILE output that widgetspec did not write (never a spec or an input).")
    var force = false

    @Flag(help: "Report warnings as errors (exit status 1).")
    var warningsAsErrors = false

    @Option(help: ArgumentHelp("Switch a checker rule off; repeatable.", valueName: "ID"))
    var disable: [String] = []

    @Option(help: ArgumentHelp("Switch an opt-in rule on; repeatable.", valueName: "ID"))
    var enable: [String] = []

    func validate() throws {
        let requests = disable.map { ($0, DiagnosticIDUse.disable) } + enable.map { ($0, DiagnosticIDUse.enable) }
        for (id, use) in requests {
            if case .failure(let problem) = DiagnosticCatalog.validate(id, for: use) {
                throw ValidationError(problem.commandLineMessage)
            }
        }
    }

    func run() throws {
        let options = CheckOptions(
            warningsAsErrors: warningsAsErrors, disabled: Set(disable.map(DiagnosticID.init(rawValue:))),
            enabled: Set(enable.map(DiagnosticID.init(rawValue:))))
        let set = input.load()
        let diagnostics = CheckPipeline.diagnostics(of: set, options: options)
        var failedOutput = false
        for request in formats.isEmpty ? [FormatRequest(format: .xcode)] : formats {
            if !write(diagnostics, request, sources: set.sources, inputs: input.paths + set.sources.keys) {
                failedOutput = true
            }
        }
        if !set.pathProblems.isEmpty || failedOutput { throw ExitStatus.usageOrIO }
        if diagnostics.hasErrors { throw ExitStatus.specErrors }
    }

    /// Human formats go to standard error, machine formats to standard output, `FORMAT=FILE` to the file.
    private func write(
        _ diagnostics: [Diagnostic], _ request: FormatRequest, sources: [String: SourceFile], inputs: [String]
    ) -> Bool {
        let isHuman = [.xcode, .text, .summary].contains(request.format)
        let colored = request.path == nil && request.format == .text && Terminal.stderrAllowsColor
        let context = ReporterContext(
            sources: sources, workingDirectory: FileManager.default.currentDirectoryPath, colored: colored,
            toolVersion: WidgetSpecVersion.current)
        let output = request.format.reporter.render(diagnostics, context: context)
        guard let path = request.path else {
            if output.isEmpty { return true }
            if isHuman {
                FileHandle.standardError.write(Data(output.utf8))
            } else {
                Terminal.write(output)
            }
            return true
        }
        do {
            try OutputFileWriter.write(Data(output.utf8), to: path, inputs: inputs, force: force)
            return true
        } catch {
            Terminal.writeError("error: \(error)")
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
