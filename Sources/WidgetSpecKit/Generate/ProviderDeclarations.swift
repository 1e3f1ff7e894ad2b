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
                        "relevance", type: "\(QualifiedName.timelineEntryRelevance)?", access: access,
                        doc: doc(
                            "The spec's `relevance`", widget.timeline.relevanceRange ?? widget.timeline.entriesRange),
                        value: .getter([
                            .line(
                                "\(QualifiedName.timelineEntryRelevance)(score: \(ValueExpression.doubleLiteral(Double(Float(relevance.score)))), "
                                    + "duration: \(relevance.duration.seconds))")
                        ]))))
        }
        if widget.timeline.relevanceFromContent { members.append(entryRelevanceFromContent(widget)) }
        return .type(
            SwiftTypeDecl(
                .extension, names.entry, inherits: [QualifiedName.timelineEntry],
                doc: doc("`\(names.entry)` as a WidgetKit entry", widget.name.range), members: members))
    }

    /// `let request = ...`: a timeline now, from WidgetKit's context. It is built outside any task: the request is
    /// `Sendable`, the context need not be.
    private func requestStatement(_ names: WidgetNames, configuration: String?) -> SwiftStatement {
        let date = "date: \(QualifiedName.date)()"
        let context = ["family: Self.family(context.family)", "isPreview: context.isPreview"]
        let request = SwiftCall(
            names.request,
            .rows(configuration.map { [[date, "configuration: \($0)"], context] } ?? [[date] + context]))
        return .let("request", .call(request))
    }

    /// `let timeline = <Widget>Info.timeline(...)` for `request`, awaited when the app loads content.
    private func timelineStatement(_ names: WidgetNames) -> SwiftStatement {
        let widget = names.widget
        var arguments = [SwiftArgument("for", .identifier("request"))]
        if names.hasLoader {
            let loader = GeneratedTypeName.app(
                names.loader, "the loader the app writes for widget '\(widget.name.value)'", at: widget.name.range,
                widget: widget.name.value)
            arguments.append(SwiftArgument("loader", using(loader, .identifier(names.loader).call())))
        }
        if widget.timeline.rule.jitter != nil {
            let seed = SwiftExpression.identifier(installationType).dot("jitterSeed")
                .call(SwiftArgument("kind", .text(names.kindConstant)))
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
                SwiftCase(".\($0.value.rawValue)", "return .\($0.value.rawValue)")
            }
            guard !cases.isEmpty else { return [.line("return .\(first.rawValue)")] }
            return [.switch("family", cases + [.otherwise("return .\(first.rawValue)")])]
        }
        let body: [SwiftStatement]
        switch widget.families {
        case .shared(let families):
            body = switchOver(families, otherwise: .systemSmall)
        case .perPlatform(let lists):
            // A platform without a list of its own (never asked) answers the first family listed anywhere.
            let any = lists.lazy.compactMap(\.families.first?.value).first ?? .systemSmall
            body = [
                platformBranches(lists, otherwise: [.line("return .\(any.rawValue)")]) {
                    switchOver($0, otherwise: any)
                }
            ]
        }
        return .function(
            SwiftFunction(
                "family", parameters: .inline(["_ family: \(QualifiedName.widgetFamily)"]),
                result: QualifiedName.family, access: "private", modifiers: ["static"],
                doc: doc("The family WidgetKit asks for, as the request carries it", familiesRange(widget)),
                body: body))
    }

    /// The name of the Foundation-only helper that gives each installation its stable jitter seed.
    var installationType: String { SwiftGenerator.installationTypeName(of: spec) }

    /// WidgetKit's policy for the next request date of a `timeline`: nil means never.
    private static let reloadPolicy =
        "timeline.nextRequestDate.map(\(QualifiedName.timelineReloadPolicy).after) ?? .never"

    /// The provider. In the widget gallery (`context.isPreview`) Apple asks for an entry "as quickly as possible,
    /// perhaps supplying sample data" [S4]: the snapshot answers with the spec's placeholders marked `sample`, which
    /// views draw as content, not the redacted `placeholder`.
    func provider(_ widget: WidgetDecl) -> SwiftDecl {
        let names = WidgetNames(widget: widget)
        var members: [SwiftDecl] = [
            emptyInitializer("Creates the provider", widget.name.range),
            .function(
                SwiftFunction(
                    "placeholder", parameters: .inline(["in context: \(QualifiedName.timelineProviderContext)"]),
                    result: names.entry, access: access,
                    doc: doc("The placeholder entry, built from the spec's placeholders", widget.name.range),
                    body: [.line("\(names.entry).placeholder(at: \(QualifiedName.date)())")])),
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
        return declaring(
            derived(names.provider, "timeline provider", of: widget),
            .type(
                SwiftTypeDecl(
                    .struct, names.provider, access: access, attributes: availabilityAttribute(widget.available),
                    inherits: [conformance],
                    doc: doc("The timeline provider of `\(widget.name.value)`", widget.name.range), members: members)))
    }

    /// `snapshot(for:in:)` and `timeline(for:in:)` of an `AppIntentTimelineProvider`.
    private func appIntentProviderFunctions(_ names: WidgetNames, _ intent: IntentDecl) -> [SwiftDecl] {
        let parameters = SwiftList.inline([
            "for configuration: \(intent.name.value)", "in context: \(QualifiedName.timelineProviderContext)",
        ])
        let placeholder = "\(names.entry).placeholder(at: \(QualifiedName.date)(), configuration: values)"
        let sample = "\(names.entry).sample(at: \(QualifiedName.date)(), configuration: values)"
        return [
            .function(
                SwiftFunction(
                    "snapshot", parameters: parameters, effects: "async", result: names.entry, access: access,
                    doc: doc(
                        "The gallery shows the spec's placeholders as content; elsewhere the first entry",
                        names.widget.name.range),
                    body: [
                        .line("let values = \(names.configuration)(configuration)"),
                        .if(["context.isPreview"], [.line("return \(sample)")]),
                        requestStatement(names, configuration: "values"),
                        timelineStatement(names),
                        .line("return timeline.entries.first ?? \(placeholder)"),
                    ])),
            .function(
                SwiftFunction(
                    "timeline", parameters: parameters, effects: "async",
                    result: "\(QualifiedName.timeline)<\(names.entry)>", access: access,
                    doc: doc(
                        "Entries dated by the spec's schedule and the spec's policy", names.widget.timeline.entriesRange
                    ),
                    body: [
                        requestStatement(names, configuration: "\(names.configuration)(configuration)"),
                        timelineStatement(names),
                        .line(
                            "return \(QualifiedName.timeline)(entries: timeline.entries, policy: \(Self.reloadPolicy))"),
                    ])),
        ]
    }

    /// `getSnapshot(in:completion:)` and `getTimeline(in:completion:)` of a `TimelineProvider`.
    private func staticProviderFunctions(_ names: WidgetNames) -> [SwiftDecl] {
        let context = "in context: \(QualifiedName.timelineProviderContext)"
        let placeholder = "\(names.entry).placeholder(at: \(QualifiedName.date)())"
        let sample = "\(names.entry).sample(at: \(QualifiedName.date)())"
        // Loading is async, WidgetKit's callbacks are not: a `Task` bridges them.
        func request(then completion: String) -> [SwiftStatement] {
            let answer = [timelineStatement(names), .line("completion(\(completion))")]
            let task = SwiftCall(QualifiedName.task, nil, trailingClosures: [SwiftClosure(answer)])
            return [requestStatement(names, configuration: nil)]
                + (names.hasLoader ? [.expression(.call(task))] : answer)
        }
        return [
            .function(
                SwiftFunction(
                    "getSnapshot",
                    parameters: .inline([
                        context, "completion: @escaping @Sendable (\(names.entry)) -> \(QualifiedName.void)",
                    ]),
                    access: access,
                    doc: doc(
                        "The gallery shows the spec's placeholders as content; elsewhere the first entry",
                        names.widget.name.range),
                    body: [.if(["context.isPreview"], [.line("completion(\(sample))"), .line("return")])]
                        + request(then: "timeline.entries.first ?? \(placeholder)"))),
            .function(
                SwiftFunction(
                    "getTimeline",
                    parameters: .inline([
                        context,
                        "completion: @escaping @Sendable (\(QualifiedName.timeline)<\(names.entry)>) -> \(QualifiedName.void)",
                    ]),
                    access: access,
                    doc: doc(
                        "Entries dated by the spec's schedule and the spec's policy", names.widget.timeline.entriesRange
                    ),
                    body: request(
                        then: "\(QualifiedName.timeline)(entries: timeline.entries, policy: \(Self.reloadPolicy))"))),
        ]
    }

    /// `recommendations()`: watchOS has no configuration UI, so it offers these preconfigured intents. With an
    /// enum parameter, one per case; otherwise one with the defaults.
    private func recommendations(_ widget: WidgetDecl, _ intent: IntentDecl) -> SwiftDecl {
        let recommendation = QualifiedName.appIntentRecommendation
        let body: SwiftStatement
        if let match = firstEnumParameter(intent) {
            let perCase = SwiftClosure(
                parameters: "value",
                [
                    .line("let intent = \(intent.name.value)()"),
                    .line(
                        "intent.\(SwiftLiteral.identifier(intent.propertyName(of: match.parameter.name.value))) = value"
                    ),
                    .line("return \(recommendation)(intent: intent, description: value.title)"),
                ])
            body = .expression(.call(SwiftCall("\(match.enumName).allCases.map", nil, trailingClosures: [perCase])))
        } else {
            body = .line(
                "[\(recommendation)(intent: \(intent.name.value)(), description: \(displayText(widget.displayName, as: .text)))]"
            )
        }
        return .function(
            SwiftFunction(
                "recommendations", result: "[\(recommendation)<\(intent.name.value)>]", access: access,
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
