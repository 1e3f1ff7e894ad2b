/// Decodes an intent's `migratesFrom:`.
struct MigrationDecoder {
    let context: DecodingContext
    let names: NameRules

    /// `owner` is the `migratesFrom` key; `parameters` the intent's parameters, `declared` every parameter name
    /// written (so a parameter with a problem of its own is not also reported unknown here).
    func decode(
        _ node: YAMLNode, owner: SourceRange, parameters: [ParameterDecl], declared: [String]
    ) -> IntentMigration? {
        guard let reader = MappingReader<MigrationKey>(node, owner: owner, context: context) else { return nil }
        let className = reader.value(.intentClassName).flatMap(context.string).flatMap(objectiveCClassName)
        var migrated: [MigratedParameter] = []
        if let node = reader.value(.parameters),
            let entries = context.freeEntries(node, expected: "a mapping of parameter names to SiriKit parameters")
        {
            migrated = entries.compactMap { decodeParameter(name: $0.key, node: $0.value, declared: declared) }
        }
        guard let className else { return nil }
        let migration = IntentMigration(intentClassName: className, parameters: migrated, range: owner)
        reportSharedProperties(migration, parameters: parameters)
        return migration
    }

    private func decodeParameter(name key: YAMLScalar, node: YAMLNode, declared: [String]) -> MigratedParameter? {
        let parameter = Located(key.text, at: key.range)
        guard declared.contains(key.text) else {
            context.error(
                .unknownParameter,
                "the intent has no parameter '\(MessageText.excerpt(key.text))'"
                    + Suggestions.didYouMean(key.text, in: declared),
                at: key.range,
                notes: [
                    DiagnosticNote("the keys of 'parameters' are the intent's parameters, the values the SiriKit ones")
                ])
            return nil
        }
        guard node.mapping != nil else {
            return context.string(node).flatMap(names.memberName).map {
                MigratedParameter(parameter: parameter, oldName: $0)
            }
        }
        guard let reader = MappingReader<MigratedParameterKey>(node, owner: key.range, context: context) else {
            return nil
        }
        let oldName = reader.value(.name).flatMap { context.string($0).flatMap(names.memberName) }
        let oldType = reader.value(.type).flatMap {
            context.word($0, what: "SiriKit parameter type", choices: MigratedParameterKey.typeWords)
        }
        guard let oldName, reader.value(.type) == nil || oldType != nil else { return nil }
        return MigratedParameter(parameter: parameter, oldName: oldName, oldType: oldType)
    }

    /// An Objective-C class name: ASCII letters, digits and `_`, not starting with a digit.
    private func objectiveCClassName(_ name: Located<String>) -> Located<String>? {
        let isValid =
            name.value.first.map { !$0.isNumber } == true
            && name.value.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
        guard isValid else {
            context.error(
                .invalidIdentifier,
                "'\(MessageText.excerpt(name.value))' is not an Objective-C class name: use ASCII letters, digits and "
                    + "'_', not starting with a digit (the intent definition generates `<prefix><intent name>Intent`)",
                at: name.range)
            return nil
        }
        return name
    }

    /// Each parameter is a property of the intent named as its SiriKit parameter: two parameters must not end up
    /// with one name.
    private func reportSharedProperties(_ migration: IntentMigration, parameters: [ParameterDecl]) {
        var taken: [String: ParameterDecl] = [:]
        for parameter in parameters {
            let property = migration.oldName(of: parameter.name.value)
            guard let first = taken[property] else {
                taken[property] = parameter
                continue
            }
            let place = migration.parameters.first { $0.parameter.value == parameter.name.value }?.oldName.range
            context.error(
                .duplicateName,
                "parameters '\(first.name.value)' and '\(parameter.name.value)' would both take over the SiriKit "
                    + "parameter '\(property)'",
                at: place ?? parameter.name.range,
                notes: [DiagnosticNote("'\(first.name.value)' is declared here", at: first.name.range)])
        }
    }
}
