import ArgumentParser
import WidgetSpecKit

/// The switches over rules that `check`, `diff` and `generate` share. They win over the configuration files
/// (`.widgetspec.yml`) and the specs' `checks:`: docs/configuration.md#precedence.
struct RuleOptions: ParsableArguments {
    @Flag(
        inversion: .prefixedNo,
        help: "Report warnings as errors (exit status 1); --no-warnings-as-errors overrides a configuration file.")
    var warningsAsErrors: Bool?

    @Option(help: ArgumentHelp("Switch a rule off; repeatable.", valueName: "ID"))
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

    /// The command line's switches alone.
    var checkOptions: CheckOptions {
        CheckOptions(
            warningsAsErrors: warningsAsErrors ?? false, disabled: Set(disable.map(DiagnosticID.init(rawValue:))),
            enabled: Set(enable.map(DiagnosticID.init(rawValue:))))
    }

    /// The command line's switches over the configuration files' settings: `--no-warnings-as-errors` turns
    /// the files' `warningsAsErrors` off too.
    func checkOptions(with configurations: ProjectConfigurations) -> CheckOptions {
        var options = configurations.checkOptions(checkOptions)
        if warningsAsErrors == false {
            options.projectRules = options.projectRules.mapValues { rules in
                var rules = rules
                rules.warningsAsErrors = false
                return rules
            }
        }
        return options
    }
}
