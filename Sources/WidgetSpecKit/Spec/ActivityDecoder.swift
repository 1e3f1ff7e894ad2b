/// Decodes one Live Activity.
struct ActivityDecoder {
    let context: DecodingContext
    let fields: FieldDecoder
    let values: ValueDecoder
    let names: NameRules

    func decode(name key: YAMLScalar, node: YAMLNode) -> ActivityDecl? {
        let name = names.typeName(Located(key.text, at: key.range))
        guard let reader = MappingReader(node, shape: .activity, owner: key.range, context: context) else { return nil }
        let attributes = fields.decode(reader.value("attributes"), owner: key.range, values: values)
        let state = fields.decode(reader.value("state"), owner: key.range, values: values)
        let duration = reader.value("duration").flatMap(context.duration)
        let staleAfter = reader.value("staleAfter").flatMap(context.duration)
        let relevance = reader.value("relevance").flatMap(context.number)
        let dismissal =
            reader.value("dismissal").map { decodeDismissal($0, owner: reader.keyRange("dismissal")!) }
            ?? Located(.default, at: key.range)
        let lockScreenView =
            reader.value("lockScreenView").flatMap { context.string($0).flatMap(names.typeName) }
            ?? Located(key.text + "LiveActivityView", at: key.range)
        let dynamicIsland =
            reader.value("dynamicIsland").flatMap { context.string($0).flatMap(names.typeName) }
            ?? Located(key.text + "DynamicIsland", at: key.range)
        guard let name, let dismissal else { return nil }
        return ActivityDecl(
            name: name, attributes: attributes, state: state, duration: duration, staleAfter: staleAfter,
            relevance: relevance, dismissal: dismissal, lockScreenView: lockScreenView, dynamicIsland: dynamicIsland)
    }

    private func decodeDismissal(_ node: YAMLNode, owner: SourceRange) -> Located<ActivityDismissal>? {
        if node.scalar != nil {
            return context.word(
                node, what: "dismissal policy",
                choices: [("default", ActivityDismissal.default), ("immediate", .immediate)])
        }
        guard let reader = MappingReader(node, shape: .dismissalAfter, owner: owner, context: context),
            let delay = reader.value("after").flatMap(context.duration)
        else { return nil }
        return Located(.after(delay.value), at: node.range)
    }
}

/// Decodes `events:`, resolving widget names.
struct EventDecoder {
    let context: DecodingContext
    let names: NameRules

    func decode(_ node: YAMLNode, widgetNames: [String]) -> [EventDecl] {
        guard let entries = context.freeEntries(node, expected: "a mapping of event names to events") else { return [] }
        return entries.compactMap { key, value -> EventDecl? in
            let name = names.memberName(Located(key.text, at: key.range))
            guard let reader = MappingReader(value, shape: .event, owner: key.range, context: context) else {
                return nil
            }
            var targets: EventTargets?
            if let reloads = reader.value("reloads") {
                if let scalar = reloads.scalar, scalar.text == "all" {
                    targets = .all(reloads.range)
                } else if let items = context.list(reloads, expected: "'all' or a list of widget names") {
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
                    if resolved.count == items.count { targets = .widgets(resolved) }
                }
            }
            let matching =
                reader.value("matching").map { node in
                    context.oneOrMany(node).compactMap { context.string($0).flatMap(names.memberName) }
                } ?? []
            let foreground = reader.value("foreground").flatMap(context.bool)?.value ?? false
            guard let name, let targets else { return nil }
            return EventDecl(name: name, reloads: targets, matching: matching, foreground: foreground)
        }
    }
}

/// Decodes `report:`, resolving event names.
struct ReportDecoder {
    let context: DecodingContext
    let names: NameRules

    func decode(_ node: YAMLNode, owner: SourceRange, eventNames: [String]) -> ReportDefaults? {
        guard let reader = MappingReader(node, shape: .report, owner: owner, context: context) else { return nil }
        var report = ReportDefaults()
        report.start = reader.value("start").flatMap(context.dateTime)
        if let start = report.start, !SpecLimits.startYears.contains(start.value.year) {
            context.error(
                .limitExceeded, ReportSettings.Problem.startOutOfRange(start.value.description).description,
                at: start.range)
        }
        report.timeZone = reader.value("timezone").flatMap(context.timeZone)
        report.horizon = reader.value("horizon").flatMap(context.duration)
        if let horizon = report.horizon, horizon.value <= .zero {
            context.error(.invalidDuration, "the report horizon must be longer than 0", at: horizon.range)
        } else if let horizon = report.horizon, horizon.value > SpecLimits.horizon {
            context.error(.limitExceeded, ReportSettings.Problem.horizonTooLong.description, at: horizon.range)
        }
        report.budget = reader.value("budget").flatMap { context.integer($0, minimum: 1) }
        report.fail = reader.value("fail").flatMap(context.bool)?.value
        if let eventsNode = reader.value("events"),
            let entries = context.freeEntries(eventsNode, expected: "a mapping of event names to offsets")
        {
            report.events = entries.compactMap { key, value -> ReportEvent? in
                guard eventNames.contains(key.text) else {
                    context.error(
                        .unknownEvent,
                        "report names unknown event '\(MessageText.excerpt(key.text))'\(Suggestions.didYouMean(key.text, in: eventNames))",
                        at: key.range,
                        notes: eventNames.isEmpty
                            ? [DiagnosticNote("declare it under 'events'")]
                            : [DiagnosticNote("the events are \(Suggestions.list(eventNames))")],
                        fixIt: Suggestions.closest(to: key.text, in: eventNames).map {
                            FixIt(replacing: key.range, with: $0)
                        })
                    return nil
                }
                let offsets = context.oneOrMany(value).compactMap(context.duration)
                return ReportEvent(name: Located(key.text, at: key.range), offsets: offsets)
            }
        }
        return report
    }
}
