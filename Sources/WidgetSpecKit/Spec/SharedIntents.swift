/// Resolves a widget's `intent: Name`: the intent type another widget of the spec declares inline, which this
/// widget shares (one `WidgetConfigurationIntent` configuring several widgets, [S94]). The sharing widget gets a
/// copy of the declaration, so every rule about a widget's intent (its url placeholders, parameter sizes, events'
/// `matching`, migration) applies to it too; the generator declares the type once, at its declaring widget.
struct SharedIntents {
    let context: DecodingContext

    /// `written` holds the intent names written inline under `widgets:`, whether their widgets decode or not, so
    /// that a broken declaring widget doesn't make every sharing one an unknown name too.
    func resolve(
        _ widgets: inout [WidgetDecl], controls: [ControlDecl], platforms: [PlatformVersion], written: Set<String>
    ) {
        var declaring: [String: WidgetDecl] = [:]
        for widget in widgets where widget.sharedIntent == nil {
            if let intent = widget.intent, declaring[intent.name.value] == nil {
                declaring[intent.name.value] = widget
            }
        }
        for index in widgets.indices {
            guard let reference = widgets[index].sharedIntent else { continue }
            guard let owner = declaring[reference.value], let intent = owner.intent else {
                if !written.contains(reference.value) {
                    reportUnknown(reference, of: widgets[index], widgets: widgets, controls: controls, declaring: declaring)
                }
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
    }

    private func reportUnknown(
        _ reference: Located<String>, of widget: WidgetDecl, widgets: [WidgetDecl], controls: [ControlDecl],
        declaring: [String: WidgetDecl]
    ) {
        let name = reference.value
        let sharer = "widget '\(widget.name.value)'"
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
            notes.append(DiagnosticNote("widget '\(name)' declares the intent '\(intent.name.value)'", at: intent.range))
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
