/// The App Intents part: `WidgetConfigurationIntent`s and the bridge from an intent to the Foundation-only
/// configuration values.
extension GenerationContext {
    func intentDeclarations(_ widget: WidgetDecl) -> [SwiftDecl] {
        guard let intent = widget.intent else { return [] }
        return [intentStruct(intent, of: widget), configurationFromIntent(intent, WidgetNames(widget: widget))]
    }

    private func intentStruct(_ intent: IntentDecl, of widget: WidgetDecl) -> SwiftDecl {
        var members: [SwiftDecl] = [
            .property(
                SwiftProperty(
                    "title", type: "LocalizedStringResource", access: access, modifiers: ["static"],
                    doc: doc("The intent's title", intent.title.range),
                    value: .getter([.line(SwiftLiteral.string(intent.title.value))])))
        ]
        if let description = intent.description {
            members.append(
                .property(
                    SwiftProperty(
                        "description", type: "\(QualifiedName.intentDescription)?", access: access,
                        modifiers: ["static"],
                        doc: doc("The intent's description", description.range),
                        value: .getter([
                            .line("\(QualifiedName.intentDescription)(\(SwiftLiteral.string(description.value)))")
                        ]))))
        }
        members += intent.parameters.map(parameterProperty)
        members.append(emptyInitializer("Creates the intent with its defaults", intent.range))
        return .type(
            SwiftTypeDecl(
                .struct, intent.name.value, access: access, inherits: [QualifiedName.widgetConfigurationIntent],
                doc: doc("The configuration intent of `\(widget.name.value)`", intent.range), members: members))
    }

    /// `@Parameter(title:description:default:) var name: Type`.
    private func parameterProperty(_ parameter: ParameterDecl) -> SwiftDecl {
        let defaults = ValueExpression(spec: spec, dateBase: "\(QualifiedName.date)()")
        var arguments = ["title: \(SwiftLiteral.string(parameter.title.value))"]
        if let description = parameter.description {
            arguments.append("description: \(SwiftLiteral.string(description.value))")
        }
        if let value = parameter.defaultValue {
            arguments.append("default: \(defaults.expression(value.value, type: parameter.type.value.unwrapped))")
        }
        return .property(
            SwiftProperty(
                SwiftLiteral.identifier(parameter.name.value), type: parameter.type.value.qualifiedSpelling,
                access: access, attributes: ["@Parameter(\(arguments.joined(separator: ", ")))"],
                doc: doc("`\(parameter.name.value)`", parameter.name.range)))
    }

    /// `init(_ intent:)` on the configuration values: the values the person chose.
    private func configurationFromIntent(_ intent: IntentDecl, _ names: WidgetNames) -> SwiftDecl {
        let assignments = intent.parameters.map {
            "\(SwiftLiteral.argumentLabel($0.name.value)): intent.\(SwiftLiteral.identifier($0.name.value))"
        }
        return .type(
            SwiftTypeDecl(
                .extension, names.configuration,
                doc: doc("Reading the parameter values out of `\(intent.name.value)`", intent.range),
                members: [
                    .initializer(
                        SwiftInitializer(
                            "_ intent: \(intent.name.value)", access: access,
                            doc: doc("The values the person chose in `intent`", intent.range),
                            body: [.line("self.init(\(assignments.joined(separator: ", ")))")]))
                ]))
    }
}
