/// A field whose type is decoded but whose placeholder waits until every model's fields are known.
struct FieldDraft {
    var field: Field
    var placeholderNode: YAMLNode?
}

/// Decodes field maps (`name: Type` or `name: { type, placeholder, doc }`) in two steps, so placeholders of
/// model type can refer to models declared later in the file.
struct FieldDecoder {
    let context: DecodingContext
    let types: TypeExpressionParser
    let names: NameRules

    func drafts(_ node: YAMLNode, owner: SourceRange) -> [FieldDraft] {
        guard let entries = context.freeEntries(node, expected: "a mapping of field names to types") else { return [] }
        var drafts: [FieldDraft] = []
        for (key, value) in entries {
            guard let name = names.memberName(Located(key.text, at: key.range)) else { continue }
            if value.mapping != nil {
                guard let reader = MappingReader<FieldKey>(value, owner: key.range, context: context),
                    let type = reader.value(.type).flatMap({ types.decode($0, context: context) })
                else { continue }
                let doc = reader.value(.doc).flatMap(context.string)?.value
                let json = reader.value(.json).flatMap(context.string)
                drafts.append(
                    FieldDraft(
                        field: Field(name: name, type: type, doc: doc, jsonKey: json),
                        placeholderNode: reader.value(.placeholder)))
            } else if let type = types.decode(value, context: context) {
                drafts.append(FieldDraft(field: Field(name: name, type: type)))
            }
        }
        return drafts
    }

    /// Decodes the placeholders now that every type is known.
    func finish(_ drafts: [FieldDraft], values: ValueDecoder) -> [Field] {
        drafts.map { draft in
            var field = draft.field
            if let node = draft.placeholderNode { field.placeholder = values.decode(node, as: field.type.value) }
            return field
        }
    }

    func decode(_ node: YAMLNode?, owner: SourceRange, values: ValueDecoder) -> [Field] {
        guard let node else { return [] }
        return finish(drafts(node, owner: owner), values: values)
    }
}

/// Reports models that contain themselves without an optional or array in between (infinite size).
struct ModelCycles {
    let context: DecodingContext

    func report(_ models: [ModelDecl]) {
        let byName = Dictionary(models.map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first })
        for model in models {
            var path: [String] = []
            var explored = Set<String>()
            if contains(model.name.value, from: model, byName: byName, path: &path, explored: &explored) {
                context.error(
                    .recursiveModel,
                    "model \(model.name.value) contains itself (\(([model.name.value] + path).joined(separator: " -> "))); make the field an array",
                    at: model.name.range)
            }
        }
    }

    /// A depth-first search that enters each model once (`explored`): one that did not lead to `target` never
    /// will, so models that share others stay linear, not exponential, in the number of paths.
    private func contains(
        _ target: String, from model: ModelDecl, byName: [String: ModelDecl], path: inout [String],
        explored: inout Set<String>
    ) -> Bool {
        for field in model.fields {
            // Arrays store their elements out of line; a struct containing itself directly or through an
            // optional has infinite size.
            guard case .model(let name) = field.type.value.unwrapped else { continue }
            path.append(name)
            if name == target { return true }
            if explored.insert(name).inserted, let next = byName[name],
                contains(target, from: next, byName: byName, path: &path, explored: &explored)
            {
                return true
            }
            path.removeLast()
        }
        return false
    }
}
