// WS0715: `relevance: dynamic` beside an entry field that would take its name.

extension DiagnosticDescription {
    package static let relevanceFieldCollision = RelevanceRule.fieldCollision.entry
}

enum RelevanceRules: CheckerRuleGroup {
    typealias Rule = RelevanceRule

    static func check(_ context: inout CheckContext) {
        for widget in context.spec.widgets where widget.timeline.relevanceFromContent {
            guard let field = widget.entry.first(where: { $0.name.value == "relevance" }) else { continue }
            context.report(
                .relevanceFieldCollision,
                "widget '\(widget.name.value)' has an entry field named 'relevance' and `relevance: dynamic`, whose "
                    + "content property has that name",
                at: field.name.range,
                notes: [DiagnosticNote("rename the field; the loader sets the relevance with `withRelevance(_:)`")],
                widget: widget)
        }
    }
}

/// The rules of `RelevanceRules`, one case each.
enum RelevanceRule: String, DiagnosticRule {
    case fieldCollision = "WS0715"

    var entry: DiagnosticDescription {
        switch self {
        case .fieldCollision:
            DiagnosticDescription(
                id, name: "relevance-field-collision", severity: .error,
                summary: "An entry field named `relevance` beside `relevance: dynamic`.",
                source: .assumption(
                    "The generated code: with `relevance: dynamic` the content stores the loader's relevance as "
                        + "`relevance`, so a field of that name would be declared twice."),
                rationale: """
                    `relevance: dynamic` gives the generated content a `relevance` property, which the loader sets \
                    per entry (`withRelevance(_:)`) and the entry's `TimelineEntry.relevance` reads [S1]. An entry \
                    field of the same name would be a second declaration; rename it.
                    """,
                triggering: [
                    .widget(
                        """
                        entry:
                          ↓relevance: { type: Double, placeholder: 0.5 }
                        timeline:
                          entries: now
                          policy: { after: 1h }
                          relevance: dynamic
                        """)
                ],
                nonTriggering: [
                    .widget(
                        """
                        entry:
                          urgency: { type: Double, placeholder: 0.5 }
                        timeline:
                          entries: now
                          policy: { after: 1h }
                          relevance: dynamic
                        """)
                ])
        }
    }
}
