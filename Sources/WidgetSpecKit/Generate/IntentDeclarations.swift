/// The App Intents part: `WidgetConfigurationIntent`s, the bridge from an intent to the Foundation-only
/// configuration values, and the `AppIntentsPackage` that registers them when they are compiled in a package.
extension GenerationContext {
    /// `<Bundle>SharedAppIntents`: an app or extension whose App Intents types come from a package or framework
    /// lists this in its own `AppIntentsPackage`'s `includedPackages`, so the system finds them.
    func appIntentsPackage() -> SwiftDecl {
        declaring(
            derivedForBundle(
                SwiftGenerator.appIntentsPackageName(of: spec), "the App Intents package of the shared part"),
            .type(
                SwiftTypeDecl(
                    .struct, SwiftGenerator.appIntentsPackageName(of: spec), access: access,
                    attributes: specAvailabilityAttribute(from: \.appIntentsPackageMinimum),
                    inherits: [QualifiedName.appIntentsPackage.description],
                    doc: doc(
                        "The App Intents types of the shared part, for the `includedPackages` of the app's and the "
                            + "extension's `AppIntentsPackage` when this part is compiled in a package",
                        spec.bundle.range))))
    }

    /// `<Bundle>ExtensionAppIntents`: the same for the extension part's intents (actions, control configurations).
    /// When the shared part is a module of its own (`--import`), it includes the shared part's package.
    func extensionAppIntentsPackage(sharedIsImported: Bool) -> SwiftDecl {
        var members: [SwiftDecl] = []
        if sharedIsImported && SwiftGenerator.declaresSharedAppIntents(spec) {
            members.append(
                .property(
                    SwiftProperty(
                        "includedPackages",
                        type: SwiftType.array(
                            .member(.existential(QualifiedName.appIntentsPackage), "Type")
                        )
                        .description, access: access,
                        modifiers: ["static"],
                        doc: doc("The shared part's package, which this module imports", spec.bundle.range),
                        value: .getter([
                            .expression(
                                .array([.identifier(SwiftGenerator.appIntentsPackageName(of: spec)).dot("self")]))
                        ]))))
        }
        return declaring(
            derivedForBundle(
                SwiftGenerator.extensionAppIntentsPackageName(of: spec), "the App Intents package of the extension part"
            ),
            .type(
                SwiftTypeDecl(
                    .struct, SwiftGenerator.extensionAppIntentsPackageName(of: spec), access: access,
                    attributes: specAvailabilityAttribute(from: \.appIntentsPackageMinimum),
                    inherits: [QualifiedName.appIntentsPackage.description],
                    doc: doc(
                        "The App Intents types of the extension part, for the `includedPackages` of the extension's "
                            + "`AppIntentsPackage` when this part is compiled in a package",
                        spec.bundle.range),
                    members: members)))
    }

    /// `@available(iOS 17.0, *)` naming the spec's platforms whose deployment minimum is below the version
    /// `needed` gives; none when every platform has it.
    func specAvailabilityAttribute(from needed: KeyPath<Platform, OSVersion>) -> [String] {
        let missing = spec.platforms.filter { $0.version < $0.platform[keyPath: needed] }
        let versions = missing.map {
            SwiftAvailability.Version($0.platform.rawValue, $0.platform[keyPath: needed].description)
        }
        return SwiftAvailability(versions).map { [$0.attribute] } ?? []
    }

    func intentDeclarations(_ widget: WidgetDecl) -> [SwiftDecl] {
        guard let intent = widget.intent else { return [] }
        let reading = configurationFromIntent(
            intent, configuration: WidgetNames(widget: widget).configuration,
            attributes: availabilityAttribute(widget.available))
        // A shared intent (`intent: Name`) is declared once, with its options providers, at the widget declaring it.
        guard widget.sharedIntent == nil else { return [reading] }
        return optionsProviders(intent, of: "widget '\(widget.name.value)'") + [
            intentStruct(intent, of: widget), reading,
        ]
    }

    private func intentStruct(_ intent: IntentDecl, of widget: WidgetDecl) -> SwiftDecl {
        declaring(
            .spec(.intent(widget: widget.name.value), intent.name, widget: widget.name.value),
            configurationIntent(
                intent, conformance: QualifiedName.widgetConfigurationIntent.description,
                attributes: availabilityAttribute(widget.available),
                doc: doc("The configuration intent of `\(widget.name.value)`", intent.range)))
    }

