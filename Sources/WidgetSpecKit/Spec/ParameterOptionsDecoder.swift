extension IntentDecoder {
    /// `options:` of a parameter: `dynamic` or `{ provider, prompt, indexed }`. Whether options make sense for the
    /// parameter's type is the checker's (`ParameterOptionsRules`); `owner` is the `options` key.
    /// `defaultProvider` is the provider's name when `provider:` is not written.
    func decodeOptions(
        _ node: YAMLNode, owner: SourceRange, textKey: String, of parameter: String, defaultProvider: String
    ) -> ParameterOptions? {
        let defaultName = Located(defaultProvider, at: owner)
        guard node.mapping != nil else {
            let word = context.word(
                node, what: "parameter options", choices: [(ParameterOptionsKey.dynamicWord, true)])
            return word.map { _ in ParameterOptions(provider: defaultName, range: owner) }
        }
        guard let reader = MappingReader<ParameterOptionsKey>(node, owner: owner, context: context) else { return nil }
        guard let provider = reader.value(.provider).map({ context.string($0).flatMap(names.typeName) }) ?? defaultName
        else { return nil }
        let prompt = reader.value(.prompt).flatMap {
            context.text($0, key: textKey + ".options.prompt", role: "the prompt above the choices of \(parameter)")
        }
        let indexed = reader.value(.indexed).flatMap(context.bool)?.value ?? ParameterOptionsKey.defaultIndexed
        return ParameterOptions(provider: provider, prompt: prompt, indexed: indexed, range: owner)
    }
}
