/// `<Widget>Info`: the widget's texts and its timeline rule, and the one function that turns a request into
/// dated entries with the schedule library. Foundation-only, so apps can unit-test their widget's schedule.
extension GenerationContext {
    func widgetInfo(_ widget: WidgetDecl) -> SwiftDecl {
        let names = WidgetNames(widget: widget)
        var members: [SwiftDecl] = [
            constant("kind", QualifiedName.string, names.kindConstant, doc("The widget's kind", widget.kind.range)),
            constant(
                "displayName", QualifiedName.string, SwiftLiteral.string(widget.displayName.value),
                doc("The gallery name", widget.displayName.range)),
        ]
        if let description = widget.description {
            members.append(
                constant(
                    "description", QualifiedName.string, SwiftLiteral.string(description.value),
                    doc("The gallery description", description.range)))
        }
        if let intent = widget.intent {
            members.append(
                constant(
                    "intentTitle", QualifiedName.string, SwiftLiteral.string(intent.title.value),
                    doc("The intent's title", intent.title.range)))
            if let description = intent.description {
                members.append(
                    constant(
                        "intentDescription", QualifiedName.string, SwiftLiteral.string(description.value),
                        doc("The intent's description", description.range)))
            }
        }
        if let url = widget.url, widget.intent == nil {
            let text = url.value.segments.map { segment -> String in
                if case .literal(let text) = segment { return text }
                return ""
            }.joined()
            members.append(
                constant(
                    "widgetURL", "\(QualifiedName.url)?", "\(QualifiedName.url)(string: \(SwiftLiteral.string(text)))",
                    doc("The widget's `widgetURL`", url.range)))
        }
        members.append(
            constant(
                "timelineRule", QualifiedName.timelineRule, ScheduleExpression.rule(widget.timeline.rule),
                doc(
                    "The spec's `timeline`, evaluated by WidgetSchedule exactly as the report simulates it",
                    widget.timeline.entriesRange)))
        members.append(timelineFunction(names))
        return .type(
            SwiftTypeDecl(
                .enum, names.info, access: access,
                doc: doc("What the spec says about `\(widget.name.value)`, without WidgetKit", widget.name.range),
                members: members))
    }

    private func constant(_ name: String, _ type: String, _ value: String, _ doc: String) -> SwiftDecl {
        .property(
            SwiftProperty(
                name, type: type, isLet: true, access: access, modifiers: ["static"], doc: doc, value: .initial(value)))
    }

    /// `timeline(requestedAt:...)`: loads content once (when the widget has any), asks WidgetSchedule for the
    /// entry dates and the next request date, and falls back to the error plan with placeholders on a throw.
    private func timelineFunction(_ names: WidgetNames) -> SwiftDecl {
        var parameters = ["requestedAt requestDate: \(QualifiedName.date)"]
        if names.isConfigurable { parameters.append("configuration: \(names.configuration)") }
        if names.hasLoader { parameters.append("loader: some \(names.loading)") }
        parameters += ["in timeZone: \(QualifiedName.timeZone) = .current", "jitterSeed: \(QualifiedName.uInt64)? = nil"]
        let effects = names.hasLoader ? " async" : ""
        let signature =
            "timeline(\n    " + parameters.joined(separator: ",\n    ")
            + "\n)\(effects) -> (entries: [\(names.entry)], nextRequestDate: \(QualifiedName.date)?)"
        let configurationArgument = names.isConfigurable ? "configuration: configuration, " : ""
        let body: [SwiftStatement]
        if names.hasLoader {
            let loadCall = names.isConfigurable ? "loader.content(for: configuration)" : "loader.content()"
            let dynamicDates =
                names.isDynamic ? ",\n    dynamicDates: loader.entryDates(for: content, requestedAt: requestDate)" : ""
            body = [
                .chain([
                    ChainLink(
                        "do",
                        [
                            .line("let content = try await \(loadCall)"),
                            .line(
                                "let evaluation = timelineRule.evaluate(\n    requestedAt: requestDate, in: timeZone, "
                                    + "outcome: .success, jitterSeed: jitterSeed" + dynamicDates + "\n)"),
                            .line(
                                "let entries = evaluation.entryDates.map {\n    \(names.entry)(date: $0, "
                                    + "\(configurationArgument)content: content)\n}"),
                            .line("return (entries, evaluation.nextRequestDate)"),
                        ]),
                    ChainLink(
                        "catch",
                        [
                            .line(
                                "let evaluation = timelineRule.evaluate(\n    requestedAt: requestDate, in: timeZone, "
                                    + "outcome: .failure, jitterSeed: jitterSeed\n)"),
                            .line(
                                "let entries = evaluation.entryDates.map { \(names.entry).placeholder(at: $0"
                                    + "\(names.isConfigurable ? ", configuration: configuration" : "")) }"),
                            .line("return (entries, evaluation.nextRequestDate)"),
                        ]),
                ])
            ]
        } else {
            body = [
                .line(
                    "let evaluation = timelineRule.evaluate(requestedAt: requestDate, in: timeZone, jitterSeed: jitterSeed)"
                ),
                .line(
                    "let entries = evaluation.entryDates.map { \(names.entry)(date: $0\(names.isConfigurable ? ", configuration: configuration" : "")) }"
                ),
                .line("return (entries, evaluation.nextRequestDate)"),
            ]
        }
        return .function(
            SwiftFunction(
                signature, access: access, modifiers: ["static"],
                doc: doc(
                    "The entries and the next request date (nil: never) for a request at `requestDate`",
                    names.widget.timeline.entriesRange),
                body: body))
    }
}