    /// A configuration intent: its title, description and parameters, created with its defaults; one that
    /// migrates a SiriKit intent names it and adopts `CustomIntentMigratedAppIntent`.
    func configurationIntent(
        _ intent: IntentDecl, conformance: String, attributes: [String] = [], doc summary: String
    ) -> SwiftDecl {
        var members = intentMetadata(title: intent.title, description: intent.description)
        if let migration = intent.migration {
            members.append(
                staticConstant(
                    "intentClassName", QualifiedName.string, .literal(.string(migration.intentClassName.value)),
                    doc: doc(
                        "The SiriKit intent this one replaces: widgets configured with it keep their settings",
                        migration.intentClassName.range)))
        }
        members += intent.parameters.map { parameterProperty($0, named: intent.propertyName(of: $0.name.value)) }
        if let summary = parameterSummaryProperty(intent) { members.append(summary) }
        members.append(emptyInitializer("Creates the intent with its defaults", intent.range))
        let migrated = intent.migration == nil ? [] : [QualifiedName.customIntentMigratedAppIntent.description]
        return .type(
            SwiftTypeDecl(
                .struct, intent.name.value, access: access, attributes: attributes, inherits: [conformance] + migrated,
                doc: summary, members: members))
    }

    /// `static var title` and, when the spec gives one, `static var description` of an intent.
    func intentMetadata(title: DisplayText, description: DisplayText?) -> [SwiftDecl] {
        var members: [SwiftDecl] = [
            .property(
                SwiftProperty(
                    "title", type: "LocalizedStringResource", access: access, modifiers: ["static"],
                    doc: doc("The intent's title", title.range),
                    value: .getter([.expression(displayTextExpression(title, as: .appIntents))])))
        ]
        if let description {
            members.append(
                .property(
                    SwiftProperty(
                        "description",
                        type: SwiftType.optional(QualifiedName.intentDescription).description,
                        access: access,
                        modifiers: ["static"],
                        doc: doc("The intent's description", description.range),
                        value: .getter([
                            .expression(
                                .type(QualifiedName.intentDescription).call(
                                    SwiftArgument(displayTextExpression(description, as: .appIntents))))
                        ]))))
        }
        return members
    }

    /// `@Parameter(title:description:default:) var name: Type`; `name` is the property's (a migrated intent's
    /// SiriKit name, `IntentDecl.propertyName(of:)`).
    func parameterProperty(_ parameter: ParameterDecl, named name: String) -> SwiftDecl {
        let defaults = ValueExpression(spec: spec, dateBase: ValueExpression.now)
        var arguments = [SwiftArgument("title", displayTextExpression(parameter.title, as: .appIntents))]
        if let description = parameter.description {
            arguments.append(SwiftArgument("description", displayTextExpression(description, as: .appIntents)))
        }
        if let value = parameter.defaultValue {
            arguments.append(
                SwiftArgument("default", defaults.tree(value.value, type: parameter.type.value.unwrapped)))
        }
        if let size = parameterSizeArgument(parameter) {
            arguments.append(size)
        }
        if let options = parameterOptionsArgument(parameter) {
            // The optionsProvider initializers take no `default:`: the provider's `defaultResult()` gives it.
            arguments.removeAll { $0.label == "default" }
            arguments.append(options)
        }
        return .property(
            SwiftProperty(
                SwiftLiteral.identifier(name), type: parameter.type.value.qualifiedSpelling,
                access: access, attributes: [SwiftExpression.identifier("Parameter").call(arguments).attribute],
                doc: doc("`\(parameter.name.value)`", parameter.name.range)))
    }

    /// `init(_ intent:)` on the configuration values: the values the person chose.
    func configurationFromIntent(_ intent: IntentDecl, configuration: String, attributes: [String] = []) -> SwiftDecl {
        let assignments = intent.parameters.map {
            SwiftArgument(
                SwiftLiteral.argumentLabel($0.name.value),
                .identifier("intent").dot(SwiftLiteral.identifier(intent.propertyName(of: $0.name.value))))
        }
        return .type(
            SwiftTypeDecl(
                .extension, configuration, attributes: attributes,
                doc: doc("Reading the parameter values out of `\(intent.name.value)`", intent.range),
                members: [
                    .initializer(
                        SwiftInitializer(
                            SwiftParameter("_", "intent", .named(intent.name.value)).description, access: access,
                            doc: doc("The values the person chose in `intent`", intent.range),
                            body: [.expression(.identifier("self").dot("init").call(assignments))]))
                ]))
    }
}
