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
        let push = reader.value(.push).flatMap { decodePush($0, owner: reader.keyRange(.push)!) }
        let lockScreenView =
            reader.value(.lockScreenView).flatMap { context.string($0).flatMap(names.typeName) }
            ?? ActivityKey.defaultLockScreenView.name(for: key.text, at: key.range)
        let dynamicIsland =
            reader.value(.dynamicIsland).flatMap { context.string($0).flatMap(names.typeName) }
            ?? ActivityKey.defaultDynamicIsland.name(for: key.text, at: key.range)
        let available = reader.value(.available).map(context.platformVersions) ?? []
        let families =
            reader.value(.supplementalFamilies).flatMap { context.list($0, expected: "a list of activity families") }?
            .compactMap { context.word($0, what: "activity family", choices: ActivityKey.familyWords) } ?? []
        let dates = reader.value(.dates).flatMap {
            context.word($0, what: "date encoding", choices: ActivityKey.dateWords)
        }
        guard let name, let dismissal else { return nil }
        return ActivityDecl(
            name: name, attributes: attributes, state: state, duration: duration, staleAfter: staleAfter,
            relevance: relevance, dismissal: dismissal, push: push, lockScreenView: lockScreenView,
            dynamicIsland: dynamicIsland, available: available, supplementalFamilies: families, dates: dates)
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

    private func decodePush(_ node: YAMLNode, owner: SourceRange) -> ActivityPush? {
        guard let reader = MappingReader<ActivityPushKey>(node, owner: owner, context: context) else { return nil }
        let type = reader.value(.type).flatMap {
            context.word($0, what: "push type", choices: ActivityPushKey.typeWords)
        }
        let start = reader.value(.start).flatMap(context.bool) ?? Located(ActivityPushKey.defaultStart, at: owner)
        var priority = Located(ActivityPushKey.defaultPriority, at: owner)
        if let node = reader.value(.priority) {
            guard let written = context.integer(node, minimum: ActivityPushKey.priorities[0]) else { return nil }
            guard ActivityPushKey.priorities.contains(written.value) else {
                context.error(
                    .invalidValue, "apns-priority \(written.value) is not one APNs takes for Live Activities",
                    at: written.range, notes: [DiagnosticNote("write 10 (at once) or 5 (when power allows)")])
                return nil
            }
            priority = written
        }
        let frequentUpdates =
            reader.value(.frequentUpdates).flatMap(context.bool)
            ?? Located(ActivityPushKey.defaultFrequentUpdates, at: owner)
        guard let type else { return nil }
        return ActivityPush(
            type: type, start: start, priority: priority, frequentUpdates: frequentUpdates, range: owner)
    }
}
