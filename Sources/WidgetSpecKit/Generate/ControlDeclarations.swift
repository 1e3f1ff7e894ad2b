/// The controls, in the extension part: their configuration values and the protocol the app's value loader
/// conforms to (Foundation-only), then the configuration intent, the value provider and the `ControlWidget`.
extension GenerationContext {
    /// `<Control>Configuration`, `<Control>Value` and `<Control>ValueLoading`, as the control needs them.
    func controlModel(_ control: ControlDecl) -> [SwiftDecl] {
        let names = ControlNames(control: control)
        var decls: [SwiftDecl] = []
        if let intent = control.intent {
            decls.append(
                declaring(
                    derived(names.configuration, "configuration struct", of: control),
                    configuration(
                        intent, type: names.configuration, url: nil,
                        conformances: QualifiedName.valueConformances.map(\.description))))
        }
        if let status = statusEnum(of: control) {
            decls.append(statusValueStruct(names, status))
        } else if names.hasValueStruct {
            decls.append(valueStruct(names))
        }
        if control.isToggle { decls.append(valueLoadingProtocol(names)) }
        decls += optionsLoadingProtocols(control.intent, of: "control '\(control.name.value)'")
        return decls
    }

    /// What a configurable toggle's template gets: its state and the configuration its action needs.
    private func valueStruct(_ names: ControlNames) -> SwiftDecl {
        let range = names.control.name.range
        let fields = [
            GeneratedField("isOn", QualifiedName.bool, doc("Whether the toggle is on", range)),
            GeneratedField(
                "configuration", .named(names.configuration),
                doc("The parameters the person chose", names.control.intent?.range ?? range)),
        ]
        return declaring(
            derived(names.value, "value struct", of: names.control),
            .type(
                SwiftTypeDecl(
                    .struct, names.value, access: access,
                    inherits: [QualifiedName.hashable, QualifiedName.sendable].map(\.description),
                    doc: doc("The value of the toggle `\(names.type)`: its state and configuration", range),
                    members: storedMembers(fields, of: names.value, at: range))))
    }

    private func valueLoadingProtocol(_ names: ControlNames) -> SwiftDecl {
        let range = names.control.name.range
        let parameters =
            names.isConfigurable ? [SwiftParameter.unlabeled("configuration", .named(names.configuration))] : []
        let doc =
            "What the app implements for the control `\(names.type)` (\(line(range))): its state.\n\n"
            + "Write `struct \(names.valueLoader): \(names.valueLoading)` in the widget extension; the generated "
            + "value\nprovider creates it with `init()` whenever the system shows the control."
        let currentValue = SwiftFunction(
            "currentValue", parameters: .parameters(parameters), effects: "async throws",
            result: loadedValueType(names.control),
            doc: self.doc(
                statusEnum(of: names.control) == nil ? "Whether the toggle is on now" : "The status now", range),
            body: nil)
        return declaring(
            derived(names.valueLoading, "value loading protocol", of: names.control),
            appImplementedProtocol(
                names.valueLoading, doc: doc, created: "loader", by: "value provider", at: range,
                requirements: [.function(currentValue)]))
    }

    /// The configuration intent, the value provider and the `ControlWidget`, available where controls are.
    func controlGlue(_ control: ControlDecl) -> [SwiftDecl] {
        let names = ControlNames(control: control)
        let available = availabilityAttribute(control.available)
        var decls: [SwiftDecl] = []
        if let intent = control.intent {
            decls += optionsProviders(intent, of: "control '\(control.name.value)'")
            decls.append(
                declaring(
                    .spec(.controlIntent(control: control.name.value), intent.name),
                    configurationIntent(
                        intent, conformance: QualifiedName.controlConfigurationIntent.description,
                        attributes: available,
                        doc: doc("The configuration intent of the control `\(names.type)`", intent.range))))
            decls.append(configurationFromIntent(intent, configuration: names.configuration, attributes: available))
        }
        if control.isToggle {
            decls.append(valueProvider(names, status: statusEnum(of: control), attributes: available))
        }
        decls.append(controlStruct(names, attributes: available))
        return platforms.contains(.visionOS) ? [.conditional(SwiftConditional(Self.controlCondition, decls))] : decls
    }

    private func controlStruct(_ names: ControlNames, attributes: [String]) -> SwiftDecl {
        let control = names.control
        var modifiers = [
            SwiftCall(
                "displayName", .arguments([SwiftArgument(displayTextExpression(control.displayName, as: .resource))]))
        ]
        if let description = control.description {
            modifiers.append(
                SwiftCall("description", .arguments([SwiftArgument(displayTextExpression(description, as: .resource))]))
            )
        }
        let body: [SwiftStatement] = [.expression(.modified(.call(controlConfiguration(names)), modifiers))]
        return declaring(
            .spec(.control, control.name),
            .type(
                SwiftTypeDecl(
                    .struct, names.type, access: access, attributes: attributes,
                    inherits: [QualifiedName.controlWidget.description],
                    doc: doc(control.displayName.value, control.name.range),
                    members: [
                        emptyInitializer("Creates the control", control.name.range),
                        bodyProperty(
                            QualifiedName.controlWidgetConfiguration,
                            doc: doc("The configuration and the template", control.name.range), body),
                    ])))
    }

