// WS0701-WS0703, WS0711: entry fields and the shape of the entries.

extension DiagnosticDescription {
    package static let missingPlaceholder = EntryRule.missingPlaceholder.entry
    package static let entriesTooClose = EntryRule.entriesTooClose.entry
    package static let tooManyEntries = EntryRule.tooManyEntries.entry
    package static let firstEntryAfterRequest = EntryRule.firstEntryAfterRequest.entry
}

enum EntryRules: CheckerRuleGroup {
    typealias Rule = EntryRule

    /// The entry count beyond which a forum report saw widgets stop updating [S33b].
    static let entryLimit = 400

    static func check(_ context: inout CheckContext) {
        for widget in context.spec.widgets {
            checkPlaceholders(widget, &context)
            for plan in context.plans(of: widget) where plan.hasOwnEntries { checkEntries(plan, &context) }
        }
    }

    private static func checkPlaceholders(_ widget: WidgetDecl, _ context: inout CheckContext) {
        for field in widget.entry where field.placeholder == nil {
            guard !hasAutomaticPlaceholder(field.type.value, in: context.spec, visiting: []) else { continue }
            context.report(
                .missingPlaceholder,
                "entry field '\(field.name.value)' of widget '\(widget.name.value)' has type "
                    + "'\(field.type.value)' and no placeholder",
                at: field.name.range,
                notes: [
                    DiagnosticNote(
                        "write it as `\(field.name.value): { type: \(field.type.value), placeholder: ... }`; "
                            + "placeholder(in:) must return an entry at once")
                ],
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

    private static func checkEntries(_ plan: CheckedPlan, _ context: inout CheckContext) {
        let analysis = plan.analysis
        let name = plan.widget.name.value
        if let first = analysis.firstEntries.first, first > analysis.firstRequest {
            context.report(
                .firstEntryAfterRequest,
                "\(plan.prefix)the first entry of widget '\(name)' is dated "
                    + "\(TimelineAnalysis.offset(first, from: analysis.firstRequest)) after the request: nothing "
                    + "it loaded shows until then",
                at: plan.entriesRange,
                notes: [DiagnosticNote("add `now` (or `0`) to the entries")],
                widget: plan.widget)
        }
        if let gap = analysis.smallestEntryGap, gap < TimelineAnalysis.minimumSpacing {
            context.report(
                .entriesTooClose,
                "\(plan.prefix)entries of widget '\(name)' are "
                    + "\(ScheduleDuration(seconds: Int(gap.rounded()))) apart; WidgetKit may coalesce "
                    + "entries closer than 5 minutes",
                at: plan.entriesRange,
                widget: plan.widget)
        }
        if analysis.firstEntries.count > entryLimit {
            context.report(
                .tooManyEntries,
                "\(plan.prefix)a timeline of widget '\(name)' has \(analysis.firstEntries.count) "
                    + "entries; widgets were reported to stop updating beyond about \(entryLimit) "
                    + "(forum report, unverified)",
                at: plan.entriesRange,
                notes: [DiagnosticNote("return fewer entries and ask for the next timeline sooner")],
                widget: plan.widget)
        }
    }
}

/// The rules of `EntryRules`, one case each: the raw value is the ID, `entry` the catalog entry with its examples.
/// The group reports them as `DiagnosticDescription.<case>`; the catalog and the checker list every case.
enum EntryRule: String, DiagnosticRule {
    case missingPlaceholder = "WS0701"
    case entriesTooClose = "WS0702"
    case tooManyEntries = "WS0703"
    case firstEntryAfterRequest = "WS0711"

    var entry: DiagnosticDescription {
        switch self {
        case .missingPlaceholder:
            DiagnosticDescription(
                id, name: "missing-placeholder", severity: .error,
                summary: "A non-optional entry field without a `placeholder`.",
                source: .apple(["S1", "S6"]),
                rationale: """
                    `placeholder(in:)` is synchronous and must return an entry at once [S1][S6]; WidgetKit also shows \
                    it when sensitive content is hidden. The generated placeholder needs a value for every field. \
                    Optionals (`nil`), arrays (`[]`), `Bool` (`false`), `Date` (the entry's date) and models whose \
                    fields all have one get a placeholder automatically.
                    """,
                triggering: [
                    .widget(
                        """
                        entry:
                          ↓level: Double
                        timeline:
                          entries: { every: 1h, count: 4 }
                          policy: atEnd
                        """,
                        named: "Health")
                ],
                nonTriggering: [
                    .widget(
                        """
                        entry:
                          level: { type: Double, placeholder: 0.25 }
                          note: String?
                          history: "[Double]"
                        timeline:
                          entries: { every: 1h, count: 4 }
                          policy: atEnd
                        """,
                        named: "Health")
                ])
        case .entriesTooClose:
            DiagnosticDescription(
                id, name: "entries-too-close", severity: .note,
                summary: "Timeline entries less than 5 minutes apart.",
                source: .apple(["S3", "S4"]),
                rationale: """
                    Apple asks for entries at least about 5 minutes apart and says WidgetKit may coalesce updates \
                    [S3][S4]; the view is never guaranteed to change at an entry's exact date. Closer entries may be \
                    skipped. A note, because second-level countdowns are better drawn with `Text(date, style: .timer)`.
                    """,
                triggering: [
                    .widget(
                        """
                        timeline:
                          entries: ↓{ every: 1m, count: 60 }
                          policy: atEnd
                        """,
                        named: "Clock")
                ],
                nonTriggering: [
                    .widget(
                        """
                        timeline:
                          entries: { every: 15m, count: 8 }
                          policy: atEnd
                        """,
                        named: "Clock")
                ])
        case .tooManyEntries:
            DiagnosticDescription(
                id, name: "too-many-entries", severity: .warning,
                summary: "More than 400 entries in one timeline.",
                source: .assumption(
                    """
                    A forum anecdote, not Apple documentation: one developer saw a widget stop updating beyond about 400 \
                    entries [S33b]. Apple documents no limit on the number of entries.
                    """),
                rationale: """
                    A forum report (not Apple documentation, unverified) saw a widget stop updating beyond about 400 \
                    entries [S33b]. Return fewer entries and ask for a new timeline sooner.
                    """,
                triggering: [
                    .widget(
                        """
                        timeline:
                          entries: ↓{ every: 5m, for: 2d }
                          policy: atEnd
                        """,
                        named: "Clock")
                ],
                nonTriggering: [
                    .widget(
                        """
                        timeline:
                          entries: { every: 5m, for: 1d }
                          policy: atEnd
                        """,
                        named: "Clock")
                ])
        case .firstEntryAfterRequest:
            DiagnosticDescription(
                id, name: "first-entry-after-request", severity: .warning,
                summary: "A timeline whose first entry is dated after the request: nothing new shows until then.",
                source: .apple(["S3", "S4"]),
                rationale: """
                    A provider's first entry should be dated at the request, the following ones later [S3][S4]. Until the \
                    first entry's date the widget keeps what it showed before the request (a placeholder for a new \
                    widget), so the content the request loaded stays invisible. Add `now` (or `0`) to the entries; \
                    wall-clock entries (`{ at: "09:30" }`) need it too, because the next matching time is usually later.
                    """,
                triggering: [
                    .widget(
                        """
                        timeline:
                          entries: ↓[1h, 2h]
                          policy: atEnd
                        """,
                        named: "Clock")
                ],
                nonTriggering: [
                    .widget(
                        """
                        timeline:
                          entries: [0, 1h, 2h]
                          policy: atEnd
                        """,
                        named: "Clock")
                ])
        }
    }
}
