import WidgetSchedule

/// The WidgetKit part of one widget: the `TimelineEntry` conformance (in the shared part, beside the entry, so it
/// is never a retroactive conformance) and the provider.
extension GenerationContext {
    func entryConformance(_ widget: WidgetDecl) -> SwiftDecl {
        let names = WidgetNames(widget: widget)
        var members: [SwiftDecl] = []
        if let relevance = widget.timeline.rule.relevance {
            members.append(
                .property(
                    SwiftProperty(
                        "relevance",
                        type: SwiftType.optional(QualifiedName.timelineEntryRelevance).description,
                        access: access,
                        doc: doc(
                            "The spec's `relevance`", widget.timeline.relevanceRange ?? widget.timeline.entriesRange),
                        value: .getter([
                            .expression(
                                .type(QualifiedName.timelineEntryRelevance).call(
                                    SwiftArgument(
                                        "score", .literal(.double(Double(Float(relevance.score))))),
                                    SwiftArgument("duration", .literal(.int(relevance.duration.seconds)))))
                        ]))))
        }
        if widget.timeline.relevanceFromContent { members.append(entryRelevanceFromContent(widget)) }
        return .type(
            SwiftTypeDecl(
                .extension, names.entry, inherits: [QualifiedName.timelineEntry.description],
                doc: doc("`\(names.entry)` as a WidgetKit entry", widget.name.range), members: members))
    }

    /// `let request = ...`: a timeline now, from WidgetKit's context. It is built outside any task: the request is
    /// `Sendable`, the context need not be.
    private func requestStatement(_ names: WidgetNames, configuration: SwiftExpression?) -> SwiftStatement {
        let date = SwiftArgument("date", ValueExpression.now)
        let family = SwiftExpression.identifier("Self").dot("family").call(SwiftArgument(Self.context.dot("family")))
        let context = [SwiftArgument("family", family), SwiftArgument("isPreview", Self.isPreview)]
        let request = SwiftCall(
            names.request,
            .argumentRows(
                configuration.map { [[date, SwiftArgument("configuration", $0)], context] } ?? [[date] + context]))
        return .let("request", .call(request))
    }

    /// WidgetKit's `context`, and whether it asks for the gallery.
    private static let context = SwiftExpression.identifier("context")
    private static let isPreview = context.dot("isPreview")

    /// `let timeline = <Widget>Info.timeline(...)` for `request`, awaited when the app loads content.
    private func timelineStatement(_ names: WidgetNames) -> SwiftStatement {
        let widget = names.widget
        var arguments = [SwiftArgument("for", .identifier("request"))]
        if names.hasLoader { arguments.append(SwiftArgument("loader", .identifier(names.loader).call())) }
        if widget.timeline.rule.jitter != nil {
            let seed = SwiftExpression.identifier(installationType).dot("jitterSeed")
                .call(SwiftArgument("kind", .identifier(names.kindConstant)))
            arguments.append(SwiftArgument("jitterSeed", seed))
        }
        if names.cachesContent { arguments.append(SwiftArgument("cache", .identifier(names.info).dot("cache"))) }
        let timeline = SwiftExpression.apply(.identifier(names.info).dot("timeline"), arguments, onePerLine: true)
        return .let("timeline", names.hasLoader ? .await(timeline) : timeline)
    }

    /// `family(_:)`: WidgetKit's family as WidgetSchedule spells it, for the request. WidgetKit asks only for the
    /// families the widget lists, so only those are named (each exists where it is listed), and the platform's
    /// first answers for any other.
    private func familyFunction(_ widget: WidgetDecl) -> SwiftDecl {
        func switchOver(_ families: [Located<WidgetFamily>], otherwise: WidgetFamily) -> [SwiftStatement] {
            let first = families.first?.value ?? otherwise
            let cases = families.dropFirst().map {
                SwiftCase.returning(.implicitMember($0.value.rawValue), .implicitMember($0.value.rawValue))
            }
            guard !cases.isEmpty else { return [.return(.implicitMember(first.rawValue))] }
            return [.switch("family", cases + [.returning(nil, .implicitMember(first.rawValue))])]
        }
        let body: [SwiftStatement]
        switch widget.families {
        case .shared(let families):
            body = switchOver(families, otherwise: .systemSmall)
        case .perPlatform(let lists):
            // A platform without a list of its own (never asked) answers the first family listed anywhere.
            let any = lists.lazy.compactMap(\.families.first?.value).first ?? .systemSmall
            body = [
                platformBranches(lists, otherwise: [.return(.implicitMember(any.rawValue))]) {
                    switchOver($0, otherwise: any)
                }
            ]
        }
        return .function(
            SwiftFunction(
                "family",
                parameters: .parameters([SwiftParameter("_", "family", QualifiedName.widgetFamily)]),
                result: SwiftType.library(WidgetSchedule.Family.self).description, access: "private",
                modifiers: ["static"],
                doc: doc("The family WidgetKit asks for, as the request carries it", familiesRange(widget)),
                body: body))
    }

    /// The name of the Foundation-only helper that gives each installation its stable jitter seed.
    var installationType: String { SwiftGenerator.installationTypeName(of: spec) }

