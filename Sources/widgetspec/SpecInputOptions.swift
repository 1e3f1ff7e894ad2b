import ArgumentParser
import WidgetSpecKit

/// The spec paths every command takes, and the loading they share.
struct SpecInputOptions: ParsableArguments {
    @Argument(
        help: ArgumentHelp(
            "Spec files, or directories searched recursively for *.widgets.yaml and *.widgets.yml.",
            valueName: "path"),
        completion: .file(extensions: ["yaml", "yml"]))
    var paths: [String]

    func validate() throws {
        if paths.isEmpty { throw ValidationError("Give at least one spec file or directory.") }
    }

    /// Loads every spec. Path problems (missing or unreadable files) are in the result's `pathProblems`;
    /// `DiagnosticOutput.printStoppingOnErrors` turns them into status 2.
    func load() -> SpecSet {
        SpecLoader.load(paths: paths)
    }
}
