/// Decodes one Live Activity.
struct ActivityDecoder {
    let context: DecodingContext
    let fields: FieldDecoder
    let values: ValueDecoder
    let names: NameRules

    func decode(name key: YAMLScalar, node: YAMLNode) -> ActivityDecl? {
        let name = names.typeName(Located(key.text, at: key.range))
        guard let reader = MappingReader<ActivityKey>(node, owner: key.range, context: context) else { return nil }
        let attributes = fields.decode(reader.value(.attributes), owner: key.range, values: values)
        let state = fields.decode(reader.value(.state), owner: key.range, values: values)
        let duration = reader.value(.duration).flatMap(context.duration)
        let staleAfter = reader.value(.staleAfter).flatMap(context.duration)
        let relevance = reader.value(.relevance).flatMap(context.number)
        let dismissal =
            reader.value(.dismissal).map { decodeDismissal($0, owner: reader.keyRange(.dismissal)!) }
            ?? Located(ActivityKey.defaultDismissal, at: key.range)
        let lockScreenView =
            reader.value(.lockScreenView).flatMap { context.string($0).flatMap(names.typeName) }
            ?? ActivityKey.defaultLockScreenView.name(for: key.text, at: key.range)
        let dynamicIsland =
            reader.value(.dynamicIsland).flatMap { context.string($0).flatMap(names.typeName) }
            ?? ActivityKey.defaultDynamicIsland.name(for: key.text, at: key.range)
        guard let name, let dismissal else { return nil }
        return ActivityDecl(
            name: name, attributes: attributes, state: state, duration: duration, staleAfter: staleAfter,
            relevance: relevance, dismissal: dismissal, lockScreenView: lockScreenView, dynamicIsland: dynamicIsland)
    }

    private func decodeDismissal(_ node: YAMLNode, owner: SourceRange) -> Located<ActivityDismissal>? {
        if node.scalar != nil {
            return context.word(node, what: "dismissal policy", choices: ActivityKey.dismissalWords)
        }
        guard let reader = MappingReader<DismissalAfterKey>(node, owner: owner, context: context),
            let delay = reader.value(.after).flatMap(context.duration)
        else { return nil }
        return Located(.after(delay.value), at: node.range)
    }
}