    /// WidgetKit's policy for the next request date of a `timeline`: nil means never.
    private static let reloadPolicy = SwiftExpression.infix(
        timeline.dot("nextRequestDate").dot("map")
            .call(SwiftArgument(.type(QualifiedName.timelineReloadPolicy).dot("after"))),
        "??", .implicitMember("never"))

    /// The `timeline` the schedule library made.
    private static let timeline = SwiftExpression.identifier("timeline")

    /// `timeline.entries.first ?? placeholder`
    private static func firstEntry(or placeholder: SwiftExpression) -> SwiftExpression {
        .infix(timeline.dot("entries").dot("first"), "??", placeholder)
    }

    /// WidgetKit's `Timeline` of the entries and the spec's policy.
    private static let widgetKitTimeline = SwiftExpression.type(QualifiedName.timeline).call(
        SwiftArgument("entries", timeline.dot("entries")), SwiftArgument("policy", reloadPolicy))

    /// `in context: WidgetKit.TimelineProviderContext`
    private static let contextParameter = SwiftParameter(
        "in", "context", QualifiedName.timelineProviderContext)

    /// `Entry.placeholder(at: Foundation.Date(), ...)` or `Entry.sample(...)`.
    private static func entryCall(_ names: WidgetNames, _ function: String, _ more: [SwiftArgument] = [])
        -> SwiftExpression
    {
        SwiftExpression.identifier(names.entry).dot(function).call([SwiftArgument("at", ValueExpression.now)] + more)
    }

    /// The provider. In the widget gallery (`context.isPreview`) Apple asks for an entry "as quickly as possible,
    /// perhaps supplying sample data" [S4]: the snapshot answers with the spec's placeholders marked `sample`, which
    /// views draw as content, not the redacted `placeholder`.
    func provider(_ widget: WidgetDecl) -> SwiftDecl {
        let names = WidgetNames(widget: widget)
        var members: [SwiftDecl] = [
            emptyInitializer("Creates the provider", widget.name.range),
            .function(
                SwiftFunction(
                    "placeholder", parameters: .parameters([Self.contextParameter]),
                    result: names.entry, access: access,
                    doc: doc("The placeholder entry, built from the spec's placeholders", widget.name.range),
                    body: [.expression(Self.entryCall(names, "placeholder"))])),
        ]
        if let intent = widget.intent {
            members += appIntentProviderFunctions(names, intent)
            if platforms.contains(.watchOS) { members.append(recommendations(widget, intent)) }
        } else {
            members += staticProviderFunctions(names)
        }
        members.append(familyFunction(widget))
        let conformance =
            widget.intent == nil ? QualifiedName.timelineProvider : QualifiedName.appIntentTimelineProvider
        let provider = SwiftDecl.type(
            SwiftTypeDecl(
                .struct, names.provider, access: access, attributes: availabilityAttribute(widget.available),
                inherits: [conformance.description],
                doc: doc("The timeline provider of `\(widget.name.value)`", widget.name.range), members: members))
        guard names.hasLoader else {
            return declaring(derived(names.provider, "timeline provider", of: widget), provider)
        }
        // The timeline functions call the app's loader.
        let loader = GeneratedTypeName.app(
            names.loader, "the loader the app writes for widget '\(widget.name.value)'", at: widget.name.range,
            widget: widget.name.value)
        return declaring(derived(names.provider, "timeline provider", of: widget), using(loader, in: provider))
    }

    /// `snapshot(for:in:)` and `timeline(for:in:)` of an `AppIntentTimelineProvider`.
    private func appIntentProviderFunctions(_ names: WidgetNames, _ intent: IntentDecl) -> [SwiftDecl] {
        let parameters = SwiftList.parameters([
            SwiftParameter("for", "configuration", .named(intent.name.value)), Self.contextParameter,
        ])
        let values = [SwiftArgument("configuration", .identifier("values"))]
        let placeholder = Self.entryCall(names, "placeholder", values)
        let sample = Self.entryCall(names, "sample", values)
        let configuration = SwiftExpression.identifier(names.configuration)
            .call(SwiftArgument(.identifier("configuration")))
        // The snapshot takes the first entry of the provider's own timeline: one copy of the request and the
        // loader's call per provider, not two.
        let ownTimeline = SwiftExpression.identifier("timeline").call(
            SwiftArgument("for", .identifier("configuration")), SwiftArgument("in", Self.context))
        return [
            .function(
                SwiftFunction(
                    "snapshot", parameters: parameters, effects: "async", result: names.entry, access: access,
                    doc: doc(
                        "The gallery shows the spec's placeholders as content; elsewhere the first entry",
                        names.widget.name.range),
                    body: [
                        .let("values", configuration),
                        .if([Self.isPreview.code], [.return(sample)]),
                        .typedLet("entries", .array(.named(names.entry)), .await(ownTimeline.dot("entries"))),
                        .return(.infix(.identifier("entries").dot("first"), "??", placeholder)),
                    ])),
            .function(
                SwiftFunction(
                    "timeline", parameters: parameters, effects: "async",
                    result: SwiftType.generic(QualifiedName.timeline, [.named(names.entry)]).description,
                    access: access,
                    doc: doc(
                        "Entries dated by the spec's schedule and the spec's policy", names.widget.timeline.entriesRange
                    ),
                    body: [
                        requestStatement(names, configuration: configuration),
                        timelineStatement(names),
                        .return(Self.widgetKitTimeline),
                    ])),
        ]
    }

