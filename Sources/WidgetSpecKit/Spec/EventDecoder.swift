/// Decodes `events:`, resolving widget names.
struct EventDecoder {
    let context: DecodingContext
    let names: NameRules

    func decode(_ node: YAMLNode, widgetNames: [String]) -> [EventDecl] {
        guard let entries = context.freeEntries(node, expected: "a mapping of event names to events") else { return [] }
        return entries.compactMap { key, value -> EventDecl? in
            let name = names.memberName(Located(key.text, at: key.range))
            guard let reader = MappingReader<EventKey>(value, owner: key.range, context: context) else {
                return nil
            }
            let targets = reader.value(.reloads).flatMap { reloadTargets($0, widgetNames: widgetNames) }
            let matching =
                reader.value(.matching).map { node in
                    context.oneOrMany(node).compactMap { context.string($0).flatMap(names.memberName) }
                } ?? []
            let foreground = reader.value(.foreground).flatMap(context.bool)?.value ?? EventKey.defaultForeground
            guard let name, let targets else { return nil }
            return EventDecl(name: name, reloads: targets, matching: matching, foreground: foreground)
        }
    }

    /// `reloads:`: `all`, or widget names that must all resolve.
    private func reloadTargets(_ node: YAMLNode, widgetNames: [String]) -> EventTargets? {
        if let scalar = node.scalar, scalar.text == EventKey.allWidgets { return .all(node.range) }
        guard let items = context.list(node, expected: "'all' or a list of widget names") else { return nil }
        let resolved = items.compactMap { item -> Located<String>? in
            guard let widget = context.string(item) else { return nil }
            guard widgetNames.contains(widget.value) else {
                context.error(
                    .unknownWidget,
                    "event reloads unknown widget '\(widget.value)'\(Suggestions.didYouMean(widget.value, in: widgetNames))",
                    at: widget.range,
                    notes: [DiagnosticNote("the widgets are \(Suggestions.list(widgetNames))")],
                    fixIt: Suggestions.closest(to: widget.value, in: widgetNames).map {
                        FixIt(replacing: widget.range, with: $0)
                    })
                return nil
            }
            return widget
        }
        return resolved.count == items.count ? .widgets(resolved) : nil
    }
}
