/// WS09xx: events and the bundle.
enum EventAndBundleRules {
    /// Older `WidgetBundleBuilder`s had `buildBlock` overloads for at most this many widgets.
    static let blockLimit = 10

    static func check(_ context: inout CheckContext) {
        for event in context.spec.events {
            checkTargets(event, &context)
            checkMatching(event, &context)
        }
        checkBlockSize(&context)
        for widget in context.spec.widgets { checkAvailability(widget, &context) }
    }

    private static func targets(of event: EventDecl, in spec: Spec) -> [WidgetDecl] {
        switch event.reloads {
        case .all: spec.widgets
        case .widgets(let names): names.compactMap { spec.widget(named: $0.value) }
        }
    }

    private static func checkTargets(_ event: EventDecl, _ context: inout CheckContext) {
        guard targets(of: event, in: context.spec).isEmpty else { return }
        let reason: String =
            switch event.reloads {
            case .all: "the bundle has no widgets"
            case .widgets: "its `reloads` list is empty"
            }
        context.report(
            .warning(
                .eventReloadsNothing, "event '\(event.name.value)' reloads no widget: \(reason)",
                at: event.name.range))
    }

    private static func checkMatching(_ event: EventDecl, _ context: inout CheckContext) {
        let spec = context.spec
        let isAll: Bool = if case .all = event.reloads { true } else { false }
        let widgets = targets(of: event, in: spec)
        for parameter in event.matching {
            var firstType: (widget: WidgetDecl, parameter: ParameterDecl)?
            var missing: [String] = []
            for widget in widgets {
                guard let declared = widget.intent?.parameter(named: parameter.value) else {
                    missing.append(widget.name.value)
                    continue
                }
                guard let first = firstType else {
                    firstType = (widget, declared)
                    continue
                }
                guard first.parameter.type.value != declared.type.value else { continue }
                context.report(
                    .error(
                        .eventMatchingMismatch,
                        "event '\(event.name.value)' matches on '\(parameter.value)', which is "
                            + "'\(first.parameter.type.value)' in widget '\(first.widget.name.value)' but "
                            + "'\(declared.type.value)' in widget '\(widget.name.value)'",
                        at: parameter.range,
                        notes: [
                            DiagnosticNote(
                                "'\(parameter.value)' of '\(first.widget.name.value)'",
                                at: first.parameter.name.range),
                            DiagnosticNote("'\(parameter.value)' of '\(widget.name.value)'", at: declared.name.range),
                        ]))
            }
            // With `reloads: all`, widgets without the parameter are simply not matched; one must have it.
            let lacking = isAll ? (firstType == nil ? widgets.map(\.name.value) : []) : missing
            guard !lacking.isEmpty else { continue }
            let list = lacking.map { "'\($0)'" }.joined(separator: ", ")
            context.report(
                .error(
                    .eventMatchingMismatch,
                    "event '\(event.name.value)' matches on '\(parameter.value)', but "
                        + (lacking.count == 1 ? "widget \(list) has" : "widgets \(list) have")
                        + " no intent parameter of that name",
                    at: parameter.range))
        }
    }

    private static func checkBlockSize(_ context: inout CheckContext) {
        let spec = context.spec
        let unconditional = spec.widgets.filter { $0.available.isEmpty }.count
        // One `if #available` block per distinct availability (platforms and versions, not where written).
        let groups = Set(
            spec.widgets.filter { !$0.available.isEmpty }.map { widget in
                widget.available.map { "\($0.platform) \($0.version)" }.sorted()
            }
        ).count
        let activities = spec.minimum(for: .iOS) == nil ? 0 : spec.activities.count
        let count = unconditional + groups + activities
        guard count > blockLimit else { return }
        context.report(
            .note(
                .bundleBlockTooLarge,
                "bundle '\(spec.bundle.value)' holds \(count) entries in one WidgetBundleBuilder block; the "
                    + "generator nests them in blocks of at most \(blockLimit), which older SDKs need",
                at: spec.bundle.range))
    }

    private static func checkAvailability(_ widget: WidgetDecl, _ context: inout CheckContext) {
        for available in widget.available {
            guard let minimum = context.spec.minimum(for: available.platform) else {
                context.report(
                    .warning(
                        .availabilityForUntargetedPlatform,
                        "`available` of widget '\(widget.name.value)' names \(available.platform), which the "
                            + "spec does not target",
                        at: available.range),
                    widget: widget)
                continue
            }
            guard available.version <= minimum else { continue }
            context.report(
                .warning(
                    .redundantAvailability,
                    "`available: { \(available.platform): \"\(available.version)\" }` of widget "
                        + "'\(widget.name.value)' is redundant: the deployment minimum is already "
                        + "\(available.platform) \(minimum)",
                    at: available.range),
                widget: widget)
        }
    }
}
