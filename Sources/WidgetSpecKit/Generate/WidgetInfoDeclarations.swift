/// `<Widget>Info`: the widget's texts and its timeline rule, and the one function that turns a request into
/// dated entries with the schedule library. Foundation-only, so apps can unit-test their widget's schedule.
extension GenerationContext {
    func widgetInfo(_ widget: WidgetDecl) -> SwiftDecl {
        let names = WidgetNames(widget: widget)
        var members = texts(widget)
        members.append(
            staticConstant(
                "timelineRule", QualifiedName.timelineRule, ScheduleExpression.rule(widget.timeline.rule),
                doc: doc(
                    "The spec's `timeline`, evaluated by WidgetSchedule exactly as the report simulates it",
                    widget.timeline.entriesRange)))
        members.append(timelineFunction(names))
        return .type(
            SwiftTypeDecl(
                .enum, names.info, access: access,
                doc: doc("What the spec says about `\(widget.name.value)`, without WidgetKit", widget.name.range),
                members: members))
    }

    /// The kind, the gallery and intent texts, and a static widget's URL.
    private func texts(_ widget: WidgetDecl) -> [SwiftDecl] {
        func text(_ name: String, _ value: Located<String>, _ summary: String) -> SwiftDecl {
            staticConstant(name, QualifiedName.string, SwiftLiteral.string(value.value), doc: doc(summary, value.range))
        }
        var members = [
            staticConstant(
                "kind", QualifiedName.string, WidgetNames(widget: widget).kindConstant,
                doc: doc("The widget's kind", widget.kind.range)),
            text("displayName", widget.displayName, "The gallery name"),
        ]
        if let description = widget.description {
            members.append(text("description", description, "The gallery description"))
        }
        if let intent = widget.intent {
            members.append(text("intentTitle", intent.title, "The intent's title"))
            if let description = intent.description {
                members.append(text("intentDescription", description, "The intent's description"))
            }
        }
        if let url = widget.url, widget.intent == nil {
            let address = url.value.segments.map { segment -> String in
                if case .literal(let text) = segment { return text }
                return ""
            }.joined()
            members.append(
                staticConstant(
                    "widgetURL", "\(QualifiedName.url)?",
                    "\(QualifiedName.url)(string: \(SwiftLiteral.string(address)))",
                    doc: doc("The widget's `widgetURL`", url.range)))
        }
        return members
    }

    /// `timeline(requestedAt:...)`: loads content once (when the widget has any), asks WidgetSchedule for the
    /// entry dates and the next request date, and falls back to the error plan with placeholders on a throw.
    private func timelineFunction(_ names: WidgetNames) -> SwiftDecl {
        var parameters = ["requestedAt requestDate: \(QualifiedName.date)"]
        if names.isConfigurable { parameters.append("configuration: \(names.configuration)") }
        if names.hasLoader { parameters.append("loader: some \(names.loading)") }
        parameters += [
            "in timeZone: \(QualifiedName.timeZone) = .current", "jitterSeed: \(QualifiedName.uInt64)? = nil",
        ]
        let configurationArgument = names.isConfigurable ? ", configuration: configuration" : ""
        let body: [SwiftStatement] =
            names.hasLoader
            ? loadingTimelineBody(names)
            : [
                .line(
                    "let evaluation = timelineRule.evaluate(requestedAt: requestDate, in: timeZone, jitterSeed: jitterSeed)"
                ),
                .line("let entries = evaluation.entryDates.map { \(names.entry)(date: $0\(configurationArgument)) }"),
                .line("return (entries, evaluation.nextRequestDate)"),
            ]
        return .function(
            SwiftFunction(
                "timeline", parameters: .onePerLine(parameters), effects: names.hasLoader ? "async" : nil,
                result: "(entries: [\(names.entry)], nextRequestDate: \(QualifiedName.date)?)", access: access,
                modifiers: ["static"],
                doc: doc(
                    "The entries and the next request date (nil: never) for a request at `requestDate`",
                    names.widget.timeline.entriesRange),
                body: body))
    }

    /// Loads the content, then dates entries showing it with the success plan; on a throw, dates placeholder
    /// entries with the failure plan.
    private func loadingTimelineBody(_ names: WidgetNames) -> [SwiftStatement] {
        let configuration = names.isConfigurable ? ["configuration: configuration"] : []
        let entry =
            "\(names.entry)(" + (["date: $0"] + configuration + ["content: content"]).joined(separator: ", ") + ")"
        let placeholder = "\(names.entry).placeholder(" + (["at: $0"] + configuration).joined(separator: ", ") + ")"
        let success: [SwiftStatement] = [
            .line("let content = try await loader.content(\(names.isConfigurable ? "for: configuration" : ""))"),
            Self.evaluation(outcome: ".success", withDynamicDates: names.isDynamic),
            .let(
                "entries",
                .call(SwiftCall("evaluation.entryDates.map", nil, trailingClosures: [SwiftClosure([.line(entry)])]))),
            .line("return (entries, evaluation.nextRequestDate)"),
        ]
        let failure: [SwiftStatement] = [
            Self.evaluation(outcome: ".failure", withDynamicDates: false),
            .line("let entries = evaluation.entryDates.map { \(placeholder) }"),
            .line("return (entries, evaluation.nextRequestDate)"),
        ]
        return [.doCatch(success, catch: failure)]
    }

    /// `let evaluation = timelineRule.evaluate(...)` for a load's outcome; the app's dates join a success.
    private static func evaluation(outcome: String, withDynamicDates: Bool) -> SwiftStatement {
        var rows = [["requestedAt: requestDate", "in: timeZone", "outcome: \(outcome)", "jitterSeed: jitterSeed"]]
        if withDynamicDates { rows.append(["dynamicDates: loader.entryDates(for: content, requestedAt: requestDate)"]) }
        return .let("evaluation", .call(SwiftCall("timelineRule.evaluate", .rows(rows))))
    }
}
