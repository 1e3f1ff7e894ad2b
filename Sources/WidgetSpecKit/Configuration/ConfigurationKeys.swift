/// The keys of a project configuration file (`.widgetspec.yml`), in the spec language's key tables: the decoder
/// reads them as it reads a spec's (unknown keys with "did you mean", wrong types), and `widgetspec schema
/// --config` and docs/configuration.md are made from the same rows.
enum ConfigurationKey: String, SpecShapeKeys {
    case checks, report

    static let heading = SpecShapeHeading(
        "configuration", title: "Configuration",
        summary: "A project configuration file, `.widgetspec.yml`: settings for every spec in its folder and below.")

    var key: SpecKey {
        switch self {
        case .checks:
            optional(
                .object(ConfigurationChecksKey.id),
                "Checker rules, severities and warnings-as-errors for the specs below (a spec's own `checks:` wins).")
        case .report:
            optional(
                .object(ConfigurationReportKey.id),
                "Defaults for `widgetspec report` (a spec's own `report:` and the command line win).")
        }
    }
}

/// `checks:` of a configuration file.
enum ConfigurationChecksKey: String, SpecShapeKeys {
    case disable, enable, severities, warningsAsErrors

    static let heading = SpecShapeHeading(
        "configuration-checks", title: "Configuration checks",
        summary: "Rules switched off or on, their severities, and warnings-as-errors.")

    var key: SpecKey {
        switch self {
        case .disable: optional(.diagnosticIDs, "Rule IDs to switch off.")
        case .enable: optional(.diagnosticIDs, "Opt-in rule IDs to switch on.")
        case .severities:
            optional(
                .map(key: .diagnosticID, value: .oneOf(ProjectRuleSettings.severityNames)),
                "Diagnostic ID -> `warning` or `error`: raises a diagnostic's severity (never lowers it).")
        case .warningsAsErrors:
            optional(.bool, default: false, "Report every warning as an error, but for rules given `warning` above.")
        }
    }
}

/// `report:` of a configuration file: the settings of a spec's `report:` that are not about one spec's names,
/// and the output format.
enum ConfigurationReportKey: String, SpecShapeKeys {
    case start, timezone, horizon, budget, budgetModel, format

    static let heading = SpecShapeHeading(
        "configuration-report", title: "Configuration report defaults",
        summary: "Defaults of `widgetspec report` for the specs below.")

    var key: SpecKey {
        switch self {
        case .start: optional(.dateTime, default: ReportSettings.defaultStart, "Start of the simulation.")
        case .timezone: optional(.timeZone, defaultText: ReportSettings.defaultTimeZone, "Time zone of the report.")
        case .horizon: optional(.duration, default: ReportKey.defaultHorizon, "Length of the simulation.")
        case .budget:
            optional(
                .integer(minimum: 1), default: ReportSettings.defaultBudget,
                "Reloads per 24 h the budget view assumes for each placed widget.")
        case .budgetModel:
            optional(
                .oneOf(BudgetAssumption.Model.allCases.map(\.rawValue)), default: ReportSettings.defaultBudgetModel,
                "How the budget view spends the budget: spread over the day, or greedily.")
        case .format:
            optional(
                .oneOf(ReportFormat.allCases.map(\.rawValue)), defaultText: ReportFormat.text.rawValue,
                "The report's format when `--format` is not given.")
        }
    }
}
