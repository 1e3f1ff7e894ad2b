import ArgumentParser
import Foundation
import WidgetSpecKit

/// `check --fix` and `check --fix --dry-run`: the diagnostics' machine-applicable fix-its applied to the spec
/// files named on the command line (docs/cli.md#check---fix).
struct FixOptions: ParsableArguments {
    @Flag(help: "Apply the fix-its to the spec files named, then print the diagnostics that remain.")
    var fix = false

    @Flag(help: "With --fix: print what would change as a unified diff on standard output; write nothing.")
    var dryRun = false

    func validate() throws {
        if dryRun && !fix { throw ValidationError("--dry-run goes with --fix.") }
    }

    /// Fixes `set` (loaded from `paths`); prints what changed and the remaining diagnostics in `output`'s
    /// formats. Exit status as `check`'s on the fixed files; 2 when a file could not be written.
    func run(_ set: SpecSet, paths: [String], output: DiagnosticFormatOptions, options: CheckOptions) throws {
        if dryRun && !output.formats.isEmpty {
            throw ValidationError("--dry-run prints a diff, not diagnostics: leave out --format.")
        }
        let scope = FixScope(namedPaths: paths)
        let result = FixRun(set, options: options) { scope.writeTarget(for: $0) != nil }
        if dryRun {
            // No diagnostics, but a path that could not be read is said, as the status says it.
            DiagnosticOutput.print(set.pathProblems, sources: [:])
            printDiff(of: result)
            StandardStream.error.write(report(of: result, verb: "would fix"))
        } else {
            try write(result, scope: scope)
            // Human text, like the human formats: standard output stays free for `--format json` or `sarif`.
            StandardStream.error.write(report(of: result, verb: "fixed"))
            let inputs = paths + result.sources.keys
            if !output.write(result.diagnostics, sources: result.sources, inputs: inputs) {
                throw ExitStatus.usageOrIO
            }
        }
        if !set.pathProblems.isEmpty { throw ExitStatus.usageOrIO }
        if result.diagnostics.hasErrors { throw ExitStatus.specErrors }
    }

    /// Writes every changed file, or none when one of them is read-only or changed since it was read.
    private func write(_ result: FixRun, scope: FixScope) throws {
        var targets: [(file: FixRun.ChangedFile, target: String)] = []
        var problems: [SpecFileRewrite.Failure] = []
        for file in result.changedFiles {
            guard let target = scope.writeTarget(for: file.path) else {
                problems.append(.cannotWrite(path: file.path, reason: "it is no longer where it was read"))
                continue
            }
            targets.append((file, target))
            if let problem = SpecFileRewrite.problem(writing: target, expecting: file.original, path: file.path) {
                problems.append(problem)
            }
        }
        var failed = !problems.isEmpty
        if !failed {
            for (file, target) in targets {
                do {
                    try SpecFileRewrite.write(file.fixed, to: target, expecting: file.original, path: file.path)
                } catch {
                    problems.append(error)
                    failed = true
                }
            }
        }
        for problem in problems {
            Terminal.writeError("error: \(OneLineText.escaped(problem.description))")
        }
        if failed { throw ExitStatus.usageOrIO }
    }

    private func printDiff(of result: FixRun) {
        for file in result.changedFiles {
            let relative = !file.path.hasPrefix("/")
            let diff = UnifiedDiff.render(
                old: file.original, new: file.fixed, oldLabel: relative ? "a/\(file.path)" : file.path,
                newLabel: relative ? "b/\(file.path)" : file.path)
            StandardStream.output.write(diff)
        }
    }

    /// One line per fix-it applied (`verb`) or left alone, then a summary line.
    private func report(of result: FixRun, verb: String) -> String {
        var text = ""
        for fix in result.applied {
            text +=
                "\(fix.path):\(fix.location): \(verb): \(fix.diagnosticID) "
                + "\(quoted(fix.original)) → \(quoted(fix.replacement))\n"
        }
        for skip in result.skipped {
            text +=
                "\(skip.fixIt.range.file):\(skip.fixIt.range.start): not fixed: \(skip.diagnosticID) "
                + "→ \(quoted(skip.fixIt.replacement)): \(reason(skip.reason))\n"
        }
        let files = Set(result.applied.map(\.path)).count
        var summary = "\(verb) \(count(result.applied.count, "issue")) in \(count(files, "file"))"
        if !result.skipped.isEmpty { summary += "; \(count(result.skipped.count, "fix-it")) not applied" }
        if !result.converged { summary += "; stopped after \(FixRun.maximumRounds) rounds with fix-its left" }
        return text + summary + "\n"
    }

    private func reason(_ reason: SkippedFix.Reason) -> String {
        switch reason {
        case .overlaps(let location): "overlaps another fix-it (at \(location)); neither is applied"
        case .suggestion: "a suggestion, applied only by hand"
        case .outsideNamedSpecs: "not in a spec file named on the command line"
        case .notInFile: "its range is not in the file"
        case .breaksTheFile: "with the file's other fix-its it would make the file unreadable as YAML"
        }
    }

    private func quoted(_ text: String) -> String {
        "'\(OneLineText.escaped(text))'"
    }

    private func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
