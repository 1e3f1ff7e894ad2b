import ArgumentParser
import Foundation
import WidgetSpecKit

/// `check`'s closing line for a person at a terminal, as linters print one (SwiftLint's "Done linting! Found 0
/// violations"): `checked 11 specs, 24 widgets, 2 controls, 1 Live Activity: no errors, 2 warnings`. It goes to
/// standard error, and only when that is a terminal: a pipe, a CI log, a build plugin or a machine format on
/// standard output never gets it (`--format summary` is the counts for those). `--quiet` leaves it out.
struct CheckSummaryOptions: ParsableArguments {
    @Flag(
        name: .shortAndLong,
        help: "Print no closing summary line (printed to standard error only when it is a terminal).")
    var quiet = false

    /// Prints the line for `set` checked with these `diagnostics`, when standard error is a terminal.
    func print(_ diagnostics: [Diagnostic], of set: SpecSet) {
        guard !quiet, isatty(STDERR_FILENO) == 1 else { return }
        Terminal.writeError(Self.line(diagnostics, of: set))
    }

    /// The line, without a newline.
    static func line(_ diagnostics: [Diagnostic], of set: SpecSet) -> String {
        let specs = set.specs
        var checked = [
            count(set.files.count, "spec", "specs"),
            count(specs.map(\.widgets.count).reduce(0, +), "widget", "widgets"),
        ]
        let controls = specs.map(\.controls.count).reduce(0, +)
        if controls > 0 { checked.append(count(controls, "control", "controls")) }
        let activities = specs.map(\.activities.count).reduce(0, +)
        if activities > 0 { checked.append(count(activities, "Live Activity", "Live Activities")) }
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.filter { $0.severity == .warning }.count
        let found = [
            errors == 0 ? "no errors" : count(errors, "error", "errors"),
            warnings == 0 ? "no warnings" : count(warnings, "warning", "warnings"),
        ]
        return "checked " + checked.joined(separator: ", ") + ": " + found.joined(separator: ", ")
    }

    private static func count(_ number: Int, _ singular: String, _ plural: String) -> String {
        "\(number) \(number == 1 ? singular : plural)"
    }
}
