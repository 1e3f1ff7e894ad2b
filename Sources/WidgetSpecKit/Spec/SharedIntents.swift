/// Resolves a widget's `intent: Name`: the intent type another widget of the spec declares inline, which this
/// widget shares (one `WidgetConfigurationIntent` configuring several widgets, [S94]). The sharing widget gets a
/// copy of the declaration, so every rule about a widget's intent (its url placeholders, parameter sizes, events'
/// `matching`, migration) applies to it too; the generator declares the type once, at its declaring widget.
struct SharedIntents {
    let context: DecodingContext

    /// What is written under `widgets:`, whether the widgets decode or not: the inline intents' names, so that a
    /// broken declaring widget doesn't make every sharing one an unknown name too, and each `intent: Name`, so
    /// that a broken sharing widget's unknown name is still reported.
    struct Written {
        var declared: Set<String> = []
        var references: [(widget: String, name: Located<String>)] = []
    }

    func resolve(
        _ widgets: inout [WidgetDecl], controls: [ControlDecl], platforms: [PlatformVersion], written: Written
    ) {
        var declaring: [String: WidgetDecl] = [:]
        for widget in widgets where widget.sharedIntent == nil {
            if let intent = widget.intent, declaring[intent.name.value] == nil {
                declaring[intent.name.value] = widget
            }
        }
        var sharedParameters = 0
        var overLimit = false
        for index in widgets.indices {
            guard let reference = widgets[index].sharedIntent else { continue }
            guard let owner = declaring[reference.value], let intent = owner.intent else {
                if !written.declared.contains(reference.value) {
                    reportUnknown(
                        reference, of: widgets[index].name.value, widgets: widgets, controls: controls,
                        declaring: declaring)
                }
                continue
            }
            // Each sharing widget's generated configuration holds the intent's parameters again.
            sharedParameters += intent.parameters.count
            if sharedParameters > SpecLimits.sharedIntentParameters {
                if !overLimit { reportOverLimit(reference, of: widgets[index].name.value, total: sharedParameters) }
                overLimit = true
                continue
            }
            checkAvailability(of: widgets[index], sharing: intent, declaredBy: owner, platforms: platforms)
            widgets[index].intent = intent
            if let url = widgets[index].url,
                !URLTemplateDecoder(context: context).checkPlaceholders(of: url, in: intent)
            {
                widgets[index].url = nil
            }
        }
        let decoded = Set(widgets.map(\.name.value))
        for (widget, reference) in written.references
        where !decoded.contains(widget) && declaring[reference.value] == nil
            && !written.declared.contains(reference.value)
        {
            reportUnknown(reference, of: widget, widgets: widgets, controls: controls, declaring: declaring)
        }
    }

    private func reportUnknown(
        _ reference: Located<String>, of widget: String, widgets: [WidgetDecl], controls: [ControlDecl],
        declaring: [String: WidgetDecl]
    ) {
        let name = reference.value
        let sharer = "widget '\(widget)'"
        if let control = controls.first(where: { $0.intent?.name.value == name }), let intent = control.intent {
            context.error(
                .intentSharedWithControl,
                "\(sharer) can't share '\(name)': it is the ControlConfigurationIntent of control "
                    + "'\(control.name.value)', and a widget is configured by a WidgetConfigurationIntent; give the "
                    + "widget an intent of its own",
                at: reference.range, notes: [DiagnosticNote("the control's intent is declared here", at: intent.range)])
            return
        }
        let names = declaring.keys.sorted()
        var notes: [DiagnosticNote] = []
        var suggestion = Suggestions.closest(to: name, in: names)
        let named = widgets.first { $0.name.value == name }
        if let named, let shared = named.sharedIntent {
            // A widget that shares an intent itself (a chain, or a cycle): name the declared intent.
            suggestion = declaring[shared.value] == nil ? nil : shared.value
            notes.append(
                DiagnosticNote(
                    "widget '\(name)' shares the intent '\(shared.value)' itself; name an intent, not a widget",
                    at: shared.range))
        } else if let named, let intent = named.intent {
            suggestion = intent.name.value
            notes.append(
                DiagnosticNote("widget '\(name)' declares the intent '\(intent.name.value)'", at: intent.range))
        } else if !names.isEmpty {
            notes.append(DiagnosticNote("the intents widgets declare are \(Suggestions.list(names))"))
        }
        context.error(
            .unknownSharedIntent,
            "\(sharer) shares the intent '\(name)', but no widget declares an intent of that name (write "
                + "`intent: { name: \(name), … }` at one widget)"
                + Suggestions.didYouMean(name, suggesting: suggestion),
            at: reference.range, notes: notes,
            fixIt: suggestion.map { FixIt(replacing: reference.range, with: $0) })
    }

    private func reportOverLimit(_ reference: Located<String>, of widget: String, total: Int) {
        context.error(
            .limitExceeded,
            "widget '\(widget)' shares the intent '\(reference.value)', which brings the parameters the sharing "
                + "widgets take from shared intents to \(total); together they take at most "
                + "\(SpecLimits.sharedIntentParametersText)",
            at: reference.range,
            notes: [DiagnosticNote("each sharing widget's generated configuration holds every parameter of its intent")]
        )
    }

    /// The intent type carries its declaring widget's `@available`; a sharing widget offered on an earlier OS
    /// would name a type that doesn't exist there.
    private func checkAvailability(
        of widget: WidgetDecl, sharing intent: IntentDecl, declaredBy owner: WidgetDecl, platforms: [PlatformVersion]
    ) {
        for needed in owner.available {
            guard
                let minimum = widget.available.first(where: { $0.platform == needed.platform })
                    ?? platforms.first(where: { $0.platform == needed.platform }),
                minimum.version < needed.version
            else { continue }
            context.error(
                .sharedIntentUnavailable,
                "widget '\(widget.name.value)' is offered from \(needed.platform.rawValue) \(minimum.version), but "
                    + "the intent '\(intent.name.value)' it shares exists from \(needed.platform.rawValue) "
                    + "\(needed.version) (the `available` of widget '\(owner.name.value)', which declares it); give "
                    + "'\(widget.name.value)' the same `available`, or declare the intent at the widget offered first",
                at: widget.sharedIntent?.range ?? widget.name.range,
                notes: [DiagnosticNote("the declaring widget's availability is here", at: needed.range)])
        }
    }
}
