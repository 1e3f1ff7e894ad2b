/// `options:` of a String or Int parameter: a `DynamicOptionsProvider` whose `results()` asks the app's
/// `<provider>Loader` [S90], passed as `@Parameter(title:description:optionsProvider:)` [S91]. Its default, if the
/// spec gives one, is the provider's `defaultResult()`: the optionsProvider initializers of the iOS 16 to 18 SDKs
/// take no `default:` [S91]. With a prompt or an index the provider returns an `IntentItemCollection` [S92].
extension GenerationContext {
    /// The parameters of `intent` with options, in spec order.
    private func optionParameters(_ intent: IntentDecl?) -> [(ParameterDecl, ParameterOptions)] {
        (intent?.parameters ?? []).compactMap { parameter in parameter.options.map { (parameter, $0) } }
    }

    /// The value type the app lists: the parameter's type without optional and array.
    private func optionValueType(_ parameter: ParameterDecl) -> SwiftType {
        var type = parameter.type.value.unwrapped
        if case .array(let element) = type { type = element.unwrapped }
        return type.qualifiedType
    }

    /// `<provider>Loading` for each parameter of `intent` with options: what the app implements (Foundation-only).
    func optionsLoadingProtocols(_ intent: IntentDecl?, of owner: String) -> [SwiftDecl] {
        optionParameters(intent).map { parameter, options in
            let range = options.range
            let values = SwiftType.array(optionValueType(parameter))
            let doc =
                "What the app implements for the options of `\(parameter.name.value)` of \(owner) (\(line(range))): "
                + "the choices the\nedit UI offers.\n\nWrite `struct \(options.loader): \(options.loading)` beside "
                + "the part that declares the intent; the\ngenerated `\(options.provider.value)` creates it with "
                + "`init()` whenever the system asks for the choices."
            let requirement = SwiftDecl.function(
                SwiftFunction(
                    "options", effects: "async throws", result: values.description,
                    doc: self.doc("The values the person chooses from, in the order shown", range), body: nil))
            return declaring(
                .derived(
                    options.loading,
                    "the options loading protocol of parameter '\(parameter.name.value)' of \(owner)", at: range),
                appImplementedProtocol(
                    options.loading, doc: doc, created: "loader", by: "options provider", at: range,
                    requirements: [requirement]))
        }
    }

    /// `<provider>: DynamicOptionsProvider` for each parameter of `intent` with options.
    func optionsProviders(_ intent: IntentDecl?, of owner: String) -> [SwiftDecl] {
        optionParameters(intent).map { parameter, options in
            let range = options.range
            let value = optionValueType(parameter)
            let loaderType = GeneratedTypeName.app(
                options.loader,
                "the options loader the app writes for parameter '\(parameter.name.value)' of \(owner)", at: range)
            let loaded = SwiftExpression.try(
                .await(SwiftExpression.identifier(options.loader).call().dot("options").call()))
            var members: [SwiftDecl] = [emptyInitializer("Creates the provider", range)]
            members.append(results(options, value: value, loaded: loaded))
            if let defaultResult = defaultResult(parameter, value: value, at: range) { members.append(defaultResult) }
            return declaring(
                .derived(
                    options.provider.value,
                    "the options provider of parameter '\(parameter.name.value)' of \(owner)",
                    at: options.provider.range),
                using(
                    loaderType,
                    in: .type(
                        SwiftTypeDecl(
                            .struct, options.provider.value, access: access,
                            attributes: specAvailabilityAttribute(from: \.appEnumMinimum),
                            inherits: [QualifiedName.dynamicOptionsProvider.description],
                            doc: doc(
                                "The choices of `\(parameter.name.value)`: it asks the app's `\(options.loader)`",
                                range),
                            members: members))))
        }
    }

    /// `defaultResult()`: the spec's `default`, the parameter's value until the person picks one. An array's
    /// default is not one option: the checker rejects it (WS0528), and none is generated.
    private func defaultResult(_ parameter: ParameterDecl, value: SwiftType, at range: SourceRange) -> SwiftDecl? {
        guard let defaultValue = parameter.defaultValue, !parameter.type.value.unwrapped.isArray else { return nil }
        let values = ValueExpression(spec: spec, dateBase: ValueExpression.now)
        return .function(
            SwiftFunction(
                "defaultResult", effects: "async", result: SwiftType.optional(value).description, access: access,
                doc: doc("The spec's `default`, the parameter's value until the person picks one", range),
                body: [.expression(values.tree(defaultValue.value, type: parameter.type.value.unwrapped))]))
    }

    /// `results()`: the loader's values, or with a prompt or an index an `IntentItemCollection` of one section
    /// whose items show each value as text.
    private func results(_ options: ParameterOptions, value: SwiftType, loaded: SwiftExpression) -> SwiftDecl {
        let range = options.range
        guard options.isCollection else {
            return .function(
                SwiftFunction(
                    "results", effects: "async throws", result: SwiftType.array(value).description, access: access,
                    doc: doc("The choices, from the app's loader", range), body: [.expression(loaded)]))
        }
        let item = SwiftExpression.type(QualifiedName.intentItem).call(
            SwiftArgument(.identifier("$0")), SwiftArgument("title", .interpolation([.value(.identifier("$0"))])))
        let section = SwiftExpression.type(QualifiedName.intentItemSection).call(
            SwiftArgument("items", .identifier("values").dot("map").trailing(item)))
        var arguments: [SwiftArgument] = []
        if let prompt = options.prompt {
            arguments.append(SwiftArgument("promptLabel", displayTextExpression(prompt, as: .appIntents)))
        }
        if options.indexed { arguments.append(SwiftArgument("usesIndexedCollation", .literal(.bool(true)))) }
        arguments.append(SwiftArgument("sections", .array([section])))
        return .function(
            SwiftFunction(
                "results", effects: "async throws",
                result: SwiftType.generic(QualifiedName.intentItemCollection, [value]).description, access: access,
                doc: doc("The choices, from the app's loader, with the spec's prompt and index", range),
                body: [
                    .let("values", loaded),
                    .return(.apply(.type(QualifiedName.intentItemCollection), arguments, onePerLine: true)),
                ]))
    }

    /// `optionsProvider: <provider>()`, the argument of a parameter with options.
    func parameterOptionsArgument(_ parameter: ParameterDecl) -> SwiftArgument? {
        guard let options = parameter.options else { return nil }
        return SwiftArgument("optionsProvider", .identifier(options.provider.value).call())
    }
}
