import ArgumentParser
import WidgetSpecKit

/// `--part` and `--import`, shared by `generate` and `scaffold`: both write a spec's two parts, and the extension
/// part may import the module that compiles the shared one.
struct PartOptions: ParsableArguments {
    @Option(help: "The part: both, the shared part (app and extension) or the extension part.")
    var part: PartSelection = .all

    @Option(
        name: .customLong("import"),
        help: ArgumentHelp(
            "A module the extension part imports: the one that compiles the shared part (with --part extension).",
            valueName: "module"))
    var imports: [String] = []

    /// Which parts `--part` selects.
    enum PartSelection: String, CaseIterable, ExpressibleByArgument {
        case all, shared, `extension`
    }

    var parts: [GeneratedPart] {
        switch part {
        case .all: GeneratedPart.allCases
        case .shared: [.shared]
        case .extension: [.extension]
        }
    }

    func validate() throws {
        guard !imports.isEmpty, part != .extension else { return }
        throw ValidationError(
            "--import is for the extension part alone: add --part extension (the shared part imports nothing "
                + "generated)")
    }

    /// Stops with a usage error at the first `--import` that is not a module name.
    func checkImports() throws {
        for module in imports {
            guard let problem = SwiftIdentifier.moduleNameProblem(module) else { continue }
            Terminal.writeError("error: --import '\(OneLineText.escaped(module))' \(problem)")
            throw ExitStatus.usageOrIO
        }
    }
}
