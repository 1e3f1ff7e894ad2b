/// `<Widget>Info`: the widget's texts, its timeline rule and cache, and the one function that turns a request
/// into dated entries with the schedule library. Foundation-only, so apps can unit-test their widget's timeline.
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
        if let cache = widget.cache, names.hasLoader {
            members.append(
                staticConstant(
                    "cache", "\(QualifiedName.contentCache)?",
                    "\(QualifiedName.contentCache)(appGroup: \(SwiftLiteral.string(cache.appGroup.value)))",
                    doc: doc("Where the last good content is kept for the error plan", cache.range)))
        }
        members.append(timelineFunction(names))
        return .type(
            SwiftTypeDecl(
                .enum, names.info, access: access,
                doc: doc("What the spec says about `\(widget.name.value)`, without WidgetKit", widget.name.range),
                members: members))
    }

    /// The kind, the gallery and intent texts, and a static widget's URL.
    private func texts(_ widget: WidgetDecl) -> [SwiftDecl] {
        func text(_ name: String, _ value: DisplayText, _ summary: String) -> SwiftDecl {
            textProperty(name, value, doc: doc(summary, value.range))
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

    /// `timeline(for:...)`: loads content (when the widget has any), asks WidgetSchedule for the entry dates of the
    /// plan the data chose and the next request date, and on a throw follows the error plan with the last good
    /// content or the placeholders.
    private func timelineFunction(_ names: WidgetNames) -> SwiftDecl {
        var parameters = ["for request: \(names.request)"]
        if names.hasLoader { parameters.append("loader: some \(names.loading)") }
        parameters += [
            "in timeZone: \(QualifiedName.timeZone) = .current", "jitterSeed: \(QualifiedName.uInt64)? = nil",
        ]
        if names.hasLoader { parameters.append("cache: \(QualifiedName.contentCache)? = nil") }
        let body: [SwiftStatement] =
            names.hasLoader
            ? loadingTimelineBody(names)
            : [
                .line(
                    "let evaluation = timelineRule.evaluate(requestedAt: request.date, in: timeZone, jitterSeed: jitterSeed)"
                ),
                .line("let entries = evaluation.entryDates.map { \(entry(names, date: "$0", state: ".loaded")) }"),
                .line("return (entries, evaluation.nextRequestDate)"),
            ]
        return .function(
            SwiftFunction(
                "timeline", parameters: .onePerLine(parameters), effects: names.hasLoader ? "async" : nil,
                result: "(entries: [\(names.entry)], nextRequestDate: \(QualifiedName.date)?)", access: access,
                modifiers: ["static"],
                doc: doc(
                    "The entries and the next request date (nil: never) for a request",
                    names.widget.timeline.entriesRange),
                body: body))
    }

    /// `<Widget>Entry(date: ..., ...)`: an entry at `date`, showing `$0.content` when the widget has content.
    private func entry(_ names: WidgetNames, date: String, state: String) -> String {
        var arguments = ["date: \(date)"]
        if names.isConfigurable { arguments.append("configuration: request.configuration") }
        if names.hasLoader { arguments.append("content: $0.content") }
        arguments.append("state: \(state)")
        return "\(names.entry)(" + arguments.joined(separator: ", ") + ")"
    }

    /// Loads the content and evaluates the plan it chose, keeps the entries' contents in the cache and returns
    /// them `loaded`; on a throw, evaluates the error plan with the last good content (`stale`) or the placeholders
    /// (`failed`).
    private func loadingTimelineBody(_ names: WidgetNames) -> [SwiftStatement] {
        let key =
            names.isConfigurable
            ? "\(QualifiedName.contentCache).Key(kind: kind, configuration: request.configuration)"
            : "\(QualifiedName.contentCache).Key(kind: kind)"
        let plan = names.declaresPlan ? "plan: load.plan.rawValue" : "outcome: .success"
        let success: [SwiftStatement] =
            [
                .line("let load = try await loader.load(request)"),
                Self.evaluation(
                    [
                        ["requestedAt: request.date", "in: timeZone", plan, "jitterSeed: jitterSeed"],
                        ["dynamicDates: load.content.dynamicDates"],
                    ]),
                .line("let contents = load.content.contents(at: evaluation.entryDates)"),
                .line("cache?.store(contents, loadedAt: request.date, for: cacheKey)"),
            ] + Self.entriesAndReturn(of: "contents", entry(names, date: "$0.date", state: ".loaded"))
        let failure: [SwiftStatement] =
            [
                .line(
                    "let fallback = \(QualifiedName.contentFallback)<\(names.content)>(after: error, cache: cache, key: cacheKey)"
                ),
                Self.evaluation([
                    ["requestedAt: request.date", "in: timeZone", "outcome: .failure", "jitterSeed: jitterSeed"]
                ]),
            ]
            + Self.entriesAndReturn(
                of: "fallback.contents(at: evaluation.entryDates, placeholder: \(names.content).placeholder(at:))",
                entry(names, date: "$0.date", state: "fallback.state"))
        return [.line("let cacheKey = \(key)"), .doCatch(success, catch: failure)]
    }

    /// An entry (`entry`, of `$0`) for each of `contents`, and the answer.
    private static func entriesAndReturn(of contents: String, _ entry: String) -> [SwiftStatement] {
        [
            .let("entries", .call(SwiftCall("\(contents).map", nil, trailingClosures: [SwiftClosure([.line(entry)])]))),
            .line("return (entries, evaluation.nextRequestDate)"),
        ]
    }

    /// `let evaluation = timelineRule.evaluate(...)` with these argument rows.
    private static func evaluation(_ rows: [[String]]) -> SwiftStatement {
        .let("evaluation", .call(SwiftCall("timelineRule.evaluate", .rows(rows))))
    }
}
