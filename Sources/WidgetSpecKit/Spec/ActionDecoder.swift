/// Decodes one action (`actions:` entry).
struct ActionDecoder {
    let context: DecodingContext
    let intents: IntentDecoder
    let names: NameRules
    /// What `reloads` may name.
    let targets: ReloadTargetNames

    func decode(name key: YAMLScalar, node: YAMLNode) -> ActionDecl? {
        let name = names.typeName(Located(key.text, at: key.range))
        guard let reader = MappingReader<ActionKey>(node, owner: key.range, context: context) else { return nil }
        let of = "action '\(key.text)'"
        let title =
            reader.value(.title).flatMap { context.text($0, key: "\(key.text).title", role: "the title of \(of)") }
            ?? context.derivedText(
                Words.title(key.text), at: key.range, key: "\(key.text).title", role: "the title of \(of)")
        let description = reader.value(.description).flatMap {
            context.text($0, key: "\(key.text).description", role: "the description of \(of)")
        }
        let parameters =
            reader.value(.parameters).map {
                intents.decodeParameters($0, textKey: key.text, of: of, intent: key.text)
            } ?? []
        let isToggle = reader.value(.toggle).flatMap(context.bool)?.value ?? ActionDecl.defaultToggle
        if isToggle, let value = parameters.first(where: { $0.name.value == ActionDecl.toggleValueParameter }) {
            context.error(
                .duplicateName,
                "a toggle action declares its Bool '\(ActionDecl.toggleValueParameter)' (SetValueIntent) itself; "
                    + "rename this parameter",
                at: value.name.range)
        }
        let valueTitle = decodeValueTitle(reader, key: key, of: of, isToggle: isToggle)
        let reloads = reader.value(.reloads).flatMap { targets.decode($0, context: context, owner: "action") }
        let opensApp = reader.value(.openAppWhenRun).flatMap(context.bool)?.value ?? ActionDecl.defaultOpenAppWhenRun
        let isLiveActivityIntent =
            reader.value(.liveActivity).flatMap(context.bool)?.value ?? ActionDecl.defaultLiveActivity
        let isDiscoverable =
            reader.value(.discoverable).flatMap(context.bool)?.value ?? ActionDecl.defaultDiscoverable
        let authenticationPolicy = reader.value(.authenticationPolicy).flatMap {
            context.word(
                $0, what: "authentication policy", choices: AuthenticationPolicy.allCases.map { ($0.rawValue, $0) })
        }
        guard let name else { return nil }
        return ActionDecl(
            name: name, title: title, description: description, parameters: parameters, isToggle: isToggle,
            valueTitle: valueTitle, reloads: reloads, opensApp: opensApp, isLiveActivityIntent: isLiveActivityIntent,
            isDiscoverable: isDiscoverable, authenticationPolicy: authenticationPolicy)
    }

    /// A toggle action's `value` title: the one written, or "Value" (in a localized spec a text of the catalog like
    /// every other, so that it can be translated).
    private func decodeValueTitle(
        _ reader: MappingReader<ActionKey>, key: YAMLScalar, of: String, isToggle: Bool
    ) -> DisplayText? {
        let textKey = "\(key.text).value.title"
        let role = "the title of the toggled value of \(of)"
        let written = reader.value(.valueTitle)
        guard isToggle else {
            if let written {
                context.error(
                    .invalidValue,
                    "'valueTitle' names the toggled value of a toggle action; this action has no "
                        + "'toggle: true'", at: written.range)
            }
            return nil
        }
        return written.flatMap { context.text($0, key: textKey, role: role) }
            ?? context.derivedText(ActionKey.defaultValueTitle, at: key.range, key: textKey, role: role)
    }
}

/// The declared action names, which widgets and controls refer to.
struct ActionReferences {
    let context: DecodingContext
    let declared: [String]

    /// A declared action's name, or nil after reporting; `owner` says who refers to it ("widget 'Todo'").
    func resolve(_ node: YAMLNode, owner: String) -> Located<String>? {
        guard let name = context.string(node) else { return nil }
        guard declared.contains(name.value) else {
            let list =
                declared.isEmpty ? "the spec declares no actions" : "the actions are \(Suggestions.list(declared))"
            context.error(
                .unknownAction,
                "\(owner) runs unknown action '\(MessageText.excerpt(name.value))'"
                    + Suggestions.didYouMean(name.value, in: declared),
                at: name.range, notes: [DiagnosticNote(list)],
                fixIt: Suggestions.closest(to: name.value, in: declared).map { FixIt(replacing: name.range, with: $0) })
            return nil
        }
        return name
    }
}
