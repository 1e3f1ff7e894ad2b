/// Decodes one control (`controls:` entry).
struct ControlDecoder {
    let context: DecodingContext
    let intents: IntentDecoder
    let names: NameRules
    let actions: ActionReferences

    func decode(name key: YAMLScalar, node: YAMLNode) -> ControlDecl? {
        let name = names.typeName(Located(key.text, at: key.range))
        guard let reader = MappingReader<ControlKey>(node, owner: key.range, context: context) else { return nil }
        let kind = reader.value(.kind).flatMap(context.string)
        let of = "control '\(key.text)'"
        let displayName = reader.value(.displayName).flatMap {
            context.text($0, key: "\(key.text).displayName", role: "the gallery name of \(of)")
        }
        let description = reader.value(.description).flatMap {
            context.text($0, key: "\(key.text).description", role: "the gallery description of \(of)")
        }
        let template = decodeTemplate(reader, owner: key)
        let title =
            reader.value(.title).flatMap { context.text($0, key: "\(key.text).title", role: "the label of \(of)") }
            ?? displayName
        let symbol = reader.value(.symbol).flatMap(context.string)
        let states = reader.value(.states).flatMap {
            decodeStates($0, owner: reader.keyRange(.states)!, control: key.text)
        }
        let previewValue =
            reader.value(.previewValue).flatMap(context.bool)?.value ?? ControlDecl.defaultPreviewValue
        if case .button = template {
            if let range = reader.keyRange(.value) {
                // Apple's API would let a button's label show a provider's value; the spec language does not yet.
                context.error(
                    .invalidValue, "'value' is a toggle's status, shown in its value label; a button control has none",
                    at: range)
            }
            for key in [ControlKey.states, .previewValue] {
                guard let range = reader.keyRange(key) else { continue }
                context.error(
                    .invalidValue, "'\(key.rawValue)' describes a toggle's value; a button control has none",
                    at: range)
            }
        }
        if let shared = reader.value(.intent)?.scalar {
            // Widgets share intents by name; a control's is a ControlConfigurationIntent of its own [S93].
            context.error(
                .intentSharedWithControl,
                "control '\(key.text)' can't share the intent '\(shared.text)': a control is configured by a "
                    + "ControlConfigurationIntent of its own, a widget by a WidgetConfigurationIntent; write the "
                    + "control's intent here (`intent: { parameters: … }`)",
                at: shared.range)
        }
        let intent = reader.value(.intent).flatMap { $0.scalar != nil ? nil : $0 }.flatMap {
            intents.decode(
                $0, owner: reader.keyRange(.intent)!, widget: key.text, what: "control", displayName: displayName)
        }
        if let migration = intent?.migration {
            // SiriKit intents configured widgets only; controls came with App Intents.
            context.error(
                .invalidValue, "'migratesFrom' is for a widget's intent; a control never had a SiriKit intent",
                at: migration.range)
        }
        let available = reader.value(.available).map(context.platformVersions) ?? []
        let checks = reader.value(.checks).flatMap {
            decodeChecks($0, owner: reader.keyRange(.checks)!, context: context)
        }
        let symbols = reader.value(.symbols).flatMap { decodeSymbols($0, owner: reader.keyRange(.symbols)!) }
        let tint = reader.value(.tint).flatMap(context.string)
        let value = reader.value(.value).flatMap { decodeValue($0, owner: reader.keyRange(.value)!) }
        if reader.has(.value), case .toggle = template { reportBoolKeys(besideValue: reader) }
        let symbolParameter = decodeSymbolParameter(reader, symbol: symbol)
        let titleParameter = decodeTitleParameter(reader)
        guard let name, let kind, let displayName, let template, let title else { return nil }
        return ControlDecl(
            name: name, kind: kind, displayName: displayName, description: description, template: template,
            title: title, symbol: symbol, states: states, previewValue: previewValue, intent: intent,
            available: available, checks: checks ?? CheckSettings(), symbols: symbols, tint: tint,
            value: value, symbolParameter: symbolParameter, titleParameter: titleParameter)
    }

    /// `button:` or `toggle:`, exactly one, naming a declared action.
    private func decodeTemplate(_ reader: MappingReader<ControlKey>, owner key: YAMLScalar) -> ControlTemplate? {
        let owner = "control '\(key.text)'"
        switch (reader.value(.button), reader.value(.toggle)) {
        case (let button?, nil): return actions.resolve(button, owner: owner).map { .button($0) }
        case (nil, let toggle?): return actions.resolve(toggle, owner: owner).map { .toggle($0) }
        case (nil, nil):
            context.error(
                .missingKey, "control '\(key.text)' needs 'button' or 'toggle': the action it runs", at: key.range)
        case (_?, _?):
            context.error(
                .invalidValue, "control '\(key.text)' gives both 'button' and 'toggle'; a control is one of them",
                at: reader.keyRange(.toggle)!)
        }
        return nil
    }

    /// `states:`; their texts' keys are `<Control>.states.on` and `.off`.
    private func decodeStates(_ node: YAMLNode, owner: SourceRange, control: String) -> ControlStates? {
        guard let reader = MappingReader<ControlStatesKey>(node, owner: owner, context: context) else { return nil }
        func label(_ state: ControlStatesKey) -> DisplayText? {
            reader.value(state).flatMap {
                context.text(
                    $0, key: "\(control).states.\(state.rawValue)",
                    role: "the value label of control '\(control)' when it is \(state.rawValue)")
            }
        }
        let on = label(.on)
        let off = label(.off)
        guard let on, let off else { return nil }
        return ControlStates(on: on, off: off)
    }

    /// `symbols: { on: lightbulb.fill, off: lightbulb }`.
    private func decodeSymbols(_ node: YAMLNode, owner: SourceRange) -> ControlSymbols? {
        guard let reader = MappingReader<ControlSymbolsKey>(node, owner: owner, context: context) else { return nil }
        let on = reader.value(.on).flatMap(context.string)
        let off = reader.value(.off).flatMap(context.string)
        guard let on, let off else { return nil }
        return ControlSymbols(on: on, off: off, range: owner)
    }
}
