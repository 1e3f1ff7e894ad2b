/// The Foundation-only loading side of one widget, in the extension part: what the provider asks for (the
/// request), the plans the data can choose, what the app's loader returns (the load) and the protocol the loader
/// conforms to.
extension GenerationContext {
    func loaderDeclarations(_ widget: WidgetDecl) -> [SwiftDecl] {
        let names = WidgetNames(widget: widget)
        var decls = [request(names)]
        if names.declaresPlan { decls.append(planEnum(names)) }
        if names.hasLoader { decls += [load(names), loadingProtocol(names)] }
        return decls
    }

    /// `<Widget>Request`: one timeline request, as the loader sees it.
    private func request(_ names: WidgetNames) -> SwiftDecl {
        let widget = names.widget
        let families = familiesRange(widget)
        let fields =
            datedFields(names, date: "When WidgetKit asked: the entries are dated from here") + [
                GeneratedField(
                    "family", QualifiedName.family,
                    doc("The family WidgetKit draws the widget in (`context.family`): load what it shows", families)),
                GeneratedField(
                    "isPreview", QualifiedName.bool,
                    doc(
                        "Whether WidgetKit shows a preview (`context.isPreview`): answer quickly",
                        widget.name.range), default: .literal(.bool(false))),
            ]
        return declaring(
            derived(names.request, "timeline request struct", of: widget),
            .type(
                SwiftTypeDecl(
                    .struct, names.request, access: access,
                    inherits: [QualifiedName.hashable, QualifiedName.sendable].map(\.description),
                    doc: doc("What WidgetKit asks `\(widget.name.value)` for: one timeline", widget.name.range),
                    members: storedMembers(fields, of: names.request, at: widget.name.range))))
    }

    /// `<Widget>Plan`: `default` (the spec's `timeline`), then each of `timeline.plans`; the raw value is the
    /// name the schedule library evaluates.
    private func planEnum(_ names: WidgetNames) -> SwiftDecl {
        let widget = names.widget
        let plans = widget.timeline.plans
        let cases: [SwiftDecl] =
            [
                .enumCase(
                    name: SwiftLiteral.identifier(TimelineRule.defaultPlanName), rawValue: nil,
                    doc: doc("The spec's `timeline`", widget.timeline.entriesRange))
            ]
            + plans.map {
                .enumCase(
                    name: SwiftLiteral.identifier($0.name.value), rawValue: nil,
                    doc: doc("The plan `\($0.name.value)`", $0.name.range))
            }
        return declaring(
            derived(names.plan, "plan enum", of: widget),
            .type(
                SwiftTypeDecl(
                    .enum, names.plan, access: access,
                    inherits: [
                        QualifiedName.string, QualifiedName.caseIterable, QualifiedName.timelinePlanChoice,
                        QualifiedName.sendable,
                    ].map(\.description),
                    doc: doc(
                        "The plans of `\(widget.name.value)`'s timeline: the loader's result says which applies",
                        plans.first?.name.range ?? widget.name.range),
                    members: cases)))
    }

    /// `<Widget>Load`: an alias of the library's one generic load, so no widget declares its own; the plan type
    /// gives the factories their `plan:` parameter exactly when the widget has plans.
    private func load(_ names: WidgetNames) -> SwiftDecl {
        let widget = names.widget
        let plan = names.declaresPlan ? SwiftType.named(names.plan) : QualifiedName.singlePlan
        return declaring(
            derived(names.load, "load struct", of: widget),
            .typeAlias(
                name: names.load,
                type: SwiftType.generic(QualifiedName.timelineLoad, [.named(names.content), plan]).description,
                access: access,
                doc: doc("What `\(widget.name.value)`'s loader returns for one timeline", widget.name.range)))
    }

    private func loadingProtocol(_ names: WidgetNames) -> SwiftDecl {
        let widget = names.widget
        let load = SwiftFunction(
            "load", parameters: .parameters([.unlabeled("request", .named(names.request))]), effects: "async throws",
            result: names.load,
            doc: "Loads the content of one timeline. Throwing makes the timeline follow the spec's `onError`\n"
                + "plan, showing the last good content (`stale`) when the widget has a `cache`, else the\n"
                + "spec's placeholders marked `failed` with the error's description.",
            body: nil)
        let doc =
            "What the app implements for `\(widget.name.value)` (\(line(widget.name.range))): its data loading.\n\n"
            + "Write `struct \(names.loader): \(names.loading)` in the widget extension; the generated provider\n"
            + "creates it with `init()` and calls `load(_:)` once per timeline."
        return declaring(
            derived(names.loading, "loading protocol", of: widget),
            appImplementedProtocol(
                names.loading, doc: doc, created: "loader", by: "provider", at: widget.name.range,
                requirements: [.function(load)]))
    }
}
