/// `<Widget>Info`: the widget's texts, its timeline rule and cache, and the one function that turns a request
/// into dated entries with the schedule library. Foundation-only, so apps can unit-test their widget's timeline.
extension GenerationContext {
    func widgetInfo(_ widget: WidgetDecl) -> SwiftDecl {
        let names = WidgetNames(widget: widget)
        var members = texts(widget)
        members.append(
            staticConstant(
                "timelineRule", QualifiedName.timelineRule.description,
                expression: ScheduleExpression.rule(widget.timeline.rule),
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
        return declaring(
            derived(names.info, "info enum", of: widget),
            .type(
                SwiftTypeDecl(
                    .enum, names.info, access: access,
                    doc: doc("What the spec says about `\(widget.name.value)`, without WidgetKit", widget.name.range),
                    members: members)))
    }

    /// The kind, the gallery and intent texts, and a static widget's URL.
    private func texts(_ widget: WidgetDecl) -> [SwiftDecl] {
        func text(_ name: String, _ value: DisplayText, _ summary: String) -> SwiftDecl {
            textProperty(name, value, doc: doc(summary, value.range))
        }
        var members = [
            staticConstant(
                "kind", QualifiedName.string.description, WidgetNames(widget: widget).kindConstant,
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

    /// `timeline(for:...)`: hands the widget's rule, its loader (when the widget has content) and how to make an
    /// entry to `WidgetSchedule.TimelineAssembly`, which evaluates the plan the data chose, keeps the contents in
    /// the cache and, on a throw, follows the error plan with the last good content or the placeholders. The
    /// closures spell out their types, so the type checker need not infer them for each widget.
    private func timelineFunction(_ names: WidgetNames) -> SwiftDecl {
        var parameters = ["for request: \(names.request)"]
        if names.hasLoader { parameters.append("loader: some \(names.loading)") }
        parameters += [
            "in timeZone: \(QualifiedName.timeZone) = .current", "jitterSeed: \(QualifiedName.uInt64)? = nil",
        ]
        if names.cachesContent { parameters.append("cache: \(QualifiedName.contentCache)? = nil") }
        return .function(
            SwiftFunction(
                "timeline", parameters: .onePerLine(parameters), effects: names.hasLoader ? "async" : nil,
                result: "(entries: [\(names.entry)], nextRequestDate: \(QualifiedName.date)?)", access: access,
                modifiers: ["static"],
                doc: doc(
                    "The entries and the next request date (nil: never) for a request",
                    names.widget.timeline.entriesRange),
                body: [.expression(.call(names.hasLoader ? loadingAssembly(names) : assembly(names)))]))
    }

    /// The arguments every assembly takes: the rule and the request's date, time zone and jitter seed.
    private static let assemblyArguments = [
        "rule: timelineRule", "requestedAt: request.date", "in: timeZone", "jitterSeed: jitterSeed",
    ]

    /// A widget without content: an entry at each date.
    private func assembly(_ names: WidgetNames) -> SwiftCall {
        var arguments = ["date: date"]
        if names.isConfigurable { arguments.append("configuration: request.configuration") }
        arguments.append("state: .loaded")
        let entry = SwiftClosure(
            parameters: "(date: \(QualifiedName.date)) -> \(names.entry)",
            [.line("\(names.entry)(\(arguments.joined(separator: ", ")))")])
        return SwiftCall(
            "\(QualifiedName.timelineAssembly).timeline", .rows([Self.assemblyArguments]), trailingClosures: [entry])
    }

    /// A widget with content: the cache and its key (when the widget has a cache), the placeholders, the loader's
    /// call and an entry for each content.
    private func loadingAssembly(_ names: WidgetNames) -> SwiftCall {
        let key =
            names.isConfigurable
            ? "\(QualifiedName.contentCache).Key(kind: kind, configuration: request.configuration)"
            : "\(QualifiedName.contentCache).Key(kind: kind)"
        let cache = names.cachesContent ? [["cache: cache", "key: \(key)"]] : []
        let load = SwiftClosure(
            parameters: "() async throws -> \(names.load)", [.line("try await loader.load(request)")])
        var arguments = ["date: dated.date"]
        if names.isConfigurable { arguments.append("configuration: request.configuration") }
        arguments += ["content: dated.content", "state: state"]
        let entry = SwiftClosure(
            label: "entry",
            parameters:
                "(dated: \(QualifiedName.datedContent)<\(names.content)>, state: \(QualifiedName.entryState)) -> "
                + names.entry,
            [.line("\(names.entry)(\(arguments.joined(separator: ", ")))")])
        return SwiftCall(
            "await \(QualifiedName.timelineAssembly).timeline",
            .rows([Self.assemblyArguments] + cache + [["placeholder: \(names.content).placeholder(at:)"]]),
            trailingClosures: [load, entry])
    }
}
