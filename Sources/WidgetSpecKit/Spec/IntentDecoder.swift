/// Decodes a widget's or a control's `intent:` and its parameters, and an action's parameters.
struct IntentDecoder {
    let context: DecodingContext
    let fields: FieldDecoder
    let values: ValueDecoder
    let names: NameRules

    /// `owner` is the `intent` key; `widget` the name of the widget (or, `what` says, the control).
    func decode(
        _ node: YAMLNode, owner: SourceRange, widget: String, what: String = "widget", displayName: DisplayText?
    ) -> IntentDecl? {
        guard let reader = MappingReader<IntentKey>(node, owner: owner, context: context) else { return nil }
        let name =
            reader.value(.name).flatMap { context.string($0).flatMap(names.typeName) }
            ?? IntentKey.defaultName.name(for: widget, at: owner)
        let of = "the configuration intent of \(what) '\(widget)'"
        let title =
            reader.value(.title).flatMap { context.text($0, key: "\(widget).intent.title", role: "the title of \(of)") }
            ?? displayName
            ?? context.derivedText(widget, at: owner, key: "\(widget).intent.title", role: "the title of \(of)")
        let description = reader.value(.description).flatMap {
            context.text($0, key: "\(widget).intent.description", role: "the description of \(of)")
        }
        let parametersNode = reader.value(.parameters)
        let parameters =
            parametersNode.map {
                decodeParameters($0, textKey: "\(widget).intent", of: "\(what) '\(widget)'", intent: name.value)
            } ?? []
        // Every name written, valid or not, so `migratesFrom` doesn't call a parameter with a problem unknown.
        let declared =
            parametersNode?.mapping?.entries.compactMap(\.key.scalar?.text).filter { !$0.hasPrefix("x-") } ?? []
        let migration = reader.value(.migratesFrom).flatMap {
            MigrationDecoder(context: context, names: names).decode(
                $0, owner: reader.keyRange(.migratesFrom)!, parameters: parameters, declared: declared)
        }
        let summary = reader.value(.summary).flatMap { decodeSummary($0, owner: reader.keyRange(.summary)!) }
        return IntentDecl(
            name: name, title: title, description: description, parameters: parameters, summary: summary,
            migration: migration, range: owner)
    }

    /// `parameters:` of an intent or an action; their texts' keys start with `textKey`, and `owner` says whose
    /// they are ("widget 'Weather'"); `intent` names the intent type, which default option providers' names
    /// start with.
    func decodeParameters(_ node: YAMLNode, textKey: String, of owner: String, intent: String) -> [ParameterDecl] {
        guard let entries = context.freeEntries(node, expected: "a mapping of parameter names to parameters") else {
            return []
        }
        return entries.compactMapWithoutSlack {
            decodeParameter(name: $0.key, node: $0.value, textKey: textKey, of: owner, intent: intent)
        }
    }

    private func decodeParameter(
        name key: YAMLScalar, node: YAMLNode, textKey: String, of owner: String, intent: String
    ) -> ParameterDecl? {
        guard let name = names.memberName(Located(key.text, at: key.range)) else { return nil }
        let textKey = "\(textKey).\(key.text)"
        let of = "parameter '\(key.text)' of \(owner)"
        let defaultTitle = context.derivedText(
            Words.title(key.text), at: key.range, key: textKey + ".title", role: "the title of \(of)")
        guard node.mapping != nil else {
            guard let type = fields.types.decode(node, context: context), checkParameterType(type) else { return nil }
            return ParameterDecl(name: name, type: type, title: defaultTitle)
        }
        guard let reader = MappingReader<ParameterKey>(node, owner: key.range, context: context),
            let type = reader.value(.type).flatMap({ fields.types.decode($0, context: context) }),
            checkParameterType(type)
        else { return nil }
        let title =
            reader.value(.title).flatMap { context.text($0, key: textKey + ".title", role: "the title of \(of)") }
            ?? defaultTitle
        let description = reader.value(.description).flatMap {
            context.text($0, key: textKey + ".description", role: "the description of \(of)")
        }
        var defaultValue: Located<Value>?
        if let node = reader.value(.default) {
            if let entity = fields.types.entity(in: type.value) {
                // An entity's value comes from the app's data; its query's `defaultResult()` is the default.
                context.error(
                    .invalidValue,
                    "a parameter of entity type '\(entity)' takes no 'default': the entity query's defaultResult() "
                        + "provides it",
                    at: node.range)
            } else {
                defaultValue = values.decode(node, as: type.value)
            }
        }
        let sizes = reader.value(.size).map(decodeSizes) ?? []
        let options = reader.value(.options).flatMap {
            decodeOptions(
                $0, owner: reader.keyRange(.options)!, textKey: textKey, of: of,
                defaultProvider: ParameterOptions.defaultProvider(intent: intent, parameter: name.value))
        }
        return ParameterDecl(
            name: name, type: type, title: title, description: description, defaultValue: defaultValue, sizes: sizes,
            sizeRange: reader.keyRange(.size), options: options)
    }

    /// Intent parameters are limited to the value types App Intents supports.
    private func checkParameterType(_ type: Located<TypeRef>) -> Bool {
        func supported(_ type: TypeRef) -> Bool {
            switch type {
            case .string, .int, .double, .bool, .date, .url, .enumeration: true
            case .optional(let wrapped), .array(let wrapped): supported(wrapped)
            case .model(let name): fields.types.entityNames.contains(name)
            case .closedRange, .decimal, .dictionary: false
            }
        }
        guard supported(type.value) else {
            context.error(
                .invalidTypeExpression,
                "intent parameters can't have type \(type.value); use String, Int, Double, Bool, Date, URL, an enum, "
                    + "an entity, or optionals and arrays of those",
                at: type.range)
            return false
        }
        return true
    }
}