    /// The configuration with the template: static or configurable, with the value provider for a toggle.
    private func controlConfiguration(_ names: ControlNames) -> SwiftCall {
        let control = names.control
        let kind = SwiftArgument(
            "kind", .identifier(SwiftIdentifier.fixedNames.controlKinds).dot(names.kindConstantName))
        let provider = SwiftArgument("provider", .identifier(names.valueProvider).call())
        let staticConfiguration = QualifiedName.staticControlConfiguration.description
        let intentConfiguration = QualifiedName.appIntentControlConfiguration.description
        let value = SwiftExpression.identifier("value")
        switch (control.intent, control.isToggle) {
        case (nil, false):
            return SwiftCall(
                staticConfiguration, .arguments([kind]),
                trailingClosures: [SwiftClosure([.expression(tinted(control, .call(template(names, values: nil))))])])
        case (nil, true) where statusEnum(of: control) != nil:
            return SwiftCall(
                staticConfiguration, .arguments([kind, provider]),
                trailingClosures: [
                    SwiftClosure(
                        parameters: "value",
                        [.expression(tinted(control, .call(template(names, values: nil, isOn: value.dot("isOn")))))])
                ])
        case (nil, true):
            return SwiftCall(
                staticConfiguration, .arguments([kind, provider]),
                trailingClosures: [
                    SwiftClosure(
                        parameters: "isOn",
                        [.expression(tinted(control, .call(template(names, values: nil, isOn: .identifier("isOn")))))])
                ])
        case (let intent?, false):
            return SwiftCall(
                intentConfiguration,
                .arguments([kind, SwiftArgument("intent", .identifier(intent.name.value).dot("self"))]),
                trailingClosures: [
                    SwiftClosure(
                        parameters: "configuration",
                        [.expression(tinted(control, .call(template(names, values: .identifier("configuration")))))])
                ])
        case (_?, true):
            return SwiftCall(
                intentConfiguration, .arguments([kind, provider]),
                trailingClosures: [
                    SwiftClosure(
                        parameters: "value",
                        [
                            .expression(
                                tinted(
                                    control,
                                    .call(
                                        template(names, values: value.dot("configuration"), isOn: value.dot("isOn")))))
                        ])
                ])
        }
    }

    /// `ControlWidgetButton` or `ControlWidgetToggle` with the action's intent and the label. `values` is what
    /// holds the configuration's parameters; `isOn` the toggle's state.
    private func template(_ names: ControlNames, values: SwiftExpression?, isOn: SwiftExpression? = nil) -> SwiftCall {
        let control = names.control
        let action = SwiftArgument("action", actionIntent(for: control, values: values))
        let labelClosure = SwiftClosure([.expression(label(control, values: values))])
        guard let isOn else {
            return SwiftCall(
                QualifiedName.controlWidgetButton.description, .arguments([action]), trailingClosures: [labelClosure])
        }
        var closures = [labelClosure]
        if let valueLabel = controlValueLabel(control) { closures.append(valueLabel) }
        return SwiftCall(
            QualifiedName.controlWidgetToggle.description, .arguments([SwiftArgument("isOn", isOn), action]),
            trailingClosures: closures)
    }

    /// The control's title, with its symbol when the spec gives one. A localized title goes through
    /// `Label(title:icon:)`: the iOS 18 SDK has no `Label(_: LocalizedStringResource, systemImage:)`. The symbol
    /// and the text may come from the configuration (`values`).
    private func label(_ control: ControlDecl, values: SwiftExpression?) -> SwiftExpression {
        let title = SwiftArgument(displayTextExpression(control.title, as: .resource))
        let chosenText = controlLabelText(control, values: values)
        let text = chosenText ?? SwiftExpression.type(QualifiedName.text).call(title)
        guard let symbol = controlLabelSymbol(control, values: values) else { return text }
        guard chosenText != nil || (control.title.localization != nil && spec.localization != nil) else {
            return .type(QualifiedName.label).call(title, SwiftArgument("systemImage", symbol))
        }
        let icon = SwiftExpression.type(QualifiedName.image).call(SwiftArgument("systemName", symbol))
        return .inlineClosures(
            .type(QualifiedName.label), [SwiftInlineClosure(text), SwiftInlineClosure(label: "icon", icon)])
    }

    /// The action's intent, from the typed constructor: each parameter the configuration has comes from there, the
    /// others keep their defaults. A toggle's `value` is left to the system: "The system populates the value
    /// parameter of a SetValueIntent" with the state the person sets [S62].
    private func actionIntent(for control: ControlDecl, values: SwiftExpression?) -> SwiftExpression {
        // The checker made the action exist; an empty expression keeps a broken spec from crashing here.
        guard let action = spec.action(named: control.action.value) else { return .identifier("") }
        var arguments: [SwiftArgument] = []
        if let values, let intent = control.intent {
            for parameter in action.parameters where intent.parameter(named: parameter.name.value) != nil {
                arguments.append(
                    SwiftArgument(
                        SwiftLiteral.argumentLabel(parameter.name.value),
                        values.dot(SwiftLiteral.identifier(parameter.name.value))))
            }
        }
        return .identifier(ActionNames(action: action).intent).call(arguments)
    }
}