    /// `getSnapshot(in:completion:)` and `getTimeline(in:completion:)` of a `TimelineProvider`.
    private func staticProviderFunctions(_ names: WidgetNames) -> [SwiftDecl] {
        func completion(_ value: SwiftExpression) -> SwiftStatement {
            .expression(.identifier("completion").call(SwiftArgument(value)))
        }
        func completionParameter(_ value: SwiftType) -> SwiftParameter {
            SwiftParameter(
                "completion",
                .function(
                    SwiftTupleElement.List([SwiftTupleElement(value)]), result: QualifiedName.void,
                    attributes: ["@escaping", "@Sendable"]))
        }
        // The snapshot takes the first entry of the provider's own timeline, with the timeline's type spelled out.
        let timelineType = SwiftType.generic(QualifiedName.timeline, [.named(names.entry)])
        let snapshotFromTimeline = SwiftStatement.expression(
            .call(
                SwiftCall(
                    "getTimeline", .arguments([SwiftArgument("in", Self.context)]),
                    trailingClosures: [
                        SwiftClosure(
                            parameters: SwiftTupleElement.List([SwiftTupleElement("timeline", timelineType)])
                                .description,
                            [completion(Self.firstEntry(or: Self.entryCall(names, "placeholder")))])
                    ])))
        // Loading is async, WidgetKit's callbacks are not: a `Task` bridges them.
        func request(then value: SwiftExpression) -> [SwiftStatement] {
            let answer = [timelineStatement(names), completion(value)]
            let task = SwiftCall(QualifiedName.task.description, nil, trailingClosures: [SwiftClosure(answer)])
            return [requestStatement(names, configuration: nil)]
                + (names.hasLoader ? [.expression(.call(task))] : answer)
        }
        return [
            .function(
                SwiftFunction(
                    "getSnapshot",
                    parameters: .parameters([Self.contextParameter, completionParameter(.named(names.entry))]),
                    access: access,
                    doc: doc(
                        "The gallery shows the spec's placeholders as content; elsewhere the first entry",
                        names.widget.name.range),
                    body: [
                        .if([Self.isPreview.code], [completion(Self.entryCall(names, "sample")), .return(nil)]),
                        snapshotFromTimeline,
                    ])),
            .function(
                SwiftFunction(
                    "getTimeline",
                    parameters: .parameters([
                        Self.contextParameter,
                        completionParameter(.generic(QualifiedName.timeline, [.named(names.entry)])),
                    ]),
                    access: access,
                    doc: doc(
                        "Entries dated by the spec's schedule and the spec's policy", names.widget.timeline.entriesRange
                    ),
                    body: request(then: Self.widgetKitTimeline))),
        ]
    }

    /// `recommendations()`: watchOS has no configuration UI, so it offers these preconfigured intents. With an
    /// enum parameter, one per case; otherwise one with the defaults.
    private func recommendations(_ widget: WidgetDecl, _ intent: IntentDecl) -> SwiftDecl {
        if let list = widget.recommendations { return specRecommendations(widget, intent, list) }
        let recommendation = QualifiedName.appIntentRecommendation
        let body: SwiftStatement
        if let match = firstEnumParameter(intent) {
            let perCase = SwiftClosure(
                parameters: "value",
                [
                    .let("intent", .identifier(intent.name.value).call()),
                    .expression(
                        .infix(
                            .identifier("intent").dot(
                                SwiftLiteral.identifier(intent.propertyName(of: match.parameter.name.value))),
                            "=", .identifier("value"))),
                    .return(
                        .type(recommendation).call(
                            SwiftArgument("intent", .identifier("intent")),
                            SwiftArgument("description", .identifier("value").dot("title")))),
                ])
            let map = SwiftExpression.identifier(match.enumName).dot("allCases").dot("map")
            body = .expression(.call(SwiftCall(map.code, nil, trailingClosures: [perCase])))
        } else {
            body = .expression(
                .array([
                    .type(recommendation).call(
                        SwiftArgument("intent", .identifier(intent.name.value).call()),
                        SwiftArgument("description", displayTextExpression(widget.displayName, as: .text)))
                ]))
        }
        return .function(
            SwiftFunction(
                "recommendations",
                result: SwiftType.array(.generic(recommendation, [.named(intent.name.value)])).description,
                access: access,
                doc: doc("Preconfigured choices for watchOS, which has no configuration UI", intent.range),
                body: [body]))
    }

    private func firstEnumParameter(_ intent: IntentDecl) -> (parameter: ParameterDecl, enumName: String)? {
        for parameter in intent.parameters {
            if case .enumeration(let enumName) = parameter.type.value { return (parameter, enumName) }
        }
        return nil
    }
}
