import ArgumentParser
import Foundation
import WidgetSpecKit

/// Diagnostics of the commands other than `check` (which chooses its format): the swiftc-like text
/// rendering on standard error, coloured on a terminal without `NO_COLOR`.
enum DiagnosticOutput {
    static func print(_ diagnostics: [Diagnostic], sources: [String: SourceFile]) {
        let context = ReporterContext(sources: sources, colored: Terminal.stderrAllowsColor)
        let text = TextReporter().render(diagnostics.sorted(by: Diagnostic.stableOrder), context: context)
        if !text.isEmpty { StandardStream.error.write(text) }
    }

    /// Prints `diagnostics` (those of `set`, with whatever the command added) and ends the command when they
    /// hold errors.
    static func printStoppingOnErrors(_ diagnostics: [Diagnostic], of set: SpecSet) throws {
        try printStoppingOnErrors(diagnostics, sources: set.sources, hasPathProblems: !set.pathProblems.isEmpty)
    }

    /// `printStoppingOnErrors(_:of:)` for a command that keeps only the sources its diagnostics point into.
    static func printStoppingOnErrors(
        _ diagnostics: [Diagnostic], sources: [String: SourceFile], hasPathProblems: Bool
    ) throws {
        print(diagnostics, sources: sources)
        if diagnostics.hasErrors { throw failureStatus(hasPathProblems: hasPathProblems) }
    }

    /// The status of a run that stopped on errors: 2 when a path could not be read, else 1 for errors in specs.
    static func failureStatus(of set: SpecSet) -> ExitCode {
        failureStatus(hasPathProblems: !set.pathProblems.isEmpty)
    }

    private static func failureStatus(hasPathProblems: Bool) -> ExitCode {
        hasPathProblems ? ExitStatus.usageOrIO : ExitStatus.specErrors
    }
}
