/// The WidgetKit part of one widget: `TimelineEntry` conformance, the provider and the `Widget`.
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
        return .type(
            SwiftTypeDecl(
                .extension, names.entry, inherits: [QualifiedName.timelineEntry],
                doc: doc("`\(names.entry)` as a WidgetKit entry", widget.name.range), members: members))
    }

    /// Arguments after `requestedAt:` for `<Widget>Info.timeline`.
    private func timelineArguments(_ names: WidgetNames, configuration: String) -> String {
        var arguments = ["requestedAt: \(QualifiedName.date)()"]
        if names.isConfigurable { arguments.append("configuration: \(configuration)") }
        if names.hasLoader { arguments.append("loader: \(names.loader)()") }
        if names.widget.timeline.rule.jitter != nil {
            arguments.append("jitterSeed: \(installationType).jitterSeed(kind: \(names.kindConstant))")
        }
        return "\n    " + arguments.joined(separator: ",\n    ") + "\n"
    }

    /// The name of the Foundation-only helper that gives each installation its stable jitter seed.
    var installationType: String { SwiftGenerator.installationTypeName(of: spec) }

    func provider(_ widget: WidgetDecl) -> SwiftDecl {
        let names = WidgetNames(widget: widget)
        let call = names.hasLoader ? "await " : ""
        var members: [SwiftDecl] = [
            .initializer(
                SwiftInitializer("", access: access, doc: doc("Creates the provider", widget.name.range), body: [])),
            .function(
                SwiftFunction(
                    "placeholder(in context: \(QualifiedName.timelineProviderContext)) -> \(names.entry)", access: access,
                    doc: doc("The placeholder entry, built from the spec's placeholders", widget.name.range),
                    body: [.line("\(names.entry).placeholder(at: \(QualifiedName.date)())")])),
        ]
        let policy = "timeline.nextRequestDate.map(\(QualifiedName.timelineReloadPolicy).after) ?? .never"
        if let intent = widget.intent {
            let arguments = timelineArguments(names, configuration: "\(names.configuration)(configuration)")
            members += [
                .function(
                    SwiftFunction(
                        "snapshot(for configuration: \(intent.name.value), in context: \(QualifiedName.timelineProviderContext)) async -> \(names.entry)",
                        access: access,
                        doc: doc("The gallery shows the placeholder; elsewhere the first entry", widget.name.range),
                        body: [
                            .line("let values = \(names.configuration)(configuration)"),
                            .block(
                                "if context.isPreview",
                                [.line("return \(names.entry).placeholder(at: \(QualifiedName.date)(), configuration: values)")]),
                            .line(
                                "let timeline = \(call)\(names.info).timeline("
                                    + "\(timelineArguments(names, configuration: "values")))"),
                            .line(
                                "return timeline.entries.first ?? \(names.entry).placeholder(at: \(QualifiedName.date)(), configuration: values)"
                            ),
                        ])),
                .function(
                    SwiftFunction(
                        "timeline(for configuration: \(intent.name.value), in context: \(QualifiedName.timelineProviderContext)) async -> \(QualifiedName.timeline)<\(names.entry)>",
                        access: access,
                        doc: doc(
                            "Entries dated by the spec's schedule and the spec's policy", widget.timeline.entriesRange),
                        body: [
                            .line("let timeline = \(call)\(names.info).timeline(\(arguments))"),
                            .line("return \(QualifiedName.timeline)(entries: timeline.entries, policy: \(policy))"),
                        ])),
            ]
            if platforms.contains(.watchOS) {
                members.append(recommendations(widget, intent))
            }
        } else {
            let arguments = timelineArguments(names, configuration: "")
            let body: [SwiftStatement] = [
                .line("let timeline = \(call)\(names.info).timeline(\(arguments))")
            ]
            // Loading is async, WidgetKit's callbacks are not: a `Task` bridges them.
            func task(_ statements: [SwiftStatement]) -> [SwiftStatement] {
                names.hasLoader ? [.block(QualifiedName.task, statements)] : statements
            }
            members += [
                .function(
                    SwiftFunction(
                        "getSnapshot(in context: \(QualifiedName.timelineProviderContext), completion: @escaping @Sendable (\(names.entry)) -> \(QualifiedName.void))",
                        access: access,
                        doc: doc("The gallery shows the placeholder; elsewhere the first entry", widget.name.range),
                        body: [
                            .block(
                                "if context.isPreview",
                                [.line("completion(\(names.entry).placeholder(at: \(QualifiedName.date)()))"), .line("return")])
                        ]
                            + task(
                                body + [
                                    .line(
                                        "completion(timeline.entries.first ?? \(names.entry).placeholder(at: \(QualifiedName.date)()))")
                                ]))),
                .function(
                    SwiftFunction(
                        "getTimeline(in context: \(QualifiedName.timelineProviderContext), completion: @escaping @Sendable (\(QualifiedName.timeline)<\(names.entry)>) -> \(QualifiedName.void))",
                        access: access,
                        doc: doc(
                            "Entries dated by the spec's schedule and the spec's policy", widget.timeline.entriesRange),
                        body: task(body + [.line("completion(\(QualifiedName.timeline)(entries: timeline.entries, policy: \(policy)))")])
                    )),
            ]
        }
        let conformance =
            widget.intent == nil ? QualifiedName.timelineProvider : QualifiedName.appIntentTimelineProvider
        return .type(
            SwiftTypeDecl(
                .struct, names.provider, access: access, inherits: [conformance],
                doc: doc("The timeline provider of `\(widget.name.value)`", widget.name.range), members: members))
    }

    /// `recommendations()`: watchOS has no configuration UI, so it offers these preconfigured intents. With an
    /// enum parameter, one per case; otherwise one with the defaults.
    private func recommendations(_ widget: WidgetDecl, _ intent: IntentDecl) -> SwiftDecl {
        var lines: [String] = []
        let enumParameter = intent.parameters.first { parameter in
            if case .enumeration = parameter.type.value { return true }
            return false
        }
        if let parameter = enumParameter, case .enumeration(let enumName) = parameter.type.value {
            let name = SwiftLiteral.identifier(parameter.name.value)
            lines.append("\(enumName).allCases.map { value in")
            lines.append("    let intent = \(intent.name.value)()")
            lines.append("    intent.\(name) = value")
            lines.append("    return \(QualifiedName.appIntentRecommendation)(intent: intent, description: value.title)")
            lines.append("}")
        } else {
            lines.append(
                "[\(QualifiedName.appIntentRecommendation)(intent: \(intent.name.value)(), description: \(SwiftLiteral.string(widget.displayName.value)))]"
            )
        }
        return .function(
            SwiftFunction(
                "recommendations() -> [\(QualifiedName.appIntentRecommendation)<\(intent.name.value)>]", access: access,
                doc: doc("Preconfigured choices for watchOS, which has no configuration UI", intent.range),
                body: [.line(lines.joined(separator: "\n"))]))
    }
}
