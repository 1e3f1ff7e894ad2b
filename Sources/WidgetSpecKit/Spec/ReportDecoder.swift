import WidgetSchedule

/// Decodes `report:`, resolving event and plan names. Its defaults are applied when the report runs
/// (`ReportSettings`).
struct ReportDecoder {
    let context: DecodingContext

    func decode(_ node: YAMLNode, owner: SourceRange, eventNames: [String], planNames: [String]) -> ReportDefaults? {
        guard let reader = MappingReader<ReportKey>(node, owner: owner, context: context) else { return nil }
        var report = ReportDefaults()
        report.start = reader.value(.start).flatMap(context.dateTime)
        if let start = report.start, !SpecLimits.startYears.contains(start.value.year) {
            context.error(
                .limitExceeded, ReportFixedDefaults.startOutOfRange(start.value.description),
                at: start.range)
        }
        report.timeZone = reader.value(.timezone).flatMap(context.timeZone)
        report.horizon = reader.value(.horizon).flatMap(context.duration)
        if let horizon = report.horizon, horizon.value <= .zero {
            context.error(.invalidDuration, "the report horizon must be longer than 0", at: horizon.range)
        } else if let horizon = report.horizon, horizon.value > SpecLimits.horizon {
            context.error(.limitExceeded, ReportFixedDefaults.horizonTooLong, at: horizon.range)
        }
        report.budget = reader.value(.budget).flatMap { context.integer($0, minimum: 1) }
        report.budgetModel = reader.value(.budgetModel).flatMap {
            context.word($0, what: "budget model", choices: BudgetAssumption.Model.allCases.map { ($0.rawValue, $0) })
        }
        report.fail = reader.value(.fail).flatMap(context.bool)?.value
        if let events = reader.value(.events) {
            report.events = offsets(events, of: .events, declared: eventNames)
        }
        if let plans = reader.value(.plans) {
            // Widgets may share plan names: each is listed once.
            var seen: Set<String> = []
            let declared = ([TimelineRule.defaultPlanName] + planNames + [TimelineRule.errorPlanName]).filter {
                seen.insert($0).inserted
            }
            report.plans = offsets(plans, of: .plans, declared: declared)
            reportCollisions(report.plans)
        }
        return report
    }

    /// Two different plans at one offset: the report would follow the later one without a word.
    private func reportCollisions(_ plans: [ReportOffsets]) {
        var first: [ScheduleDuration: Located<String>] = [:]
        for plan in plans {
            for offset in plan.offsets {
                guard let earlier = first[offset.value] else {
                    first[offset.value] = plan.name
                    continue
                }
                guard earlier.value != plan.name.value else { continue }
                context.error(
                    .planSwitchesCollide,
                    "report switches to plans '\(earlier.value)' and '\(plan.name.value)' both at \(offset.value); "
                        + "only one can apply",
                    at: offset.range,
                    notes: [DiagnosticNote("'\(earlier.value)' is switched to here", at: earlier.range)])
            }
        }
    }

    /// What `events:` and `plans:` name, and where an unknown name should be declared.
    private enum Names {
        case events, plans

        var id: DiagnosticID { self == .events ? .unknownEvent : .unknownPlan }
        var noun: String { self == .events ? "event" : "plan" }
        var home: String { self == .events ? "'events'" : "a widget's 'timeline.plans'" }
    }

    /// `events:` or `plans:`: name -> offsets from the start, for declared names.
    private func offsets(_ node: YAMLNode, of names: Names, declared: [String]) -> [ReportOffsets] {
        guard let entries = context.freeEntries(node, expected: "a mapping of \(names.noun) names to offsets") else {
            return []
        }
        return entries.compactMap { key, value -> ReportOffsets? in
            guard declared.contains(key.text) else {
                context.error(
                    names.id,
                    "report names unknown \(names.noun) '\(MessageText.excerpt(key.text))'"
                        + Suggestions.didYouMean(key.text, in: declared),
                    at: key.range,
                    notes: declared.isEmpty
                        ? [DiagnosticNote("declare it under \(names.home)")]
                        : [DiagnosticNote("the \(names.noun)s are \(Suggestions.list(declared))")],
                    fixIt: Suggestions.closest(to: key.text, in: declared).map {
                        FixIt(replacing: key.range, with: $0)
                    })
                return nil
            }
            let offsets = context.oneOrMany(value).compactMap(context.duration)
            return ReportOffsets(name: Located(key.text, at: key.range), offsets: offsets)
        }
    }
}
