import WidgetSchedule

/// `<Widget>Info`: the widget's texts, its timeline rule and cache, and the one function that turns a request
/// into dated entries with the schedule library. Foundation-only, so apps can unit-test their widget's timeline.
extension GenerationContext {
    func widgetInfo(_ widget: WidgetDecl) -> SwiftDecl {
        let names = WidgetNames(widget: widget)
        var members = texts(widget)
        members.append(
            staticConstant(
                "timelineRule", SwiftType.library(TimelineRule.self).description,
                expression: ScheduleExpression.rule(widget.timeline.rule),
                doc: doc(
                    "The spec's `timeline`, evaluated by WidgetSchedule exactly as the report simulates it",
                    widget.timeline.entriesRange)))
        if let cache = widget.cache, names.hasLoader {
            members.append(
                staticConstant(
                    "cache", SwiftType.optional(.library(ContentCache.self)).description,
                    expression: .type(.library(ContentCache.self))
                        .call(SwiftArgument("appGroup", .literal(.string(cache.appGroup.value)))),
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
                "kind", QualifiedName.string,
                .identifier(SwiftIdentifier.fixedNames.kinds).dot(WidgetNames(widget: widget).kindConstantName),
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
                    "widgetURL", SwiftType.optional(QualifiedName.url).description,
                    expression: .type(QualifiedName.url).call(SwiftArgument("string", .literal(.string(address)))),
                    doc: doc("The widget's `widgetURL`", url.range)))
        }
        return members
    }

    /// `timeline(for:...)`: hands the widget's rule, its loader (when the widget has content) and how to make an
    /// entry to `WidgetSchedule.TimelineAssembly`, which evaluates the plan the data chose, keeps the contents in
    /// the cache and, on a throw, follows the error plan with the last good content or the placeholders. The
    /// closures spell out their types, so the type checker need not infer them for each widget.
    private func timelineFunction(_ names: WidgetNames) -> SwiftDecl {
        var parameters = [SwiftParameter("for", "request", .named(names.request))]
        if names.hasLoader { parameters.append(SwiftParameter("loader", .opaque(.named(names.loading)))) }
        parameters += [
            SwiftParameter("in", "timeZone", QualifiedName.timeZone, default: .implicitMember("current")),
            SwiftParameter("jitterSeed", .optional(QualifiedName.uInt64), default: .literal(.nil)),
        ]
        if names.cachesContent {
            parameters.append(SwiftParameter("cache", .optional(.library(ContentCache.self)), default: .literal(.nil)))
        }
        let result = SwiftType.tuple([
            SwiftTupleElement("entries", .array(.named(names.entry))),
            SwiftTupleElement("nextRequestDate", .optional(QualifiedName.date)),
        ])
        return .function(
            SwiftFunction(
                "timeline", parameters: .parametersOnePerLine(parameters), effects: names.hasLoader ? "async" : nil,
                result: result.description, access: access,
                modifiers: ["static"],
                doc: doc(
                    "The entries and the next request date (nil: never) for a request",
                    names.widget.timeline.entriesRange),
                body: [.expression(.call(names.hasLoader ? loadingAssembly(names) : assembly(names)))]))
    }

    /// The arguments every assembly takes: the rule and the request's date, time zone and jitter seed.
    private static let assemblyArguments = [
        SwiftArgument("rule", .identifier("timelineRule")),
        SwiftArgument("requestedAt", .identifier("request").dot("date")),
        SwiftArgument("in", .identifier("timeZone")), SwiftArgument("jitterSeed", .identifier("jitterSeed")),
    ]

    /// `WidgetSchedule.TimelineAssembly.timeline`
    private static let assemblyFunction = SwiftExpression.type(.library(TimelineAssembly.self)).dot("timeline")

    /// `request.configuration`
    private static let requestConfiguration = SwiftExpression.identifier("request").dot("configuration")

    /// A widget without content: an entry at each date.
    private func assembly(_ names: WidgetNames) -> SwiftCall {
        var arguments = [SwiftArgument("date", .identifier("date"))]
        if names.isConfigurable { arguments.append(SwiftArgument("configuration", Self.requestConfiguration)) }
        arguments.append(SwiftArgument("state", .implicitMember("loaded")))
        let signature = SwiftType.function(
            SwiftTupleElement.List([SwiftTupleElement("date", QualifiedName.date)]),
            result: .named(names.entry))
        let entry = SwiftClosure(
            parameters: signature.description, [.expression(.identifier(names.entry).call(arguments))])
        return SwiftCall(Self.assemblyFunction.code, .argumentRows([Self.assemblyArguments]), trailingClosures: [entry])
    }

    /// A widget with content: the cache and its key (when the widget has a cache), the placeholders, the loader's
    /// call and an entry for each content.
    private func loadingAssembly(_ names: WidgetNames) -> SwiftCall {
        var keyParts = [SwiftArgument("kind", .identifier("kind"))]
        if names.isConfigurable { keyParts.append(SwiftArgument("configuration", Self.requestConfiguration)) }
        let key = SwiftExpression.type(.member(.library(ContentCache.self), "Key")).call(keyParts)
        let cache =
            names.cachesContent ? [[SwiftArgument("cache", .identifier("cache")), SwiftArgument("key", key)]] : []
        let loaded = SwiftExpression.identifier("loader").dot("load").call(SwiftArgument(.identifier("request")))
        let load = SwiftClosure(
            parameters: SwiftType.function(
                SwiftTupleElement.List([]), effects: "async throws", result: .named(names.load)
            ).description,
            [.expression(.try(.await(loaded)))])
        let dated = SwiftExpression.identifier("dated")
        var arguments = [SwiftArgument("date", dated.dot("date"))]
        if names.isConfigurable { arguments.append(SwiftArgument("configuration", Self.requestConfiguration)) }
        arguments += [SwiftArgument("content", dated.dot("content")), SwiftArgument("state", .identifier("state"))]
        let signature = SwiftType.function(
            SwiftTupleElement.List([
                SwiftTupleElement("dated", .generic(.library(DatedContent<Int>.self), [.named(names.content)])),
                SwiftTupleElement("state", .library(EntryState.self)),
            ]),
            result: .named(names.entry))
        let entry = SwiftClosure(
            label: "entry", parameters: signature.description,
            [.expression(.identifier(names.entry).call(arguments))])
        let placeholder = SwiftArgument("placeholder", .identifier(names.content).dot("placeholder(at:)"))
        return SwiftCall(
            SwiftExpression.await(Self.assemblyFunction).code,
            .argumentRows([Self.assemblyArguments] + cache + [[placeholder]]), trailingClosures: [load, entry])
    }
}
