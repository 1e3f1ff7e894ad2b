extension WidgetDecoder {
    /// `familiesWhen: { flag: lockScreenWidgets, families: [accessoryRectangular] }`.
    func decodeFamiliesWhen(_ node: YAMLNode, owner: SourceRange) -> FlaggedFamilies? {
        guard let reader = MappingReader<FamiliesWhenKey>(node, owner: owner, context: context) else { return nil }
        let flag = reader.value(.flag).flatMap { context.string($0).flatMap(names.memberName) }
        let families = reader.value(.families).flatMap(familyList)
        guard let flag, let families else { return nil }
        return FlaggedFamilies(flag: flag, families: families, range: owner)
    }

    /// `recommendations: [{ description: ..., values: { parameter: value } }]`. A value is decoded as its
    /// parameter's type; a name that is no parameter, or an entity parameter (its values come from the app's
    /// data), keeps no value, and the checker says why (WS0411): it can suggest among the intent's parameters.
    func decodeRecommendations(_ node: YAMLNode, owner: SourceRange, intent: IntentDecl?, widget: String)
        -> WidgetRecommendations?
    {
        if node.scalar != nil {
            let word = context.word(
                node, what: "recommendations", choices: [(WidgetKey.dynamicRecommendations, true)])
            return word.map { _ in WidgetRecommendations(list: [], isDynamic: true, range: owner) }
        }
        guard let items = context.list(node, expected: "a list of recommendations, each { description: ..., values }")
        else { return nil }
        let list = items.enumerated().compactMap { index, item -> WidgetRecommendation? in
            guard let reader = MappingReader<RecommendationKey>(item, owner: owner, context: context) else {
                return nil
            }
            let description = reader.value(.description).flatMap {
                context.text(
                    $0, key: "\(widget).recommendations.\(index)",
                    role: "recommendation \(index + 1) of widget '\(widget)'")
            }
            let values = reader.value(.values).map { decodeRecommendedValues($0, intent: intent) } ?? []
            guard let description else { return nil }
            return WidgetRecommendation(description: description, values: values, range: item.range)
        }
        return list.count == items.count ? WidgetRecommendations(list: list, range: owner) : nil
    }

    private func decodeRecommendedValues(_ node: YAMLNode, intent: IntentDecl?) -> [RecommendedValue] {
        guard let entries = context.freeEntries(node, expected: "a mapping of parameter names to values") else {
            return []
        }
        return entries.map { key, value in
            let name = Located(key.text, at: key.range)
            guard let parameter = intent?.parameters.first(where: { $0.name.value == key.text }),
                !Self.comesFromAppData(parameter.type.value)
            else { return RecommendedValue(parameter: name, value: nil) }
            return RecommendedValue(parameter: name, value: values.decode(value, as: parameter.type.value))
        }
    }

    /// Whether values of `type` are the app's entities, which a spec cannot write.
    private static func comesFromAppData(_ type: TypeRef) -> Bool {
        switch type {
        case .model: true
        case .optional(let wrapped), .array(let wrapped): comesFromAppData(wrapped)
        default: false
        }
    }
}
