import WidgetSchedule

/// Decodes a configuration file's YAML tree with the spec decoder's readers, so its keys are checked as a
/// spec's are: unknown keys with "did you mean" (WS0201), wrong types (WS0202), unknown rule IDs (WS0306),
/// values out of range. What is valid is kept even when something else is not.
enum ConfigurationDecoder {
    static func decode(_ root: YAMLNode?, file: String) -> (ProjectConfiguration, [Diagnostic]) {
        let context = DecodingContext(file: file)
        var configuration = ProjectConfiguration(file: file)
        // An empty file (or one holding only comments) sets nothing.
        guard let root else { return (configuration, []) }
        YAMLTags.reportUnsupported(in: root, context: context)
        let owner = SourceRange(file: file, at: root.range.start)
        if let reader = MappingReader<ConfigurationKey>(root, owner: owner, context: context) {
            if let node = reader.value(.checks) {
                configuration.rules = rules(node, owner: reader.keyRange(.checks)!, context: context)
            }
            if let node = reader.value(.report) {
                configuration.report = report(node, owner: reader.keyRange(.report)!, context: context)
            }
        }
        return (configuration, context.diagnostics)
    }

    private static func rules(_ node: YAMLNode, owner: SourceRange, context: DecodingContext) -> ProjectRuleSettings {
        var rules = ProjectRuleSettings()
        guard let reader = MappingReader<ConfigurationChecksKey>(node, owner: owner, context: context) else {
            return rules
        }
        func ids(_ key: ConfigurationChecksKey, for use: DiagnosticIDUse) -> Set<DiagnosticID> {
            guard let node = reader.value(key) else { return [] }
            return Set(context.oneOrMany(node).compactMap { validID($0, for: use, context: context)?.value })
        }
        rules.disabled = ids(.disable, for: .disable)
        rules.enabled = ids(.enable, for: .enable)
        if let node = reader.value(.severities),
            let entries = context.freeEntries(node, expected: "a mapping of diagnostic IDs to severities")
        {
            for (key, value) in entries {
                guard let id = validID(.scalar(key), for: .enable, context: context),
                    let severity = context.word(value, what: "severity", choices: ProjectRuleSettings.severityChoices)
                else { continue }
                if let description = DiagnosticCatalog.description(of: id.value),
                    severity.value < description.severity
                {
                    context.error(
                        .configurationSeverityLowered,
                        "\(id.value) (\(description.name)) is \(Self.withArticle(description.severity)); a "
                            + "configuration raises a severity, never lowers it (disable the rule instead)",
                        at: severity.range)
                    continue
                }
                rules.severities[id.value] = severity.value
            }
        }
        rules.warningsAsErrors = reader.value(.warningsAsErrors).flatMap(context.bool)?.value ?? false
        return rules
    }

    private static func withArticle(_ severity: Severity) -> String {
        severity == .error ? "an error" : "a \(severity.rawValue)"
    }

    /// An ID the catalog knows and `use` accepts; otherwise reported where it is written (WS0306).
    private static func validID(_ node: YAMLNode, for use: DiagnosticIDUse, context: DecodingContext)
        -> Located<DiagnosticID>?
    {
        guard let id = context.diagnosticID(node) else { return nil }
        if case .failure(let problem) = DiagnosticCatalog.validate(id.value.rawValue, for: use) {
            context.report(problem.diagnostic(at: id.range))
            return nil
        }
        return id
    }

    private static func report(_ node: YAMLNode, owner: SourceRange, context: DecodingContext)
        -> ProjectReportDefaults
    {
        var report = ProjectReportDefaults()
        guard let reader = MappingReader<ConfigurationReportKey>(node, owner: owner, context: context) else {
            return report
        }
        if let start = reader.value(.start).flatMap(context.dateTime) {
            if SpecLimits.startYears.contains(start.value.year) {
                report.start = start.value
            } else {
                context.error(
                    .limitExceeded, ReportFixedDefaults.startOutOfRange(start.value.description),
                    at: start.range)
            }
        }
        report.timeZone = reader.value(.timezone).flatMap(context.timeZone)?.value
        if let horizon = reader.value(.horizon).flatMap(context.duration) {
            if horizon.value <= .zero {
                context.error(.invalidDuration, "the report horizon must be longer than 0", at: horizon.range)
            } else if horizon.value > SpecLimits.horizon {
                context.error(.limitExceeded, ReportFixedDefaults.horizonTooLong, at: horizon.range)
            } else {
                report.horizon = horizon.value
            }
        }
        report.budget = reader.value(.budget).flatMap { context.integer($0, minimum: 1) }?.value
        report.budgetModel =
            reader.value(.budgetModel).flatMap {
                context.word(
                    $0, what: "budget model", choices: BudgetAssumption.Model.allCases.map { ($0.rawValue, $0) })
            }?.value
        report.format =
            reader.value(.format).flatMap {
                context.word($0, what: "report format", choices: ReportFormat.allCases.map { ($0.rawValue, $0) })
            }?.value
        return report
    }
}
