/// WS0701–WS0703: entry fields and the shape of the entries.
enum EntryRules {
    static let entryLimit = 400

    static func check(_ context: inout CheckContext) {
        for widget in context.spec.widgets {
            checkPlaceholders(widget, &context)
            checkEntries(widget, plan: .success, &context)
            if widget.timeline.rule.onError != nil { checkEntries(widget, plan: .failure, &context) }
        }
    }

    private static func checkPlaceholders(_ widget: WidgetDecl, _ context: inout CheckContext) {
        for field in widget.entry where field.placeholder == nil {
            guard !hasAutomaticPlaceholder(field.type.value, in: context.spec, visiting: []) else { continue }
            context.report(
                .error(
                    .missingPlaceholder,
                    "entry field '\(field.name.value)' of widget '\(widget.name.value)' has type "
                        + "'\(field.type.value)' and no placeholder",
                    at: field.name.range,
                    notes: [
                        DiagnosticNote(
                            "write it as `\(field.name.value): { type: \(field.type.value), placeholder: ... }`; "
                                + "placeholder(in:) must return an entry at once")
                    ]),
                widget: widget)
        }
    }

    /// Types whose placeholder is derived: the decoder's `TypeRef.obviousPlaceholder` (optionals, arrays, `Bool`,
    /// `Date`), and models whose fields all have a placeholder.
    static func hasAutomaticPlaceholder(_ type: TypeRef, in spec: Spec, visiting: Set<String>) -> Bool {
        if type.obviousPlaceholder != nil { return true }
        guard case .model(let name) = type, !visiting.contains(name), let model = spec.modelDecl(named: name) else {
            return false
        }
        return model.fields.allSatisfy { field in
            field.placeholder != nil
                || hasAutomaticPlaceholder(field.type.value, in: spec, visiting: visiting.union([name]))
        }
    }

    private static func checkEntries(_ widget: WidgetDecl, plan: TimelineOutcome, _ context: inout CheckContext) {
        let analysis = TimelineAnalysis(rule: widget.timeline.rule, outcome: plan, settings: context.schedule)
        let range =
            plan == .success
            ? widget.timeline.entriesRange : widget.timeline.onErrorEntriesRange ?? widget.timeline.entriesRange
        let prefix = plan == .success ? "" : "onError: "
        if let gap = analysis.smallestEntryGap, gap < TimelineAnalysis.minimumSpacing {
            context.report(
                .note(
                    .entriesTooClose,
                    "\(prefix)entries of widget '\(widget.name.value)' are "
                        + "\(ScheduleDuration(seconds: Int(gap.rounded()))) apart; WidgetKit may coalesce "
                        + "entries closer than 5 minutes",
                    at: range),
                widget: widget)
        }
        if analysis.firstEntries.count > entryLimit {
            context.report(
                .warning(
                    .tooManyEntries,
                    "\(prefix)a timeline of widget '\(widget.name.value)' has \(analysis.firstEntries.count) "
                        + "entries; widgets were reported to stop updating beyond about \(entryLimit) "
                        + "(forum report, unverified)",
                    at: range,
                    notes: [DiagnosticNote("return fewer entries and ask for the next timeline sooner")]),
                widget: widget)
        }
    }
}
