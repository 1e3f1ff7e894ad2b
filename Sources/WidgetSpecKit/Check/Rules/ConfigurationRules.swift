/// WS05xx: configuration and intents.
enum ConfigurationRules {
    static func check(_ context: inout CheckContext) {
        for widget in context.spec.widgets {
            if let intent = widget.intent {
                checkIntentAvailability(widget, intent, &context)
                checkParameterDefaults(widget, intent, &context)
            }
            checkModifiers(widget, &context)
        }
        checkLiveActivityPlatform(&context)
    }

    private static func checkIntentAvailability(
        _ widget: WidgetDecl, _ intent: IntentDecl, _ context: inout CheckContext
    ) {
        for target in context.platformsOffering(widget) {
            let platform = target.platform
            guard let minimum = context.minimum(of: widget, on: platform), minimum < platform.appIntentMinimum
            else { continue }
            let needed = platform.appIntentMinimum
            context.report(
                .error(
                    .intentRequiresNewerOS,
                    "widget '\(widget.name.value)' has an intent (AppIntentConfiguration), which needs "
                        + "\(platform) \(needed); the widget is offered from \(platform) \(minimum)",
                    at: intent.range,
                    notes: [
                        DiagnosticNote(
                            "raise `platforms.\(platform)` to \"\(needed)\", or add `available: { \(platform): "
                                + "\"\(needed)\" }` to the widget",
                            at: target.range)
                    ]),
                widget: widget)
        }
    }

    private static func checkParameterDefaults(
        _ widget: WidgetDecl, _ intent: IntentDecl, _ context: inout CheckContext
    ) {
        for parameter in intent.parameters where parameter.defaultValue == nil && !parameter.type.value.isOptional {
            let type = parameter.type.value
            var suggestion = "add `default:`"
            if let example = exampleDefault(for: type, in: context.spec) { suggestion = "add `default: \(example)`" }
            context.report(
                .error(
                    .parameterNeedsDefault,
                    "intent parameter '\(parameter.name.value)' of type '\(type)' is not optional and has no "
                        + "default; widgets don't resolve parameters, so it needs one",
                    at: parameter.name.range,
                    notes: [DiagnosticNote("\(suggestion), or make the type '\(type)?'")]),
                widget: widget)
        }
    }

    /// A plausible default to suggest, written as in a spec.
    private static func exampleDefault(for type: TypeRef, in spec: Spec) -> String? {
        switch type {
        case .enumeration(let name): spec.enumDecl(named: name)?.cases.first?.name.value
        case .bool: "false"
        case .int: "0"
        case .array: "[]"
        default: nil
        }
    }

    private static func checkModifiers(_ widget: WidgetDecl, _ context: inout CheckContext) {
        var modifiers: [String] = []
        if widget.contentMarginsDisabled { modifiers.append("contentMarginsDisabled: true") }
        if !widget.backgroundRemovable { modifiers.append("backgroundRemovable: false") }
        guard !modifiers.isEmpty else { return }
        for target in context.platformsOffering(widget) {
            let platform = target.platform
            guard let minimum = context.minimum(of: widget, on: platform), minimum < platform.widgetMarginsMinimum
            else { continue }
            context.report(
                .warning(
                    .modifierWithoutEffect,
                    "\(modifiers.joined(separator: " and ")) on widget '\(widget.name.value)' takes effect only "
                        + "from \(platform) \(platform.widgetMarginsMinimum); on \(platform) \(minimum) the system's "
                        + "margins and background stay",
                    at: widget.name.range),
                widget: widget)
        }
    }

    private static func checkLiveActivityPlatform(_ context: inout CheckContext) {
        guard !context.spec.activities.isEmpty else { return }
        guard let iOS = context.spec.platforms.first(where: { $0.platform == .iOS }) else {
            for activity in context.spec.activities {
                context.report(
                    .warning(
                        .liveActivityWithoutIOS,
                        "Live Activity '\(activity.name.value)' is never generated: Live Activities exist on iOS "
                            + "only and the spec does not target iOS",
                        at: activity.name.range,
                        notes: [DiagnosticNote("add iOS under `platforms`")]))
            }
            return
        }
        let needed = OSVersion(16, 1)
        guard iOS.version < needed else { return }
        for activity in context.spec.activities {
            context.report(
                .error(
                    .liveActivityRequiresNewerOS,
                    "Live Activity '\(activity.name.value)' needs iOS \(needed); the spec's minimum is iOS "
                        + "\(iOS.version)",
                    at: activity.name.range,
                    notes: [DiagnosticNote("raise `platforms.iOS` to \"\(needed)\"", at: iOS.range)]))
        }
    }
}
