/// Decodes `events:`, resolving widget and control names.
struct EventDecoder {
    let context: DecodingContext
    let names: NameRules

    /// `targets` are the names `reloads` may use: the widgets', then the controls'.
    func decode(_ node: YAMLNode, targets: ReloadTargetNames) -> [EventDecl] {
        guard let entries = context.freeEntries(node, expected: "a mapping of event names to events") else { return [] }
        return entries.compactMap { key, value -> EventDecl? in
            let name = names.memberName(Located(key.text, at: key.range))
            guard let reader = MappingReader<EventKey>(value, owner: key.range, context: context) else {
                return nil
            }
            let reloads = reader.value(.reloads).flatMap { targets.decode($0, context: context, owner: "event") }
            let matching =
                reader.value(.matching).map { node in
                    context.oneOrMany(node).compactMap { context.string($0).flatMap(names.memberName) }
                } ?? []
            let foreground = reader.value(.foreground).flatMap(context.bool)?.value ?? EventDecl.defaultForeground
            guard let name, let reloads else { return nil }
            return EventDecl(name: name, reloads: reloads, matching: matching, foreground: foreground)
        }
    }
}

/// The names an event's or an action's `reloads` may use: `all`, or widgets and controls by name.
struct ReloadTargetNames {
    var widgets: [String]
    var controls: [String]

    var all: [String] { widgets + controls }

    /// `reloads:`: `all`, or names that must all resolve; `owner` names what reloads in messages ("event").
    func decode(_ node: YAMLNode, context: DecodingContext, owner: String) -> EventTargets? {
        if let scalar = node.scalar, scalar.text == EventKey.allWidgets { return .all(node.range) }
        let what = controls.isEmpty ? "widget" : "widget or control"
        guard let items = context.list(node, expected: "'all' or a list of \(what) names") else { return nil }
        let names = all
        let resolved = items.compactMap { item -> Located<String>? in
            guard let target = context.string(item) else { return nil }
            guard names.contains(target.value) else {
                let listed = controls.isEmpty ? "the widgets are" : "the widgets and controls are"
                context.error(
                    .unknownWidget,
                    "\(owner) reloads unknown \(what) '\(target.value)'\(Suggestions.didYouMean(target.value, in: names))",
                    at: target.range,
                    notes: [DiagnosticNote("\(listed) \(Suggestions.list(names))")],
                    fixIt: Suggestions.closest(to: target.value, in: names).map {
                        FixIt(replacing: target.range, with: $0)
                    })
                return nil
            }
            return target
        }
        return resolved.count == items.count ? .widgets(resolved) : nil
    }
}
