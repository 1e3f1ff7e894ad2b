import WidgetSchedule

/// `relevance: dynamic`: the loader gives each entry's relevance with its content (Apple's Emoji Rangers scores
/// its entries by the hero's state), so the content carries a `WidgetSchedule.EntryRelevance` and the entry's
/// `TimelineEntry.relevance` reads it. Without it the relevance is the spec's, the same on every entry.
extension GenerationContext {
    /// The content's `relevance`, `nil` unless the loader sets it, and `withRelevance(_:)`, which sets it in one
    /// expression: `.perEntry { date in Content(...).withRelevance(EntryRelevance(score: 0.8)) }`.
    func contentRelevanceMembers(_ names: WidgetNames) -> [SwiftDecl] {
        let widget = names.widget
        let range = widget.timeline.relevanceRange ?? widget.name.range
        let relevanceType = SwiftType.optional(.library(EntryRelevance.self))
        let type = relevanceType.description
        let stored = SwiftDecl.property(
            SwiftProperty(
                "relevance", type: type, access: access,
                doc: doc("This entry's relevance, set by the loader (`relevance: dynamic`); nil: none", range),
                value: .expression(.literal(.nil))))
        let setter = SwiftDecl.function(
            SwiftFunction(
                "withRelevance", parameters: .parameters([.unlabeled("relevance", relevanceType)]), result: "Self",
                access: access,
                doc: doc("The same content with the relevance the entry gets", range),
                body: [
                    .return(
                        .apply(
                            .identifier("Self"),
                            names.widget.entry.map {
                                let name = SwiftLiteral.identifier($0.name.value)
                                return SwiftArgument(
                                    SwiftLiteral.argumentLabel($0.name.value), .identifier("self").dot(name))
                            } + [SwiftArgument("relevance", .identifier("relevance"))]))
                ]))
        return [stored, setter, relevanceInitializer(names, type: relevanceType, range: range)]
    }

    /// The memberwise initializer with the relevance last, which `withRelevance(_:)` calls.
    private func relevanceInitializer(_ names: WidgetNames, type: SwiftType, range: SourceRange) -> SwiftDecl {
        let fields = names.widget.entry.map { SwiftLiteral.identifier($0.name.value) }
        let parameters = names.widget.entry.map {
            SwiftParameter(SwiftLiteral.identifier($0.name.value), $0.type.value.qualifiedType)
        }
        let assignments = (fields + ["relevance"]).map { field -> SwiftStatement in
            .expression(.infix(.identifier("self").dot(field), "=", .identifier(field)))
        }
        return .initializer(
            SwiftInitializer(
                parameters: parameters + [SwiftParameter("relevance", type)], access: access,
                doc: doc("Creates the content with every field and the entry's relevance", range),
                body: assignments))
    }

    /// `TimelineEntry.relevance` from the content: WidgetKit's `TimelineEntryRelevance(score:duration:)` [S1].
    func entryRelevanceFromContent(_ widget: WidgetDecl) -> SwiftDecl {
        let relevance = SwiftType.qualified(module: "WidgetKit", name: "TimelineEntryRelevance")
        let value = SwiftExpression.identifier("$0")
        let converted = SwiftExpression.type(relevance).call(
            SwiftArgument(
                "score", .type(.qualified(module: "Swift", name: "Float")).call(SwiftArgument(value.dot("score")))),
            SwiftArgument(
                "duration",
                .type(.qualified(module: "Foundation", name: "TimeInterval"))
                    .call(SwiftArgument(value.dot("duration").dot("seconds")))))
        let map = SwiftExpression.identifier("content").dot("relevance").dot("map")
            .call(SwiftArgument(.closure(SwiftClosure([.expression(converted)]))))
        return .property(
            SwiftProperty(
                "relevance", type: SwiftType.optional(relevance).description, access: access,
                doc: doc(
                    "The relevance the loader set on this entry's content",
                    widget.timeline.relevanceRange ?? widget.name.range),
                value: .getter([.expression(map)])))
    }
}
